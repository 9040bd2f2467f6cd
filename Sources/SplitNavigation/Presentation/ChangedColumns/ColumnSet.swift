/// Columns, as a value that needs no allocation: what ``SplitState/ColumnMark`` answers, so that
/// the store can tell the columns of every event it applies without building an array.
@usableFromInline
package struct ColumnSet: Sendable, Equatable {
    @usableFromInline var bits: UInt8 = 0

    /// No column.
    @inlinable
    package init() {}

    /// Every column of a split.
    @inlinable
    package init(_ split: SplitColumns) {
        // Bits rather than `split.all`, so that no array is read.
        bits = Self.bit(.primary) | Self.bit(.detail)
        if split == .three { bits |= Self.bit(.supplementary) }
    }

    @inlinable
    static func bit(_ column: Column) -> UInt8 {
        switch column {
        case .primary: 1
        case .supplementary: 2
        case .detail: 4
        }
    }

    /// Adds a column.
    @inlinable
    package mutating func insert(_ column: Column) { bits |= Self.bit(column) }

    /// Whether the set holds the column.
    @inlinable
    package func contains(_ column: Column) -> Bool { bits & Self.bit(column) != 0 }

    /// The columns of the set that the split has.
    @inlinable
    package func intersection(_ split: SplitColumns) -> ColumnSet {
        var kept = self
        kept.bits &= ColumnSet(split).bits
        return kept
    }

    /// Calls `body` with each column of the set, leading to trailing.
    @inlinable
    package func forEach(_ body: (Column) -> Void) {
        if contains(.primary) { body(.primary) }
        if contains(.supplementary) { body(.supplementary) }
        if contains(.detail) { body(.detail) }
    }

    /// The columns of the set, leading to trailing, for an answer that lists them.
    package var columns: [Column] {
        Column.allCases.filter(contains)
    }
}
