// The column events: creating, reordering and popping children (see SplitState+Events.swift).

extension SplitState {
    // MARK: Creating children

    @inlinable
    mutating func push(_ new: NewChild<Route>, onto column: Column, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        try check(column)
        try Self.checkNewContent(new, for: column)
        try reserveIDs(1)
        let child = makeChild(new, in: column)
        switch storage {
        case .regular:
            modifyRegular { stacks in stacks[column].push(child, stack: StackName(column), recording: &changes) }
        case .compact:
            modifyCompact { stack, keptAside in
                if column == .detail {
                    Self.bringBack(&keptAside, onto: &stack, &changes)
                }
                stack.push(child, stack: .compact, recording: &changes)
            }
        }
        _focus = column
    }

    /// Replaces the stack of `column` (supplementary or detail) with new children, emptying the
    /// columns to its right, as a selection in the column to its left does.
    @inlinable
    mutating func show(
        _ children: [NewChild<Route>], in column: Column, openedBy selection: RowSelection<Route>? = nil,
        _ changes: inout [NavigationChange<Route>]
    ) throws(NavigationError) {
        try check(column)
        for (index, new) in children.enumerated() { try Self.checkNewContent(new, for: column, at: children.count > 1 ? index : nil) }
        try reserveIDs(children.count)
        // Made inside the mutation, so no intermediate array is allocated.
        let first = _nextID.rawValue
        func child(_ offset: Int) -> Child<Route> {
            Child(id: ChildID(first + offset), children[offset], in: column, openedBy: offset == 0 ? selection : nil)
        }
        switch storage {
        case .regular(let stacks):
            changes.reserveCapacity(changes.count + stacks.detail.count + stacks.supplementary.count + children.count)
            modifyRegular { stacks in
                // Right to left, so that each removal is of a column's top as the user sees it.
                stacks.detail.removeAll(from: 0, stack: .detail, recording: &changes)
                if column == .supplementary {
                    stacks.supplementary.removeAll(from: 0, stack: .supplementary, recording: &changes)
                }
                for offset in children.indices { stacks[column].push(child(offset), stack: StackName(column), recording: &changes) }
            }
        case .compact:
            modifyCompact { stack, keptAside in
                keptAside.removeAll(keepingCapacity: true)
                stack.removeAll(from: 1, stack: .compact, recording: &changes) { $0.preferredColumn >= column }
                changes.reserveCapacity(changes.count + children.count)
                for offset in children.indices { stack.push(child(offset), stack: .compact, recording: &changes) }
            }
        }
        _nextID = ChildID(first + children.count)
        _focus = column
    }

    /// Shows a list's selection in the column to the right of the list's, the first child shown
    /// remembering the row.
    @inlinable
    mutating func select(
        _ row: Route, in list: ChildID, showing children: [NewChild<Route>], _ changes: inout [NavigationChange<Route>]
    ) throws(NavigationError) {
        guard let source = locate(list).flatMap({ child(at: $0.place, $0.index) }) else { throw .unknownChild(list) }
        guard let column = columns.column(after: source.preferredColumn) else {
            throw .columnNotInSplit(.detail, "child \(list) is in the \(source.preferredColumn) column, which has no column to its right to show a selection")
        }
        guard !children.isEmpty else {
            throw NavigationError(.malformedInput, "a selection in \(list) shows no child, so nothing would remember its row")
        }
        if let index = children.firstIndex(where: { $0.preferredColumn <= source.preferredColumn }) {
            throw NavigationError(
                .malformedInput,
                "the child at index \(index) prefers the \(children[index].preferredColumn) column, but a selection in \(list) shows its children in the \(column) column")
        }
        try show(children, in: column, openedBy: RowSelection(list: list, row: row), &changes)
    }

    @inlinable
    mutating func replaceTop(_ column: Column, with new: NewChild<Route>, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        try check(column)
        switch storage {
        case .regular(let stacks):
            if stacks[column].isEmpty { throw .columnEmpty(column) }
            try Self.checkNewContent(new, for: column)
            try reserveIDs(1)
            let child = makeChild(new, in: column)
            modifyRegular { stacks in
                stacks[column].replace(at: stacks[column].count - 1, with: child, stack: StackName(column), recording: &changes)
            }
        case .compact(let stack, let keptAside, _):
            if column == .detail ? keptAside.isEmpty && stack.lastIndex(preferring: .detail) == nil
                : stack.lastIndex(preferring: column) == nil {
                throw .columnEmpty(column)
            }
            try Self.checkNewContent(new, for: column)
            try reserveIDs(1)
            let child = makeChild(new, in: column)
            modifyCompact { stack, keptAside in
                if column == .detail {
                    Self.bringBack(&keptAside, onto: &stack, &changes)
                }
                // Checked above: the column has a child, and the primary column always has its root.
                guard let index = stack.lastIndex(preferring: column) else { return }
                if index == 0 || index == stack.count - 1 {
                    stack.replace(at: index, with: child, stack: .compact, recording: &changes)
                } else {
                    stack.remove(at: index, stack: .compact, recording: &changes)
                    stack.push(child, stack: .compact, recording: &changes)
                }
            }
        }
        _focus = column
    }

    /// Puts the kept-aside detail stack back on top of the compact stack, as the first event
    /// adding a detail child in compact layout does.
    @inlinable
    static func bringBack(_ keptAside: inout [Child<Route>], onto stack: inout [Child<Route>], _ changes: inout [NavigationChange<Route>]) {
        for child in keptAside { stack.push(child, stack: .compact, recording: &changes) }
        keptAside.removeAll(keepingCapacity: true)
    }

