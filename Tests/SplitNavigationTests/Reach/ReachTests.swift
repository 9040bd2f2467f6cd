import Foundation
import SplitNavigation
import Testing

@Suite("Reaching a target")
struct ReachTests {
    /// Mailboxes | Inbox | Message 1, at regular width.
    func mail(width: Width = .regular, policy: CollapsePolicy = .detailOnTop, visibility: ColumnVisibility = .automatic) throws -> SplitNavigator<String> {
        try makeThreeColumns(
            primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 1"], width: width, policy: policy,
            visibility: visibility)
    }

    let message42 = NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 42"])

    @Test func keepsTheCommonPrefixPopsTheRestAndPushesTheMissingRoutes() throws {
        var navigator = try mail()
        let (events, _) = try navigator.reach(message42)
        #expect(events == [.popChild(3), .push(plain("Message 42", .detail), onto: .detail)])
        #expect(navigator.routes == [["Mailboxes"], ["Inbox"], ["Message 42"]])
        #expect(navigator.state.stack(.supplementary).ids == [2], "Inbox keeps its id")
        #expect(navigator.state.stack(.detail).ids == [4])
    }

    @Test func popsTrailingColumnsFirstAndPushesInColumnOrder() throws {
        var navigator = try mail()
        let target = NavigationTarget(primary: ["Mailboxes", "On My Mac"], supplementary: ["Archive"], detail: ["Message 7", "Attachment"])
        let (events, changes) = try navigator.reach(target, reveal: false)
        #expect(events == [
            .popChild(3), .popChild(2),
            .push(plain("On My Mac", .primary), onto: .primary),
            .push(plain("Archive", .supplementary), onto: .supplementary),
            .push(plain("Message 7", .detail), onto: .detail),
            .push(plain("Attachment", .detail), onto: .detail),
        ])
        #expect(navigator.state.stack(.primary).ids == [1, 4])
        #expect(navigator.state.stack(.supplementary).ids == [5])
        #expect(navigator.state.stack(.detail).ids == [6, 7])
        #expect(!changes.isEmpty)
    }

    @Test func aRootWithAnotherRouteIsReplaced() throws {
        var navigator = try mail()
        let (events, _) = try navigator.reach(NavigationTarget(primary: ["Settings", "Accounts"]), reveal: false)
        #expect(events == [
            .popChild(3), .popChild(2),
            .replaceTop(.primary, with: plain("Settings", .primary)),
            .push(plain("Accounts", .primary), onto: .primary),
        ])
        #expect(navigator.routes == [["Settings", "Accounts"], [], []])
    }

    @Test func reachingTheOwnTargetIsNoEvents() throws {
        var navigator = try mail()
        let before = navigator.state
        let answer = try navigator.reach(NavigationTarget(navigator.state))
        #expect(answer.events.isEmpty)
        #expect(answer.changes.isEmpty)
        #expect(navigator.state == before)
    }

    @Test func sameRouteSamePositionKeepsTheContent() throws {
        let mailboxes = try Accordion<String>(policy: .multiple, nodes: [
            AccordionNode(id: 1, value: "On My Mac", children: [AccordionNode(id: 2, value: "Inbox")]),
        ])
        var navigator = try makeThreeColumns()
        try navigator.send(.push(NewChild("Folders", preferring: .primary, content: .accordion(mailboxes))))
        try navigator.send(.accordion(2, .expand(1)))
        let expanded = try #require(navigator.state.child(2))
        try navigator.reach(NavigationTarget(primary: ["Mailboxes", "Folders"], supplementary: ["Inbox"]))
        #expect(navigator.state.child(2) == expanded, "the accordion keeps its id and expansion")
    }

    @Test func aRouteAtAnotherPositionIsNotKept() throws {
        var navigator = try mail()
        // "Inbox" moves from the supplementary column's bottom to second place: a new child.
        try navigator.reach(NavigationTarget(primary: ["Mailboxes"], supplementary: ["All", "Inbox"]), reveal: false)
        #expect(navigator.state.stack(.supplementary).ids == [4, 5])
    }

    @Test func errorsChangeNothing() throws {
        var three = try mail()
        let before = three.state
        #expect(throws: NavigationError(.noPrimaryRoot, "a target needs at least the primary root")) {
            try three.reach(NavigationTarget(primary: [], detail: ["Message 1"]))
        }
        #expect(three.state == before)

        var two = try makeNavigator(primary: ["Mailboxes"], detail: ["Message 1"])
        let twoBefore = two.state
        let error = #expect(throws: NavigationError.self) {
            try two.reach(NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox"]))
        }
        #expect(error?.code == .columnNotInSplit)
        #expect(two.state == twoBefore)
    }

    @Test func anExhaustedCounterFailsTheWholeReach() throws {
        let state = try SplitState<String>.regular(
            primary: [Child(id: 1, route: "Mailboxes", preferredColumn: .primary)],
            detail: [Child(id: 2, route: "Message 1", preferredColumn: .detail)],
            policy: .detailOnTop, nextID: ChildID(Int.max - 1))
        var navigator = SplitNavigator(state: state)
        let error = #expect(throws: NavigationError.self) {
            try navigator.reach(NavigationTarget(primary: ["Mailboxes", "Inbox"], detail: ["Message 2"]))
        }
        #expect(error?.code == .idsExhausted)
        #expect(navigator.state == state, "the pop before the failing push is undone too")
    }

    @Test func targetsAreJSONWithMissingColumnsEmpty() throws {
        let decoded = try JSONDecoder().decode(NavigationTarget<String>.self, from: Data(#"{"primary":["Mailboxes"],"detail":["Message 42"]}"#.utf8))
        #expect(decoded == NavigationTarget(primary: ["Mailboxes"], detail: ["Message 42"]))
        let full = NavigationTarget(primary: ["A"], supplementary: ["B"], detail: ["C"], visibility: .all)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(full), as: UTF8.self) == #"{"detail":["C"],"primary":["A"],"supplementary":["B"],"visibility":"all"}"#)
        #expect(try JSONDecoder().decode(NavigationTarget<String>.self, from: encoder.encode(full)) == full)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationTarget<String>.self, from: Data(#"{"primary":["A"],"visibility":"sideways"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationTarget<String>.self, from: Data(#"{"primary":"A"}"#.utf8))
        }
    }

    @Test func anExplicitVisibilityIsSet() throws {
        var navigator = try mail()
        var target = NavigationTarget(navigator.state)
        target.visibility = .detailOnly
        let (events, _) = try navigator.reach(target)
        #expect(events == [.setVisibility(.detailOnly)])
        #expect(navigator.presentation.visibleColumns == [.detail])
    }
}

