extension Accordion {
    /// Starts loading a page of children for a node, or of panels for `nil`: a loading row
    /// appears after its last visible descendant if it is visible and expanded.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``, ``AccordionError/Code/alreadyLoading``,
    ///   ``AccordionError/Code/pageExhausted``.
    /// - Complexity: O(log *n*) expected.
    @discardableResult
    public mutating func beginPage(_ id: AccordionNodeID?) throws(AccordionError) -> AccordionChangeSet {
        let slot = try outline.slot(of: id)
        try outline.validateBeginPage(slot)
        var changes = AccordionChangeSet()
        outline.beginPage(slot, changes: &changes)
        return finish(changes)
    }

    /// Ends the loading page of a node (or the top level, for `nil`): appends `children` as
    /// ``insert(contentsOf:under:at:)`` does and removes the loading row.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``, ``AccordionError/Code/notLoading``,
    ///   ``AccordionError/Code/duplicateNode``.
    /// - Complexity: O(*k* + (1 + *c*) log *n*) expected for *k* new nodes and *c* siblings closed.
    @discardableResult
    public mutating func endPage(
        _ id: AccordionNodeID?, appending children: [AccordionNode<Value>], exhausted: Bool = false
    ) throws(AccordionError) -> AccordionChangeSet {
        let slot = try outline.slot(of: id)
        try outline.validateLoading(slot)
        let batch = AccordionNode.flatten(children)
        try outline.validateNewNodes(batch.tree)
        var changes = AccordionChangeSet()
        let loadingRow = outline.visibleLoadingIndex(of: slot)
        let end = outline.children[slot].count
        let slots = outline.insert(batch.tree, under: slot, at: end, changes: &changes)
        storePayloads(batch, inSlots: slots)
        outline.finishPage(slot, exhausted: exhausted, loadingRow: loadingRow, changes: &changes)
        return finish(changes)
    }

    /// Abandons the loading page of a node (or the top level, for `nil`); the loading row goes.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``, ``AccordionError/Code/notLoading``.
    /// - Complexity: O(log *n*) expected.
    @discardableResult
    public mutating func cancelPage(_ id: AccordionNodeID?) throws(AccordionError) -> AccordionChangeSet {
        let slot = try outline.slot(of: id)
        try outline.validateLoading(slot)
        var changes = AccordionChangeSet()
        let loadingRow = outline.visibleLoadingIndex(of: slot)
        outline.finishPage(slot, exhausted: false, loadingRow: loadingRow, changes: &changes)
        return finish(changes)
    }
}
