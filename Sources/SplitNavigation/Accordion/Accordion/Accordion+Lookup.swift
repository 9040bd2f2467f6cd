extension Accordion {
    // MARK: Visible rows

    /// The number of visible rows, loading rows included.
    ///
    /// - Complexity: O(1).
    public var visibleCount: Int { outline.rows.zeroCount }

    /// The visible rows, in order: every node whose ancestors are all expanded, depth first,
    /// and the loading rows.
    ///
    /// - Complexity: O(*v* log *n*) for *v* visible rows at worst, near O(*v*) in practice;
    ///   hidden subtrees are skipped whole.
    public var visibleRows: [AccordionRow] {
        outline.visibleEntries().map(outline.row(ofEntry:))
    }

    /// The visible row at `index`.
    ///
    /// - Throws: ``AccordionError/Code/rowOutOfRange`` unless `0 <= index < visibleCount`.
    /// - Complexity: O(log *n*).
    public func row(at index: Int) throws(AccordionError) -> AccordionRow {
        guard let entry = outline.rows.entry(atZero: index) else {
            throw AccordionError(.rowOutOfRange, "row \(index) is outside 0..<\(visibleCount)")
        }
        return outline.row(ofEntry: entry)
    }

    /// The visible index of a node's row, or `nil` if a collapsed ancestor hides it.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(log *n*) expected.
    public func visibleIndex(of id: AccordionNodeID) throws(AccordionError) -> Int? {
        try outline.visibleIndex(of: outline.slot(of: id))
    }

    /// The visible index of the node at `indexPath`, or `nil` if it is hidden.
    ///
    /// - Throws: ``AccordionError/Code/pathOutOfRange``.
    /// - Complexity: O(*d* + log *n*) for a path of length *d*.
    public func visibleIndex(at indexPath: [Int]) throws(AccordionError) -> Int? {
        try outline.visibleIndex(of: slot(at: indexPath))
    }

    /// The visible index of the loading row of a node (or of the top level, for `nil`), or
    /// `nil` if none is on screen.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(log *n*) expected.
    public func loadingRowIndex(of id: AccordionNodeID?) throws(AccordionError) -> Int? {
        try outline.visibleLoadingIndex(of: outline.slot(of: id))
    }

    // MARK: Index paths

    /// The node's index path: its index among its siblings at each level, from the top level.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(*d*) for a node at depth *d*.
    public func indexPath(of id: AccordionNodeID) throws(AccordionError) -> [Int] {
        var slot = try outline.slot(of: id)
        var path: [Int] = []
        while slot != AccordionOutline.rootSlot {
            path.append(outline.slots[slot].indexInParent)
            slot = outline.slots[slot].parent
        }
        return path.reversed()
    }

    /// The id of the node at `indexPath`.
    ///
    /// - Throws: ``AccordionError/Code/pathOutOfRange`` if the path is empty or leaves the tree.
    /// - Complexity: O(*d*) for a path of length *d*.
    public func id(at indexPath: [Int]) throws(AccordionError) -> AccordionNodeID {
        outline.slots[try slot(at: indexPath)].id
    }

    /// The id and index path of the node shown at a visible row, or `nil` for a loading row.
    ///
    /// - Throws: ``AccordionError/Code/rowOutOfRange``.
    /// - Complexity: O(*d* + log *n*) for a node at depth *d*.
    public func node(atRow index: Int) throws(AccordionError) -> (id: AccordionNodeID, indexPath: [Int])? {
        guard let id = try row(at: index).id else { return nil }
        return (id, try indexPath(of: id))
    }

    func slot(at indexPath: [Int]) throws(AccordionError) -> Int {
        guard !indexPath.isEmpty else {
            throw AccordionError(.pathOutOfRange, "an empty index path names no node")
        }
        var slot = AccordionOutline.rootSlot
        for (level, index) in indexPath.enumerated() {
            let children = outline.children[slot]
            guard children.indices.contains(index) else {
                throw AccordionError(.pathOutOfRange, "index path \(indexPath) has no node at level \(level)")
            }
            slot = children[index]
        }
        return slot
    }

    // MARK: Nodes

    /// Whether a node has this id.
    ///
    /// - Complexity: O(1) expected.
    public func contains(_ id: AccordionNodeID) -> Bool {
        outline.slotOfID[id] != nil
    }

    /// The node's value; `nil` when the node has a title instead.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(1) expected.
    public func value(of id: AccordionNodeID) throws(AccordionError) -> Value? {
        try payload(of: id).label.value
    }

    /// What the node's row shows: its value or its title.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(1) expected.
    public func label(of id: AccordionNodeID) throws(AccordionError) -> RowLabel<Value> {
        try payload(of: id).label
    }

    /// Where selecting the node's row takes the navigator, if anywhere.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(1) expected.
    public func destination(of id: AccordionNodeID) throws(AccordionError) -> RowDestination<Value>? {
        try payload(of: id).destination
    }

    /// Whether the node is expanded (whether or not it is visible).
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(1) expected.
    public func isExpanded(_ id: AccordionNodeID) throws(AccordionError) -> Bool {
        try outline.slots[outline.slot(of: id)].isExpanded
    }

    /// The node's parent, or `nil` for a panel.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(1) expected.
    public func parent(of id: AccordionNodeID) throws(AccordionError) -> AccordionNodeID? {
        try outline.id(ofSlot: outline.slots[outline.slot(of: id)].parent)
    }

    /// The children of a node, or the panels for `nil`, in order.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(*k*) for *k* children.
    public func children(of id: AccordionNodeID?) throws(AccordionError) -> [AccordionNodeID] {
        try outline.children[outline.slot(of: id)].map { outline.slots[$0].id }
    }

    /// The node's depth: 0 for panels.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(1) expected.
    public func depth(of id: AccordionNodeID) throws(AccordionError) -> Int {
        try outline.slots[outline.slot(of: id)].depth
    }

    /// The paging state of a node's children, or of the panels for `nil`.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(1) expected.
    public func paging(of id: AccordionNodeID?) throws(AccordionError) -> AccordionPaging {
        try outline.slots[outline.slot(of: id)].paging
    }

    /// The expanded children of a node (or the expanded panels, for `nil`), least recently
    /// opened first: the order in which the policy closes them.
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(*k*) for *k* expanded children.
    public func openedOrder(under id: AccordionNodeID?) throws(AccordionError) -> [AccordionNodeID] {
        try outline.openChildren(of: outline.slot(of: id)).map { outline.slots[$0].id }
    }

    /// The node and its subtree, in the form used to insert them (paging is not included).
    ///
    /// - Throws: ``AccordionError/Code/unknownNode``.
    /// - Complexity: O(*k*) for *k* nodes in the subtree, without recursion.
    public func subtree(_ id: AccordionNodeID) throws(AccordionError) -> AccordionNode<Value> {
        guard let node = AccordionNode.unflatten(flatNodes(from: try outline.slot(of: id))).first else {
            throw .unknownNode(id)
        }
        return node
    }

    /// All panels with their subtrees, in the form used to build an accordion.
    ///
    /// - Complexity: O(*n*), without recursion.
    public var nodes: [AccordionNode<Value>] {
        AccordionNode.unflatten(flatNodes(from: AccordionOutline.rootSlot))
    }

    func payload(of id: AccordionNodeID) throws(AccordionError) -> AccordionPayload<Value> {
        guard let slot = outline.slotOfID[id], let payload = payloads[slot] else { throw .unknownNode(id) }
        return payload
    }

    /// The subtree of `top` (the panels for the root) as a flat pre-order list.
    private func flatNodes(from top: Int) -> FlatAccordionNodes<Value> {
        let order = outline.preorder(from: top)
        var indexOfSlot = [Int: Int](minimumCapacity: order.count)
        var flat = FlatAccordionNodes<Value>()
        flat.reserveCapacity(order.count)
        for slot in order {
            guard let payload = payloads[slot] else { continue }
            indexOfSlot[slot] = flat.count
            flat.append(
                id: outline.slots[slot].id, parent: indexOfSlot[outline.slots[slot].parent] ?? -1,
                isExpanded: outline.slots[slot].isExpanded, label: payload.label, destination: payload.destination
            )
        }
        return flat
    }
}
