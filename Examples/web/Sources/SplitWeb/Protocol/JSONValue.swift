/// Any JSON value, decoded without a schema: the route type of recordings whose routes the
/// viewer does not know (a testing-kit counterexample from another app).
enum JSONValue: Hashable, Codable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// A short human label: a string as itself, an enum case as Swift's Codable writes it
    /// (`{"mailbox":{"_0":"Inbox"}}`) as `mailbox(Inbox)`, anything else as compact JSON.
    var label: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .integer(let value): return String(value)
        case .number(let value): return String(value)
        case .string(let value): return value
        case .array(let values): return "[" + values.map(\.label).joined(separator: ", ") + "]"
        case .object(let fields):
            if fields.count == 1, let (name, payload) = fields.first, case .object(let arguments) = payload {
                if arguments.isEmpty { return name }
                let ordered = arguments.keys.sorted().compactMap { key in arguments[key].map { (key, $0) } }
                let text = ordered.map { key, value in key.hasPrefix("_") ? value.label : "\(key): \(value.label)" }
                return "\(name)(\(text.joined(separator: ", ")))"
            }
            let ordered = fields.keys.sorted().compactMap { key in fields[key].map { "\(key): \($0.label)" } }
            return "{" + ordered.joined(separator: ", ") + "}"
        }
    }
}
