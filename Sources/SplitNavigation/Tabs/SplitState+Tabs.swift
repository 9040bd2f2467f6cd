// Selecting a tab moves the children the selected tab owns into the group and brings back the
// ones the new tab stored. Stored stacks are in split form, so in compact layout the restored
// children go where collapsing would put them, and the event commutes with the split.

extension SplitState {
    /// Refuses a new child whose tab group holds stored stacks: their ids were never given by
    /// the navigator. The message names the child by column and `index` (among several new
    /// ones), not by route, which would need the runtime's reflection.
    ///
    /// - Complexity: O(1) for a new child without stored stacks; else O(*t*) for *t* tabs.
    @inlinable
    static func checkNewContent(_ new: NewChild<Route>, for column: Column, at index: Int? = nil) throws(NavigationError) {
        // Inlinable for its first test, so that a plain child costs no generic code.
        guard case .tabs(let group) = new.content else { return }
        try refuseStoredStacks(of: group, for: column, at: index)
    }

    @usableFromInline
    static func refuseStoredStacks(of group: TabGroup<Route>, for column: Column, at index: Int?) throws(NavigationError) {
        guard !group.stored.isEmpty, let tab = group.tabs.first(where: { group.stored[$0.id] != nil }) else { return }
        let child = index.map { "the new child at index \($0) for the \(column) column" } ?? "a new child for the \(column) column"
        throw NavigationError(
            .malformedInput,
            "the tab group of \(child) holds stacks stored for tab \(tab.id); a new tab group starts with its tabs alone, and a tab's stacks are stored when another tab is selected")
    }

    @inlinable
    mutating func applyTabs(
        _ id: ChildID, _ event: TabEvent<Route>, _ changes: inout [NavigationChange<Route>]
    ) throws(NavigationError) {
        guard let (place, index) = locate(id), let child = self.child(at: place, index) else { throw .unknownChild(id) }
        guard case .tabs(let group) = child.content else {
            let kind = child.content.accordion != nil ? "an accordion" : "a plain child"
            throw NavigationError(.notATabGroup, "child \(id) is \(kind), not a tab group")
        }
        var edited = group
        let newSelection = try edited.edit(event, of: id)
        // The selected tab's stacks leave the screen; storing them may pass the nesting limit.
        let leaving = newSelection.map { _ in leavingStacks(of: child, at: place, index) }
        let keepsOld = edited.tab(group.selected) != nil
        if let leaving, keepsOld, leaving.nesting >= TabGroup<Route>.maximumNesting {
            throw .nestedTooDeep(leaving.nesting + 1)
        }
        if case .selectTab(let tab) = event, tab == group.selected { return }
        _focus = child.preferredColumn
        if let newSelection, let leaving {
            switchTab(of: child, at: place, index, leaving: leaving, to: newSelection, in: edited, &changes)
        } else if edited != group {
            modifyChild(at: place, index) { $0.content = .tabs(edited) }
            recordUpdate(at: place, index, &changes)
        }
    }

    /// The stacks the selected tab of `owner` (at `place`, `index`) owns.
    ///
    /// - Complexity: O(*n*) for *n* children in the owner's stack (in compact layout, the stack).
    @inlinable
    func leavingStacks(of owner: Child<Route>, at place: Place, _ index: Int) -> TabStacks<Route> {
        let column = owner.preferredColumn
        switch (place, storage) {
        case (.column, .regular(let stacks)):
            return TabStacks(
                above: Array(stacks[column][(index + 1)...]),
                supplementary: column < .supplementary ? stacks.supplementary : [],
                detail: column < .detail ? stacks.detail : [])
        case (.stack, .compact(let stack, let keptAside)):
            return TabStacks(
                above: stack[(index + 1)...].filter { $0.preferredColumn == column },
                supplementary: column < .supplementary ? stack.filter { $0.preferredColumn == .supplementary } : [],
                detail: column < .detail ? keptAside + stack.filter { $0.preferredColumn == .detail } : [])
        case (.keptAside, .compact(_, let keptAside)):
            return TabStacks(above: Array(keptAside[(index + 1)...]))
        default:
            return TabStacks()
        }
    }

