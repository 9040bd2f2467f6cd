extension AccordionOutline {
    /// Resolves an insertion index among `parent`'s children (`nil` appends).
    func insertionIndex(_ index: Int?, under parent: Int, excluding moving: Int? = nil) throws(AccordionError) -> Int {
        var count = children[parent].count
        if let moving, slots[moving].parent == parent { count -= 1 }
        guard let index else { return count }
        guard index >= 0, index <= count else {
            let name = id(ofSlot: parent).map { "node \($0)" } ?? "the top level"
            throw AccordionError(.indexOutOfRange, "index \(index) is outside 0...\(count) for the children of \(name)")
        }
        return index
    }

    /// Checks that the nodes of a pre-order batch can be inserted: ids unused and distinct.
    func validateNewNodes(_ batch: FlatTree) throws(AccordionError) {
        var seen = Set<AccordionNodeID>(minimumCapacity: batch.count)
        for id in batch.ids {
            guard slotOfID[id] == nil, seen.insert(id).inserted else {
                throw AccordionError(.duplicateNode, "node id \(id) is already used")
            }
        }
    }

    /// Inserts a validated pre-order batch of subtrees under `parent` at `index`, applying the
    /// policy (see ``Accordion/insert(_:under:at:)``), and returns the new slots in batch order.
    ///
    /// - Complexity: O(*k* + *s* + (1 + *c*) log *n*) expected for *k* new nodes, *s* children of
    ///   `parent` and *c* siblings closed.
    mutating func insert(
        _ batch: FlatTree, under parent: Int, at index: Int, changes: inout AccordionChangeSet
    ) -> [Int] {
        guard batch.count > 0 else { return [] }
        var isExpanded = batch.isExpanded
        // Groups are keyed by the parent's batch index + 1 (0 is the existing `parent`).
        var keptOpen = [Int](filledWith: 0, count: batch.count + 1)
        for item in (0..<batch.count).reversed() where isExpanded[item] {
            let group = batch.parents[item] + 1
            if policy.isExceeded(by: keptOpen[group] + 1) {
                isExpanded[item] = false
            } else {
                keptOpen[group] += 1
            }
        }
        let victims = overflow(of: parent, adding: keptOpen[0])

        // Old indices first.
        for victim in victims { recordCollapse(of: victim, in: &changes) }
        if parent != Self.rootSlot, children[parent].isEmpty, let row = visibleIndex(of: parent) {
            changes.reloaded.append(row)
        }

        for victim in victims { collapse(victim, notifying: &changes) }
        let siblings = children[parent]
        let position = index < siblings.count
            ? rows.position(of: Self.rowEntry(siblings[index]))
            : rows.position(of: Self.endEntry(parent))
        let parentHiding = hidingCount(forChildrenOf: parent)

        reserveSlots(batch.count)
        var slotOf = [Int](filledWith: -1, count: batch.count)
        var hidingOf = [Int](filledWith: 0, count: batch.count)
        var sequence: [(entry: Int, count: Int)] = []
        sequence.reserveCapacity(2 * batch.count)
        var topSlots: [Int] = []
        var open: [Int] = []
        for item in 0..<batch.count {
            let batchParent = batch.parents[item]
            let parentSlot = batchParent >= 0 ? slotOf[batchParent] : parent
            let slot = allocateSlot(id: batch.ids[item], parent: parentSlot, isExpanded: isExpanded[item])
            slotOf[item] = slot
            if batchParent >= 0 {
                appendChild(slot, to: parentSlot)
            } else {
                topSlots.append(slot)
            }
            if isExpanded[item] { open.append(slot) }
        }
        // Pre-order rows, each node's end marker after its subtree.
        var stack: [Int] = []
        for item in 0..<batch.count {
            let batchParent = batch.parents[item]
            while let top = stack.last, top != batchParent {
                stack.removeLast()
                sequence.append((Self.endEntry(slotOf[top]), hidingOf[top] + 1))
            }
            let above = batchParent >= 0 ? hidingOf[batchParent] : parentHiding
            hidingOf[item] = above + (isExpanded[item] ? 0 : 1)
            sequence.append((Self.rowEntry(slotOf[item]), above))
            stack.append(item)
        }
        while let top = stack.popLast() {
            sequence.append((Self.endEntry(slotOf[top]), hidingOf[top] + 1))
        }
        let newRows = sequence.reduce(0) { $0 + ($1.count == 0 ? 1 : 0) }
        rows.insert(sequence, at: position)
        insertChildren(topSlots, into: parent, at: index)
        for slot in open {
            linkOpened(slot)
        }
        if newRows > 0 {
            let start = rows.zeros(before: position)
            changes.inserted.append(start..<(start + newRows))
        }
        return slotOf
    }

    /// Removes a node and its subtree.
    ///
    /// - Complexity: O(*k* + *s* + log *n*) expected for *k* nodes removed and *s* siblings.
    mutating func remove(_ slot: Int, changes: inout AccordionChangeSet) {
        let parent = slots[slot].parent
        if let rows = visibleSubtree(of: slot) { changes.removed.append(rows) }
        if children[parent].count == 1, let index = visibleIndex(of: parent) {
            changes.reloaded.append(index)
        }
        if slots[slot].isExpanded { unlinkOpened(slot) }
        rows.remove(positions(ofSubtree: slot))
        removeChild(of: parent, at: slots[slot].indexInParent)
        freeSubtree(slot)
    }

    /// Moves a node and its subtree to `index` (counted without the node) under `parent`.
    ///
    /// - Returns: whether the node moved.
    /// - Complexity: O(*k* + *s* + (1 + *c*) log *n*) expected for *k* nodes moved, *s* siblings
    ///   at both places and *c* siblings closed.
    @discardableResult
    mutating func move(_ slot: Int, under parent: Int, at index: Int, changes: inout AccordionChangeSet) -> Bool {
        let oldParent = slots[slot].parent
        let oldIndex = slots[slot].indexInParent
        guard oldParent != parent || oldIndex != index else { return false }
        let joinsGroup = slots[slot].isExpanded && oldParent != parent
        let victims = joinsGroup ? overflow(of: parent, adding: 1) : []

        if let rows = visibleSubtree(of: slot) { changes.removed.append(rows) }
        if oldParent != parent {
            if children[oldParent].count == 1, let old = visibleIndex(of: oldParent) {
                changes.reloaded.append(old)
            }
            if children[parent].isEmpty, let new = visibleIndex(of: parent) {
                changes.reloaded.append(new)
            }
        }
        for victim in victims { recordCollapse(of: victim, in: &changes) }

        let delta = hidingCount(forChildrenOf: parent) - hidingCount(forChildrenOf: oldParent)
        if joinsGroup { unlinkOpened(slot) }
        var subtree = rows.remove(positions(ofSubtree: slot))
        if delta != 0 {
            for index in subtree.indices { subtree[index].count += delta }
        }
        removeChild(of: oldParent, at: oldIndex)
        let siblings = children[parent]
        let position = index < siblings.count
            ? rows.position(of: Self.rowEntry(siblings[index]))
            : rows.position(of: Self.endEntry(parent))
        rows.insert(subtree, at: position)
        slots[slot].parent = parent
        insertChildren([slot], into: parent, at: index)
        let depthChange = slots[parent].depth + 1 - slots[slot].depth
        if depthChange != 0 {
            for moved in preorder(from: slot) {
                slots[moved].depth += depthChange
            }
        }
        if joinsGroup { linkOpened(slot) }
        for victim in victims { collapse(victim, notifying: &changes) }
        if let rows = visibleSubtree(of: slot) { changes.inserted.append(rows) }
        return true
    }
}
