import SplitNavigation

/// A compact-layout state's stacks, read before an event to compare with those after it (see
/// ColumnTracker.swift): a column's stack is its kept-aside children (the detail column's only)
/// and then the children of the one stack that prefer it.
@usableFromInline
struct CompactStacks<Route: Hashable & Codable & Sendable>: Sendable {
    @usableFromInline let stack: [Child<Route>]
    @usableFromInline let keptAside: [Child<Route>]

    @usableFromInline
    init(_ state: SplitState<Route>) {
        stack = state.compactStack ?? []
        keptAside = state.keptAside
    }

    /// The columns of `columns` whose stacks differ in `after`, a state in either layout.
    @inlinable
    func changedColumns(to after: SplitState<Route>, in columns: SplitColumns) -> ColumnSet {
        var changed = ColumnSet()
        guard after.layout == .compact else {
            // A split: rare, and read through the state's own columns.
            for column in columns.all where !self.column(column).elementsEqual(after.stack(column)) {
                changed.insert(column)
            }
            return changed
        }
        let other = CompactStacks(after)
        guard keptAside == other.keptAside else {
            for column in columns.all where !self.column(column).elementsEqual(other.column(column)) {
                changed.insert(column)
            }
            return changed
        }
        // The kept-aside children and the stacks' common bottom are the same in both, so a
        // column differs exactly when the children above that bottom which prefer it do.
        var common = 0
        while common < stack.count, common < other.stack.count, stack[common] == other.stack[common] {
            common += 1
        }
        for column in columns.all where !Self.sameAbove(common, stack, other.stack, preferring: column) {
            changed.insert(column)
        }
        return changed
    }

    /// Whether the children above `bottom` that prefer `column` are the same in both stacks.
    @inlinable
    static func sameAbove(_ bottom: Int, _ one: [Child<Route>], _ other: [Child<Route>], preferring column: Column) -> Bool {
        var index = bottom, otherIndex = bottom
        while true {
            while index < one.count, one[index].preferredColumn != column { index += 1 }
            while otherIndex < other.count, other[otherIndex].preferredColumn != column { otherIndex += 1 }
            guard index < one.count, otherIndex < other.count else {
                return index == one.count && otherIndex == other.count
            }
            guard one[index] == other[otherIndex] else { return false }
            index += 1
            otherIndex += 1
        }
    }

    /// A column's stack, as `SplitState.stack(_:)` reads it.
    @inlinable
    func column(_ column: Column) -> [Child<Route>] {
        let visible = stack.filter { $0.preferredColumn == column }
        return column == .detail ? keptAside + visible : visible
    }
}
