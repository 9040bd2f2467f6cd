/// The stable identity of a child, assigned by the navigator.
///
/// Ids count 1, 2, 3, … in the order children are created — the initial primary children
/// first, then the initial detail children — from a counter kept in the state itself, so the
/// same events from the same start always give the same ids. An id is never reused within a
/// state's life. It encodes as a plain JSON integer.
public struct ChildID: RawRepresentable, Hashable, Comparable, Codable, Sendable {
    /// The id's number; the first child created has 1.
    public let rawValue: Int

    /// Wraps a number as an id. Ids that no child has are rejected by the operations naming
    /// them, never trapped on.
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
