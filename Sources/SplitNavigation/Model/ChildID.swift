/// The stable identity of a child, assigned by the navigator.
///
/// Ids count 1, 2, 3, … in creation order from a counter in the state, so the same events give
/// the same ids; never reused. Encodes as a JSON integer.
public struct ChildID: RawRepresentable, Hashable, Comparable, Codable, Sendable {
    /// The id's number; the first child created has 1.
    public let rawValue: Int

    /// Wraps a number as an id; operations reject ids no child has.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Wraps a number as an id.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: ChildID, rhs: ChildID) -> Bool {
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

extension ChildID: CustomStringConvertible {
    public var description: String { "#\(rawValue)" }
}

extension ChildID: ExpressibleByIntegerLiteral {
    /// Lets tests and examples write `3` for `ChildID(3)`.
    public init(integerLiteral value: Int) {
        self.rawValue = value
    }
}
