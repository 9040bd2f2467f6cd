extension Accordion {
    /// Whether the two accordions hold the very same storage: every array one buffer, every
    /// other stored property equal. Then whatever reads one reads the same in the other, the
    /// internal consistency checks included, which ``==(_:_:)`` (a comparison of what the
    /// accordions hold, however each stores it) does not promise. While the caller keeps one of
    /// the two, their shared buffers cannot change in place, so the answer stays true.
    ///
    /// The testing kit's invariants law checks an accordion in full only when it does not
    /// have the same storage as one it checked in full at the step before.
    ///
    /// - Complexity: O(*n*) at worst, for the id index; O(1) when it is one buffer too.
    ///
    /// Inlinable, so that the kit runs it specialized for its route type: generic, it looked
    /// up the payloads' metadata on every call (about 900 instructions).
    @inlinable
    package func hasSameStorage(as other: Accordion) -> Bool {
        selectedNode == other.selectedNode && payloads.sharesBuffer(with: other.payloads)
            && outline.hasSameStorage(as: other.outline)
    }
}

extension AccordionOutline {
    /// ``Accordion/hasSameStorage(as:)`` for the outline.
    @usableFromInline
    func hasSameStorage(as other: AccordionOutline) -> Bool {
        policy == other.policy && slots.sharesBuffer(with: other.slots) && children.sharesBuffer(with: other.children)
            && freeSlots.sharesBuffer(with: other.freeSlots) && rows.hasSameStorage(as: other.rows)
            && slotOfID == other.slotOfID
    }
}

extension RowTree {
    /// ``Accordion/hasSameStorage(as:)`` for the row tree.
    func hasSameStorage(as other: RowTree) -> Bool {
        root == other.root && firstFreeNode == other.firstFreeNode && blocks.sharesBuffer(with: other.blocks)
            && entrySlot.sharesBuffer(with: other.entrySlot)
    }
}
