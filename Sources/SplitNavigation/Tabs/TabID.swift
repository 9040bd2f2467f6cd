/// A tab's stable name within its ``TabGroup``, chosen by the app (`"mail"`, `"calendar"`).
///
/// Encodes as a bare JSON string.
public struct TabID: RawRepresentable, Hashable, Codable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public let rawValue: String

    /// Wraps a name.
    @inlinable
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps a name.
    @inlinable
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps a literal name: `let mail: TabID = "mail"`.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { "\"\(rawValue)\"" }
}
