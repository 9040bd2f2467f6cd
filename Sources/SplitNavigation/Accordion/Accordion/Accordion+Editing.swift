extension Accordion {
    /// Inserts a node and its subtree among the children of `parent` (the panels for `nil`)
    /// at `index`, or after the last child for `nil`.
    ///
    /// Expanded nodes count as opened in pre-order; an expanded inserted node is its siblings'
    /// most recently opened, so the policy may close some of them. A visible parent that had no
    /// children is reloaded.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode`` for the parent,
    ///   ``AccordionError/Code/indexOutOfRange``, ``AccordionError/Code/duplicateNode``.
    /// - Complexity: O(*k* + *s* + (1 + *c*) log *n*) expected for *k* inserted nodes, *s*
    ///   children of `parent` and *c* siblings closed.
    @discardableResult
    public mutating func insert(
        _ node: AccordionNode<Value>, under parent: AccordionNodeID?, at index: Int? = nil
    ) throws(AccordionError) -> AccordionChangeSet {
        try insert(contentsOf: [node], under: parent, at: index)
    }

    /// Inserts several subtrees, in order, as ``insert(_:under:at:)`` does.
    ///
    /// - Complexity: as ``insert(_:under:at:)``.
    @discardableResult
    public mutating func insert(
        contentsOf nodes: [AccordionNode<Value>], under parent: AccordionNodeID?, at index: Int? = nil
    ) throws(AccordionError) -> AccordionChangeSet {
        let parentSlot = try outline.slot(of: parent)
        let position = try outline.insertionIndex(index, under: parentSlot)
        let batch = AccordionNode.flatten(nodes)
        try outline.validateNewNodes(batch.tree)
        var changes = AccordionChangeSet()
        let slots = outline.insert(batch.tree, under: parentSlot, at: position, changes: &changes)
        storePayloads(batch, inSlots: slots)
        return finish(changes)
    }

    /// Removes a node and its subtree. A visible parent left without children is reloaded.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(*k* + *s* + log *n*) expected for *k* nodes removed and *s* siblings.
    @discardableResult
    public mutating func remove(_ id: AccordionNodeID) throws(AccordionError) -> AccordionChangeSet {
        let slot = try outline.slot(of: id)
        var changes = AccordionChangeSet()
        var removesSelection = false
        for gone in outline.preorder(from: slot) {
            payloads[gone] = nil
            if outline.slots[gone].id == selectedNode { removesSelection = true }
        }
        outline.remove(slot, changes: &changes)
        if removesSelection, let old = selectedNode {
            selectedNode = nil
            changes.notifications.append(.didDeselect(old))
        }
        return finish(changes)
    }

    /// Moves a node and its subtree to `index` among the children of `parent` (the panels for
    /// `nil`), counted as if the node were already taken out; `nil` appends. An expanded node
    /// that changes parent counts as its new siblings' most recently opened.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``, ``AccordionError/Code/moveIntoDescendant``,
    ///   ``AccordionError/Code/indexOutOfRange``.
    /// - Complexity: O(*k* + *s* + (1 + *c*) log *n*) expected for *k* nodes moved, *s*
    ///   siblings at both places and *c* siblings closed.
    @discardableResult
    public mutating func move(
        _ id: AccordionNodeID, under parent: AccordionNodeID?, at index: Int? = nil
    ) throws(AccordionError) -> AccordionChangeSet {
        try moving(id, under: parent, at: index).rows
    }

    /// ``move(_:under:at:)``, saying whether the node moved (hidden rows may move unseen).
    mutating func moving(
        _ id: AccordionNodeID, under parent: AccordionNodeID?, at index: Int?
    ) throws(AccordionError) -> AccordionOutcome {
        let slot = try outline.slot(of: id)
        let parentSlot = try outline.slot(of: parent)
        if outline.isInSubtree(parentSlot, of: slot) {
            let target = parent.map { "node \($0)" } ?? "the top level"
            throw AccordionError(.moveIntoDescendant, "node \(id) cannot move under \(target), inside its own subtree")
        }
        let position = try outline.insertionIndex(index, under: parentSlot, excluding: slot)
        var changes = AccordionChangeSet()
        let moved = outline.move(slot, under: parentSlot, at: position, changes: &changes)
        return AccordionOutcome(rows: finish(changes), changed: moved)
    }

    /// Replaces a node's label and destination; its visible row is reloaded.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(log *n*) expected.
    @discardableResult
    public mutating func replace(
        _ id: AccordionNodeID, label: RowLabel<Value>, destination: RowDestination<Value>?
    ) throws(AccordionError) -> AccordionChangeSet {
        try replacing(id, label: label, destination: destination).rows
    }

    /// Replaces a node's label by a value, and its destination; its visible row is reloaded.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(log *n*) expected.
    @discardableResult
    public mutating func replace(
        _ id: AccordionNodeID, value: Value, destination: RowDestination<Value>?
    ) throws(AccordionError) -> AccordionChangeSet {
        try replacing(id, label: .value(value), destination: destination).rows
    }

    /// ``replace(_:label:destination:)``, saying whether anything changed.
    mutating func replacing(
        _ id: AccordionNodeID, label: RowLabel<Value>, destination: RowDestination<Value>?
    ) throws(AccordionError) -> AccordionOutcome {
        let slot = try outline.slot(of: id)
        let new = AccordionPayload(label: label, destination: destination)
        guard payloads[slot] != new else { return .unchanged }
        var changes = AccordionChangeSet()
        if let row = outline.visibleIndex(of: slot) { changes.reloaded.append(row) }
        payloads[slot] = new
        return AccordionOutcome(rows: finish(changes), changed: true)
    }
}
