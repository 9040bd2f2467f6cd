import SplitNavigation
import Testing

/// The tree most tests start from:
///
///     1 ─┬─ 2
///        └─ 3 ─┬─ 4
///              └─ 5
///     6 ─── 7
///     8
func sampleAccordion(_ policy: AccordionExpansionPolicy = .multiple) throws -> StringAccordion {
    try StringAccordion(policy: policy, nodes: [
        node(1, [node(2, to: "inbox"), node(3, [node(4), node(5)])]),
        node(6, [node(7)]),
        node(8),
    ])
}

@Suite struct AccordionExpansionTests {
    @Test func expandingAPanelInsertsItsRowsAndReloadsIt() throws {
        var accordion = try sampleAccordion()
        #expect(accordion.visibleIDs == [1, 6, 8])
        let result = try changes(.expand(1), &accordion)
        #expect(result == AccordionChangeSet(
            inserted: [1..<3], reloaded: [0], notifications: [.willExpand(1), .didExpand(1)]))
        #expect(accordion.visibleIDs == [1, 2, 3, 6, 8])
        #expect(try accordion.row(at: 0) == AccordionRow(kind: .node(1), depth: 0, isExpanded: true, hasChildren: true))
        #expect(try accordion.row(at: 2) == AccordionRow(kind: .node(3), depth: 1, isExpanded: false, hasChildren: true))
        expectConsistent(accordion)
    }

    @Test func collapsingRemovesEveryVisibleDescendantAndKeepsTheirState() throws {
        var accordion = try sampleAccordion()
        try accordion.expand(1)
        try accordion.expand(3)
        #expect(accordion.visibleIDs == [1, 2, 3, 4, 5, 6, 8])
        let result = try changes(.collapse(1), &accordion)
        #expect(result == AccordionChangeSet(
            removed: [1..<5], reloaded: [0], notifications: [.willCollapse(1), .didCollapse(1)]))
        #expect(accordion.visibleIDs == [1, 6, 8])
        #expect(try accordion.isExpanded(3))
        try accordion.expand(1)
        #expect(accordion.visibleIDs == [1, 2, 3, 4, 5, 6, 8])
    }

    @Test func repeatingAnExpansionOrCollapseChangesNothing() throws {
        var accordion = try sampleAccordion()
        try accordion.expand(1)
        #expect(try changes(.expand(1), &accordion).isEmpty)
        #expect(try changes(.collapse(6), &accordion).isEmpty)
        #expect(try changes(.collapse(4), &accordion).isEmpty)
    }

    @Test func aLeafCanBeExpanded() throws {
        var accordion = try sampleAccordion()
        let result = try changes(.expand(8), &accordion)
        #expect(result == AccordionChangeSet(reloaded: [2], notifications: [.willExpand(8), .didExpand(8)]))
        #expect(try accordion.row(at: 2) == AccordionRow(kind: .node(8), depth: 0, isExpanded: true, hasChildren: false))
    }

    @Test func aHiddenNodeExpandsWithNotificationsOnly() throws {
        var accordion = try sampleAccordion()
        let result = try changes(.expand(3), &accordion)
        #expect(result == AccordionChangeSet(notifications: [.willExpand(3), .didExpand(3)]))
        #expect(accordion.visibleIDs == [1, 6, 8])
        try accordion.expand(1)
        #expect(accordion.visibleIDs == [1, 2, 3, 4, 5, 6, 8])
    }

    @Test func toggleFlips() throws {
        var accordion = try sampleAccordion()
        try changes(.toggle(6), &accordion)
        #expect(try accordion.isExpanded(6))
        try changes(.toggle(6), &accordion)
        #expect(try !accordion.isExpanded(6))
    }

    @Test func unknownNodesAreRejected() throws {
        var accordion = try sampleAccordion()
        #expect(failure(.expand(99), &accordion) == .unknownNode)
        #expect(failure(.collapse(99), &accordion) == .unknownNode)
        #expect(failure(.toggle(99), &accordion) == .unknownNode)
    }

    @Test func singleClosesTheOpenSibling() throws {
        var accordion = try sampleAccordion(.single)
        try accordion.expand(1)
        let result = try changes(.expand(6), &accordion)
        // Old rows: 1 2 3 6 8 → new rows: 1 6 7 8.
        #expect(result == AccordionChangeSet(
            removed: [1..<3], inserted: [2..<3], reloaded: [0, 3],
            notifications: [.willCollapse(1), .didCollapse(1), .willExpand(6), .didExpand(6)]))
        #expect(accordion.visibleIDs == [1, 6, 7, 8])
        // Only siblings are affected: opening a row inside panel 6 leaves panel 6 open.
        try accordion.expand(7)
        #expect(try accordion.isExpanded(6))
    }

    @Test func atMostClosesTheLeastRecentlyOpened() throws {
        var accordion = try sampleAccordion(try .atMost(2))
        try accordion.expand(6)
        try accordion.expand(1)
        #expect(try accordion.openedOrder(under: nil) == [6, 1])
        let result = try changes(.expand(8), &accordion)
        #expect(result.notifications == [.willCollapse(6), .didCollapse(6), .willExpand(8), .didExpand(8)])
        #expect(try accordion.openedOrder(under: nil) == [1, 8])
        // Re-opening makes a node the most recent again.
        try accordion.collapse(1)
        try accordion.expand(1)
        try accordion.expand(6)
        #expect(try accordion.openedOrder(under: nil) == [1, 6])
    }

    @Test func invalidPoliciesAreErrors() throws {
        #expect(errorCode { _ = try AccordionExpansionPolicy.atMost(0) } == .invalidPolicy)
        #expect(errorCode { _ = try AccordionExpansionPolicy.atMost(-3) } == .invalidPolicy)
        #expect(try AccordionExpansionPolicy.atMost(1) == .single)
        #expect(AccordionExpansionPolicy.multiple.limit == nil)
    }

    @Test func thePolicyHoldsWhenBuilding() throws {
        let accordion = try StringAccordion(policy: .single, nodes: [
            node(1, expanded: true), node(2, expanded: true), node(3, [node(4, expanded: true), node(5, expanded: true)], expanded: true),
        ])
        // Expanded nodes count as opened in order, so the last of each group stays open.
        #expect(try accordion.openedOrder(under: nil) == [3])
        #expect(try accordion.openedOrder(under: 3) == [5])
        expectConsistent(accordion)
    }

    @Test func thePolicyHoldsWhenInsertingAnExpandedNode() throws {
        var accordion = try sampleAccordion(.single)
        try accordion.expand(1)
        let result = try changes(.insert(node(9, [node(10)], expanded: true), parent: nil, index: 3), &accordion)
        #expect(result.notifications == [.willCollapse(1), .didCollapse(1)])
        #expect(accordion.visibleIDs == [1, 6, 8, 9, 10])
        #expect(try accordion.openedOrder(under: nil) == [9])
    }

    @Test func thePolicyHoldsWhenMovingAnExpandedNode() throws {
        var accordion = try sampleAccordion(.single)
        try accordion.expand(1)
        try accordion.expand(3)
        try accordion.expand(6)  // closes 1; 3 stays open inside it
        #expect(accordion.visibleIDs == [1, 6, 7, 8])
        let result = try changes(.move(3, parent: nil, index: 0), &accordion)
        #expect(result.notifications == [.willCollapse(6), .didCollapse(6)])
        #expect(accordion.visibleIDs == [3, 4, 5, 1, 6, 8])
        #expect(try accordion.openedOrder(under: nil) == [3])
    }

    @Test func expansionIsKeptByID() throws {
        var accordion = try sampleAccordion()
        try accordion.expand(3)
        try accordion.insert(node(20), under: 1, at: 0)
        try accordion.remove(2)
        try accordion.move(3, under: 6, at: 0)
        #expect(try accordion.isExpanded(3))
        try accordion.expand(6)
        #expect(accordion.visibleIDs == [1, 6, 3, 4, 5, 7, 8])
    }

    @Test func expandAllOpensEveryNodeWithChildren() throws {
        var accordion = try sampleAccordion()
        let result = try changes(.expandAll, &accordion)
        #expect(accordion.visibleIDs == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(try !accordion.isExpanded(8))  // no children: left alone
        #expect(result.notifications == [.willExpand(1), .didExpand(1), .willExpand(3), .didExpand(3), .willExpand(6), .didExpand(6)])
        #expect(result.inserted == [1..<5, 6..<7])
        #expect(result.reloaded == [0, 1])
        #expect(try changes(.expandAll, &accordion).isEmpty)
    }

    @Test func expandAllFillsEachGroupUpToThePolicy() throws {
        var accordion = try StringAccordion(policy: try .atMost(2), nodes: [
            node(1, [node(11)]), node(2, [node(21)]), node(3, [node(31)]), node(4),
        ])
        try accordion.expand(3)
        try changes(.expandAll, &accordion)
        // 3 was open; then 1 opens (child order) and the group is full.
        #expect(try accordion.openedOrder(under: nil) == [3, 1])
        #expect(accordion.visibleIDs == [1, 11, 2, 3, 31, 4])

        var single = try sampleAccordion(.single)
        try changes(.expandAll, &single)
        #expect(single.visibleIDs == [1, 2, 3, 4, 5, 6, 8])
    }

    @Test func collapseAllClosesEveryNode() throws {
        var accordion = try sampleAccordion()
        accordion.expandAll()
        try accordion.expand(8)
        let result = try changes(.collapseAll, &accordion)
        #expect(accordion.visibleIDs == [1, 6, 8])
        #expect(result.removed == [1..<5, 6..<7])
        #expect(result.reloaded == [0, 5, 7])
        #expect(try !accordion.isExpanded(3))
        #expect(try changes(.collapseAll, &accordion).isEmpty)
    }
}