    /// Takes `leaving` off the screen into the group, then shows the stacks `newTab` stored.
    @inlinable
    mutating func switchTab(
        of owner: Child<Route>, at place: Place, _ index: Int, leaving: TabStacks<Route>,
        to newTab: TabID, in edited: TabGroup<Route>, _ changes: inout [NavigationChange<Route>]
    ) {
        var group = edited
        let restored = group.select(newTab, storing: leaving)
        let column = owner.preferredColumn
        switch place {
        case .column:
            modifyRegular { stacks in
                // Right column first, top first, as showing a column's new stack removes.
                if column < .detail { stacks.detail.removeAll(from: 0, stack: .detail, recording: &changes) }
                if column < .supplementary {
                    stacks.supplementary.removeAll(from: 0, stack: .supplementary, recording: &changes)
                }
                stacks[column].removeAll(from: index + 1, stack: StackName(column), recording: &changes)
                stacks[column][index].content = .tabs(group)
                changes.append(.updated(stacks[column][index], stack: StackName(column), index: index, rows: .none))
                for child in restored.above { stacks[column].push(child, stack: StackName(column), recording: &changes) }
                for child in restored.supplementary { stacks.supplementary.push(child, stack: .supplementary, recording: &changes) }
                for child in restored.detail { stacks.detail.push(child, stack: .detail, recording: &changes) }
            }
        case .stack:
            let policy = self.policy
            let above = leaving.above
            modifyCompact { stack, keptAside in
                // Kept-aside children are not shown: they leave without a change.
                if column < .detail { keptAside.removeAll() }
                let ownerID = owner.id
                let aboveIDs = Set(above.map { $0.id })
                stack.removeAll(from: 1, stack: .compact, recording: &changes) { child in
                    child.preferredColumn > column || aboveIDs.contains(child.id)
                }
                // Only children above it or right of its column left, so it is still there.
                guard let at = stack.firstIndex(where: { $0.id == ownerID }) else { return }
                stack[at].content = .tabs(group)
                changes.append(.updated(stack[at], stack: .compact, index: at, rows: .none))
                let shown: [Child<Route>]
                switch policy {
                case .detailOnTop:
                    shown = restored.above + restored.supplementary + restored.detail
                case .chronological:
                    shown = Self.mergedByID([restored.above, restored.supplementary, restored.detail])
                case .hideDetail:
                    // Kept aside, as collapsing does.
                    if column < .detail {
                        shown = restored.above + restored.supplementary
                        keptAside = restored.detail
                    } else {
                        shown = restored.above
                    }
                }
                for child in shown { stack.push(child, stack: .compact, recording: &changes) }
            }
        case .keptAside:
            // A kept-aside group: only its above-part moves, unseen.
            modifyCompact { _, keptAside in
                keptAside.removeSubrange((index + 1)...)
                keptAside[index].content = .tabs(group)
                keptAside.append(contentsOf: restored.above)
            }
        }
    }

    /// The children of several lists merged by id, each list keeping its order, as collapsing
    /// under ``CollapsePolicy/chronological`` merges columns.
    @inlinable
    static func mergedByID(_ lists: [[Child<Route>]]) -> [Child<Route>] {
        var heads = lists.map { _ in 0 }
        var merged: [Child<Route>] = []
        merged.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        while true {
            var next: Int?
            for list in lists.indices where heads[list] < lists[list].count {
                if let best = next, lists[best][heads[best]].id < lists[list][heads[list]].id { continue }
                next = list
            }
            guard let list = next else { return merged }
            merged.append(lists[list][heads[list]])
            heads[list] += 1
        }
    }

    /// Records that the child at a place changed its content, unless it is kept aside.
    @inlinable
    func recordUpdate(at place: Place, _ index: Int, _ changes: inout [NavigationChange<Route>]) {
        switch (place, storage) {
        case (.column(let column), .regular(let stacks)):
            changes.append(.updated(stacks[column][index], stack: StackName(column), index: index, rows: .none))
        case (.stack, .compact(let stack, _)):
            changes.append(.updated(stack[index], stack: .compact, index: index, rows: .none))
        default:
            break
        }
    }
}
