// The two layout transitions: split is one stable partition by preferred column; collapse is
// where the policies differ (see CollapsePolicy).

extension SplitState {
    /// Regular → compact, following the policy. Records the children of the other columns
    /// moving onto the primary stack (or leaving it, under `hideDetail`), then the layout change.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    mutating func collapse(recording changes: inout [NavigationChange<Route>]) {
        guard case .regular(var stacks) = storage else { return }
        // The state lets go of its stacks first, so that each is referenced once and the compact
        // stack grows the primary stack's buffer in place (see `split`).
        storage = .regular(.empty)
        var stack: [Child<Route>] = []
        var keptAside: [Child<Route>] = []
        changes.reserveCapacity(changes.count + stacks.supplementary.count + stacks.detail.count + 2)
        func moveOnTop(_ children: [Child<Route>], from column: Column) {
            for child in children {
                changes.append(.moved(child.id, from: StackName(column), fromIndex: 0, to: .primary, toIndex: stack.count))
                stack.append(child)
            }
        }
        switch policy {
        case .detailOnTop:
            swap(&stack, &stacks.primary)
            stack.reserveCapacity(stack.count + stacks.supplementary.count + stacks.detail.count)
            moveOnTop(stacks.supplementary, from: .supplementary)
            moveOnTop(stacks.detail, from: .detail)
            // Nothing is kept aside: the empty list keeps the detail stack's buffer for `split`.
            swap(&keptAside, &stacks.detail)
            keptAside.removeAll(keepingCapacity: true)
        case .chronological:
            stack = Self.mergedByCreation(stacks) { child, index in
                changes.append(.moved(child.id, from: StackName(child.preferredColumn), fromIndex: 0, to: .primary, toIndex: index))
            }
        case .hideDetail:
            for index in stacks.detail.indices.reversed() {
                changes.append(.removed(stacks.detail[index].id, stack: .detail, index: index))
            }
            swap(&keptAside, &stacks.detail)
            swap(&stack, &stacks.primary)
            moveOnTop(stacks.supplementary, from: .supplementary)
        }
        // The supplementary children are on the compact stack now; their buffer waits, empty,
        // for `split`.
        var spare: [Child<Route>] = []
        swap(&spare, &stacks.supplementary)
        if !spare.isEmpty { spare.removeAll(keepingCapacity: true) }
        changes.append(.layout(.compact))
        storage = .compact(stack: stack, keptAside: keptAside, spare: spare)
    }

    /// Compact → regular: the stack's children go to the columns they prefer, in order, with the
    /// kept-aside stack at the bottom of the detail column.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    mutating func split(recording changes: inout [NavigationChange<Route>]) {
        guard case .compact(var stack, var keptAside, var spare) = storage else { return }
        // As in `collapse`: the primary stack is the compact stack's buffer, partitioned in
        // place, the detail stack starts in the kept-aside list's buffer and the supplementary
        // stack in the spare one, so that going back and forth between layouts allocates nothing
        // once the buffers are large enough.
        storage = .compact(stack: [], keptAside: [])
        let counts = Self.splitCounts(of: stack)
        let detailCount = keptAside.count + counts.detail
        changes.reserveCapacity(changes.count + counts.supplementary + detailCount + 2)
        changes.append(.layout(.regular))
        var stacks = ColumnStacks<Route>.empty
        swap(&stacks.detail, &keptAside)
        swap(&stacks.supplementary, &spare)
        if counts.supplementary > 0 { stacks.supplementary.reserveCapacity(counts.supplementary) }
        stacks.detail.reserveCapacity(detailCount)
        for index in stacks.detail.indices {
            changes.append(.inserted(stacks.detail[index], stack: .detail, index: index))
        }
        var primaryCount = 0
        for index in stack.indices {
            let child = stack[index]
            let column = child.preferredColumn
            if column == .primary {
                stack.swapAt(primaryCount, index)
                primaryCount += 1
            } else {
                changes.append(.moved(
                    child.id, from: .primary, fromIndex: primaryCount, to: StackName(column), toIndex: stacks[column].count))
                stacks[column].append(child)
            }
        }
        stack.removeSubrange(primaryCount...)
        stacks.primary = stack
        storage = .regular(stacks)
    }

    /// The primary root, then every other child merged by creation order (id).
    ///
    /// A merge, not a sort, so each column keeps its own order and `split(collapse(r)) == r`.
    /// `placed` is told each non-primary child's final index, in increasing order.
    @inlinable
    static func mergedByCreation(
        _ stacks: ColumnStacks<Route>, placed: (Child<Route>, Int) -> Void
    ) -> [Child<Route>] {
        let primary = stacks.primary, supplementary = stacks.supplementary, detail = stacks.detail
        var merged: [Child<Route>] = []
        merged.reserveCapacity(primary.count + supplementary.count + detail.count)
        merged.append(primary[0])
        var p = 1
        var s = 0
        var d = 0
        while p < primary.count || s < supplementary.count || d < detail.count {
            // The head with the smallest id goes next; ties cannot happen (ids are unique).
            var next = Column.primary
            var smallest = p < primary.count ? primary[p].id : nil
            if s < supplementary.count, smallest.map({ supplementary[s].id < $0 }) ?? true {
                next = .supplementary
                smallest = supplementary[s].id
            }
            if d < detail.count, smallest.map({ detail[d].id < $0 }) ?? true {
                next = .detail
            }
            switch next {
            case .primary:
                merged.append(primary[p])
                p += 1
            case .supplementary:
                placed(supplementary[s], merged.count)
                merged.append(supplementary[s])
                s += 1
            case .detail:
                placed(detail[d], merged.count)
                merged.append(detail[d])
                d += 1
            }
        }
        return merged
    }
}
