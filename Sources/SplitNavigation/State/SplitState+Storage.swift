extension SplitState {
    /// Mutates the regular-layout stacks in place, moved out of `storage` so appends do not copy.
    @inlinable
    mutating func modifyRegular(_ body: (inout ColumnStacks<Route>) -> Void) {
        guard case .regular(var stacks) = storage else { return }
        storage = .regular(.empty)
        body(&stacks)
        storage = .regular(stacks)
    }

    /// Mutates the compact-layout stack and kept-aside stack in place (see ``modifyRegular(_:)``).
    @inlinable
    mutating func modifyCompact(_ body: (inout [Child<Route>], inout [Child<Route>]) -> Void) {
        guard case .compact(var stack, var keptAside, let spare) = storage else { return }
        storage = .compact(stack: [], keptAside: [])
        body(&stack, &keptAside)
        storage = .compact(stack: stack, keptAside: keptAside, spare: spare)
    }

    /// Rejects a column the split does not have.
    @inlinable
    func check(_ column: Column) throws(NavigationError) {
        guard columns.contains(column) else { throw .columnNotInSplit(column) }
    }

    /// Checks that `count` more ids can be assigned without overflowing the counter.
    @inlinable
    func reserveIDs(_ count: Int) throws(NavigationError) {
        guard count <= Int.max - _nextID.rawValue else { throw .idsExhausted(counter: _nextID, wanted: count) }
    }

    /// Gives a new child its id. Call ``reserveIDs(_:)`` first.
    @inlinable
    mutating func makeChild(_ new: NewChild<Route>, in column: Column) -> Child<Route> {
        let child = Child(id: _nextID, new, in: column)
        _nextID = ChildID(_nextID.rawValue + 1)
        return child
    }
}

/// Edits on one stack that also record the change a front end needs.
extension Array {
    @inlinable
    mutating func push<Route>(_ child: Child<Route>, stack: StackName, recording changes: inout [NavigationChange<Route>])
    where Element == Child<Route> {
        changes.append(.inserted(child, stack: stack, index: count))
        append(child)
    }

    @inlinable
    mutating func remove<Route>(at index: Int, stack: StackName, recording changes: inout [NavigationChange<Route>])
    where Element == Child<Route> {
        changes.append(.removed(self[index].id, stack: stack, index: index))
        remove(at: index)
    }

    /// Removes the children at `from...` top first, as a front end pops them.
    @inlinable
    mutating func removeAll<Route>(from start: Int, stack: StackName, recording changes: inout [NavigationChange<Route>])
    where Element == Child<Route> {
        guard start < count else { return }
        changes.reserveCapacity(changes.count + count - start)
        for index in (start..<count).reversed() {
            changes.append(.removed(self[index].id, stack: stack, index: index))
        }
        removeSubrange(start...)
    }

    /// Removes the children matching `shouldRemove` at `from...` in one pass, recording them top
    /// first so each recorded index is valid when it applies.
    @inlinable
    mutating func removeAll<Route>(
        from start: Int, stack: StackName, recording changes: inout [NavigationChange<Route>],
        where shouldRemove: (Child<Route>) -> Bool
    ) where Element == Child<Route> {
        var index = count - 1
        var removedAny = false
        while index >= start {
            if shouldRemove(self[index]) {
                changes.append(.removed(self[index].id, stack: stack, index: index))
                removedAny = true
            }
            index -= 1
        }
        guard removedAny else { return }
        var kept = start
        for index in start..<count where !shouldRemove(self[index]) {
            swapAt(kept, index)
            kept += 1
        }
        removeSubrange(kept...)
    }

    @inlinable
    mutating func replace<Route>(at index: Int, with child: Child<Route>, stack: StackName, recording changes: inout [NavigationChange<Route>])
    where Element == Child<Route> {
        changes.append(.replaced(self[index].id, by: child, stack: stack, index: index))
        self[index] = child
    }

    /// The index of the topmost child preferring `column`.
    @inlinable
    func lastIndex<Route>(preferring column: Column) -> Int? where Element == Child<Route> {
        lastIndex { $0.preferredColumn == column }
    }
}
