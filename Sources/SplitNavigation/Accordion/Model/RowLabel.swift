/// What an accordion row shows: one of the app's values (a route, a model object), or a title
/// that is only text.
///
/// A panel titled "Mailboxes" need not be a value of the app's route type: give it a title, and
/// the route type keeps only the places the app can go.
///
/// ```swift
/// AccordionNode(id: 1, title: "Mailboxes", children: [
///     AccordionNode(id: 2, value: .mailbox("Inbox"), destination: RowDestination(.mailbox("Inbox"))),
/// ])
/// ```
public enum RowLabel<Value: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// One of the app's values.
    case value(Value)
    /// Text the front end shows as it is.
    case title(String)

    // Written out and inlinable: accordions compare and hash every row's label, and a
    // synthesized `==` would go through generic metadata.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.value(let left), .value(let right)): left == right
        case (.title(let left), .title(let right)): left == right
        case (.value, .title), (.title, .value): false
        }
    }

    @inlinable
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .value(let value):
            hasher.combine(0)
            hasher.combine(value)
        case .title(let title):
            hasher.combine(1)
            hasher.combine(title)
        }
    }
}

extension RowLabel {
    /// The value, when the row has one.
    public var value: Value? {
        if case .value(let value) = self { value } else { nil }
    }

    /// The title, when the row has one.
    public var title: String? {
        if case .title(let title) = self { title } else { nil }
    }
}

extension RowLabel: CustomStringConvertible {
    public var description: String {
        switch self {
        case .value(let value): "\(value)"
        case .title(let title): String(reflecting: title)
        }
    }
}

/// A label encodes as an object with one key: `{"value": <value>}` or `{"title": "…"}`; an
/// accordion's nodes and events write the same keys inline.
extension RowLabel: Codable {
    enum CodingKeys: String, CodingKey {
        case value, title
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = try Self(value: container.decodeIfPresent(Value.self, forKey: .value),
                        title: container.decodeIfPresent(String.self, forKey: .title),
                        path: codingPathDescription(decoder.codingPath))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .value(let value): try container.encode(value, forKey: .value)
        case .title(let title): try container.encode(title, forKey: .title)
        }
    }

    /// The label a JSON form's `value` and `title` hold: exactly one of them.
    ///
    /// - Throws: ``AccordionError/Code/invalidAccordion`` when both or neither are present.
    init(value: Value?, title: String?, path: String) throws(AccordionError) {
        switch (value, title) {
        case (let value?, nil): self = .value(value)
        case (nil, let title?): self = .title(title)
        default:
            throw .invalidAccordion("a row\(path.isEmpty ? "" : " at \(path)") has a \"value\" or a \"title\": exactly one")
        }
    }
}
