import SplitNavigation
import Testing

/// Every event in a three-column split, in both layouts, with the exact changes; and every event
/// naming the supplementary column rejected by a two-column split.
@Suite("Three columns")
struct ThreeColumnTests {
    /// Mailboxes(1) | Inbox(2) | Message(3).
    func mail(width: Width = .regular, policy: CollapsePolicy = .detailOnTop) throws -> SplitNavigator<String> {
        try makeThreeColumns(
            primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message"], width: width, policy: policy)
    }

    // MARK: Start

    @Test func startAssignsIDsInColumnOrder() throws {
        let navigator = try makeThreeColumns(primary: ["A", "B"], supplementary: ["S"], detail: ["D", "E"])
        #expect(navigator.state.stack(.primary).ids == [1, 2])
        #expect(navigator.state.stack(.supplementary).ids == [3])
        #expect(navigator.state.stack(.detail).ids == [4, 5])
        #expect(navigator.state.stack(.supplementary).map(\.preferredColumn) == [.supplementary])
        #expect(navigator.state.nextID == 6)
        #expect(navigator.state.focus == .detail)
        #expect(navigator.state.columns == .three)
    }

    @Test func startingCompactIsStartingRegularThenCollapsing() throws {
        for policy in CollapsePolicy.allCases {
            var regular = try makeThreeColumns(primary: ["A"], supplementary: ["S"], detail: ["D"], policy: policy)
            try regular.send(.setWidth(.compact))
            let compact = try makeThreeColumns(primary: ["A"], supplementary: ["S"], detail: ["D"], width: .compact, policy: policy)
            #expect(compact.state == regular.state, "\(policy)")
        }
    }

    @Test func aTwoColumnSplitCannotStartWithSupplementaryChildren() {
        let error = #expect(throws: NavigationError.self) {
            try SplitNavigator<String>(primary: ["A"], supplementary: ["S"])
        }
        #expect(error?.code == .columnNotInSplit)
    }

    // MARK: Regular layout

