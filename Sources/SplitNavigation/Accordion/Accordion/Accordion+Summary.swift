/// A node as ``Accordion/preorderSummary()`` describes it; not nested, so it is not generic.
@usableFromInline
package struct AccordionNodeSummary: Hashable, Sendable {
    /// The node's id.
    package let id: AccordionNodeID
    /// Where the node's parent is in the summary; -1 for a panel.
    package let parent: Int
    /// The paging state of the node's children.
    package let paging: AccordionPaging
    /// Whether a row shows the node: every ancestor is expanded.
    package let isVisible: Bool
    /// Whether the node has children.
    package let hasChildren: Bool
}

extension Accordion {
    /// A node as ``preorderSummary()`` describes it.
    package typealias NodeSummary = AccordionNodeSummary

    /// Every node in pre-order with its parent, paging and visibility, in one pass, for a
    /// caller that surveys the whole accordion.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    package func preorderSummary() -> [AccordionNodeSummary] {
        outline.preorderSummary()
    }
}

extension AccordionOutline {
    /// ``Accordion/preorderSummary()``, read off the outline.
    @usableFromInline
    func preorderSummary() -> [AccordionNodeSummary] {
        var summary: [AccordionNodeSummary] = []
        summary.reserveCapacity(nodeCount)
        // Slots to visit, each with its parent's place in the summary and whether its row shows.
        var pending: [(slot: Int, parent: Int, isVisible: Bool)] = []
        pending.reserveCapacity(16)
        for slot in children[Self.rootSlot].reversed() {
            pending.append((slot, -1, true))
        }
        while let (slot, parent, isVisible) = pending.popLast() {
            let node = slots[slot]
            let place = summary.count
            summary.append(AccordionNodeSummary(
                id: node.id, parent: parent, paging: node.paging, isVisible: isVisible, hasChildren: node.childCount > 0))
            for child in children[slot].reversed() {
                pending.append((child, place, isVisible && node.isExpanded))
            }
        }
        return summary
    }
}
