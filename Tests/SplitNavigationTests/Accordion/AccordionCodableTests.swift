import Foundation
import SplitNavigation
import Testing

@Suite struct AccordionCodableTests {
    @Test func theJSONFormIsFlatAndVersioned() throws {
        var accordion = try StringAccordion(policy: .single, nodes: [
            node(1, [node(2, to: "inbox")], expanded: true), node(3),
        ])
        try accordion.beginPage(3)
        let (decoded, text) = try roundTrip(accordion)
        #expect(text == """
            {"format":1,"nodes":[{"id":1,"opened":0,"value":"n1"},\
            {"destination":{"column":"detail","route":"inbox"},"id":2,"parent":1,"value":"n2"},\
            {"id":3,"paging":"loading","value":"n3"}],"paging":"idle","policy":"single"}
            """)
        #expect(decoded == accordion)
    }

    @Test func openedOrderAndPoliciesRoundTrip() throws {
        var accordion = try sampleAccordion(try .atMost(2))
        try accordion.expand(6)
        try accordion.expand(1)
        try accordion.beginPage(nil)
        let (decoded, text) = try roundTrip(accordion)
        #expect(text.contains(#""policy":{"atMost":2}"#))
        #expect(try decoded.openedOrder(under: nil) == [6, 1])
        #expect(decoded == accordion)
        #expect(try roundTrip(StringAccordion()).0 == StringAccordion())

        // The opened order is part of the value: same rows, different future.
        var other = try sampleAccordion(try .atMost(2))
        try other.expand(1)
        try other.expand(6)
        try other.beginPage(nil)
        #expect(other.visibleRows == accordion.visibleRows)
        #expect(other != accordion)
    }

    @Test(arguments: [
        (#"{"format":2,"policy":"multiple","nodes":[]}"#, "format 2"),
        (#"{"format":1,"policy":"several","nodes":[]}"#, "policy"),
        (#"{"format":1,"policy":{"atMost":0},"nodes":[]}"#, "policy"),
        (#"{"format":1,"policy":"multiple","nodes":[{"id":1,"value":"a"},{"id":1,"value":"b"}]}"#, "more than once"),
        (#"{"format":1,"policy":"multiple","nodes":[{"id":1,"parent":2,"value":"a"},{"id":2,"value":"b"}]}"#, "does not precede"),
        (#"{"format":1,"policy":"multiple","nodes":[{"id":1,"parent":1,"value":"a"}]}"#, "does not precede"),
        (#"{"format":1,"policy":"multiple","nodes":[{"id":1,"value":"a","opened":1}]}"#, "opened ranks"),
        (#"{"format":1,"policy":"multiple","nodes":[{"id":1,"value":"a","opened":0},{"id":2,"value":"b","opened":0}]}"#, "opened ranks"),
        (#"{"format":1,"policy":"single","nodes":[{"id":1,"value":"a","opened":0},{"id":2,"value":"b","opened":1}]}"#, "more than the single policy"),
        // Several problems: an id or parent error anywhere comes first, then the groups in
        // order (the panels, then by their parent's place), each's ranks before its policy.
        (#"{"format":1,"policy":"multiple","nodes":[{"id":1,"value":"a","opened":5},{"id":1,"value":"b"}]}"#, "more than once"),
        (#"{"format":1,"policy":"single","nodes":[{"id":1,"value":"a","opened":0},{"id":2,"parent":1,"value":"b","opened":1},{"id":3,"value":"c","opened":1}]}"#, "more than the single policy"),
        (#"{"format":1,"policy":"single","nodes":[{"id":1,"value":"a","opened":0},{"id":2,"parent":1,"value":"b","opened":1},{"id":3,"parent":1,"value":"c","opened":2}]}"#, "the opened ranks of the children of node #1 at .nodes[0] are [1, 2], not 0..<2"),
    ])
    func invalidFormsAreRejectedWithAReason(json: String, reason: String) {
        do {
            _ = try decodeAccordion(json)
            Issue.record("decoded \(json)")
        } catch let error as AccordionError {
            #expect(error.code == .invalidAccordion)
            #expect(error.message.contains(reason), "\(error.message)")
        } catch {
            Issue.record("not an AccordionError: \(error)")
        }
    }

    /// Restoring finds ids by a linear search for a few nodes and by a dictionary for more
    /// (`AccordionOutline.placesSearchedLinearly`, 16): with 64 valid nodes added after, so that
    /// the same node is the first bad one, both find the same trees and refuse the same ones
    /// with the same message.
    @Test(arguments: [
        #"{"id":1,"value":"a"},{"id":1,"value":"b"}"#,
        #"{"id":1,"parent":2,"value":"a"},{"id":2,"value":"b"}"#,
        #"{"id":1,"parent":1,"value":"a"}"#,
        #"{"id":1,"value":"a"},{"id":2,"parent":1,"value":"b"},{"id":3,"parent":2,"value":"c"},{"id":4,"parent":9,"value":"d"}"#,
        #"{"id":1,"value":"a"},{"id":2,"parent":1,"value":"b"},{"id":2,"parent":1,"value":"c"}"#,
        #"{"id":1,"value":"a","opened":0},{"id":2,"parent":1,"value":"b"},{"id":3,"parent":1,"value":"c"}"#,
    ])
    func fewAndManyNodesAreRestoredAlike(nodes: String) throws {
        func decoded(_ json: String) -> Result<StringAccordion, AccordionError> {
            do { return .success(try decodeAccordion(json)) } catch let error as AccordionError { return .failure(error) } catch {
                Issue.record("not an AccordionError: \(error)")
                return .failure(AccordionError(.invalidAccordion, "\(error)"))
            }
        }
        let padding = (100..<164).map { #"{"id":\#($0),"value":"p"}"# }
        let few = decoded(#"{"format":1,"policy":"multiple","nodes":[\#(nodes)]}"#)
        let many = decoded(#"{"format":1,"policy":"multiple","nodes":[\#(([nodes] + padding).joined(separator: ","))]}"#)
        switch (few, many) {
        case (.failure(let a), .failure(let b)):
            #expect(a.message == b.message)
        case (.success(let a), .success(let b)):
            #expect(b.count == a.count + padding.count)
            #expect(Array(b.visibleRows.prefix(a.visibleRows.count)) == a.visibleRows)
        default:
            Issue.record("\(few) but \(many)")
        }
    }

    @Test func malformedInputIsADecodingError() {
        #expect(throws: DecodingError.self) { try decodeAccordion(#"{"format":1,"nodes":[]}"#) }
        #expect(throws: DecodingError.self) {
            try decodeAccordion(#"{"format":1,"policy":"single","nodes":[{"id":1,"value":"a","paging":"soon"}]}"#)
        }
    }

    @Test func childrenKeepTheOrderTheyAppearIn() throws {
        // Not pre-order, but every parent precedes its children: accepted, re-encoded in pre-order.
        let accordion = try decodeAccordion("""
            {"format":1,"policy":"multiple","nodes":[{"id":1,"value":"a","opened":0},{"id":2,"value":"b"},\
            {"id":3,"parent":1,"value":"c"},{"id":4,"parent":2,"value":"d"},{"id":5,"parent":1,"value":"e"}]}
            """)
        #expect(accordion.visibleIDs == [1, 3, 5, 2])
        #expect(try accordion.children(of: 1) == [3, 5])
        expectConsistent(accordion)
    }

    @Test func nodesEncodeFlat() throws {
        let subtree = node(1, [node(2, [node(3)], expanded: true), node(4, to: "r")])
        let (decoded, text) = try roundTrip(subtree)
        #expect(text == """
            [{"id":1,"value":"n1"},{"expanded":true,"id":2,"parent":1,"value":"n2"},{"id":3,"parent":2,"value":"n3"},\
            {"destination":{"column":"detail","route":"r"},"id":4,"parent":1,"value":"n4"}]
            """)
        #expect(decoded == subtree)
        #expect(AccordionNodeID(7) == 7)
        #expect(try roundTrip(AccordionNodeID(7)).1 == "7")
    }

    @Test func invalidNodeFormsAreRejected() {
        for json in [
            "[]",
            #"[{"id":1,"parent":0,"value":"a"}]"#,
            #"[{"id":1,"value":"a"},{"id":2,"value":"b"}]"#,
            #"[{"id":1,"value":"a"},{"id":1,"parent":1,"value":"b"}]"#,
        ] {
            #expect(throws: AccordionError.self, "\(json)") {
                try JSONDecoder().decode(Node.self, from: Data(json.utf8))
            }
        }
    }

    @Test func everyEventRoundTrips() throws {
        let events: [AccordionEvent<String>] = [
            .expand(1), .collapse(2), .toggle(3), .expandAll, .collapseAll, .selectNode(4),
            .insert(node(5, [node(6)], expanded: true), parent: 1, index: 0),
            .insert(node(7), parent: nil, index: nil),
            .remove(5), .move(6, parent: nil, index: 2), .move(6, parent: 1, index: nil),
            .replace(1, value: "x", destination: RowDestination("y", column: .primary)),
            .replace(1, value: "x", destination: nil),
            .beginPage(nil), .beginPage(2),
            .endPage(nil, children: [node(8), node(9, [node(10)])], exhausted: true),
            .endPage(3, children: [], exhausted: false),
            .cancelPage(nil), .cancelPage(3),
        ]
        for event in events {
            #expect(try roundTrip(event).0 == event)
        }
        #expect(try roundTrip(AccordionEvent<String>.move(6, parent: 1, index: 0)).1
                == #"{"index":0,"kind":"move","node":6,"parent":1}"#)
        #expect(try roundTrip(AccordionEvent<String>.beginPage(nil)).1 == #"{"kind":"beginPage"}"#)
    }
}