    @Test func pushingOntoTheSupplementaryColumn() throws {
        var navigator = try mail()
        #expect(try navigator.described(.push(plain("Thread", .supplementary))) == [
            "insert #4 Thread (supplementary) into supplementary[1]",
        ])
        #expect(navigator.state.focus == .supplementary)
        #expect(try navigator.described(.push(plain("Filter", .detail), onto: .supplementary)) == [
            "insert #5 Filter (supplementary) into supplementary[2]",
        ])
        #expect(navigator.routes == [["Mailboxes"], ["Inbox", "Thread", "Filter"], ["Message"]])
    }

    @Test func showSupplementaryReplacesItsStackAndEmptiesTheDetailColumn() throws {
        var navigator = try mail()
        try navigator.send(.push(plain("Reply", .detail)))
        #expect(try navigator.described(.showSupplementary([plain("Sent", .primary), plain("Sent 2", .detail)])) == [
            "remove #4 from detail[1]", "remove #3 from detail[0]", "remove #2 from supplementary[0]",
            "insert #5 Sent (supplementary) into supplementary[0]", "insert #6 Sent 2 (supplementary) into supplementary[1]",
        ])
        #expect(navigator.routes == [["Mailboxes"], ["Sent", "Sent 2"], []])
        #expect(navigator.state.focus == .supplementary)
        #expect(try navigator.described(.showSupplementary([])) == ["remove #6 from supplementary[1]", "remove #5 from supplementary[0]"])
    }

    @Test func showDetailLeavesTheSupplementaryColumn() throws {
        var navigator = try mail()
        #expect(try navigator.described(.showDetail([plain("Other", .detail)])) == [
            "remove #3 from detail[0]", "insert #4 Other (detail) into detail[0]",
        ])
        #expect(navigator.routes == [["Mailboxes"], ["Inbox"], ["Other"]])
    }

    @Test func replaceTopPopAndPopToRootOfTheSupplementaryColumn() throws {
        var navigator = try mail()
        try navigator.send(.push(plain("Thread", .supplementary)))
        #expect(try navigator.described(.replaceTop(.supplementary, with: plain("Other", .detail))) == [
            "replace #4 by #5 Other (supplementary) at supplementary[1]",
        ])
        try navigator.send(.push(plain("More", .supplementary)))
        #expect(try navigator.described(.pop(.supplementary)) == ["remove #6 from supplementary[2]"])
        try navigator.send(.push(plain("More", .supplementary)))
        try navigator.send(.push(plain("Reply", .detail)))
        #expect(navigator.state.focus == .detail)
        #expect(try navigator.described(.popToRoot(.supplementary)) == [
            "remove #7 from supplementary[2]", "remove #5 from supplementary[1]",
        ])
        #expect(navigator.state.focus == .supplementary)
        #expect(navigator.routes == [["Mailboxes"], ["Inbox"], ["Message", "Reply"]])
        #expect(try navigator.described(.pop(.supplementary)) == ["remove #2 from supplementary[0]"])
        expectRejected(.pop(.supplementary), on: &navigator, code: .columnEmpty)
        expectRejected(.popToRoot(.supplementary), on: &navigator, code: .columnEmpty)
        expectRejected(.replaceTop(.supplementary, with: plain("X", .supplementary)), on: &navigator, code: .columnEmpty)
    }

    @Test func popToAndPopChildActInTheNamedChildsColumn() throws {
        var navigator = try mail()
        try navigator.send(.push(plain("Thread", .supplementary)))   // 4
        try navigator.send(.push(plain("More", .supplementary)))     // 5
        try navigator.send(.push(plain("Reply", .detail)))           // 6
        #expect(try navigator.described(.popTo(2)) == ["remove #5 from supplementary[2]", "remove #4 from supplementary[1]"])
        #expect(navigator.state.focus == .supplementary)
        try navigator.send(.push(plain("Reply 2", .detail)))         // 7
        #expect(try navigator.described(.popChild(2)) == ["remove #2 from supplementary[0]"])
        #expect(navigator.state.focus == .supplementary)
        #expect(navigator.routes == [["Mailboxes"], [], ["Message", "Reply", "Reply 2"]])
    }

    @Test func backPopsTheDetailThenTheSupplementaryThenThePrimaryColumn() throws {
        var navigator = try makeThreeColumns(primary: ["A", "B"], supplementary: ["S"], detail: ["D"])
        #expect(try navigator.described(.back) == ["remove #4 from detail[0]"])
        #expect(navigator.state.focus == .detail)
        #expect(try navigator.described(.back) == ["remove #3 from supplementary[0]"])
        #expect(navigator.state.focus == .supplementary)
        #expect(try navigator.described(.back) == ["remove #2 from primary[1]"])
        #expect(navigator.state.focus == .primary)
        expectRejected(.back, on: &navigator, code: .rootCannotBePopped)
    }

    // MARK: Compact layout

    @Test func compactEventsActOnTheChildrenOfTheirColumn() throws {
        var navigator = try mail(width: .compact)
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Inbox", "Message"])
        #expect(try navigator.described(.push(plain("Thread", .supplementary))) == [
            "insert #4 Thread (supplementary) into compact[3]",
        ])
        #expect(try navigator.described(.replaceTop(.supplementary, with: plain("Other", .supplementary))) == [
            "replace #4 by #5 Other (supplementary) at compact[3]",
        ])
        #expect(try navigator.described(.replaceTop(.supplementary, with: plain("First", .supplementary))) == [
            "replace #5 by #6 First (supplementary) at compact[3]",
        ])
        try navigator.send(.push(plain("Reply", .detail)))   // 7
        #expect(try navigator.described(.pop(.supplementary)) == ["remove #6 from compact[3]"])
        #expect(try navigator.described(.popToRoot(.supplementary)) == [])
        #expect(try navigator.described(.pop(.supplementary)) == ["remove #2 from compact[1]"])
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Message", "Reply"])
        expectRejected(.pop(.supplementary), on: &navigator, code: .columnEmpty)
    }

    @Test func compactReplaceTopOfASupplementaryChildBelowTheTopMovesTheNewOneOnTop() throws {
        var navigator = try mail(width: .compact)
        #expect(try navigator.described(.replaceTop(.supplementary, with: plain("Sent", .supplementary))) == [
            "remove #2 from compact[1]", "insert #4 Sent (supplementary) into compact[2]",
        ])
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Message", "Sent"])
    }

    @Test func compactShowSupplementaryRemovesEverySupplementaryAndDetailChild() throws {
        var navigator = try mail(width: .compact)
        try navigator.send(.push(plain("Folders", .primary)))   // 4, above the detail child
        #expect(try navigator.described(.showSupplementary([plain("Sent", .supplementary)])) == [
            "remove #3 from compact[2]", "remove #2 from compact[1]", "insert #5 Sent (supplementary) into compact[2]",
        ])
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Folders", "Sent"])
        #expect(navigator.state.focus == .supplementary)
    }

    @Test func compactShowSupplementaryDropsTheKeptAsideChildren() throws {
        var navigator = try mail(width: .compact, policy: .hideDetail)
        #expect(navigator.routes == [["Mailboxes", "Inbox"], ["Message"]])
        #expect(try navigator.described(.showSupplementary([plain("Sent", .supplementary)])) == [
            "remove #2 from compact[1]", "insert #4 Sent (supplementary) into compact[1]",
        ])
        #expect(navigator.routes == [["Mailboxes", "Sent"], []])
        try navigator.send(.setWidth(.regular))
        #expect(navigator.routes == [["Mailboxes"], ["Sent"], []])
    }

    @Test func aSupplementaryPushDoesNotBringBackTheKeptAsideChildrenButADetailPushDoes() throws {
        var navigator = try mail(width: .compact, policy: .hideDetail)
        #expect(try navigator.described(.push(plain("Thread", .supplementary))) == [
            "insert #4 Thread (supplementary) into compact[2]",
        ])
        #expect(navigator.routes == [["Mailboxes", "Inbox", "Thread"], ["Message"]])
        #expect(try navigator.described(.push(plain("Reply", .detail))) == [
            "insert #3 Message (detail) into compact[3]", "insert #5 Reply (detail) into compact[4]",
        ])
        #expect(navigator.routes == [["Mailboxes", "Inbox", "Thread", "Message", "Reply"], []])
    }

    @Test func compactBackPopsTheTopAndFocusesItsColumn() throws {
        var navigator = try mail(width: .compact)
        #expect(try navigator.described(.back) == ["remove #3 from compact[2]"])
        #expect(navigator.state.focus == .detail)
        #expect(try navigator.described(.back) == ["remove #2 from compact[1]"])
        #expect(navigator.state.focus == .supplementary)
        expectRejected(.back, on: &navigator, code: .rootCannotBePopped)
    }

    @Test func compactPopToAndPopChildOfASupplementaryChild() throws {
        var navigator = try mail(width: .compact)
        try navigator.send(.push(plain("Thread", .supplementary)))   // 4 on top of Message
        #expect(try navigator.described(.popTo(2)) == ["remove #4 from compact[3]"])
        #expect(try navigator.described(.popChild(2)) == ["remove #2 from compact[1]"])
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Message"])
        #expect(navigator.state.focus == .supplementary)
    }

    // MARK: Accordion

    /// An accordion in the primary column whose rows open a mailbox's list (supplementary), a
    /// message (detail) and a folder (primary).
    func accordionNavigator(width: Width = .regular) throws -> SplitNavigator<String> {
        let accordion = try Accordion<String>(nodes: [
            AccordionNode(id: 1, value: "Inbox", destination: RowDestination("Inbox list", column: .supplementary)),
            AccordionNode(id: 2, value: "Flagged", destination: RowDestination("Flagged message", column: .detail)),
            AccordionNode(id: 3, value: "Folders", destination: RowDestination("Folder list", column: .primary)),
        ])
        var navigator = try makeThreeColumns(primary: ["Home"], supplementary: ["Old list"], detail: ["Old message"], width: width)
        try navigator.send(.push(NewChild("Mailboxes", preferring: .primary, content: .accordion(accordion))))   // 4
        return navigator
    }

    @Test func selectingASupplementaryDestinationShowsItAndEmptiesTheDetailColumn() throws {
        var navigator = try accordionNavigator()
        // The selection (the accordion's row reloaded), then what it opens, in one step.
        #expect(try navigator.described(.accordion(4, .selectNode(1))) == [
            "update #4 at primary[1]: 0 rows out, 0 in, 1 reloaded",
            "remove #3 from detail[0]", "remove #2 from supplementary[0]",
            "insert #5 Inbox list (supplementary) into supplementary[0]",
        ])
        #expect(navigator.state.focus == .supplementary)
        #expect(try navigator.described(.accordion(4, .selectNode(2))) == [
            "update #4 at primary[1]: 0 rows out, 0 in, 2 reloaded",
            "insert #6 Flagged message (detail) into detail[0]",
        ])
        #expect(navigator.state.focus == .detail)
        #expect(try navigator.described(.accordion(4, .selectNode(3))) == [
            "update #4 at primary[1]: 0 rows out, 0 in, 2 reloaded",
            "insert #7 Folder list (primary) into primary[2]",
        ])
        #expect(navigator.state.focus == .primary)
        #expect(navigator.routes == [["Home", "Mailboxes", "Folder list"], ["Inbox list"], ["Flagged message"]])
    }

    @Test func aCompactSelectionOfASupplementaryDestinationCommutesWithTheSplit() throws {
        var compact = try accordionNavigator(width: .compact)
        var regular = try accordionNavigator()
        try compact.send(.accordion(4, .selectNode(1)))
        try regular.send(.accordion(4, .selectNode(1)))
        try compact.send(.setWidth(.regular))
        #expect(compact.state == regular.state)
    }

    @Test func anAccordionInTheSupplementaryColumnPushesASupplementaryDestination() throws {
        let accordion = try Accordion<String>(nodes: [
            AccordionNode(id: 1, value: "Thread", destination: RowDestination("Thread list", column: .supplementary)),
        ])
        var navigator = try makeThreeColumns(primary: ["Home"], detail: ["Message"])
        try navigator.send(.push(NewChild("Messages", preferring: .supplementary, content: .accordion(accordion))))   // 3
        #expect(try navigator.described(.accordion(3, .selectNode(1))) == [
            "update #3 at supplementary[0]: 0 rows out, 0 in, 1 reloaded",
            "insert #4 Thread list (supplementary) into supplementary[1]",
        ])
        #expect(navigator.routes == [["Home"], ["Messages", "Thread list"], ["Message"]])
    }

    @Test func anAccordionEventWithoutADestinationFocusesTheAccordionsColumn() throws {
        let accordion = try Accordion<String>(nodes: [
            AccordionNode(id: 1, value: "Threads", children: [AccordionNode(id: 2, value: "Thread")]),
        ])
        var navigator = try makeThreeColumns(primary: ["Home"], detail: ["Message"], width: .medium, mediumWidthPolicy: .followNavigation)
        try navigator.send(.push(NewChild("Messages", preferring: .supplementary, content: .accordion(accordion))))   // 3
        try navigator.send(.push(plain("Reply", .detail)))
        #expect(navigator.presentation.visibleColumns == [.supplementary, .detail])
        let changes = try navigator.described(.accordion(3, .expand(1)))
        #expect(navigator.state.focus == .supplementary)
        #expect(changes.last == "show primary, supplementary")
    }

    // MARK: Two columns

    @Test(arguments: [Layout.regular, .compact])
    func aTwoColumnSplitRejectsEveryEventNamingTheSupplementaryColumn(layout: Layout) throws {
        let accordion = try Accordion<String>(nodes: [
            AccordionNode(id: 1, value: "Inbox", destination: RowDestination("Inbox list", column: .supplementary)),
        ])
        var navigator = try makeNavigator(primary: ["A"], detail: ["D"], layout: layout)
        try navigator.send(.push(NewChild("Mailboxes", preferring: .primary, content: .accordion(accordion))))   // 3
        expectRejected(.push(plain("S", .supplementary)), on: &navigator, code: .columnNotInSplit)
        expectRejected(.push(plain("S", .detail), onto: .supplementary), on: &navigator, code: .columnNotInSplit)
        expectRejected(.showSupplementary([plain("S", .supplementary)]), on: &navigator, code: .columnNotInSplit)
        expectRejected(.showSupplementary([]), on: &navigator, code: .columnNotInSplit)
        expectRejected(.replaceTop(.supplementary, with: plain("S", .supplementary)), on: &navigator, code: .columnNotInSplit)
        expectRejected(.pop(.supplementary), on: &navigator, code: .columnNotInSplit)
        expectRejected(.popToRoot(.supplementary), on: &navigator, code: .columnNotInSplit)
        expectRejected(.accordion(3, .selectNode(1)), on: &navigator, code: .columnNotInSplit)
    }

    @Test func restoringAStateWithAnotherColumnCountIsRejected() throws {
        var three = try mail()
        var two = try makeNavigator(primary: ["A"], detail: ["D"])
        expectRejected(.restore(two.state), on: &three, code: .columnNotInSplit)
        expectRejected(.restore(three.state), on: &two, code: .columnNotInSplit)
        let saved = three.state
        try three.send(.push(plain("Thread", .supplementary)))
        let old = three.presentation
        let changes = try three.send(.restore(saved))
        #expect(three.state == saved)
        #expect(try old.applying(changes) == three.presentation)
    }
}
