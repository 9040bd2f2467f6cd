/// The stacks of a regular layout, one per column; a two-column split's supplementary stack is
/// always empty.
///
/// Internal storage: a subscript by column lets every event address "the column's stack" in one
/// line, and `_modify` hands out the array itself so that appends do not copy it.
@usableFromInline
struct ColumnStacks<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    @usableFromInline var primary: [Child<Route>]
    @usableFromInline var supplementary: [Child<Route>]
    @usableFromInline var detail: [Child<Route>]

    @inlinable
    init(primary: [Child<Route>], supplementary: [Child<Route>] = [], detail: [Child<Route>]) {
        self.primary = primary
        self.supplementary = supplementary
        self.detail = detail
    }

    @inlinable
    static var empty: ColumnStacks { ColumnStacks(primary: [], detail: []) }

    @inlinable
    subscript(column: Column) -> [Child<Route>] {
        get {
            switch column {
            case .primary: primary
            case .supplementary: supplementary
            case .detail: detail
            }
        }
        _modify {
            switch column {
            case .primary: yield &primary
            case .supplementary: yield &supplementary
            case .detail: yield &detail
            }
        }
    }

    /// Every child, in column order.
    @inlinable
    var all: [Child<Route>] { primary + supplementary + detail }

    /// The rightmost column with children (the primary column always has its root).
    @inlinable
    var rightmostNonEmpty: Column {
        !detail.isEmpty ? .detail : !supplementary.isEmpty ? .supplementary : .primary
    }
}
