/// The stacks of a regular layout, one per column; a two-column split's supplementary stack is
/// always empty.
/// Its subscript's `_modify` hands out the array itself, so appends do not copy it.
@usableFromInline
package struct ColumnStacks<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
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
    package subscript(column: Column) -> [Child<Route>] {
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

// The back rule, written once for the event, the queries and the presentation, on the stacks
// as shown (in compact layout the one stack is the primary column's).
extension ColumnStacks {
    /// The child on top of what the user sees: the top of the rightmost column with children.
    @inlinable
    var topmost: Child<Route>? {
        self[rightmostNonEmpty].last
    }

    /// The column back pops from: the rightmost one with children, unless its top is the
    /// primary root, which nothing pops.
    @inlinable
    var backColumn: Column? {
        let column = rightmostNonEmpty
        return column != .primary || primary.count > 1 ? column : nil
    }

    /// What back pops: the ``topmost`` child and its column (see ``backColumn``).
    @inlinable
    var backTarget: (column: Column, child: Child<Route>)? {
        backColumn.map { ($0, self[$0][self[$0].count - 1]) }
    }
}
