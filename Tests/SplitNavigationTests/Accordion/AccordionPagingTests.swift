import SplitNavigation
import Testing

@Suite struct AccordionPagingTests {
    @Test func topLevelPagesLoadAfterTheLastRow() throws {
        var accordion = try sampleAccordion()
        try accordion.expand(6)
        var result = try changes(.beginPage(nil), &accordion)
        #expect(result == AccordionChangeSet(inserted: [4..<5]))
        #expect(try accordion.row(at: 4) == AccordionRow(kind: .loading(parent: nil), depth: 0, isExpanded: false, hasChildren: false))
        #expect(try accordion.paging(of: nil) == .loading)

        result = try changes(.endPage(nil, children: [node(9), node(10, [node(11)])], exhausted: false), &accordion)
        // Rows 1 6 7 8 [loading] → 1 6 7 8 9 10, in one change set.
        #expect(result == AccordionChangeSet(removed: [4..<5], inserted: [4..<6]))
        #expect(try accordion.paging(of: nil) == .idle)
        #expect(accordion.visibleIDs == [1, 6, 7, 8, 9, 10])
    }

    @Test func theLoadingRowFollowsTheLastVisibleDescendant() throws {
        var accordion = try sampleAccordion()
        try accordion.expand(1)
        try accordion.expand(3)
        let result = try changes(.beginPage(1), &accordion)
        // Rows 1 2 3 4 5 [loading of 1] 6 8.
        #expect(result == AccordionChangeSet(inserted: [5..<6]))
        #expect(try accordion.row(at: 5) == AccordionRow(kind: .loading(parent: 1), depth: 1, isExpanded: false, hasChildren: false))
        #expect(try accordion.loadingRowIndex(of: 1) == 5)
        try changes(.collapse(3), &accordion)
        #expect(try accordion.loadingRowIndex(of: 1) == 3)
        // Hidden with its node, and back.
        try changes(.collapse(1), &accordion)
        #expect(try accordion.loadingRowIndex(of: 1) == nil)
        try changes(.expand(1), &accordion)
        #expect(try accordion.loadingRowIndex(of: 1) == 3)
    }

    @Test func aCollapsedNodeLoadsWithoutALoadingRow() throws {
        var accordion = try sampleAccordion()
        #expect(try changes(.beginPage(6), &accordion).isEmpty)
        #expect(try accordion.paging(of: 6) == .loading)
        // Its page arrives while it is collapsed: nothing on screen changes.
        #expect(try changes(.endPage(6, children: [node(9)], exhausted: true), &accordion).isEmpty)
        #expect(try accordion.paging(of: 6) == .exhausted)
        #expect(try accordion.children(of: 6) == [7, 9])
    }

    @Test func pagingErrors() throws {
        var accordion = try sampleAccordion()
        #expect(failure(.endPage(nil, children: [], exhausted: false), &accordion) == .notLoading)
        #expect(failure(.cancelPage(1), &accordion) == .notLoading)
        #expect(failure(.beginPage(99), &accordion) == .unknownNode)
        try changes(.beginPage(1), &accordion)
        #expect(failure(.beginPage(1), &accordion) == .alreadyLoading)
        #expect(failure(.endPage(1, children: [node(2)], exhausted: false), &accordion) == .duplicateNode)
        try changes(.endPage(1, children: [], exhausted: true), &accordion)
        #expect(failure(.beginPage(1), &accordion) == .pageExhausted)
    }

    @Test func cancellingGoesBackToIdle() throws {
        var accordion = try sampleAccordion()
        try accordion.expand(1)
        try changes(.beginPage(1), &accordion)
        let result = try changes(.cancelPage(1), &accordion)
        #expect(result == AccordionChangeSet(removed: [3..<4]))
        #expect(try accordion.paging(of: 1) == .idle)
        try changes(.beginPage(1), &accordion)
    }

    @Test func aPageCanOpenItsFirstChildAndRespectThePolicy() throws {
        var accordion = try sampleAccordion(.single)
        try accordion.expand(8)
        try changes(.beginPage(8), &accordion)
        #expect(try accordion.loadingRowIndex(of: 8) == 3)
        let result = try changes(.endPage(8, children: [node(9, [node(10)], expanded: true), node(11, expanded: true)], exhausted: false), &accordion)
        // 8 gains children (reload), the loading row goes, 9 and 11 arrive; single keeps 11 open.
        #expect(result == AccordionChangeSet(removed: [3..<4], inserted: [3..<5], reloaded: [2]))
        #expect(try accordion.openedOrder(under: 8) == [11])
    }

    @Test func loadingRowsMoveAndGoWithTheirNode() throws {
        var accordion = try sampleAccordion()
        accordion.expandAll()
        try changes(.beginPage(3), &accordion)
        #expect(try accordion.loadingRowIndex(of: 3) == 5)
        try changes(.move(3, parent: 6, index: nil), &accordion)
        #expect(accordion.visibleIDs == [1, 2, 6, 7, 3, 4, 5, 8])
        #expect(try accordion.loadingRowIndex(of: 3) == 7)
        try changes(.remove(6), &accordion)
        #expect(try accordion.loadingRowIndex(of: nil) == nil)
        #expect(accordion.visibleRows.allSatisfy { !$0.isLoading })
    }
}
