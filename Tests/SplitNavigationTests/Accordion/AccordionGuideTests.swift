import SplitNavigation
import Testing

/// The snippets of docs/accordion.md and of the type's overview, run, so they cannot rot.
@Suite struct AccordionGuideTests {
    @Test func firstLook() throws {
        var accordion = try Accordion<String>(policy: .single, nodes: [
            AccordionNode(id: 1, value: "Mail", children: [
                AccordionNode(id: 2, value: "Inbox", destination: RowDestination("inbox")),
                AccordionNode(id: 3, value: "Sent", destination: RowDestination("sent")),
            ]),
            AccordionNode(id: 4, value: "Calendar", children: [
                AccordionNode(id: 5, value: "Work", destination: RowDestination("work", column: .detail)),
            ]),
        ])
        #expect(accordion.visibleRows.map(\.id) == [1, 4])

        var changes = try accordion.expand(1)
        #expect(changes.inserted == [1..<3] && changes.reloaded == [0])
        changes = try accordion.expand(4)
        #expect(changes.removed == [1..<3] && changes.inserted == [2..<3] && changes.reloaded == [0, 3])
        #expect(changes.notifications == [.willCollapse(1), .didCollapse(1), .willExpand(4), .didExpand(4)])

        let selection = try accordion.select(5)
        #expect(selection.reloaded == [2] && selection.notifications == [.didSelect(5)])
        #expect(accordion.selection == 5)
        #expect(try accordion.destination(of: 5) == RowDestination("work", column: .detail))
        #expect(try accordion.visibleIndex(of: 5) == 2)
        #expect(try accordion.indexPath(of: 5) == [1, 0])
        #expect(try accordion.row(at: 2) == AccordionRow(kind: .node(5), depth: 1, isExpanded: false, hasChildren: false))
        try accordion.apply(.toggle(4))
        #expect(accordion.visibleRows.map(\.id) == [1, 4])
    }

    @Test func overview() throws {
        var accordion = try Accordion<String>(policy: .single, nodes: [
            AccordionNode(id: 1, value: "Mail", children: [
                AccordionNode(id: 2, value: "Inbox", destination: RowDestination("inbox")),
            ]),
            AccordionNode(id: 3, value: "Calendar"),
        ])
        let changes = try accordion.expand(1)
        #expect(changes.inserted == [1..<2] && changes.reloaded == [0])
        #expect(accordion.visibleCount == 3)
        try accordion.select(2)
        #expect(accordion.selection == 2)
    }

    @Test func jsonForm() throws {
        let accordion = try decodeAccordion("""
            {"format": 1, "policy": "single", "paging": "idle", "nodes": [
              {"id": 1, "value": "Mail", "opened": 0},
              {"id": 2, "parent": 1, "value": "Inbox", "destination": {"route": "inbox", "column": "detail"}},
              {"id": 4, "value": "Calendar", "paging": "exhausted"}
            ]}
            """)
        #expect(accordion.visibleIDs == [1, 2, 4])
        #expect(try accordion.paging(of: 4) == .exhausted)
    }
}
