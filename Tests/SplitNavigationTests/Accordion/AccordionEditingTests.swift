import SplitNavigation
import Testing

@Suite struct AccordionEditingTests {
    @Test func insertingAPanel() throws {
        var accordion = try sampleAccordion()
        let result = try changes(.insert(node(9, [node(10)]), parent: nil, index: 1), &accordion)
        #expect(result == AccordionChangeSet(inserted: [1..<2]))
        #expect(accordion.visibleIDs == [1, 9, 6, 8])
        try changes(.insert(node(11), parent: nil, index: nil), &accordion)
        #expect(accordion.visibleIDs == [1, 9, 6, 8, 11])
    }

    @Test func insertingASubtreeUnderAnExpandedNode() throws {
        var accordion = try sampleAccordion()
        try accordion.expand(1)
        let result = try changes(.insert(node(9, [node(10), node(11)], expanded: true), parent: 1, index: 1), &accordion)
        #expect(result == AccordionChangeSet(inserted: [2..<5]))
        #expect(accordion.visibleIDs == [1, 2, 9, 10, 11, 3, 6, 8])
        #expect(try accordion.indexPath(of: 11) == [0, 1, 1])
        #expect(try accordion.indexPath(of: 3) == [0, 2])
    }

    @Test func insertingTheFirstChildReloadsTheParent() throws {
        var accordion = try sampleAccordion()
        // Collapsed: the row only gains its disclosure indicator.
        #expect(try changes(.insert(node(9), parent: 8, index: 0), &accordion) == AccordionChangeSet(reloaded: [2]))
        #expect(try accordion.row(at: 2).hasChildren)
        // Hidden parent: nothing on screen changes.
        #expect(try changes(.insert(node(10), parent: 4, index: nil), &accordion).isEmpty)
        #expect(try accordion.children(of: 4) == [10])
    }

    @Test func insertionErrorsLeaveTheAccordionUnchanged() throws {
        var accordion = try sampleAccordion()
        #expect(failure(.insert(node(2), parent: nil, index: 0), &accordion) == .duplicateNode)
        #expect(failure(.insert(node(9, [node(10), node(9)]), parent: nil, index: 0), &accordion) == .duplicateNode)
        #expect(failure(.insert(node(9), parent: 99, index: 0), &accordion) == .unknownNode)
        #expect(failure(.insert(node(9), parent: 1, index: 3), &accordion) == .indexOutOfRange)
        #expect(failure(.insert(node(9), parent: nil, index: -1), &accordion) == .indexOutOfRange)
    }

    @Test func removingASubtree() throws {
        var accordion = try sampleAccordion()
        accordion.expandAll()
        let result = try changes(.remove(3), &accordion)
        #expect(result == AccordionChangeSet(removed: [2..<5]))
        #expect(accordion.visibleIDs == [1, 2, 6, 7, 8])
        #expect(!accordion.contains(4))
        #expect(errorCode { _ = try accordion.value(of: 4) } == .unknownNode)
        // The ids can be used again.
        try changes(.insert(node(4), parent: nil, index: 0), &accordion)
        #expect(failure(.remove(99), &accordion) == .unknownNode)
    }

    @Test func removingTheLastChildReloadsTheParent() throws {
        var accordion = try sampleAccordion()
        try accordion.expand(6)
        let result = try changes(.remove(7), &accordion)
        #expect(result == AccordionChangeSet(removed: [2..<3], reloaded: [1]))
        #expect(try accordion.row(at: 1) == AccordionRow(kind: .node(6), depth: 0, isExpanded: true, hasChildren: false))
    }

    @Test func removedSlotsAreReused() throws {
        var accordion = try sampleAccordion()
        let slots = accordion._slotCount
        for round in 0..<5 {
            try accordion.insert(node(100 + round, [node(200 + round)]), under: 1)
            try accordion.remove(AccordionNodeID(100 + round))
        }
        #expect(accordion._slotCount == slots + 2)
        #expect(accordion == (try sampleAccordion()))
    }

    @Test func movingWithinAParent() throws {
        var accordion = try sampleAccordion()
        try accordion.expand(1)
        // Indices count without the moved node: 2 goes after 3.
        let result = try changes(.move(2, parent: 1, index: 1), &accordion)
        #expect(result == AccordionChangeSet(removed: [1..<2], inserted: [2..<3]))
        #expect(accordion.visibleIDs == [1, 3, 2, 6, 8])
        #expect(try changes(.move(2, parent: 1, index: 1), &accordion).isEmpty)
        #expect(try changes(.move(2, parent: 1, index: nil), &accordion).isEmpty)
    }

    @Test func movingToAnotherParentChangesDepthsAndReloads() throws {
        var accordion = try sampleAccordion()
        accordion.expandAll()
        // Rows: 1 2 3 4 5 6 7 8; 6 loses its only child, 8 gains its first.
        let result = try changes(.move(7, parent: 8, index: 0), &accordion)
        #expect(result == AccordionChangeSet(removed: [6..<7], reloaded: [5, 7]))
        #expect(try accordion.depth(of: 7) == 1)
        // A whole subtree to the top level.
        try changes(.move(3, parent: nil, index: 0), &accordion)
        #expect(accordion.visibleIDs == [3, 4, 5, 1, 2, 6, 8])
        #expect(try accordion.depth(of: 4) == 1)
        #expect(try accordion.row(at: 1).depth == 1)
    }

    @Test func movingIntoItsOwnSubtreeIsAnError() throws {
        var accordion = try sampleAccordion()
        #expect(failure(.move(1, parent: 1, index: 0), &accordion) == .moveIntoDescendant)
        #expect(failure(.move(1, parent: 4, index: 0), &accordion) == .moveIntoDescendant)
        #expect(failure(.move(1, parent: nil, index: 3), &accordion) == .indexOutOfRange)
        #expect(failure(.move(99, parent: nil, index: 0), &accordion) == .unknownNode)
        #expect(failure(.move(2, parent: 99, index: 0), &accordion) == .unknownNode)
        try changes(.move(1, parent: nil, index: 2), &accordion)
        #expect(accordion.visibleIDs == [6, 8, 1])
    }

    @Test func replacingReloadsTheRow() throws {
        var accordion = try sampleAccordion()
        let result = try changes(.replace(6, value: "Calendar", destination: RowDestination("cal")), &accordion)
        #expect(result == AccordionChangeSet(reloaded: [1]))
        #expect(try accordion.value(of: 6) == "Calendar")
        #expect(try accordion.destination(of: 6) == RowDestination("cal"))
        // Equal content: nothing to do.
        #expect(try changes(.replace(6, value: "Calendar", destination: RowDestination("cal")), &accordion).isEmpty)
        // Hidden: the value changes, no row does.
        #expect(try changes(.replace(4, value: "2023", destination: nil), &accordion).isEmpty)
        #expect(try accordion.value(of: 4) == "2023")
        #expect(failure(.replace(99, value: "x", destination: nil), &accordion) == .unknownNode)
    }
}
