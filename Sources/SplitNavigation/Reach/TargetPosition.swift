/// Where a child stands in a target: its column and its index there, bottom first.
public struct TargetPosition: Hashable, Codable, Sendable, Comparable {
    /// The column.
    public var column: Column
    /// The index in the column's routes, 0 for the bottom child.
    public var index: Int

    /// A position.
    public init(_ column: Column, _ index: Int) {
        self.column = column
        self.index = index
    }

    /// Positions order by column, leading first, then by index, bottom first.
    public static func < (lhs: TargetPosition, rhs: TargetPosition) -> Bool {
        (lhs.column, lhs.index) < (rhs.column, rhs.index)
    }
}
