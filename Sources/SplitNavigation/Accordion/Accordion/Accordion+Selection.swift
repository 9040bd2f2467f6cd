extension Accordion {
    /// The selected node: the row a sidebar highlights (the open mailbox), or `nil`.
    ///
    /// Kept by id, it follows its node through moves and collapses; removing the node clears it
    /// with ``AccordionNotification/didDeselect(_:)``.
    ///
    /// - Complexity: O(1).
    public var selection: AccordionNodeID? { selectedNode }

    /// Selects a visible row. The accordion keeps it as its ``selection``; the navigator also
    /// opens the row's destination (see ``NavigationEvent/accordion(_:_:)``).
    ///
    /// - Returns: the old and new rows reloaded, with `didDeselect` and `didSelect`; empty when
    ///   the row was already selected.
    /// - Throws: ``AccordionError/Code/unknownNode``, or ``AccordionError/Code/hiddenNode`` if a
    ///   collapsed ancestor hides the row.
    /// - Complexity: O(log *n*).
    @discardableResult
    public mutating func select(_ id: AccordionNodeID) throws(AccordionError) -> AccordionChangeSet {
        try checkSelectable(id)
        guard selectedNode != id else { return .none }
        var changes = deselecting()
        selectedNode = id
        if let row = try visibleIndex(of: id) { changes.reloaded.append(row) }
        changes.notifications.append(.didSelect(id))
        return finish(changes)
    }

    /// Clears the selection.
    ///
    /// - Returns: the previously selected row reloaded (if visible) and its `didDeselect`;
    ///   empty when nothing was selected.
    /// - Complexity: O(log *n*).
    @discardableResult
    public mutating func deselect() -> AccordionChangeSet {
        finish(deselecting())
    }

    /// Clears the selection and says so, without finishing the change set.
    mutating func deselecting() -> AccordionChangeSet {
        guard let old = selectedNode else { return .none }
        selectedNode = nil
        var changes = AccordionChangeSet()
        if let row = try? visibleIndex(of: old) { changes.reloaded.append(row) }
        changes.notifications.append(.didDeselect(old))
        return changes
    }
}

extension Accordion {
    /// Throws what ``select(_:)`` would throw for `id`, so the navigator can ask before it
    /// reserves an id for the destination.
    ///
    /// - Complexity: O(log *n*).
    func checkSelectable(_ id: AccordionNodeID) throws(AccordionError) {
        let slot = try outline.slot(of: id)
        guard outline.isVisible(slot) else {
            throw AccordionError(.hiddenNode, "node \(id) is hidden by a collapsed ancestor and cannot be selected")
        }
    }
}
