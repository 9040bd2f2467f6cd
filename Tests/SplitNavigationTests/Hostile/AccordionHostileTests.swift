import Foundation
import SplitNavigation
import Testing

/// The accordion's initializers, lookups, operations and decoders with hostile ids, indices,
/// rows and counts: each throws its typed error and leaves the accordion as it was.
@Suite("Hostile values: accordions")
struct AccordionHostileTests {
    /// Panels 1 (expanded, children 2 and 3) and 4, and the edges of `Int` as ids.
    static func accordion(policy: AccordionExpansionPolicy = .multiple) throws -> Accordion<String> {
        try Accordion(policy: policy, nodes: [
            node(1, [node(2), node(3)], expanded: true),
            node(4),
            Node(id: AccordionNodeID(Int.min), value: "min"),
            Node(id: AccordionNodeID(Int.max), value: "max"),
        ])
    }

    @Test func theEdgesOfIntAreIDsLikeAnyOther() throws {
        var accordion = try Self.accordion()
        #expect(try accordion.visibleIndex(of: AccordionNodeID(Int.min)) == 4)
        try accordion.insert(node(9), under: AccordionNodeID(Int.max))
        try accordion.move(AccordionNodeID(Int.max), under: AccordionNodeID(Int.min), at: 0)
        #expect(try accordion.parent(of: AccordionNodeID(Int.max)) == AccordionNodeID(Int.min))
        let (decoded, _) = try roundTrip(accordion)
        #expect(decoded == accordion)
    }

    @Test func duplicateIDsAreRejectedByEveryWayIn() throws {
        expectAccordionError(.duplicateNode) { _ = try Accordion<String>(nodes: [node(1), node(1)]) }
        expectAccordionError(.duplicateNode) { _ = try Accordion<String>(nodes: [node(1, [node(2, [node(1)])])]) }
        let minimum = Node(id: AccordionNodeID(Int.min), value: "again")
        var accordion = try Self.accordion()
        expectRejected(&accordion, .duplicateNode) { try $0.insert(minimum, under: nil) }
        expectRejected(&accordion, .duplicateNode) { try $0.insert(contentsOf: [node(7), node(7)], under: 4) }
        expectRejected(&accordion, .duplicateNode) { try $0.insert(node(7, [node(8), node(8)]), under: nil) }
        try accordion.beginPage(4)
        expectRejected(&accordion, .duplicateNode) { try $0.endPage(4, appending: [node(9), node(9)]) }
        expectRejected(&accordion, .duplicateNode) { try $0.endPage(4, appending: [node(2)]) }
        #expect(try accordion.paging(of: 4) == .loading)
    }

    @Test(arguments: [Int.min, -1, 0])
    func limitsBelowOneAreInvalidPolicies(limit: Int) {
        expectAccordionError(.invalidPolicy, naming: "\(limit)") { _ = try AccordionExpansionPolicy.atMost(limit) }
    }

    @Test func theLargestLimitIsNoLimit() throws {
        var accordion = try Self.accordion(policy: try .atMost(Int.max))
        accordion.expandAll()
        #expect(try accordion.openedOrder(under: nil) == [1])
        #expect(accordion.policy.limit == Int.max)
        let (decoded, json) = try roundTrip(accordion)
        #expect(decoded == accordion)
        #expect(json.contains(#"{"atMost":\#(Int.max)}"#))
    }

    @Test(arguments: Hostile.integers + [6])
    func rowsOutsideTheListAreRejected(row: Int) throws {
        let accordion = try Self.accordion()
        #expect(accordion.visibleCount == 6)
        expectAccordionError(.rowOutOfRange, naming: "\(row)") { _ = try accordion.row(at: row) }
        expectAccordionError(.rowOutOfRange) { _ = try accordion.node(atRow: row) }
    }

    @Test(arguments: Hostile.integers)
    func indexPathsOutsideTheTreeAreRejected(index: Int) throws {
        let accordion = try Self.accordion()
        expectAccordionError(.pathOutOfRange) { _ = try accordion.id(at: [index]) }
        expectAccordionError(.pathOutOfRange) { _ = try accordion.id(at: [0, index]) }
        expectAccordionError(.pathOutOfRange) { _ = try accordion.visibleIndex(at: [0, 0, index]) }
        expectAccordionError(.pathOutOfRange) { _ = try accordion.id(at: []) }
    }

