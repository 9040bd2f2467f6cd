import Foundation

/// What the page sends: what a person did, never a navigation decision. The session turns each
/// into navigation events for the store.
enum WebEvent: Hashable, Sendable {
    /// A page (re)loaded at `link` (the URL's path and query), `width` CSS pixels wide.
    case hello(link: String, width: Int)
    /// The window's width changed.
    case resize(width: Int)
    /// A sidebar row was clicked: an account panel toggles, a mailbox opens.
    case select(child: Int, row: Int)
    /// A message in the list was clicked.
    case open(message: Int)
    /// The page's own back button (compact layout).
    case back
    /// The browser's back or forward button, or the history list: the URL is now `link`.
    case reach(link: String)
    /// Asks for the whole presentation again (after a change list did not apply).
    case presentation
    /// Asks for the session's recording, as JSON lines.
    case recording
    /// A tab of a tab bar was clicked: the tab group child's id and the tab's id.
    case tab(child: Int, tab: String)
    /// The Compose button: a new message in a sheet.
    case compose
    /// The text field of the draft changed; `text` is all of it.
    case draft(text: String)
    /// "Add attachment" in the compose sheet: the file picker, inside the sheet.
    case attach
    /// A file was picked in the picker.
    case pick(file: String)
    /// The sheet's Send button.
    case send
    /// The sheet's Cancel button (the Escape key too).
    case cancel
    /// "Discard draft", offered when a Cancel or a back was refused.
    case discard

    /// Reads one message, strictly: one JSON object with a known `"event"` and exactly its
    /// fields. `id`, a number the page chooses, is optional on every event and echoed in the
    /// answer.
    static func decode(_ data: Data) throws(WebError) -> (event: WebEvent, id: Int?) {
        do {
            let message = try decoder.decode(Message.self, from: data)
            return (message.event, message.id)
        } catch let error as WebError {
            throw error
        } catch DecodingError.typeMismatch {
            throw .malformed("a message is one JSON object")
        } catch {
            throw .malformed("not JSON: \(Self.reason(error))")
        }
    }

    /// One decoder for every message: it has no state beyond its options.
    private static let decoder = JSONDecoder()

    private static func reason(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            return context.debugDescription
        }
        return "unreadable"
    }
}

/// One message as the decoder reads it: each field read as the kind its event needs, straight
/// from the decoder's keyed container, so a well-formed message costs no error thrown and
/// caught (which reading into ``JSONValue`` first would, value by value).
private struct Message: Decodable {
    let event: WebEvent
    let id: Int?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        guard let name = try? container.decode(String.self, forKey: FieldKey("event")) else {
            throw WebError.malformed("a message needs an \"event\" string")
        }
        var reader = FieldReader(event: name, container: container)
        id = try reader.optionalInteger("id")
        switch name {
        case "hello": event = .hello(link: try reader.string("link"), width: try reader.integer("width"))
        case "resize": event = .resize(width: try reader.integer("width"))
        case "select": event = .select(child: try reader.integer("child"), row: try reader.integer("row"))
        case "open": event = .open(message: try reader.integer("message"))
        case "back": event = .back
        case "reach": event = .reach(link: try reader.string("link"))
        case "presentation": event = .presentation
        case "recording": event = .recording
        case "tab": event = .tab(child: try reader.integer("child"), tab: try reader.string("tab"))
        case "compose": event = .compose
        case "draft": event = .draft(text: try reader.string("text"))
        case "attach": event = .attach
        case "pick": event = .pick(file: try reader.string("file"))
        case "send": event = .send
        case "cancel": event = .cancel
        case "discard": event = .discard
        default:
            throw WebError.malformed(
                "unknown event \"\(name.prefix(40))\"; events are hello, resize, select, open, back, reach, presentation, recording, "
                    + "tab, compose, draft, attach, pick, send, cancel and discard")
        }
        try reader.finish()
    }
}

/// Any field name, so that an unknown field is seen (and refused) rather than skipped.
private struct FieldKey: CodingKey {
    let stringValue: String
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

/// Takes an event's fields one by one, so that a missing, mistyped or unknown field is named.
private struct FieldReader {
    let event: String
    let container: KeyedDecodingContainer<FieldKey>
    /// The fields read so far, `event` included.
    var read: [String] = ["event"]

    init(event: String, container: KeyedDecodingContainer<FieldKey>) {
        self.event = event
        self.container = container
    }

    mutating func string(_ key: String) throws(WebError) -> String {
        guard container.contains(FieldKey(key)) else { throw .malformed("\(event) needs \"\(key)\"") }
        read.append(key)
        guard let text = try? container.decode(String.self, forKey: FieldKey(key)) else {
            throw .malformed("\"\(key)\" of \(event) must be a string")
        }
        return text
    }

    mutating func integer(_ key: String) throws(WebError) -> Int {
        guard let value = try optionalInteger(key) else { throw .malformed("\(event) needs \"\(key)\"") }
        return value
    }

    mutating func optionalInteger(_ key: String) throws(WebError) -> Int? {
        guard container.contains(FieldKey(key)) else { return nil }
        read.append(key)
        guard let number = try? container.decode(Int.self, forKey: FieldKey(key)) else {
            throw .malformed("\"\(key)\" of \(event) must be a whole number")
        }
        return number
    }

    /// Refuses a message with a field its event does not have (only then are the keys listed).
    func finish() throws(WebError) {
        let keys = container.allKeys
        guard keys.count != read.count else { return }
        if let extra = keys.map(\.stringValue).filter({ !read.contains($0) }).sorted().first {
            throw .malformed("\(event) has no field \"\(extra.prefix(40))\"")
        }
    }
}
