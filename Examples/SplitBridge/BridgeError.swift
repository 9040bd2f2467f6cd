import SplitNavigation

/// A rejected line: a stable code and a message, as the protocol reports them.
public struct BridgeError: Error, Hashable, Sendable {
    /// The stable code: a navigator error code, or one of the bridge's own.
    public let code: NavigationError.Code
    /// What was wrong, for people.
    public let message: String
    /// In a batch, the index of the event that failed.
    public let eventIndex: Int?

    /// An error with a code and a message.
    public init(_ code: NavigationError.Code, _ message: String, eventIndex: Int? = nil) {
        self.code = code
        self.message = message
        self.eventIndex = eventIndex
    }

    /// The navigator's error, as is.
    public init(_ error: NavigationError) {
        self.init(error.code, error.message, eventIndex: error.eventIndex)
    }
}

// The bridge's own codes: rejections only a line-based protocol has. They share the navigator's
// code type so that a reply's `code` field is one vocabulary.
extension NavigationError.Code {
    /// An event arrived before any `start`.
    public static let notStarted = NavigationError.Code(rawValue: "notStarted")
}

extension BridgeError {
    /// A decoder's complaint about a value inside a line the schema passed (a saved state, an
    /// accordion, an action), written for people: what was expected, and where.
    init(decoding error: any Error, in what: String) {
        switch error {
        case let error as BridgeError:
            self = error
        case let error as NavigationError:
            self.init(error)
        case let error as AccordionError:
            self.init(NavigationError(error))
        case DecodingError.typeMismatch(let type, let context):
            self.init(.malformedInput, "\(what): expected \(Self.kind(type)) at \(Self.path(context))")
        case DecodingError.valueNotFound(let type, let context):
            self.init(.malformedInput, "\(what): expected \(Self.kind(type)), found null at \(Self.path(context))")
        case DecodingError.keyNotFound(let key, let context):
            self.init(.malformedInput, "\(what): missing key \"\(key.stringValue)\" at \(Self.path(context))")
        case DecodingError.dataCorrupted(let context):
            self.init(.malformedInput, "\(what): \(Self.reason(context)) at \(Self.path(context))")
        default:
            self.init(.malformedInput, "\(what): the value cannot be read")
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        BridgeLine.describe(context.codingPath.map { $0.intValue.map(BridgeLine.Step.index) ?? .key($0.stringValue) })
    }

    /// A Swift type as the kind of JSON value it reads.
    private static func kind(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") { return "an object" }
        if name.hasPrefix("Array") { return "an array" }
        if name == "String" { return "a string" }
        if name == "Bool" { return "true or false" }
        if name.hasPrefix("Int") || name.hasPrefix("UInt") { return "a whole number" }
        return "a value of another kind"
    }

    /// The decoder's own reason, unless it is Swift's text for an unknown raw value ("Cannot
    /// initialize Column from invalid String value sideways"), which becomes the allowed values.
    private static func reason(_ context: DecodingError.Context) -> String {
        let text = context.debugDescription
        guard text.hasPrefix("Cannot initialize ") else { return text }
        let words = text.split(separator: " ")
        let quote = text.contains(" String value ") ? "\"" : ""
        let value = text.range(of: " value ").map { quote + text[$0.upperBound...] + quote } ?? "the value"
        let allowed: [String: [String]] = [
            "Column": Column.allCases.map(\.rawValue), "Layout": Layout.allCases.map(\.rawValue),
            "Width": Width.allCases.map(\.rawValue), "CollapsePolicy": CollapsePolicy.allCases.map(\.rawValue),
            "ColumnVisibility": ColumnVisibility.allCases.map(\.rawValue),
            "MediumWidthPolicy": MediumWidthPolicy.allCases.map(\.rawValue),
            "AccordionPaging": AccordionPaging.allCases.map(\.rawValue),
            "SplitColumns": ["2", "3"],
            // The accordion action's kinds (docs/protocol.md).
            "Kind": [
                "expand", "collapse", "toggle", "expandAll", "collapseAll", "select", "deselect", "insert", "remove", "move", "replace",
                "beginPage", "endPage", "cancelPage",
            ],
        ]
        guard words.count > 2, let values = allowed[String(words[2])] else { return "\(value) is not a valid value" }
        return "\(value) is not one of \(BridgeSchema.Field.list(values))"
    }
}