    @Test(arguments: Hostile.integers)
    func insertionAndMoveIndicesOutsideTheChildrenAreRejected(index: Int) throws {
        var accordion = try Self.accordion()
        expectRejected(&accordion, .indexOutOfRange) { try $0.insert(node(9), under: nil, at: index) }
        expectRejected(&accordion, .indexOutOfRange) { try $0.insert(node(9), under: 1, at: index) }
        expectRejected(&accordion, .indexOutOfRange) { try $0.move(4, under: 1, at: index) }
        expectRejected(&accordion, .indexOutOfRange) { try $0.move(2, under: 1, at: index) }
        expectRejected(&accordion, .indexOutOfRange) { try $0.apply(.insert(node(9), parent: nil, index: index)) }
    }

    @Test func unknownIDsAreRejectedByEveryOperation() throws {
        var accordion = try Self.accordion()
        for raw in [Int.min + 1, -1, 0, Int.max - 1] {
            let id = AccordionNodeID(raw)
            let events: [AccordionEvent<String>] = [
                .expand(id), .collapse(id), .toggle(id), .selectNode(id), .remove(id), .move(id, parent: nil, index: 0),
                .move(1, parent: id, index: 0), .insert(node(9), parent: id, index: nil),
                .replace(id, value: "x", destination: nil), .beginPage(id), .endPage(id, children: [], exhausted: true),
                .cancelPage(id),
            ]
            for event in events {
                expectRejected(&accordion, .unknownNode) { try $0.apply(event) }
            }
            expectAccordionError(.unknownNode) { _ = try accordion.visibleIndex(of: id) }
            expectAccordionError(.unknownNode) { _ = try accordion.indexPath(of: id) }
            expectAccordionError(.unknownNode) { _ = try accordion.subtree(id) }
        }
    }

    @Test func movesIntoThemselvesAreRejected() throws {
        var accordion = try Self.accordion()
        expectRejected(&accordion, .moveIntoDescendant) { try $0.move(1, under: 2, at: 0) }
        expectRejected(&accordion, .moveIntoDescendant) { try $0.move(1, under: 1, at: Int.max) }
    }

