extension AccordionOutline {
    // MARK: Opened order

    /// Appends an expanded node to its parent's opened order, as the most recently opened.
    mutating func linkOpened(_ slot: Int) {
        let parent = slots[slot].parent
        let newest = slots[parent].newestOpenChild
        slots[slot].olderOpened = newest
        slots[slot].newerOpened = -1
        if newest >= 0 {
            slots[newest].newerOpened = slot
        } else {
            slots[parent].oldestOpenChild = slot
        }
        slots[parent].newestOpenChild = slot
        slots[parent].openChildCount += 1
    }

    /// Takes a node out of its parent's opened order.
    mutating func unlinkOpened(_ slot: Int) {
        let parent = slots[slot].parent
        let older = slots[slot].olderOpened, newer = slots[slot].newerOpened
        if older >= 0 { slots[older].newerOpened = newer } else { slots[parent].oldestOpenChild = newer }
        if newer >= 0 { slots[newer].olderOpened = older } else { slots[parent].newestOpenChild = older }
        slots[slot].olderOpened = -1
        slots[slot].newerOpened = -1
        slots[parent].openChildCount -= 1
    }

    /// The expanded children of `parent`, least recently opened first.
    ///
    /// - Complexity: O(*k*) for *k* expanded children.
    func openChildren(of parent: Int) -> [Int] {
        var result: [Int] = []
        var slot = slots[parent].oldestOpenChild
        while slot >= 0 {
            result.append(slot)
            slot = slots[slot].newerOpened
        }
        return result
    }

    /// The least recently opened children of `parent` that must close if `added` more open.
    func overflow(of parent: Int, adding added: Int) -> [Int] {
        guard let limit = policy.limit else { return [] }
        var excess = min(slots[parent].openChildCount + added - limit, slots[parent].openChildCount)
        var result: [Int] = []
        var slot = slots[parent].oldestOpenChild
        while excess > 0, slot >= 0 {
            result.append(slot)
            slot = slots[slot].newerOpened
            excess -= 1
        }
        return result
    }

    // MARK: Expanding and collapsing

    /// Flips a node's expansion and the hiding counts below it; records nothing.
    ///
    /// - Complexity: O(log *n*).
    mutating func setExpanded(_ slot: Int, _ isExpanded: Bool) {
        rows.add(isExpanded ? -1 : 1, to: positions(ofContent: slot))
        slots[slot].isExpanded = isExpanded
        if isExpanded { linkOpened(slot) } else { unlinkOpened(slot) }
    }

    /// Records, in old indices, the rows that collapsing `victim` will remove and reload.
    func recordCollapse(of victim: Int, in changes: inout AccordionChangeSet) {
        guard let index = visibleIndex(of: victim) else { return }
        if let content = visibleContent(of: victim, at: index) { changes.removed.append(content) }
        changes.reloaded.append(index)
    }

    /// Collapses `victim` (whose rows were recorded) and notifies.
    mutating func collapse(_ victim: Int, notifying changes: inout AccordionChangeSet) {
        changes.notifications.append(.willCollapse(slots[victim].id))
        setExpanded(victim, false)
        changes.notifications.append(.didCollapse(slots[victim].id))
    }

    /// Expands a node, closing the siblings the policy no longer allows.
    ///
    /// - Complexity: O((1 + *c*) log *n*) for *c* siblings closed.
    mutating func expand(_ slot: Int, changes: inout AccordionChangeSet) {
        guard !slots[slot].isExpanded else { return }
        let victims = overflow(of: slots[slot].parent, adding: 1)
        changes.removed.reserveCapacity(victims.count)
        changes.reloaded.reserveCapacity(victims.count + 1)
        changes.notifications.reserveCapacity(2 * (victims.count + 1))
        changes.inserted.reserveCapacity(1)
        for victim in victims { recordCollapse(of: victim, in: &changes) }
        if let index = visibleIndex(of: slot) { changes.reloaded.append(index) }
        for victim in victims { collapse(victim, notifying: &changes) }
        changes.notifications.append(.willExpand(slots[slot].id))
        setExpanded(slot, true)
        changes.notifications.append(.didExpand(slots[slot].id))
        if let index = visibleIndex(of: slot), let content = visibleContent(of: slot, at: index) {
            changes.inserted.append(content)
        }
    }

