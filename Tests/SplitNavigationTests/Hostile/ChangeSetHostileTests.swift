import Foundation
import SplitNavigation
import Testing

/// `AccordionChangeSet` with values no accordion produces: counting, printing, applying and
/// decoding them throws or saturates, never traps.
@Suite("Hostile values: accordion change sets")
struct ChangeSetHostileTests {
    @Test(arguments: Hostile.ranges)
    func countsSaturateInsteadOfOverflowing(range: Range<Int>) {
        let wide = range.upperBound.subtractingReportingOverflow(range.lowerBound)
        let expected = wide.overflow ? Int.max : wide.partialValue
        #expect(AccordionChangeSet(inserted: [range]).insertedCount == expected)
        #expect(AccordionChangeSet(removed: [range]).removedCount == expected)
        // Each length fits but the sum does not.
        #expect(AccordionChangeSet(inserted: [0..<Int.max, 0..<Int.max]).insertedCount == Int.max)
        #expect(AccordionChangeSet(removed: [Int.min..<0, 0..<1]).removedCount == Int.max)
    }

    @Test func anUpdateWithHostileRowsDescribesItself() {
        let rows = AccordionChangeSet(removed: [Int.min..<Int.max], inserted: [Int.min..<Int.max], reloaded: [Int.min])
        let change = NavigationChange<String>.updated(
            Child(id: 2, route: "List", preferredColumn: .primary), stack: .primary, index: Int.min, rows: rows)
        #expect(change.description == "update #2 at primary[\(Int.min)]: \(Int.max) rows out, \(Int.max) in, 1 reloaded")
    }

    /// Change sets no accordion makes, each with the field its message must name.
    static let misshapen: [(AccordionChangeSet, String)] = [
        (AccordionChangeSet(inserted: [Int.min..<Int.max]), ".inserted[0]"),
        (AccordionChangeSet(removed: [Int.min..<Int.max]), ".removed[0]"),
        (AccordionChangeSet(removed: [-3 ..< -1]), ".removed[0]"),
        (AccordionChangeSet(inserted: [0..<1, 5..<5]), ".inserted[1]"),
        (AccordionChangeSet(removed: [2..<3, 0..<1]), ".removed[1]"),
        (AccordionChangeSet(inserted: [0..<3, 2..<4]), ".inserted[1]"),
        (AccordionChangeSet(removed: [0..<Int.max, 0..<Int.max]), ".removed[1]"),
        (AccordionChangeSet(reloaded: [Int.min]), ".reloaded[0]"),
        (AccordionChangeSet(reloaded: [1, 1]), ".reloaded[1]"),
        (AccordionChangeSet(reloaded: [2, 1]), ".reloaded[1]"),
        (AccordionChangeSet(removed: [0..<2], reloaded: [1]), ".reloaded[0]"),
    ]

    @Test(arguments: 0..<misshapen.count)
    func misshapenChangeSetsDoNotApply(index: Int) {
        let (changes, field) = Self.misshapen[index]
        let old = ["a", "b", "c"]
        var asked = 0
        expectAccordionError(.changesDoNotApply, naming: field) {
            _ = try changes.applied(to: old) { _ in asked += 1; return "?" }
        }
        #expect(asked == 0, "newRow was called for a change set that does not apply")
    }

    @Test func changeSetsThatOverflowTheNewCountDoNotApply() {
        // The reproducer: Int.max new rows on top of three kept ones.
        expectAccordionError(.changesDoNotApply, naming: "more rows than an Int counts") {
            _ = try AccordionChangeSet(inserted: [0..<Int.max]).applied(to: ["a", "b", "c"]) { _ in "?" }
        }
        for changes in [
            AccordionChangeSet(removed: [0..<Int.max]),
            AccordionChangeSet(reloaded: [Int.max]),
            AccordionChangeSet(removed: [1..<2], inserted: [Int.max - 1..<Int.max]),
        ] {
            expectAccordionError(.changesDoNotApply) { _ = try changes.applied(to: ["a", "b", "c"]) { _ in "?" } }
        }
    }

    /// A change set that claims more rows than memory holds is refused before a row is made,
    /// whatever the old list: the reproducer asked for 35 GB and aborted.
    @Test func changeSetsClaimingMoreThanTheLimitDoNotApply() throws {
        var asked = 0
        for (changes, old) in [
            (AccordionChangeSet(inserted: [0..<Int.max]), [Int]()),
            (AccordionChangeSet(inserted: [0..<AccordionChangeSet.maximumRows + 1]), []),
            (AccordionChangeSet(inserted: [1..<AccordionChangeSet.maximumRows + 1]), [0]),
        ] {
            expectAccordionError(.changesDoNotApply, naming: "more than a change set may claim") {
                _ = try changes.applied(to: old) { asked += 1; return $0 }
            }
        }
        #expect(asked == 0)
    }

