/// How many columns a split has: fixed when it starts, whatever the window's width.
///
/// A two-column split has a primary and a detail column (`UISplitViewController`'s
/// `.doubleColumn` style, `NavigationSplitView(sidebar:detail:)`); a three-column split adds a
/// supplementary column between them (`.tripleColumn`, `NavigationSplitView(sidebar:content:detail:)`).
/// In a two-column split anything that names the supplementary column is rejected with
/// ``NavigationError/Code/columnNotInSplit``.
///
/// Encoded as its number of columns, `2` or `3`.
public enum SplitColumns: Int, CaseIterable, Hashable, Codable, Sendable {
    /// Primary and detail.
    case two = 2
    /// Primary, supplementary and detail.
    case three = 3

    /// The split's columns, leading to trailing.
    @inlinable
    public var all: [Column] {
        switch self {
        case .two: [.primary, .detail]
        case .three: [.primary, .supplementary, .detail]
        }
    }

    /// Whether the split has the column.
    @inlinable
    public func contains(_ column: Column) -> Bool {
        column != .supplementary || self == .three
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
