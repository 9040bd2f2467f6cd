// Tab events address a tab group child by id, as accordion events do. Selecting a tab moves the
// children the selected tab owns — those above the tab group child in its column and in the
// columns to its right — into the group, and brings back the ones the new tab stored.
//
// The stored stacks are in split form (what `stack(_:)` gives), so the rule in compact layout
// follows from the law every column-addressed event keeps: `split(apply(e, s)) ==
// apply(e, split(s))`. Taking the tab's children out of the one stack and putting the restored
// ones on top, where collapsing would have put them under the policy, keeps each column's order
// as the split reads it.

extension SplitState {
    /// Refuses a new child whose tab group holds stored stacks. A tab's stacks are stored when
    /// another tab is selected, with the ids the navigator gave them; children that arrive
    /// stored in a new child have ids the navigator never gave (they would clash with shown
    /// children's, or pass the counter), so a new tab group starts with its tabs alone.
    ///
    /// The message names the child by where it was going (its column, and its index when
    /// several arrive at once), not by its route: interpolating a route type that is not
    /// `CustomStringConvertible` goes through the runtime's reflection, whose conformance
    /// lookups are costly, and a rejected event should cost no more than an accepted one.
    ///
    /// `index` is the child's among several new ones for the column, `nil` when it comes alone.
    ///
    /// - Complexity: O(1) for a new child without stored stacks; else O(*t*) for *t* tabs.
    @usableFromInline
    static func checkNewContent(_ new: NewChild<Route>, for column: Column, at index: Int? = nil) throws(NavigationError) {
        guard case .tabs(let group) = new.content, !group.stored.isEmpty,
            let tab = group.tabs.first(where: { group.stored[$0.id] != nil })
        else { return }
        let child = index.map { "the new child at index \($0) for the \(column) column" } ?? "a new child for the \(column) column"
        throw NavigationError(
            .malformedInput,
            "the tab group of \(child) holds stacks stored for tab \(tab.id); a new tab group starts with its tabs alone, and a tab's stacks are stored when another tab is selected")
    }

    @usableFromInline
    mutating func applyTabs(
        _ id: ChildID, _ event: TabEvent<Route>, _ changes: inout [NavigationChange<Route>]
    ) throws(NavigationError) {
        guard let (place, index) = locate(id), let child = self.child(id) else { throw .unknownChild(id) }
        guard case .tabs(let group) = child.content else {
            let kind = child.content.accordion != nil ? "an accordion" : "a plain child"
            throw NavigationError(.notATabGroup, "child \(id) is \(kind), not a tab group")
        }
        var edited = group
        let newSelection = try edited.edit(event, of: id)
        // The stacks the selected tab owns leave the screen on a switch, and the group stores
        // them unless the tab is being removed: stored, a tab group child as deep as groups go
        // would take the group past the limit.
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

    /// The stacks the selected tab of `owner` (at `place`, `index`) owns: those that a tab
    /// switch stores.
    ///
    /// - Complexity: O(*n*) for *n* children in the owner's stack (in compact layout, the stack).
    private func leavingStacks(of owner: Child<Route>, at place: Place, _ index: Int) -> TabStacks<Route> {
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

    /// Takes `leaving`, the shown stacks of the selected tab (``leavingStacks(of:at:_:)``), off
    /// the screen, the group storing them (``TabGroup/select(_:storing:)``); then shows the
    /// stacks `newTab` stored.
    private mutating func switchTab(
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
                    // A tab group left of the detail column keeps its tab's detail stack aside,
                    // as collapsing does; the next detail push brings it back.
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
            // A kept-aside tab group is in the detail column: only its above-part moves, aside
            // like the group, without changes (nothing of it is shown).
            modifyCompact { _, keptAside in
                keptAside.removeSubrange((index + 1)...)
                keptAside[index].content = .tabs(group)
                keptAside.append(contentsOf: restored.above)
            }
        }
    }

    /// The children of several lists merged by id, each list keeping its order, as collapsing
    /// under ``CollapsePolicy/chronological`` merges columns.
    private static func mergedByID(_ lists: [[Child<Route>]]) -> [Child<Route>] {
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

    /// Records that the child at a place changed its content; kept-aside children are not
    /// shown, so their changes are saved, not recorded.
    private func recordUpdate(at place: Place, _ index: Int, _ changes: inout [NavigationChange<Route>]) {
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