    @Test func theReproducerIsRejectedWhenDecoded() {
        let json = #"{"removed":[],"inserted":[[-9223372036854775808,9223372036854775807]],"reloaded":[],"notifications":[]}"#
        expectAccordionError(.changesDoNotApply, naming: ".inserted[0]") { _ = try decode(AccordionChangeSet.self, json) }
    }

    @Test(arguments: [
        (#""removed":[[-1,2]]"#, ".removed[0]"),
        (#""removed":[[0,\#(Int.max)],[0,\#(Int.max)]]"#, ".removed[1]"),
        (#""removed":[[4,4]]"#, ".removed[0]"),
        (#""removed":[[3,4],[1,2]]"#, ".removed[1]"),
        (#""removed":[[5,3]]"#, ".removed[0]"),
        (#""inserted":[[\#(Int.min),\#(Int.min)]]"#, ".inserted[0]"),
        (#""inserted":[[0,3],[2,4]]"#, ".inserted[1]"),
        (#""inserted":[[\#(Int.max),\#(Int.min)]]"#, ".inserted[0]"),
        (#""reloaded":[\#(Int.min)]"#, ".reloaded[0]"),
        (#""reloaded":[3,3]"#, ".reloaded[1]"),
        (#""reloaded":[\#(Int.max),0]"#, ".reloaded[1]"),
        (#""removed":[[0,5]],"reloaded":[4]"#, ".reloaded[0]"),
    ])
    func decodingRejectsWhatNoAccordionProduces(fields: String, field: String) {
        let json = "{" + ([fields] + ["removed", "inserted", "reloaded", "notifications"]
            .filter { !fields.contains("\"\($0)\"") }
            .map { "\"\($0)\":[]" }).joined(separator: ",") + "}"
        expectAccordionError(.changesDoNotApply, naming: field) { _ = try decode(AccordionChangeSet.self, json) }
    }

    @Test func decodingNamesTheFieldInsideADocument() {
        let rows = #"{"removed":[],"inserted":[[-1,1]],"reloaded":[],"notifications":[]}"#
        let changes = #"[{"change":"layout","layout":"compact"},{"change":"updated","stack":"compact","index":0,"#
            + #""child":{"id":1,"route":"A","column":"primary"},"rows":\#(rows)}]"#
        expectAccordionError(.changesDoNotApply, naming: "[1].rows.inserted[0]") {
            _ = try decode([NavigationChange<String>].self, changes)
        }
    }

    @Test func malformedRangesAreDecodingErrors() {
        #expect(throws: DecodingError.self) {
            try decode(AccordionChangeSet.self, #"{"removed":[[1]],"inserted":[],"reloaded":[],"notifications":[]}"#)
        }
        // One past Int.max is not an Int.
        #expect(throws: DecodingError.self) {
            try decode(AccordionChangeSet.self, #"{"removed":[[0,9223372036854775808]],"inserted":[],"reloaded":[],"notifications":[]}"#)
        }
    }

    @Test func hostileNodeIDsInNotificationsAreOnlyIDs() throws {
        // Node ids are the app's: every Int is one, so notifications carry any of them.
        let json = #"{"removed":[],"inserted":[],"reloaded":[],"notifications":[{"kind":"didSelect","node":\#(Int.min)},{"kind":"willExpand","node":\#(Int.max)}]}"#
        let changes = try decode(AccordionChangeSet.self, json)
        #expect(changes.notifications == [.didSelect(AccordionNodeID(Int.min)), .willExpand(AccordionNodeID(Int.max))])
        #expect(try changes.applied(to: ["a"]) { _ in "?" } == ["a"])
    }

    @Test func everyChangeSetAnAccordionMakesDecodesAndApplies() throws {
        // The decoder's shape is no stricter than the operations': a tour of them round trips.
        var accordion = try Accordion<String>(policy: .single, nodes: [
            node(1, [node(2, [node(3)]), node(4)]), node(5, [node(6)], expanded: true), node(7),
        ])
        let events: [AccordionEvent<String>] = [
            .expand(1), .expand(2), .expandAll, .collapse(5), .beginPage(nil), .beginPage(1),
            .endPage(1, children: [node(8), node(9)], exhausted: false), .cancelPage(nil),
            .move(2, parent: 5, index: 0), .replace(4, value: "four", destination: nil), .remove(5),
            .insert(node(10, [node(11)], expanded: true), parent: nil, index: 0), .collapseAll, .selectNode(10),
        ]
        for event in events {
            let before = accordion.visibleRows
            let changes = try accordion.apply(event)
            let decoded = try decode(AccordionChangeSet.self, String(decoding: try JSONEncoder().encode(changes), as: UTF8.self))
            #expect(decoded == changes, "\(event)")
            let after = accordion.visibleRows
            #expect(try decoded.applied(to: before) { after[$0] } == after, "\(event)")
        }
    }
}