    // MARK: Reordering

    /// Moves a column's top child to the top of the compact stack; in regular layout only checks
    /// that the column has one. The split and the focus are unchanged.
    @inlinable
    mutating func raise(_ column: Column, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        try check(column)
        switch storage {
        case .regular(let stacks):
            if stacks[column].isEmpty { throw .columnEmpty(column) }
        case .compact(let stack, let keptAside, _):
            if column == .detail, !keptAside.isEmpty {
                // While a stack is kept aside the compact stack has no detail child.
                modifyCompact { stack, keptAside in Self.bringBack(&keptAside, onto: &stack, &changes) }
                return
            }
            guard let index = stack.lastIndex(preferring: column) else { throw .columnEmpty(column) }
            // Already on top, or the root, which stays at the bottom.
            guard index != stack.count - 1, index != 0 else { return }
            modifyCompact { stack, _ in
                // One move, so that a front end keeps the child's screen rather than making it anew.
                changes.append(.moved(stack[index].id, from: .compact, fromIndex: index, to: .compact, toIndex: stack.count - 1))
                stack.append(stack.remove(at: index))
            }
        }
    }

    // MARK: Popping

    @inlinable
    mutating func pop(_ column: Column, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        try check(column)
        switch storage {
        case .regular(let stacks):
            if column == .primary, stacks.primary.count == 1 { throw .rootCannotBePopped(stacks.primary[0].id) }
            if stacks[column].isEmpty { throw .columnEmpty(column) }
            modifyRegular { stacks in
                stacks[column].remove(at: stacks[column].count - 1, stack: StackName(column), recording: &changes)
            }
        case .compact(let stack, let keptAside, _):
            if column == .detail, !keptAside.isEmpty {
                // The kept-aside top is the column's top, and not shown.
                modifyCompact { _, keptAside in keptAside.removeLast() }
            } else {
                guard let index = stack.lastIndex(preferring: column) else { throw .columnEmpty(column) }
                if index == 0 { throw .rootCannotBePopped(stack[0].id) }
                modifyCompact { stack, _ in stack.remove(at: index, stack: .compact, recording: &changes) }
            }
        }
        _focus = column
    }

    /// Pops the children above `id` in its own column, and `id` itself when `including`.
    @inlinable
    mutating func pop(above id: ChildID, including: Bool, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        let start = including ? 0 : 1
        switch storage {
        case .regular:
            guard let (place, index) = locate(id), case .column(let column) = place else { throw .unknownChild(id) }
            if including, column == .primary, index == 0 { throw .rootCannotBePopped(id) }
            modifyRegular { stacks in stacks[column].removeAll(from: index + start, stack: StackName(column), recording: &changes) }
            _focus = column
        case .compact(let stack, _, _):
            switch locate(id) {
            case (.stack, let index)?:
                if including, index == 0 { throw .rootCannotBePopped(id) }
                let column = stack[index].preferredColumn
                modifyCompact { stack, _ in
                    stack.removeAll(from: index + start, stack: .compact, recording: &changes) { $0.preferredColumn == column }
                }
                _focus = column
            case (.keptAside, let index)?:
                // Nothing above a kept-aside child is shown: the stack has no detail children.
                modifyCompact { _, keptAside in keptAside.removeSubrange((index + start)...) }
                _focus = .detail
            default:
                throw .unknownChild(id)
            }
        }
    }

    @inlinable
    mutating func popToRoot(_ column: Column, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        try check(column)
        switch storage {
        case .regular(let stacks):
            if stacks[column].isEmpty { throw .columnEmpty(column) }
            modifyRegular { stacks in stacks[column].removeAll(from: 1, stack: StackName(column), recording: &changes) }
        case .compact(let stack, let keptAside, _):
            if column == .detail, !keptAside.isEmpty {
                modifyCompact { _, keptAside in keptAside.removeSubrange(1...) }
            } else {
                guard let first = stack.firstIndex(where: { $0.preferredColumn == column }) else { throw .columnEmpty(column) }
                modifyCompact { stack, _ in
                    stack.removeAll(from: first + 1, stack: .compact, recording: &changes) { $0.preferredColumn == column }
                }
            }
        }
        _focus = column
    }

    /// Goes back one screen: pops what `ColumnStacks.backTarget` names, never the primary root.
    @inlinable
    mutating func back(_ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        // Read in a switch of its own, so that no copy of a stack is alive while it is edited.
        // The shown column of compact layout is the primary one: the stack itself.
        let pop: (column: Column, focus: Column)? = switch storage {
        case .regular(let stacks):
            // In regular layout every child is in the column it prefers.
            stacks.backColumn.map { ($0, $0) }
        case .compact(let stack, _, _):
            stack.count > 1 ? (.primary, stack[stack.count - 1].preferredColumn) : nil
        }
        guard let pop else { throw .rootCannotBePopped(root.id) }
        switch storage {
        case .regular:
            modifyRegular { stacks in stacks[pop.column].remove(at: stacks[pop.column].count - 1, stack: StackName(pop.column), recording: &changes) }
        case .compact:
            modifyCompact { stack, _ in stack.remove(at: stack.count - 1, stack: .compact, recording: &changes) }
        }
        _focus = pop.focus
    }
}
