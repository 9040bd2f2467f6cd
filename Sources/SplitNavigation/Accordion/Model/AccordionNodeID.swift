/// The stable identity of an accordion node, chosen by the app.
///
/// Unique within one accordion; expansion, paging and selection follow it. Encodes as a JSON
/// integer.
public struct AccordionNodeID: RawRepresentable, Hashable, Comparable, Codable, Sendable {
    /// The id's number.
    public let rawValue: Int

    /// Wraps a number as an id.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Wraps a number as an id.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: AccordionNodeID, rhs: AccordionNodeID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension AccordionNodeID: CustomStringConvertible {
    public var description: String { "#\(rawValue)" }
}

extension AccordionNodeID: ExpressibleByIntegerLiteral {
    /// Lets apps and tests write `3` for `AccordionNodeID(3)`.
    public init(integerLiteral value: Int) {
        self.rawValue = value
    }
}
