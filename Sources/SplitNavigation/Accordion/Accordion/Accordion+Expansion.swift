extension Accordion {
    /// Expands a node, closing the siblings that the policy no longer allows (least recently
    /// opened first). Expanding a node with no children is allowed; expanding an expanded node
    /// changes nothing.
    ///
    /// If the node is visible, its descendants that become visible are inserted after it and
    /// its row is reloaded. A hidden node still expands, with notifications only.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O((1 + *c*) log *n*) expected for *c* siblings closed.
    @discardableResult
    public mutating func expand(_ id: AccordionNodeID) throws(AccordionError) -> AccordionChangeSet {
        try changeExpansion(of: id, to: true)
    }

    /// Collapses a node; collapsing a collapsed node changes nothing.
    ///
    /// The node's descendants keep their own expansion, for when it opens again.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(log *n*) expected.
    @discardableResult
    public mutating func collapse(_ id: AccordionNodeID) throws(AccordionError) -> AccordionChangeSet {
        try changeExpansion(of: id, to: false)
    }

    /// Expands a collapsed node or collapses an expanded one.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: as ``expand(_:)`` or ``collapse(_:)``.
    @discardableResult
    public mutating func toggle(_ id: AccordionNodeID) throws(AccordionError) -> AccordionChangeSet {
        try changeExpansion(of: id, to: nil)
    }

    /// Expands (`true`), collapses (`false`) or flips (`nil`) a node, looking its id up once:
    /// a toggle does not look it up to test and again to act.
    private mutating func changeExpansion(
        of id: AccordionNodeID, to expanded: Bool?
    ) throws(AccordionError) -> AccordionChangeSet {
        let slot = try outline.slot(of: id)
        var changes = AccordionChangeSet()
        if expanded ?? !outline.slots[slot].isExpanded {
            outline.expand(slot, changes: &changes)
        } else {
            outline.collapse(slot, changes: &changes)
        }
        return finish(changes)
    }

    /// Expands every node that has children, hidden or not, as far as the policy allows.
    ///
    /// Under `multiple`, every node with children ends up expanded. Under `single` and
    /// `atMost(k)`, each sibling group keeps the nodes it already had open and then opens its
    /// closed nodes with children in child order until it has `k` open; nothing closes. Nodes
    /// without children are left as they are. Notifications come in pre-order.
    ///
    /// - Complexity: O(*n*): the rows are rebuilt.
    @discardableResult
    public mutating func expandAll() -> AccordionChangeSet {
        var changes = AccordionChangeSet()
        outline.expandAll(changes: &changes)
        return finish(changes)
    }

    /// Collapses every node, hidden or not, leaving the panels visible.
    ///
    /// - Complexity: O(*n*): the rows are rebuilt.
    @discardableResult
    public mutating func collapseAll() -> AccordionChangeSet {
        var changes = AccordionChangeSet()
        outline.collapseAll(changes: &changes)
        return finish(changes)
    }
}
