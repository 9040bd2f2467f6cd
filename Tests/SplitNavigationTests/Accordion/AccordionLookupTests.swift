import SplitNavigation
import Testing

@Suite struct AccordionLookupTests {
    @Test func rowsIndexPathsAndIDsMapBothWays() throws {
        var accordion = try sampleAccordion()
        try accordion.expand(1)
        try accordion.expand(3)
        // Rows: 1 2 3 4 5 6 8.
        #expect(try accordion.node(atRow: 3)?.id == 4)
        #expect(try accordion.node(atRow: 3)?.indexPath == [0, 1, 0])
        #expect(try accordion.indexPath(of: 5) == [0, 1, 1])
        #expect(try accordion.id(at: [0, 1, 1]) == 5)
        #expect(try accordion.visibleIndex(of: 5) == 4)
        #expect(try accordion.visibleIndex(at: [2]) == 6)
        #expect(try accordion.visibleIndex(of: 7) == nil)
        #expect(try accordion.visibleIndex(at: [1, 0]) == nil)
        #expect(accordion.visibleCount == 7)
        expectConsistent(accordion)
    }

    @Test func lookupErrors() throws {
        var accordion = try sampleAccordion()
        #expect(errorCode { _ = try accordion.row(at: 3) } == .rowOutOfRange)
        #expect(errorCode { _ = try accordion.row(at: -1) } == .rowOutOfRange)
        #expect(errorCode { _ = try accordion.node(atRow: 3) } == .rowOutOfRange)
        #expect(errorCode { _ = try accordion.id(at: []) } == .pathOutOfRange)
        #expect(errorCode { _ = try accordion.id(at: [3]) } == .pathOutOfRange)
        #expect(errorCode { _ = try accordion.id(at: [0, 0, 0]) } == .pathOutOfRange)
        #expect(errorCode { _ = try accordion.visibleIndex(at: [-1]) } == .pathOutOfRange)
        #expect(errorCode { _ = try accordion.indexPath(of: 99) } == .unknownNode)
        #expect(errorCode { _ = try accordion.visibleIndex(of: 99) } == .unknownNode)
        #expect(errorCode { _ = try accordion.children(of: 99) } == .unknownNode)
        #expect(errorCode { _ = try accordion.paging(of: 99) } == .unknownNode)
        try accordion.beginPage(nil)
        #expect(try accordion.node(atRow: 3) == nil)  // the loading row
    }

    @Test func nodeAccessors() throws {
        let accordion = try sampleAccordion()
        #expect(accordion.count == 8)
        #expect(!accordion.isEmpty)
        #expect(StringAccordion().isEmpty)
        #expect(errorCode { _ = try StringAccordion(nodes: [node(1), node(2, [node(1)])]) } == .duplicateNode)
        #expect(try accordion.children(of: nil) == [1, 6, 8])
        #expect(try accordion.children(of: 3) == [4, 5])
        #expect(try accordion.parent(of: 4) == 3)
        #expect(try accordion.parent(of: 1) == nil)
        #expect(try accordion.depth(of: 5) == 2)
        #expect(try accordion.value(of: 5) == "n5")
        #expect(try accordion.destination(of: 2) == RowDestination("inbox", column: .detail))
        #expect(try accordion.paging(of: nil) == .idle)
        #expect(accordion.contains(5) && !accordion.contains(9))
        #expect(try accordion.subtree(3) == node(3, [node(4), node(5)]))
        #expect(try StringAccordion(nodes: accordion.nodes) == accordion)
    }

    @Test func onlyAVisibleRowCanBeSelected() throws {
        var accordion = try sampleAccordion()
        #expect(failure(.selectNode(2), &accordion) == .hiddenNode)
        #expect(failure(.selectNode(99), &accordion) == .unknownNode)
        #expect(accordion.selection == nil)
        try accordion.expand(1)
        #expect(try changes(.selectNode(2), &accordion) == AccordionChangeSet(reloaded: [1], notifications: [.didSelect(2)]))
        #expect(accordion.selection == 2)
        #expect(try accordion.destination(of: 2) == RowDestination("inbox"))
    }

    @Test func rowsDescribeThemselves() throws {
        var accordion = try sampleAccordion()
        try accordion.expand(1)
        try accordion.beginPage(1)
        #expect(accordion.visibleRows.map(\.description) == [
            "▾ #1", "    #2", "  ▸ #3", "    … loading #1", "▸ #6", "  #8",
        ])
        #expect(accordion.description == "Accordion(8 nodes, 6 visible rows, policy: multiple)")
    }
}
