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
        guard let position = group.storage.stacks.firstIndex(where: { !$0.isEmpty }) else { return }
        let tab = group.tabs[position]
        let child = index.map { "the new child at index \($0) for the \(column) column" } ?? "a new child for the \(column) column"
        throw NavigationError(
            .malformedInput,
            "the tab group of \(child) holds stacks stored for tab \(tab.id); a new tab group starts with its tabs alone, and a tab's stacks are stored when another tab is selected")
    }

    @inlinable
    mutating func applyTabs(
        _ id: ChildID, _ event: TabEvent<Route>, _ changes: inout [NavigationChange<Route>]
    ) throws(NavigationError) {
        guard let (place, index) = locate(id) else { throw .unknownChild(id) }
        // Worked out by a function of its own, whose copies of the child and its group are gone
        // when the group is edited in place.
        switch try tabStep(id, event, at: place, index) {
        case .nothing:
            return
        case .edit(let edited, let column):
            _focus = column
            guard let edited else { return }
            modifyChild(at: place, index) { child in _ = child.modifyTabGroup { $0 = edited } }
            recordUpdate(at: place, index, &changes)
        case .switchTab(let newTab, let leaving, let edited, let column):
            _focus = column
            switchTab(of: id, in: column, at: place, index, leaving: leaving, to: newTab, edited: edited, &changes)
        }
    }

    /// What a tab event does to the state, worked out before anything changes.
    @usableFromInline
    enum TabStep {
        /// Selecting the selected tab: no navigation.
        case nothing
        /// The group of the child in `column` becomes `edited` (`nil`: it stays), no tab switch.
        case edit(TabGroup<Route>?, column: Column)
        /// A switch to the tab, storing `leaving`, in `edited` when the event also changed the
        /// tab bar (`nil`: the group is edited where it is stored).
        case switchTab(TabID, leaving: TabStacks<Route>, edited: TabGroup<Route>?, column: Column)
    }

    /// The step of `event` on the tab group child `id` at `place`, `index`.
    ///
    /// - Throws: as ``TabEvent`` says, before anything changes.
    @inlinable
    func tabStep(_ id: ChildID, _ event: TabEvent<Route>, at place: Place, _ index: Int) throws(NavigationError) -> TabStep {
        guard let child = self.child(at: place, index) else { throw .unknownChild(id) }
        guard case .tabs(let group) = child.content else {
            let kind = child.content.accordion != nil ? "an accordion" : "a plain child"
            throw NavigationError(.notATabGroup, "child \(id) is \(kind), not a tab group")
        }
        var edited = group
        let newSelection = try edited.edit(event, of: id)
        // The selected tab's stacks leave the screen; storing them may pass the nesting limit.
        let leaving = newSelection.map { _ in leavingStacks(of: child, at: place, index) }
        if let leaving, leaving.nesting >= TabGroup<Route>.maximumNesting,
           edited.tabs.contains(where: { $0.id == group.selected }) {
            throw .nestedTooDeep(leaving.nesting + 1)
        }
        if case .selectTab(let tab) = event, tab == group.selected { return .nothing }
        guard let newSelection, let leaving else {
            return .edit(edited != group ? edited : nil, column: child.preferredColumn)
        }
        // A select leaves the tab bar as it is.
        let changedBar: TabGroup<Route>? = if case .selectTab = event { nil } else { edited }
        return .switchTab(newSelection, leaving: leaving, edited: changedBar, column: child.preferredColumn)
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
        case (.stack, .compact(let stack, let keptAside, _)):
            return TabStacks(
                above: stack[(index + 1)...].filter { $0.preferredColumn == column },
                supplementary: column < .supplementary ? stack.filter { $0.preferredColumn == .supplementary } : [],
                detail: column < .detail ? keptAside + stack.filter { $0.preferredColumn == .detail } : [])
        case (.keptAside, .compact(_, let keptAside, _)):
            return TabStacks(above: Array(keptAside[(index + 1)...]))
        default:
            return TabStacks()
        }
    }

    /// Takes `leaving` off the screen into the group of child `owner` (in `column`, at `place`,
    /// `index`), then shows the stacks `newTab` stored.
    @inlinable
    mutating func switchTab(
        of owner: ChildID, in column: Column, at place: Place, _ index: Int, leaving: TabStacks<Route>,
        to newTab: TabID, edited: TabGroup<Route>?, _ changes: inout [NavigationChange<Route>]
    ) {
        switch place {
        case .column:
            modifyRegular { stacks in
                let restored = Self.select(newTab, storing: leaving, in: &stacks[column][index], edited: edited)
                // The event's changes in one allocation: the removals, the update, the
                // insertions, and a placeholder the navigator may add.
                var count = changes.count + stacks[column].count - index + restored.above.count + restored.supplementary.count + restored.detail.count + 1
                if column < .detail { count += stacks.detail.count }
                if column < .supplementary { count += stacks.supplementary.count }
                changes.reserveCapacity(count)
                // Right column first, top first, as showing a column's new stack removes.
                if column < .detail { stacks.detail.removeEvery(stack: .detail, recording: &changes) }
                if column < .supplementary {
                    stacks.supplementary.removeEvery(stack: .supplementary, recording: &changes)
                }
                stacks[column].removeAll(from: index + 1, stack: StackName(column), recording: &changes)
                changes.append(.updated(stacks[column][index], stack: StackName(column), index: index, rows: .none))
                for child in restored.above { stacks[column].push(child, stack: StackName(column), recording: &changes) }
                stacks.supplementary.show(restored.supplementary, stack: .supplementary, recording: &changes)
                stacks.detail.show(restored.detail, stack: .detail, recording: &changes)
            }
        case .stack:
            let policy = self.policy
            let above = leaving.above
            modifyCompact { stack, keptAside in
                // Kept-aside children are not shown: they leave without a change.
                if column < .detail { keptAside.removeAll() }
                let aboveIDs = Set(above.map { $0.id })
                stack.removeAll(from: 1, stack: .compact, recording: &changes) { child in
                    child.preferredColumn > column || aboveIDs.contains(child.id)
                }
                // Only children above it or right of its column left, so it is still there.
                guard let at = stack.firstIndex(where: { $0.id == owner }) else { return }
                let restored = Self.select(newTab, storing: leaving, in: &stack[at], edited: edited)
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
                let restored = Self.select(newTab, storing: leaving, in: &keptAside[index], edited: edited)
                keptAside.append(contentsOf: restored.above)
            }
        }
    }

    /// Selects `newTab` in the tab group of `owner`, made `edited` first if given, storing
    /// `leaving`, and answers the stacks `newTab` had stored.
    @inlinable
    static func select(
        _ newTab: TabID, storing leaving: TabStacks<Route>, in owner: inout Child<Route>, edited: TabGroup<Route>?
    ) -> TabStacks<Route> {
        owner.modifyTabGroup { group in
            if let edited { group = edited }
            return group.select(newTab, storing: leaving)
        } ?? TabStacks()
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
        case (.stack, .compact(let stack, _, _)):
            changes.append(.updated(stack[index], stack: .compact, index: index, rows: .none))
        default:
            break
        }
    }
}

/// A tab switch's edits of a whole stack, which hand its buffer over instead of copying it.
extension Array {
    /// Removes every child, recording them top first; the buffer goes to whoever else holds it
    /// (the leaving tab's stored stacks) without a copy.
    @inlinable
    mutating func removeEvery<Route>(stack: StackName, recording changes: inout [NavigationChange<Route>])
    where Element == Child<Route> {
        for index in indices.reversed() { changes.append(.removed(self[index].id, stack: stack, index: index)) }
        self = []
    }

    /// Pushes `children` in order; onto an empty stack by taking their buffer.
    @inlinable
    mutating func show<Route>(_ children: [Child<Route>], stack: StackName, recording changes: inout [NavigationChange<Route>])
    where Element == Child<Route> {
        guard isEmpty else {
            for child in children { push(child, stack: stack, recording: &changes) }
            return
        }
        for (index, child) in children.enumerated() { changes.append(.inserted(child, stack: stack, index: index)) }
        self = children
    }
}
