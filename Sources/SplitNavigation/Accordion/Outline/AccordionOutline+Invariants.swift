extension AccordionOutline {
    /// The first broken invariant, or `nil`: only the O(1) bookkeeping, or with `full`
    /// everything re-derived from the slots, rows included.
    ///
    /// - Complexity: O(1) or, when `full`, O(*n*).
    func invariantViolation(full: Bool) -> String? {
        let root = slots[Self.rootSlot]
        guard root.parent == -1, root.depth == -1, root.isExpanded else { return "the root slot is damaged" }
        guard slots.count == nodeCount + 1 + freeSlots.count, children.count == slots.count else {
            return "\(slots.count) slots for \(nodeCount) nodes, the root and \(freeSlots.count) free slots"
        }
        guard rows.count == 2 * (nodeCount + 1) else {
            return "\(rows.count) row entries for \(nodeCount) nodes (expected two per node and two for the root)"
        }
        guard full else { return nil }
        return slotViolation() ?? openedOrderViolation() ?? rowViolation()
    }

    private func slotViolation() -> String? {
        for (id, slot) in slotOfID {
            guard slot > 0, slot < slots.count, slots[slot].id == id, slots[slot].parent != Self.freeParent else {
                return "id \(id) maps to slot \(slot), which is not its live slot"
            }
        }
        for slot in freeSlots where slots[slot].parent != Self.freeParent {
            return "slot \(slot) is on the free list but in use"
        }
        for slot in 1..<slots.count where slots[slot].parent != Self.freeParent {
            let node = slots[slot]
            guard slotOfID[node.id] == slot else { return "node \(node.id) in slot \(slot) is not indexed" }
            guard node.parent >= 0, node.parent < slots.count, slots[node.parent].parent != Self.freeParent else {
                return "node \(node.id) has no live parent"
            }
            let siblings = children[node.parent]
            guard siblings.indices.contains(node.indexInParent), siblings[node.indexInParent] == slot else {
                return "node \(node.id) is not child \(node.indexInParent) of its parent"
            }
            guard node.depth == slots[node.parent].depth + 1 else { return "node \(node.id) has depth \(node.depth)" }
        }
        for slot in slots.indices where slots[slot].parent != Self.freeParent {
            guard slots[slot].childCount == children[slot].count else {
                return "slot \(slot) counts \(slots[slot].childCount) children but has \(children[slot].count)"
            }
            for child in children[slot] where slots[child].parent != slot {
                return "slot \(child) is listed as a child of slot \(slot) but names another parent"
            }
        }
        return nil
    }

    private func openedOrderViolation() -> String? {
        for slot in slots.indices where slots[slot].parent != Self.freeParent {
            let node = slots[slot]
            var count = 0, previous = -1, open = node.oldestOpenChild
            while open >= 0 {
                let child = slots[open]
                guard child.parent == slot, child.isExpanded, child.olderOpened == previous else {
                    return "the opened order of slot \(slot) is broken at node \(child.id)"
                }
                count += 1
                guard count <= children[slot].count else { return "the opened order of slot \(slot) loops" }
                previous = open
                open = child.newerOpened
            }
            guard previous == node.newestOpenChild, count == node.openChildCount else {
                return "slot \(slot) counts \(node.openChildCount) open children, its opened order has \(count)"
            }
            let expanded = children[slot].reduce(0) { $0 + (slots[$1].isExpanded ? 1 : 0) }
            guard expanded == count else {
                return "slot \(slot) has \(expanded) expanded children but \(count) in its opened order"
            }
            guard !policy.isExceeded(by: count) else {
                return "slot \(slot) has \(count) expanded children, more than the \(policy) policy allows"
            }
        }
        return nil
    }

    private func rowViolation() -> String? {
        if let problem = rows.structureViolation() { return problem }
        let expected = expectedRowSequence()
        var actual: [(entry: Int, count: Int)] = []
        actual.reserveCapacity(expected.count)
        rows.forEach { actual.append(($0, $1)) }
        guard actual.count == expected.count else {
            return "\(actual.count) row entries, the tree calls for \(expected.count)"
        }
        // An index loop comparing fields: unoptimized (a debug build's invariants law walks every
        // accordion), `zip`, `enumerated()` and tuple `!=` are generic calls an entry.
        var position = 0
        while position < actual.count {
            let have = actual[position], want = expected[position]
            if have.entry != want.entry || have.count != want.count {
                return "row entry \(position) is \(have), the tree calls for \(want)"
            }
            position += 1
        }
        return nil
    }
}
