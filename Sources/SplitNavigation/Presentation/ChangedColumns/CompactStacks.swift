/// A compact-layout state's stacks, which a ``SplitState/ColumnMark`` holds across an event:
/// compact changes name the one stack, not the column a removed child preferred, so the columns
/// an event changed are found by comparing the stacks before it with those after it.
///
/// A column's stack (``SplitState/stack(_:)``) is the kept-aside children (the detail column's
/// only) and then the children of the one stack that prefer the column; it is compared as that,
/// without building it.
@usableFromInline
package struct CompactStacks<Route: Hashable & Codable & Sendable>: Sendable {
    @usableFromInline let stack: [Child<Route>]
    @usableFromInline let keptAside: [Child<Route>]

    /// The stacks of a state in compact layout; none in regular layout.
    @inlinable
    package init(_ state: SplitState<Route>) {
        if case .compact(let stack, let keptAside, _) = state.storage {
            self.stack = stack
            self.keptAside = keptAside
        } else {
            stack = []
            keptAside = []
        }
    }

    /// The columns of `columns` whose stacks differ in `after`, a state in either layout.
    ///
    /// - Complexity: O(*n*); it allocates nothing.
    @inlinable
    package func changedColumns(to after: SplitState<Route>, in columns: SplitColumns) -> ColumnSet {
        var changed = ColumnSet()
        guard case .compact(let afterStack, let afterKeptAside, _) = after.storage else {
            // A split: rare, and compared with the state's own columns.
            for column in columns.all where !children(of: column).elementsEqual(after.stack(column)) {
                changed.insert(column)
            }
            return changed
        }
        let other = CompactStacks(stack: afterStack, keptAside: afterKeptAside)
        guard keptAside == other.keptAside else {
            for column in columns.all where !children(of: column).elementsEqual(other.children(of: column)) {
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

    @inlinable
    init(stack: [Child<Route>], keptAside: [Child<Route>]) {
        self.stack = stack
        self.keptAside = keptAside
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

    /// A column's stack, as ``SplitState/stack(_:)`` reads it, as a sequence that builds no array.
    @inlinable
    func children(of column: Column) -> ColumnChildren<Route> {
        ColumnChildren(keptAside: column == .detail ? keptAside[...] : [], stack: stack, column: column)
    }
}

/// The children of one column of a compact state, bottom first: the kept-aside ones, then those
/// of the one stack that prefer the column.
@usableFromInline
struct ColumnChildren<Route: Hashable & Codable & Sendable>: Sequence, IteratorProtocol {
    @usableFromInline var keptAside: ArraySlice<Child<Route>>
    @usableFromInline let stack: [Child<Route>]
    @usableFromInline let column: Column
    @usableFromInline var index = 0

    @inlinable
    init(keptAside: ArraySlice<Child<Route>>, stack: [Child<Route>], column: Column) {
        self.keptAside = keptAside
        self.stack = stack
        self.column = column
    }

    @inlinable
    mutating func next() -> Child<Route>? {
        if let child = keptAside.popFirst() { return child }
        while index < stack.count {
            defer { index += 1 }
            if stack[index].preferredColumn == column { return stack[index] }
        }
        return nil
    }
}
