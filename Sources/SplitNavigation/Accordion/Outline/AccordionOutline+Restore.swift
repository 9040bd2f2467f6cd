extension AccordionOutline {
    /// Where a saved node stands: its record without the value.
    struct SavedPlace {
        var id: AccordionNodeID
        var parent: AccordionNodeID?
        /// The node's rank in its siblings' opened order; present exactly when it is expanded.
        var opened: Int?
        var paging: AccordionPaging?
    }

    /// Builds the outline saved places describe, validating them. Returns the outline and, for
    /// each slot after the root, the index of its place. Not generic, so it runs at full speed
    /// whatever the app's route type.
    ///
    /// - Throws: ``AccordionError/Code/invalidAccordion`` when an id repeats, a parent is missing
    ///   or follows its child, or a group's opened ranks are not `0..<k` within `policy`.
    /// - Complexity: O(*n*), without recursion.
    static func restore(
        policy: AccordionExpansionPolicy, paging: AccordionPaging, places: [SavedPlace], path: String
    ) throws(AccordionError) -> (outline: AccordionOutline, placeOfSlot: [Int]) {
        let count = places.count
        // Earlier ids by dictionary, or for a few places by linear search, which is cheaper
        // until some dozen nodes.
        let searchesLinearly = count <= Self.placesSearchedLinearly
        var placeOfID: [AccordionNodeID: Int] = [:]
        if !searchesLinearly { placeOfID.reserveCapacity(count) }
        func earlierPlace(of id: AccordionNodeID, before index: Int) -> Int? {
            guard searchesLinearly else { return placeOfID[id] }
            var earlier = 0
            while earlier < index, places[earlier].id != id { earlier += 1 }
            return earlier < index ? earlier : nil
        }
        // Groups are numbered by their parent's place + 1 (0: the top level), linked by place.
        var links = [PlaceLinks](filledWith: PlaceLinks(), count: count)
        var groups = [GroupLinks](filledWith: GroupLinks(), count: count + 1)
        for index in 0..<count {
            let place = places[index]
            guard earlierPlace(of: place.id, before: index) == nil else {
                throw .invalidAccordion("node \(place.id) at \(path)[\(index)] appears more than once")
            }
            if let parent = place.parent {
                guard let parentPlace = earlierPlace(of: parent, before: index) else {
                    throw .invalidAccordion("node \(place.id) at \(path)[\(index)] names parent \(parent), which does not precede it")
                }
                links[index].group = parentPlace + 1
            }
            if !searchesLinearly { placeOfID[place.id] = index }
            let owner = links[index].group
            if groups[owner].lastChild < 0 {
                groups[owner].firstChild = index
            } else {
                links[groups[owner].lastChild].nextSibling = index
            }
            groups[owner].lastChild = index
            if place.opened != nil { groups[owner].openedCount += 1 }
        }

        // Each group's opened ranks must be 0..<k, none twice; `holder` notes each rank's place
        // from the group's offset on.
        var cells = 0
        for owner in groups.indices {
            groups[owner].offset = cells
            cells += groups[owner].openedCount
        }
        var holder = [Int](filledWith: -1, count: cells)
        for index in 0..<count {
            guard let rank = places[index].opened else { continue }
            let owner = links[index].group
            if rank >= 0, rank < groups[owner].openedCount, holder[groups[owner].offset + rank] < 0 {
                holder[groups[owner].offset + rank] = index
            } else {
                groups[owner].ranksBroken = true
            }
        }
        for owner in groups.indices where groups[owner].openedCount > 0 {
            let opened = groups[owner].openedCount
            // Built only for a message.
            func name() -> String {
                owner == 0 ? "the panels" : "the children of node \(places[owner - 1].id) at \(path)[\(owner - 1)]"
            }
            if groups[owner].ranksBroken {
                let ranks = (0..<count).compactMap { links[$0].group == owner ? places[$0].opened : nil }
                throw .invalidAccordion("the opened ranks of \(name()) are \(ranks), not 0..<\(opened)")
            }
            if policy.isExceeded(by: opened) {
                throw .invalidAccordion("\(opened) of \(name()) are expanded, more than the \(policy) policy allows")
            }
        }

        // Slots in pre-order; the rows are built once at the end (the root's two entries need
        // room of their own, which `reserveSlots` gives none for no nodes).
        var outline = AccordionOutline(withoutRows: policy)
        outline.reserveSlots(count)
        outline.rows.reserveEntries(2 * (count + 1))
        var placeOfSlot: [Int] = []
        placeOfSlot.reserveCapacity(count)
        var resume: [Int] = []
        var next = groups[0].firstChild
        while true {
            if next < 0 {
                guard let sibling = resume.popLast() else { break }
                next = sibling
                continue
            }
            let place = places[next]
            let owner = links[next].group
            let parent = owner == 0 ? rootSlot : links[owner - 1].slot
            let slot = outline.allocateSlot(id: place.id, parent: parent, isExpanded: place.opened != nil)
            links[next].slot = slot
            placeOfSlot.append(next)
            outline.slots[slot].paging = place.paging ?? .idle
            outline.appendChild(slot, to: parent)
            resume.append(links[next].nextSibling)
            next = groups[next + 1].firstChild
        }
        outline.slots[rootSlot].paging = paging
        // Each group's expanded nodes, linked in the order they were opened.
        for owner in groups.indices {
            let first = groups[owner].offset
            for cell in first..<first + groups[owner].openedCount {
                outline.linkOpened(links[holder[cell]].slot)
            }
        }
        outline.rows.rebuild(outline.expectedRowSequence())
        return (outline, placeOfSlot)
    }

    /// Up to how many places `restore` finds ids by a linear search rather than a dictionary.
    static let placesSearchedLinearly = 16

    /// What restoring keeps for each saved place.
    private struct PlaceLinks {
        /// The place's group: its parent's place + 1, or 0 for a panel.
        var group = 0
        /// The next place in the same group, or -1.
        var nextSibling = -1
        /// The slot the place was given, once given.
        var slot = AccordionOutline.rootSlot
    }

    /// What restoring keeps for each group of siblings.
    private struct GroupLinks {
        var firstChild = -1
        var lastChild = -1
        var openedCount = 0
        /// Where the group's opened ranks start in the cells noting their holders.
        var offset = 0
        var ranksBroken = false
    }
}
