/// How many columns a split has: fixed when it starts, whatever the window's width.
///
/// A three-column split adds a supplementary column between primary and detail; a two-column
/// split rejects it with ``NavigationError/Code/columnNotInSplit``.
///
/// Encoded as its number of columns, `2` or `3`.
public enum SplitColumns: Int, CaseIterable, Hashable, Codable, Sendable {
    /// Primary and detail.
    case two = 2
    /// Primary, supplementary and detail.
    case three = 3

    /// The split's columns, leading to trailing.
    ///
    /// Built once per split, and from `Column.allCases` rather than a literal per case: Swift
    /// 6.3.1's optimizer swapped such literals in release builds (`.ci/run` checks for it).
    @inlinable
    public var all: [Column] {
        self == .three ? Self.threeColumns : Self.twoColumns
    }

    /// ``all`` of a two-column split.
    @usableFromInline static let twoColumns = Column.allCases.filter { $0 != .supplementary }
    /// ``all`` of a three-column split.
    @usableFromInline static let threeColumns = Column.allCases

    /// Whether the split has the column.
    @inlinable
    public func contains(_ column: Column) -> Bool {
        column != .supplementary || self == .three
    }

    /// The split's columns to the left of `column`, leading to trailing.
    public func columns(before column: Column) -> [Column] {
        all.filter { $0 < column }
    }

    /// The split's column to the right of `column`, if any.
    @inlinable
    public func column(after column: Column) -> Column? {
        switch column {
        case .primary: self == .three ? .supplementary : .detail
        case .supplementary: self == .three ? .detail : nil
        case .detail: nil
        }
    }

    /// The split's column to the left of `column`, if any.
    @inlinable
    public func column(before column: Column) -> Column? {
        switch column {
        case .primary: nil
        case .supplementary: .primary
        case .detail: self == .three ? .supplementary : .primary
        }
    }
}
