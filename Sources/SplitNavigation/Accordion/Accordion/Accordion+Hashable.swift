extension Accordion: Equatable {
    /// Whether two accordions have the same policy, nodes (ids, values, destinations, order),
    /// expansion, opened order, paging and selection. How each stores them does not matter.
    ///
    /// - Complexity: O(*n*), without recursion.
    public static func == (lhs: Accordion, rhs: Accordion) -> Bool {
        guard lhs.policy == rhs.policy, lhs.count == rhs.count, lhs.selectedNode == rhs.selectedNode,
              lhs.visibleCount == rhs.visibleCount
        else { return false }
        // Copies of one accordion share their arrays: equal without a walk.
        if lhs.sharesNodes(with: rhs) { return true }
        // Both trees in pre-order, in step: `sameGroup` checked each pair has as many children.
        var pending: [(left: Int, right: Int)] = []
        var pair = (left: AccordionOutline.rootSlot, right: AccordionOutline.rootSlot)
        while true {
            guard lhs.sameGroup(pair.left, as: rhs, pair.right) else { return false }
            let leftChildren = lhs.outline.children[pair.left], rightChildren = rhs.outline.children[pair.right]
            if pending.capacity == 0, !leftChildren.isEmpty { pending.reserveCapacity(16) }
            for index in leftChildren.indices.reversed() {
                pending.append((leftChildren[index], rightChildren[index]))
            }
            guard let next = pending.popLast() else { return true }
            guard lhs.outline.slots[next.left].id == rhs.outline.slots[next.right].id,
                  lhs.payloads[next.left] == rhs.payloads[next.right]
            else { return false }
            pair = next
        }
    }

    /// Whether the two accordions share the buffers ``==(_:_:)`` walks.
    private func sharesNodes(with other: Accordion) -> Bool {
        outline.slots.sharesBuffer(with: other.outline.slots) && outline.children.sharesBuffer(with: other.outline.children)
            && payloads.sharesBuffer(with: other.payloads)
    }

    /// Whether two nodes agree on expansion, paging, number of children and opened order.
    private func sameGroup(_ slot: Int, as other: Accordion, _ otherSlot: Int) -> Bool {
        let mine = outline.slots[slot], theirs = other.outline.slots[otherSlot]
        guard mine.isExpanded == theirs.isExpanded, mine.paging == theirs.paging,
              outline.children[slot].count == other.outline.children[otherSlot].count, mine.openChildCount == theirs.openChildCount
        else { return false }
        var left = mine.oldestOpenChild, right = theirs.oldestOpenChild
        while left >= 0, right >= 0 {
            guard outline.slots[left].id == other.outline.slots[right].id else { return false }
            left = outline.slots[left].newerOpened
            right = other.outline.slots[right].newerOpened
        }
        return left < 0 && right < 0
    }
}

extension Accordion: Hashable {
    /// Hashes what ``==(_:_:)`` compares.
    ///
    /// - Complexity: O(*n*), without recursion.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(policy)
        hasher.combine(count)
        hasher.combine(selectedNode)
        for slot in [AccordionOutline.rootSlot] + outline.preorder() {
            let node = outline.slots[slot]
            hasher.combine(node.id)
            hasher.combine(payloads[slot])
            hasher.combine(node.isExpanded)
            hasher.combine(node.paging)
            hasher.combine(outline.children[slot].count)
            for open in outline.openChildren(of: slot) {
                hasher.combine(outline.slots[open].id)
            }
        }
    }
}

extension Accordion: CustomStringConvertible {
    /// A one-line summary; `visibleRows` lists the rows.
    ///
    /// - Complexity: O(1).
    public var description: String {
        "Accordion(\(count) nodes, \(visibleCount) visible rows, policy: \(policy))"
    }
}
