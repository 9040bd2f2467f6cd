extension Accordion {
    /// The height of the row tree, for tests that check it stays logarithmic.
    ///
    /// - Complexity: O(log *n*).
    package var _rowTreeHeight: Int {
        outline.rows.height
    }

    /// How many slots the arena holds (live, free and the root), for tests of slot reuse.
    package var _slotCount: Int { outline.slots.count }

    /// Sets the selection unchecked, for tests that check an inconsistent accordion is rejected.
    package mutating func _setSelectionUnchecked(_ id: AccordionNodeID?) {
        selectedNode = id
    }
}
