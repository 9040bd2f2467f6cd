extension Accordion {
    /// A node as ``preorderSummary()`` describes it.
    package struct NodeSummary: Hashable, Sendable {
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

    /// Every node in pre-order (the order of ``nodes`` flattened), with its parent, paging and
    /// visibility, read in one pass over the storage: for the testing kit's accordion event
    /// generator, which surveys an accordion for each event it makes, and asking the public
    /// lookups node by node cost it a dictionary entry and an array per node.
    ///
    /// - Complexity: O(*n*).
    package func preorderSummary() -> [NodeSummary] {
        var summary: [NodeSummary] = []
        summary.reserveCapacity(outline.nodeCount)
        // Slots to visit, each with its parent's place in the summary and whether its row shows.
        var pending: [(slot: Int, parent: Int, isVisible: Bool)] = []
        pending.reserveCapacity(16)
        for slot in outline.children[AccordionOutline.rootSlot].reversed() {
            pending.append((slot, -1, true))
        }
        while let (slot, parent, isVisible) = pending.popLast() {
            let node = outline.slots[slot]
            let place = summary.count
            summary.append(NodeSummary(
                id: node.id, parent: parent, paging: node.paging, isVisible: isVisible, hasChildren: node.childCount > 0))
            for child in outline.children[slot].reversed() {
                pending.append((child, place, isVisible && node.isExpanded))
            }
        }
        return summary
    }
}
