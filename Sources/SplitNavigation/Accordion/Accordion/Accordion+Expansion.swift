extension Accordion {
    /// Expands a node, closing the siblings the policy no longer allows (least recently opened
    /// first). A visible node's newly visible descendants are inserted and its row reloaded.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O((1 + *c*) log *n*) expected for *c* siblings closed.
    @discardableResult
    public mutating func expand(_ id: AccordionNodeID) throws(AccordionError) -> AccordionChangeSet {
        try changeExpansion(of: id, to: true)
    }

    /// Collapses a node; its descendants keep their own expansion.
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

    /// Expands (`true`), collapses (`false`) or flips (`nil`) a node, looking its id up once.
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

    /// Expands every node that has children, hidden or not, as far as the policy allows: each
    /// sibling group keeps its open nodes and opens others in order; nothing closes.
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

extension Accordion {
    /// Every expanded node, hidden or not, ascending: with ``selection``, what a
    /// ``NavigationTarget`` keeps of an accordion's look.
    ///
    /// - Complexity: O(*n* log *n*).
    public var expandedNodes: [AccordionNodeID] {
        var expanded: [AccordionNodeID] = []
        for (id, slot) in outline.slotOfID where outline.slots[slot].isExpanded {
            expanded.append(id)
        }
        return expanded.sorted()
    }
}

extension Accordion {
    /// The collapsed ancestors of a node, outermost first: what must expand before a hidden
    /// node can be selected.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(*d* log *n*) for a node *d* levels deep.
    func collapsedAncestors(of id: AccordionNodeID) throws(AccordionError) -> [AccordionNodeID] {
        var ancestors: [AccordionNodeID] = []
        var current = try parent(of: id)
        while let ancestor = current {
            if try !isExpanded(ancestor) { ancestors.append(ancestor) }
            current = try parent(of: ancestor)
        }
        return ancestors.reversed()
    }
}