    @Test(arguments: [Int.min, -1, 2, Int.max])
    func savedFormsFromOtherFormatsAreRejected(format: Int) {
        expectAccordionError(.invalidAccordion, naming: ".format") {
            _ = try decodeAccordion(#"{"format":\#(format),"policy":"multiple","nodes":[]}"#)
        }
    }

    @Test(arguments: [
        (#"{"atMost":\#(Int.min)}"#, ".policy"),
        (#"{"atMost":0}"#, ".policy"),
        (#""several""#, ".policy"),
    ])
    func savedPoliciesBelowOneAreRejected(policy: String, field: String) {
        expectAccordionError(.invalidAccordion, naming: field) {
            _ = try decodeAccordion(#"{"format":1,"policy":\#(policy),"nodes":[]}"#)
        }
    }

    @Test(arguments: [
        // Duplicate ids, even at the edges of Int.
        (#"{"id":\#(Int.min),"value":"a"},{"id":\#(Int.min),"value":"b"}"#, ".nodes[1]"),
        (#"{"id":1,"value":"a"},{"id":2,"parent":1,"value":"b"},{"id":2,"parent":1,"value":"c"}"#, ".nodes[2]"),
        // Parents that do not precede their children, or do not exist.
        (#"{"id":1,"parent":\#(Int.max),"value":"a"}"#, ".nodes[0]"),
        (#"{"id":1,"value":"a"},{"id":2,"parent":2,"value":"b"}"#, ".nodes[1]"),
        // Opened ranks that are not 0, 1, … per sibling group.
        (#"{"id":1,"value":"a","opened":\#(Int.min)}"#, "the panels"),
        (#"{"id":1,"value":"a","opened":\#(Int.max)}"#, "the panels"),
        (#"{"id":1,"value":"a","opened":0},{"id":2,"value":"b","opened":0}"#, "the panels"),
        (#"{"id":1,"value":"a"},{"id":2,"parent":1,"value":"b","opened":-1}"#, "the children of node #1 at .nodes[0]"),
    ])
    func savedNodesNoAccordionHasAreRejected(nodes: String, field: String) {
        expectAccordionError(.invalidAccordion, naming: field) {
            _ = try decodeAccordion(#"{"format":1,"policy":"multiple","nodes":[\#(nodes)]}"#)
        }
    }

    @Test func savedAccordionsNameTheirPlaceInADocument() {
        let accordion = #"{"format":1,"policy":"multiple","nodes":[{"id":1,"value":"a"},{"id":1,"value":"b"}]}"#
        let state = #"{"format":1,"layout":"regular","policy":"detailOnTop","detailOnly":false,"nextID":2,"#
            + #""primary":[{"id":1,"route":"A","column":"primary","accordion":\#(accordion)}],"detail":[]}"#
        expectNavigationError(.accordion(.invalidAccordion), naming: ".primary[0].accordion.nodes[1]") {
            _ = try SplitState<String>(json: Data(state.utf8))
        }
    }

    @Test(arguments: [
        (#"[]"#, "has no node"),
        (#"[{"id":1,"parent":1,"value":"a"}]"#, "[0]"),
        (#"[{"id":\#(Int.max),"value":"a"},{"id":\#(Int.max),"parent":\#(Int.max),"value":"b"}]"#, "[1]"),
        (#"[{"id":1,"value":"a"},{"id":2,"parent":\#(Int.min),"value":"b"}]"#, "[1]"),
    ])
    func subtreesNoAccordionHasAreRejected(json: String, field: String) {
        expectAccordionError(.invalidAccordion, naming: field) { _ = try decode(AccordionNode<String>.self, json) }
        // The same subtree carried by an event names its place in the event.
        let event = #"{"event":"accordion","id":1,"action":{"kind":"insert","children":\#(json)}}"#
        expectNavigationError(.accordion(.invalidAccordion), naming: ".action.children") {
            _ = try NavigationEvent<String>(json: Data(event.utf8))
        }
    }

    @Test func decodedEventsWithHostileIndicesAreRejectedWhenApplied() throws {
        var accordion = try Self.accordion()
        for index in Hostile.integers {
            let insert = try decode(AccordionEvent<String>.self, #"{"kind":"insert","index":\#(index),"children":[{"id":9,"value":"x"}]}"#)
            let move = try decode(AccordionEvent<String>.self, #"{"kind":"move","node":4,"parent":1,"index":\#(index)}"#)
            expectRejected(&accordion, .indexOutOfRange) { try $0.apply(insert) }
            expectRejected(&accordion, .indexOutOfRange) { try $0.apply(move) }
        }
    }

    @Test func pagingAndIDsOutsideTheirTypesAreDecodingErrors() {
        #expect(throws: DecodingError.self) { try decode(AccordionPaging.self, #""later""#) }
        #expect(throws: DecodingError.self) { try decode(AccordionNodeID.self, "9223372036854775808") }
        #expect(throws: DecodingError.self) { try decode(AccordionNodeID.self, "1.5") }
        #expect(throws: DecodingError.self) { try decode(ChildID.self, "-9223372036854775809") }
        #expect((try? decode(AccordionNodeID.self, "\(Int.min)")) == AccordionNodeID(Int.min))
    }

    @Test(arguments: [Int.min, -1, 0, 39, 40, Int.max])
    func rowsOfAnyDepthDescribeThemselves(depth: Int) {
        let row = AccordionRow(kind: .node(1), depth: depth, isExpanded: false, hasChildren: true)
        let indent = String(repeating: "  ", count: max(0, min(depth, 40)))
        #expect(row.description == indent + "▸ #1")
        let loading = AccordionRow(kind: .loading(parent: AccordionNodeID(Int.min)), depth: depth, isExpanded: false, hasChildren: false)
        #expect(loading.description == indent + "  … loading #\(Int.min)")
    }
}
