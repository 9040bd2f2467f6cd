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
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw .malformed("not JSON: \(Self.reason(error))")
        }
        guard case .object(let fields) = value else { throw .malformed("a message is one JSON object") }
        guard case .string(let name)? = fields["event"] else {
            throw .malformed("a message needs an \"event\" string")
        }
        var reader = FieldReader(event: name, fields: fields)
        let id = try reader.optionalInteger("id")
        let event: WebEvent
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
            throw .malformed(
                "unknown event \"\(name.prefix(40))\"; events are hello, resize, select, open, back, reach, presentation, recording, "
                    + "tab, compose, draft, attach, pick, send, cancel and discard")
        }
        try reader.finish()
        return (event, id)
    }

    private static func reason(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            return context.debugDescription
        }
        return "unreadable"
    }
}

/// Takes an event's fields one by one, so that a missing, mistyped or unknown field is named.
private struct FieldReader {
    let event: String
    var fields: [String: JSONValue]

    init(event: String, fields: [String: JSONValue]) {
        self.event = event
        self.fields = fields
        self.fields["event"] = nil
    }

    mutating func string(_ key: String) throws(WebError) -> String {
        guard let value = fields.removeValue(forKey: key) else { throw .malformed("\(event) needs \"\(key)\"") }
        guard case .string(let text) = value else { throw .malformed("\"\(key)\" of \(event) must be a string") }
        return text
    }

    mutating func integer(_ key: String) throws(WebError) -> Int {
        guard let value = try optionalInteger(key) else { throw .malformed("\(event) needs \"\(key)\"") }
        return value
    }

    mutating func optionalInteger(_ key: String) throws(WebError) -> Int? {
        guard let value = fields.removeValue(forKey: key) else { return nil }
        guard case .integer(let number) = value else {
            throw .malformed("\"\(key)\" of \(event) must be a whole number")
        }
        return number
    }

    func finish() throws(WebError) {
        if let extra = fields.keys.sorted().first {
            throw .malformed("\(event) has no field \"\(extra.prefix(40))\"")
        }
    }
}