    /// Collapses a node.
    ///
    /// - Complexity: O(log *n*).
    mutating func collapse(_ slot: Int, changes: inout AccordionChangeSet) {
        guard slots[slot].isExpanded else { return }
        changes.removed.reserveCapacity(1)
        changes.reloaded.reserveCapacity(1)
        changes.notifications.reserveCapacity(2)
        recordCollapse(of: slot, in: &changes)
        collapse(slot, notifying: &changes)
    }

    /// Expands every node that has children, as far as the policy allows; nothing closes.
    ///
    /// - Complexity: O(*n*).
    mutating func expandAll(changes: inout AccordionChangeSet) {
        let before = visibleEntries()
        var opened: [Int] = []
        for slot in preorder() where !slots[slot].isExpanded && !children[slot].isEmpty {
            guard !policy.isExceeded(by: slots[slots[slot].parent].openChildCount + 1) else { continue }
            slots[slot].isExpanded = true
            linkOpened(slot)
            opened.append(slot)
        }
        finishBulkChange(of: opened, expanding: true, before: before, changes: &changes)
    }

    /// Collapses every node.
    ///
    /// - Complexity: O(*n*).
    mutating func collapseAll(changes: inout AccordionChangeSet) {
        let before = visibleEntries()
        var closed: [Int] = []
        for slot in preorder() where slots[slot].isExpanded {
            closed.append(slot)
        }
        for slot in closed.reversed() {
            unlinkOpened(slot)
            slots[slot].isExpanded = false
        }
        finishBulkChange(of: closed, expanding: false, before: before, changes: &changes)
    }

    /// Rebuilds the rows after many nodes changed expansion, and records the difference.
    private mutating func finishBulkChange(
        of changed: [Int], expanding: Bool, before: [Int], changes: inout AccordionChangeSet
    ) {
        guard !changed.isEmpty else { return }
        rows.rebuild(expectedRowSequence())
        let after = visibleEntries()
        // Only expansion changed, so rows keep their order: those missing from the other list
        // are the removals and insertions.
        var oldIndex = [Int](filledWith: -1, count: rows.entryCapacity)
        for (index, entry) in before.enumerated() { oldIndex[entry] = index }
        var isAfter = [Bool](filledWith: false, count: rows.entryCapacity)
        for entry in after { isAfter[entry] = true }
        changes.removed = Self.ranges(of: before.indices.filter { !isAfter[before[$0]] })
        changes.inserted = Self.ranges(of: after.indices.filter { oldIndex[after[$0]] < 0 })
        for slot in changed {
            let old = oldIndex[Self.rowEntry(slot)]
            if old >= 0 { changes.reloaded.append(old) }
            let id = slots[slot].id
            changes.notifications += expanding ? [.willExpand(id), .didExpand(id)] : [.willCollapse(id), .didCollapse(id)]
        }
    }

    /// Sorted indices as ranges of consecutive ones.
    static func ranges(of indices: [Int]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for index in indices {
            if let last = result.last, last.upperBound == index {
                result[result.count - 1] = last.lowerBound..<(index + 1)
            } else {
                result.append(index..<(index + 1))
            }
        }
        return result
    }

    /// The row sequence `rows` must hold, computed from scratch.
    ///
    /// - Complexity: O(*n*), with an explicit stack.
    func expectedRowSequence() -> [(entry: Int, count: Int)] {
        var sequence: [(entry: Int, count: Int)] = []
        sequence.reserveCapacity(2 * (nodeCount + 1))
        sequence.append((Self.rowEntry(Self.rootSlot), 1))
        // Each element: a node, the next child to visit, and the count that hides its children.
        var stack: [(slot: Int, next: Int, hiding: Int)] = [(Self.rootSlot, 0, 0)]
        while let (slot, next, hiding) = stack.last {
            let siblings = children[slot]
            if next < siblings.count {
                stack[stack.count - 1].next += 1
                let child = siblings[next]
                sequence.append((Self.rowEntry(child), hiding))
                stack.append((child, 0, hiding + (slots[child].isExpanded ? 0 : 1)))
            } else {
                stack.removeLast()
                sequence.append((Self.endEntry(slot), hiding + (slots[slot].paging == .loading ? 0 : 1)))
            }
        }
        return sequence
    }
}
