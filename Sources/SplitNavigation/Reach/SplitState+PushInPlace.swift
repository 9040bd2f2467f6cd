// A reach's pushes onto one column, applied in one pass over the stack (see SplitNavigator+Reach).

extension SplitState {
    /// Applies the run of `.push` events from `start` that go onto `column`, in regular layout,
    /// as each would one by one: the same ids, stack and changes, and the focus on `column`.
    /// The caller has checked each new child's content and reserved the ids.
    ///
    /// - Returns: the index of the first event after the run.
    @inlinable
    mutating func pushInPlace(
        _ events: [NavigationEvent<Route>], from start: Int, onto column: Column,
        _ changes: inout [NavigationChange<Route>]
    ) -> Int {
        var end = start
        // Ids assigned as `makeChild` assigns them, counted here because the stack is borrowed
        // from `self` while the run applies.
        let first = _nextID.rawValue
        func pushRun(onto stack: inout [Child<Route>]) {
            let name = StackName(column)
            while end < events.endIndex, case .push(let new, let onto) = events[end], (onto ?? new.preferredColumn) == column {
                let child = Child(id: ChildID(first + (end - start)), new, in: column)
                stack.push(child, stack: name, recording: &changes)
                end += 1
            }
        }
        modifyRegular { stacks in pushRun(onto: &stacks[column]) }
        _nextID = ChildID(first + (end - start))
        _focus = column
        return end
    }
}
