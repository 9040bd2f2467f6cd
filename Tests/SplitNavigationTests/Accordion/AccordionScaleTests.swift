import Foundation
@testable import SplitNavigation
import SplitNavigationTestSupport
import Testing

/// Shapes far bigger than any screen, checking behaviour (not time) at sizes where a linear
/// scan per lookup or a recursion per level would show: a chain 100,000 levels deep, a panel
/// with a million rows, and a million panels.
@Suite(.cpuBound) struct AccordionScaleTests {
    static let depth = 100_000
    static let million = 1_000_000

    @Test func chainOneHundredThousandLevelsDeep() throws {
        var chain = node(Self.depth - 1, expanded: true)
        for id in (0..<(Self.depth - 1)).reversed() {
            chain = node(id, [chain], expanded: true)
        }
        var accordion = try StringAccordion(nodes: [chain])
        #expect(accordion.count == Self.depth)
        #expect(accordion.visibleCount == Self.depth)

        let rows = accordion.visibleRows
        #expect(rows.count == Self.depth)
        #expect(rows.last?.depth == Self.depth - 1)
        #expect(try accordion.row(at: Self.depth - 1).id == AccordionNodeID(Self.depth - 1))
        #expect(try accordion.indexPath(of: AccordionNodeID(Self.depth - 1)) == Array(repeating: 0, count: Self.depth))
        #expect(try accordion.visibleIndex(of: 77_777) == 77_777)
        #expect(accordion._rowTreeHeight <= RowTree.heightBound(entries: 2 * (accordion.count + 1)))

        // The subtree exported back is equal, and both are released without recursion.
        #expect(accordion.nodes == [chain])

        let (decoded, _) = try roundTrip(accordion)
        #expect(decoded == accordion)
        #expect(decoded.hashValue == accordion.hashValue)

        try accordion.collapse(50_000)
        #expect(accordion.visibleCount == 50_001)
        try accordion.move(60_000, under: nil, at: 0)
        #expect(accordion.visibleCount == 50_001 + (Self.depth - 60_000))
        #expect(try accordion.depth(of: AccordionNodeID(Self.depth - 1)) == Self.depth - 1 - 60_000)
        try accordion.remove(0)
        #expect(accordion.count == Self.depth - 60_000)
    }

    @Test func panelWithAMillionRows() throws {
        let rows = (1...Self.million).map { node($0, to: "r\($0)") }
        var accordion = try StringAccordion(policy: .single, nodes: [node(0, rows)])
        #expect(accordion.visibleCount == 1)

        var changes = try accordion.expand(0)
        #expect(changes.inserted == [1..<(Self.million + 1)])
        #expect(accordion.visibleCount == Self.million + 1)
        for probe in stride(from: 1, through: Self.million, by: 99_991) {
            let id = AccordionNodeID(probe)
            #expect(try accordion.row(at: probe).id == id)
            #expect(try accordion.visibleIndex(of: id) == probe)
            #expect(try accordion.indexPath(of: id) == [0, probe - 1])
            #expect(try accordion.id(at: [0, probe - 1]) == id)
            try accordion.select(id)
            #expect(accordion.selection == id)
            #expect(try accordion.destination(of: id) == RowDestination("r\(probe)"))
        }
        for _ in 0..<200 {
            try accordion.toggle(0)
        }
        #expect(accordion.visibleCount == Self.million + 1)

        try accordion.beginPage(0)
        #expect(try accordion.loadingRowIndex(of: 0) == Self.million + 1)
        changes = try accordion.endPage(0, appending: [node(Self.million + 1)], exhausted: true)
        #expect(changes.removed == [(Self.million + 1)..<(Self.million + 2)])
        #expect(changes.inserted == [(Self.million + 1)..<(Self.million + 2)])

        changes = try accordion.insert(node(-1), under: 0, at: 0)
        #expect(changes.inserted == [1..<2])
        #expect(try accordion.visibleIndex(of: 500_000) == 500_001)
        #expect(accordion._rowTreeHeight <= RowTree.heightBound(entries: 2 * (accordion.count + 1)))
    }

    @Test func aMillionPanels() throws {
        // A million panels, each one row; every thousandth has a row of its own to open.
        let panels = (0..<Self.million).map { panel in
            panel % 1_000 == 999 ? node(panel, [node(Self.million + panel)]) : node(panel)
        }
        var accordion = try StringAccordion(policy: try .atMost(2), nodes: panels)
        #expect(accordion.visibleCount == Self.million)

        let last = AccordionNodeID(Self.million - 1)
        var changes = try accordion.expand(last)
        #expect(changes.inserted == [Self.million..<(Self.million + 1)])
        #expect(try accordion.row(at: Self.million).id == AccordionNodeID(2 * Self.million - 1))
        for panel in stride(from: 999, to: Self.million, by: 1_000) {
            try accordion.expand(AccordionNodeID(panel))
        }
        // atMost(2): the two panels opened last stay open, the least recently opened close.
        #expect(try accordion.openedOrder(under: nil) == [AccordionNodeID(998_999), last])
        #expect(accordion.visibleCount == Self.million + 2)
        #expect(try accordion.visibleIndex(of: AccordionNodeID(Self.million + 998_999)) == 999_000)
        for probe in stride(from: 0, to: Self.million, by: 77_777) {
            let id = AccordionNodeID(probe)
            let index = try #require(try accordion.visibleIndex(of: id))
            #expect(try accordion.row(at: index).id == id)
            #expect(try accordion.indexPath(of: id) == [probe])
        }

        changes = try accordion.remove(0)
        #expect(changes.removed == [0..<1])
        #expect(try accordion.indexPath(of: last) == [Self.million - 2])
        changes = try accordion.move(last, under: nil, at: 0)
        #expect(changes.removed == [(Self.million - 1)..<(Self.million + 1)])
        #expect(changes.inserted == [0..<2])
        #expect(accordion._rowTreeHeight <= RowTree.heightBound(entries: 2 * (accordion.count + 1)))
    }
}
