extension Accordion {
    /// Accordions up to this many nodes are checked in full after every mutation in debug
    /// builds; bigger ones get the O(1) checks only.
    package static var _fullCheckLimit: Int { 4_096 }

    /// The first broken invariant, or `nil` (see ``AccordionOutline/invariantViolation(full:)``),
    /// including that exactly the live nodes have values.
    ///
    /// - Complexity: O(1) or, when `full`, O(*n*).
    package func _invariantViolation(full: Bool = true) -> String? {
        if let problem = outline.invariantViolation(full: full) { return problem }
        guard payloads.count <= outline.slots.count else { return "more values than slots" }
        if let selectedNode, outline.slotOfID[selectedNode] == nil { return "the selection \(selectedNode) is not a node" }
        guard full else { return nil }
        for slot in outline.slots.indices {
            let isLive = slot != AccordionOutline.rootSlot && outline.slots[slot].parent != AccordionOutline.freeParent
            let hasPayload = slot < payloads.count && payloads[slot] != nil
            guard isLive == hasPayload else {
                return "slot \(slot) is \(isLive ? "live without" : "free or root with") a value"
            }
        }
        return nil
    }

    /// Re-checks the invariants after a mutation in debug builds made with
    /// `SPLITNAV_INTERNAL_CHECKS=1` (see Package.swift).
    @inline(__always)
    func _checkInvariants() {
        #if SPLITNAV_INTERNAL_CHECKS
        if let problem = _invariantViolation(full: count <= Self._fullCheckLimit) {
            preconditionFailure("Accordion invariant broken: \(problem)")
        }
        #endif
    }
}