@Suite("Reaching a target in compact layout")
struct CompactReachTests {
    @Test func theMessageIsOnTopOfTheOneStack() throws {
        var navigator = try makeThreeColumns(primary: ["Mailboxes"], supplementary: ["Sent"], detail: ["Message 3"], width: .compact)
        try navigator.send(.push(plain("Settings", .primary)))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Sent", "Message 3", "Settings"])
        try navigator.reach(NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 42"]))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Inbox", "Message 42"])
        #expect(navigator.presentation.stack(.primary).last?.route == "Message 42")
    }

    @Test func computedOnTheSplitFormSoItCommutesWithTheSplit() throws {
        var compact = try makeThreeColumns(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 1"], width: .compact)
        try compact.send(.push(plain("Search", .primary)))          // on top of the one stack
        try compact.send(.push(plain("Message 2", .detail)))
        var regular = compact
        try regular.send(.setLayout(.regular))
        let target = NavigationTarget<String>(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 1", "Reply"])
        let viaCompact = try compact.reach(target)
        let viaRegular = try regular.reach(target)
        #expect(viaCompact.events == viaRegular.events)
        try compact.send(.setLayout(.regular))
        #expect(compact.state == regular.state)
    }

    @Test func keptAsideDetailChildrenAreReachedToo() throws {
        var navigator = try makeThreeColumns(
            primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 1", "Reply"], width: .compact, policy: .hideDetail)
        #expect(navigator.state.keptAside.routes == ["Message 1", "Reply"])
        let (events, _) = try navigator.reach(NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 1", "Forward"]))
        #expect(events == [.popChild(4), .push(plain("Forward", .detail), onto: .detail)])
        // The push brings the kept-aside message back under the new child, as any detail push does.
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Inbox", "Message 1", "Forward"])
    }
}

/// The cases where the target's top child was kept but not on top of the one stack: reaching
/// with reveal ends with a raise, and the split is what reaching the split gives.
@Suite("Revealing a reached target in compact layout")
struct CompactRevealTests {
    /// Reaches `target` in `navigator` with and without reveal, checking the events, that the
    /// target's top ends on top with reveal, and that both splits are the reach of the split.
    func reach(
        _ target: NavigationTarget<String>, in navigator: SplitNavigator<String>, expecting events: [NavigationEvent<String>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var revealed = navigator
        var unrevealed = navigator
        var split = navigator
        try split.send(.setLayout(.regular))
        let viaSplit = try split.reach(target).events
        #expect(try revealed.reach(target).events == events + [.raise(target.deepestColumn)], sourceLocation: sourceLocation)
        #expect(try unrevealed.reach(target, reveal: false).events == events, sourceLocation: sourceLocation)
        #expect(viaSplit == events, sourceLocation: sourceLocation)
        #expect(revealed.presentation.topmost?.id == revealed.state.stack(target.deepestColumn).last?.id, sourceLocation: sourceLocation)
        #expect(revealed.presentation.topmost?.route == target[target.deepestColumn].last, sourceLocation: sourceLocation)
        try revealed.send(.setLayout(.regular))
        #expect(revealed.state == split.state, "split(reach(c, t)) == reach(split(c), t)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [CollapsePolicy.detailOnTop, .chronological, .hideDetail])
    func aKeptMessageUnderAListPushedAfterIt(policy: CollapsePolicy) throws {
        let navigator = try makeThreeColumns(
            primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 42"], width: .compact, policy: policy)
        let target = NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox", "Flagged"], detail: ["Message 42"])
        try reach(target, in: navigator, expecting: [.push(plain("Flagged", .supplementary), onto: .supplementary)])
    }

    @Test(arguments: [CollapsePolicy.detailOnTop, .chronological])
    func interleavedChildren(policy: CollapsePolicy) throws {
        var navigator = try makeThreeColumns(
            primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 42"], width: .compact, policy: policy)
        try navigator.send(.push(plain("Search", .supplementary)))
        // The state's own target: nothing to pop or push, only the message to raise.
        try reach(NavigationTarget(navigator.state), in: navigator, expecting: [])
    }

    @Test func aDetailStackKeptAside() throws {
        let navigator = try makeThreeColumns(
            primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 42"], width: .compact, policy: .hideDetail)
        #expect(navigator.state.keptAside.routes == ["Message 42"])
        try reach(NavigationTarget(navigator.state), in: navigator, expecting: [])
    }

    @Test func noRaiseWhenTheTopIsAlreadyOnTop() throws {
        var navigator = try makeThreeColumns(
            primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 1"], width: .compact, policy: .chronological)
        #expect(try navigator.reach(NavigationTarget(navigator.state)).events == [])
        let (events, _) = try navigator.reach(NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 2"]))
        #expect(!events.contains(.raise(.detail)))
        #expect(navigator.presentation.topmost?.route == "Message 2")
    }

    @Test func aTargetWithItsOwnVisibilityIsRaisedToo() throws {
        let navigator = try makeThreeColumns(
            primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 42"], width: .compact)
        var target = NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox", "Flagged"], detail: ["Message 42"])
        target.visibility = .detailOnly
        try reach(target, in: navigator, expecting: [
            .push(plain("Flagged", .supplementary), onto: .supplementary), .setVisibility(.detailOnly),
        ])
    }
}

@Suite("Revealing a reached target")
struct RevealTests {
    @Test func aSidebarTargetWhileOnlyTheDetailShowsBringsTheColumnsBack() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"], detail: ["Message 1"])
        try navigator.send(.setVisibility(.detailOnly))
        let (events, _) = try navigator.reach(NavigationTarget(primary: ["Mailboxes", "Inbox"]))
        #expect(events == [.popChild(2), .push(plain("Inbox", .primary), onto: .primary), .setVisibility(.automatic)])
        #expect(navigator.presentation.visibleColumns == [.primary, .detail])
    }

    @Test func withoutRevealTheVisibilityStays() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"], detail: ["Message 1"])
        try navigator.send(.setVisibility(.detailOnly))
        try navigator.reach(NavigationTarget(primary: ["Mailboxes", "Inbox"]), reveal: false)
        #expect(navigator.state.visibility == .detailOnly)
    }

    @Test func aMessageWhileOnlyTheDetailShowsNeedsNoChange() throws {
        var navigator = try makeThreeColumns(primary: ["Mailboxes"], supplementary: ["Inbox"], visibility: .detailOnly)
        let (events, _) = try navigator.reach(NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 42"]))
        #expect(events == [.push(plain("Message 42", .detail), onto: .detail)])
        #expect(navigator.presentation.visibleColumns == [.detail])
    }

    @Test func aListBesideAnEmptyMessageAtMediumWidthWithDoubleColumn() throws {
        var navigator = try makeThreeColumns(primary: ["Mailboxes"], width: .medium, visibility: .detailOnly)
        try navigator.reach(NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox"]))
        #expect(navigator.state.visibility == .automatic)
        #expect(navigator.presentation.visibleColumns == [.supplementary, .detail])
    }

    @Test func aDetailWithoutAListAtMediumWidthShowsEveryColumnThatFits() throws {
        // Automatic at medium width shows primary and supplementary while the list is empty.
        var navigator = try makeThreeColumns(primary: ["Mailboxes"], width: .medium)
        #expect(navigator.presentation.visibleColumns == [.primary, .supplementary])
        try navigator.reach(NavigationTarget(primary: ["Mailboxes"], detail: ["Welcome"]))
        #expect(navigator.state.visibility == .all)
        #expect(navigator.presentation.visibleColumns == [.supplementary, .detail])
    }

    @Test func theChoiceDoesNotDependOnTheLayout() throws {
        // The compact state chooses what its split would, whatever width the split gets.
        for width in [Width.compact, .medium, .regular] {
            var navigator = try makeThreeColumns(primary: ["Mailboxes"], width: width, visibility: .doubleColumn)
            let (events, _) = try navigator.reach(NavigationTarget(primary: ["Mailboxes", "Accounts"]))
            #expect(events.last == .setVisibility(.automatic), "at \(width)")
        }
    }
}
