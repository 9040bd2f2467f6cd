/// Columns, as a value that needs no allocation: the columns on screen
/// (``SplitState/visibleColumns``, compared by the navigator before and after every event) and
/// the columns an event changed (what ``SplitState/ColumnMark`` answers to the store).
@usableFromInline
package struct ColumnSet: Sendable, Equatable {
    @usableFromInline var bits: UInt8 = 0

    /// No column.
    @inlinable
    package init() {}

    /// One, two or three columns.
    @inlinable
    package init(_ first: Column, _ second: Column? = nil, _ third: Column? = nil) {
        // Optionals rather than a variadic list: an array literal in inlinable code is what
        // Swift 6.3.1 mixes up between modules (see ``columns``).
        insert(first)
        if let second { insert(second) }
        if let third { insert(third) }
    }

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

    /// The columns of the set, leading to trailing, for an answer that lists them: one shared
    /// array a set, so that reading it allocates nothing.
    @inlinable
    package var columns: [Column] {
        Self.lists[Int(bits)]
    }

    // Built from `Column.allCases`, not array literals: Swift 6.3.1 numbers the literals it
    // outlines from an inlinable function differently in each module that inlines or specializes
    // it, and the linker keeps one module's literals under both modules' names (see
    // `SplitColumns.all`).
    @usableFromInline static let lists: [[Column]] = (0..<8).map { bits in
        Column.allCases.filter { bit($0) & UInt8(bits) != 0 }
    }
}
