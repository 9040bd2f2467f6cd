import Foundation
import SplitNavigation
import SplitNavigationTesting
import Testing

/// Tab group children: each event, its changes, both layouts and every policy, and rejections.
@Suite struct TabGroupTests {
    /// TidySplits' layout: a tab bar as the primary root of a two-column split.
    func tidy(policy: CollapsePolicy = .detailOnTop) throws -> SplitNavigator<String> {
        SplitNavigator(state: try SplitState(primary: [try tabsChild("Tabs", .primary, tabs: ["mail", "news"])], policy: policy))
    }

    @Test func selectingStoresTheShownStacksAndRestoresTheOthers() throws {
        var navigator = try tidy()
        try navigator.send(.push(plain("Mailbox", .primary)))
        try navigator.send(.showDetail([plain("Message", .detail), plain("Reply", .detail)]))
        let mailState = navigator.state
        let changes = try navigator.described(.tabs(1, .selectTab("news")))
        #expect(changes == [
            "remove #4 from detail[1]", "remove #3 from detail[0]", "remove #2 from primary[1]",
            "update #1 at primary[0]: 0 rows out, 0 in, 0 reloaded",
        ])
        #expect(navigator.state.splitIDs == [[1], []])
        let group = try #require(navigator.tabGroup(1))
        #expect(group.selected == "news")
        #expect(group.selectedTab.value == "News")
        #expect(group.storedStacks(for: "mail")?.above.ids == [2])
        #expect(group.storedStacks(for: "mail")?.detail.ids == [3, 4])
        #expect(group.storedStacks(for: "news") == nil)
        #expect(navigator.state.focus == .primary)

        try navigator.send(.showDetail([plain("Article", .detail)]))
        let back = try navigator.described(.tabs(1, .selectTab("mail")))
        #expect(back == [
            "remove #5 from detail[0]", "update #1 at primary[0]: 0 rows out, 0 in, 0 reloaded",
            "insert #2 Mailbox (primary) into primary[1]", "insert #3 Message (detail) into detail[0]",
            "insert #4 Reply (detail) into detail[1]",
        ])
        #expect(navigator.state.splitIDs == mailState.splitIDs)
        #expect(navigator.tabGroup(1)?.storedStacks(for: "news")?.detail.ids == [5])
        #expect(navigator.state.nextID == ChildID(6), "restoring makes no new ids")
    }

    @Test func aNewTabGroupWithStoredStacksIsRefusedByWhereItWasGoing() throws {
        let group = try TabGroup(
            tabs: [Tab("a", value: "A"), Tab("b", value: "B")],
            stored: ["b": TabStacks(detail: [Child(id: 3, route: "X", preferredColumn: .detail)])])
        let tabbed = NewChild("Tabs", preferring: .primary, content: .tabs(group))
        var navigator = try tidy()
        let before = navigator.state
        func message(_ event: NavigationEvent<String>) -> String? {
            do {
                try navigator.send(event)
                return nil
            } catch {
                return error.code == .malformedInput ? error.message : "\(error.code)"
            }
        }
        #expect(message(.push(tabbed, onto: .detail))?.hasPrefix("the tab group of a new child for the detail column holds stacks stored for tab \"b\"") == true)
        #expect(message(.showDetail([NewChild("Plain", preferring: .detail), tabbed]))?
            .hasPrefix("the tab group of the new child at index 1 for the detail column holds") == true)
        #expect(navigator.state == before)
        let refused = #expect(throws: NavigationError.self) {
            try SplitState(primary: [NewChild("List", preferring: .primary), tabbed])
        }
        #expect(refused?.message.hasPrefix("the tab group of the new child at index 1 for the primary column holds") == true)
    }

    @Test func selectingTheSelectedTabChangesNothing() throws {
        var navigator = try tidy()
        try navigator.send(.showDetail([plain("Message", .detail)]))
        let before = navigator.state
        #expect(try navigator.send(.tabs(1, .selectTab("mail"))).isEmpty)
        #expect(navigator.state == before)
    }

    @Test(arguments: [CollapsePolicy.detailOnTop, .chronological, .hideDetail])
    func tidySplitsScenarioInBothLayouts(policy: CollapsePolicy) throws {
        var navigator = try tidy(policy: policy)
        try navigator.send(.showDetail([plain("Message", .detail)]))             // #2, mail's detail
        try navigator.send(.tabs(1, .selectTab("news")))
        try navigator.send(.showDetail([plain("Article", .detail)]))             // #3, news's detail
        try navigator.send(.tabs(1, .selectTab("mail")))
        #expect(navigator.state.stack(.detail).routes == ["Message"])
        try navigator.send(.setWidth(.compact))
        let mailCompact = navigator.state
        try navigator.described(.tabs(1, .selectTab("news")))
        switch policy {
        case .hideDetail:
            #expect(navigator.state.compactStack?.ids == [1])
            #expect(navigator.state.keptAside.ids == [3])
        default:
            #expect(navigator.state.compactStack?.ids == [1, 3])
        }
        #expect(navigator.state.stack(.detail).routes == ["Article"])
        try navigator.described(.tabs(1, .selectTab("mail")))
        #expect(navigator.state.compactStack == mailCompact.compactStack?.map { $0.id == 1 ? navigator.state.root : $0 })
        #expect(navigator.state.keptAside == mailCompact.keptAside)
        try navigator.described(.tabs(1, .selectTab("news")))
        try navigator.described(.setWidth(.regular))
        #expect(navigator.state.stack(.detail).routes == ["Article"])
        #expect(navigator.tabGroup(1)?.storedStacks(for: "mail")?.detail.routes == ["Message"])
    }

    @Test func compactPlacementFollowsThePolicy() throws {
        // A three-column split whose primary root is a tab group; the restored tab's stacks are
        // supplementary #3, #5 and detail #4 (created interleaved).
        func scenario(_ policy: CollapsePolicy) throws -> SplitNavigator<String> {
            var navigator = SplitNavigator(state: try SplitState(
                primary: [try tabsChild("Tabs", .primary, tabs: ["a", "b"])], columns: .three, policy: policy))
            try navigator.send(.push(plain("P", .primary)))              // #2
            try navigator.send(.push(plain("S1", .supplementary)))       // #3
            try navigator.send(.push(plain("D", .detail)))               // #4
            try navigator.send(.push(plain("S2", .supplementary)))       // #5
            try navigator.send(.tabs(1, .selectTab("b")))
            try navigator.send(.setWidth(.compact))
            try navigator.described(.tabs(1, .selectTab("a")))
            return navigator
        }
        #expect(try scenario(.detailOnTop).state.compactStack?.ids == [1, 2, 3, 5, 4])
        #expect(try scenario(.chronological).state.compactStack?.ids == [1, 2, 3, 4, 5])
        let hidden = try scenario(.hideDetail).state
        #expect(hidden.compactStack?.ids == [1, 2, 3, 5])
        #expect(hidden.keptAside.ids == [4])
        for policy in [CollapsePolicy.detailOnTop, .chronological, .hideDetail] {
            #expect(try scenario(policy).state.splitIDs == [[1, 2], [3, 5], [4]], "\(policy)")
        }
    }

    @Test func aTabGroupInTheDetailColumnStoresOnlyWhatIsAboveIt() throws {
        var navigator = try makeNavigator(primary: ["List"])
        try navigator.send(.push(try tabsChild("Tabs", .detail, tabs: ["info", "history"])))  // #2
        try navigator.send(.push(plain("More", .detail)))                                    // #3
        try navigator.described(.tabs(2, .selectTab("history")))
        #expect(navigator.state.splitIDs == [[1], [2]])
        #expect(navigator.tabGroup(2)?.storedStacks(for: "info") == TabStacks(above: [Child(id: 3, route: "More", preferredColumn: .detail)]))
        #expect(navigator.state.focus == .detail)
        try navigator.described(.tabs(2, .selectTab("info")))
        #expect(navigator.state.splitIDs == [[1], [2, 3]])
    }

    @Test func aKeptAsideTabGroupSwitchesAside() throws {
        var navigator = try makeNavigator(primary: ["List"], policy: .hideDetail)
        try navigator.send(.push(try tabsChild("Tabs", .detail, tabs: ["info", "history"])))  // #2
        try navigator.send(.push(plain("More", .detail)))                                    // #3
        try navigator.send(.setWidth(.compact))
        #expect(navigator.state.keptAside.ids == [2, 3])
        #expect(try navigator.send(.tabs(2, .selectTab("history"))).isEmpty, "nothing kept aside is shown")
        #expect(navigator.state.keptAside.ids == [2])
        try navigator.send(.tabs(2, .selectTab("info")))
        #expect(navigator.state.keptAside.ids == [2, 3])
    }

    @Test func addMoveAndBadgeChangeOnlyTheGroup() throws {
        var navigator = try tidy()
        try navigator.send(.showDetail([plain("Message", .detail)]))
        #expect(try navigator.described(.tabs(1, .add(Tab("files", value: "Files"), at: 0)))
            == ["update #1 at primary[0]: 0 rows out, 0 in, 0 reloaded"])
        try navigator.described(.tabs(1, .add(Tab("photos", value: "Photos", badge: "new"))))
        #expect(navigator.tabGroup(1)?.tabs.map(\.id) == ["files", "mail", "news", "photos"])
        try navigator.described(.tabs(1, .move("photos", to: 1)))
        #expect(navigator.tabGroup(1)?.tabs.map(\.id) == ["files", "photos", "mail", "news"])
        try navigator.described(.tabs(1, .setBadge("mail", "3")))
        #expect(navigator.tabGroup(1)?.tab("mail")?.badge == "3")
        try navigator.described(.tabs(1, .setBadge("photos", nil)))
        #expect(navigator.tabGroup(1)?.tab("photos")?.badge == nil)
        #expect(navigator.state.stack(.detail).routes == ["Message"])
        #expect(navigator.tabGroup(1)?.selected == "mail")
        let before = navigator.state
        #expect(try navigator.send(.tabs(1, .move("news", to: 3))).isEmpty, "a move to where the tab is changes nothing")
        #expect(navigator.state == before)
    }

    @Test func removingTabs() throws {
        var navigator = SplitNavigator(state: try SplitState(primary: [try tabsChild("Tabs", .primary, tabs: ["a", "b", "c"])]))
        try navigator.send(.showDetail([plain("A1", .detail)]))      // #2, a's
        try navigator.send(.tabs(1, .selectTab("b")))
        try navigator.send(.showDetail([plain("B1", .detail)]))      // #3, b's
        try navigator.send(.tabs(1, .selectTab("c")))
        try navigator.send(.showDetail([plain("C1", .detail)]))      // #4, c's
        // An unselected tab: its stored stacks go, the screen does not change.
        #expect(try navigator.described(.tabs(1, .remove("a"))) == ["update #1 at primary[0]: 0 rows out, 0 in, 0 reloaded"])
        #expect(navigator.tabGroup(1)?.storedStacks(for: "a") == nil)
        #expect(navigator.state.splitIDs == [[1], [4]])
        // The selected last tab: the previous one is selected first, then the tab goes.
        #expect(try navigator.described(.tabs(1, .remove("c"))) == [
            "remove #4 from detail[0]", "update #1 at primary[0]: 0 rows out, 0 in, 0 reloaded",
            "insert #3 B1 (detail) into detail[0]",
        ])
        #expect(navigator.tabGroup(1)?.tabs.map(\.id) == ["b"])
        #expect(navigator.tabGroup(1)?.selected == "b")
        #expect(navigator.tabGroup(1)?.storedChildren == [])
        expectRejected(.tabs(1, .remove("b")), on: &navigator, code: .malformedInput)
        // A selected tab in the middle: the next one is selected.
        try navigator.send(.tabs(1, .add(Tab("x", value: "X"), at: 0)))
        try navigator.send(.tabs(1, .add(Tab("y", value: "Y"))))
        try navigator.send(.tabs(1, .remove("b")))
        #expect(navigator.tabGroup(1)?.selected == "y")
        #expect(navigator.state.splitIDs == [[1], []])
    }

    @Test func rejectionsLeaveTheStateAsItWas() throws {
        var navigator = try tidy()
        try navigator.send(.push(plain("Mailbox", .primary)))    // #2
        try navigator.send(.showDetail([plain("Message", .detail)]))  // #3
        try navigator.send(.tabs(1, .selectTab("news")))            // #2 and #3 stored
        expectRejected(.tabs(9, .selectTab("mail")), on: &navigator, code: .unknownChild)
        try navigator.send(.push(plain("Plain", .primary)))      // #4
        expectRejected(.tabs(4, .selectTab("mail")), on: &navigator, code: .notATabGroup)
        expectRejected(.tabs(1, .selectTab("calendar")), on: &navigator, code: .unknownTab)
        expectRejected(.tabs(1, .remove("calendar")), on: &navigator, code: .unknownTab)
        expectRejected(.tabs(1, .move("calendar", to: 0)), on: &navigator, code: .unknownTab)
        expectRejected(.tabs(1, .setBadge("calendar", "1")), on: &navigator, code: .unknownTab)
        expectRejected(.tabs(1, .add(Tab("mail", value: "Again"))), on: &navigator, code: .malformedInput)
        expectRejected(.tabs(1, .add(Tab("files", value: "Files"), at: 3)), on: &navigator, code: .malformedInput)
        expectRejected(.tabs(1, .add(Tab("files", value: "Files"), at: -1)), on: &navigator, code: .malformedInput)
        expectRejected(.tabs(1, .move("mail", to: 2)), on: &navigator, code: .malformedInput)
        expectRejected(.tabs(1, .move("mail", to: Int.min)), on: &navigator, code: .malformedInput)
        // Stored children are not shown: events naming them by id do not find them.
        expectRejected(.popTo(3), on: &navigator, code: .unknownChild)
        expectRejected(.popChild(2), on: &navigator, code: .unknownChild)
        expectRejected(.selectRow("Row", in: 2, showing: [plain("X", .detail)]), on: &navigator, code: .unknownChild)
        #expect(navigator.state.child(3) == nil)
    }

    /// Stored children carry ids the navigator gave; a new child bringing its own would clash
    /// with shown children (here #1) or pass the counter, so every event that creates children,
    /// and the initialiser, refuses them, and the reference model agrees.
    @Test func aNewTabGroupBringsNoStoredStacks() throws {
        let stored = try TabGroup<String>(
            tabs: [Tab("a", value: "A"), Tab("b", value: "B")],
            stored: ["b": TabStacks(detail: [Child(id: 1, route: "Stowaway", preferredColumn: .detail)])])
        let new = { (column: Column) in NewChild("Tabs", preferring: column, content: .tabs(stored)) }
        var navigator = try makeNavigator(primary: ["Home"], detail: ["Message"])
        var model = ReferenceNavigator(state: navigator.state)
        let events: [NavigationEvent<String>] = [
            .push(new(.primary)), .push(new(.detail), onto: .detail), .showDetail([plain("Fine", .detail), new(.detail)]),
            .selectRow("Row", in: 1, showing: [new(.detail)]), .replaceTop(.detail, with: new(.detail)),
            .batch([.push(plain("Fine", .detail)), .push(new(.primary))]),
        ]
        for event in events {
            expectRejected(event, on: &navigator, code: .malformedInput)
            #expect(model.outcome(of: event) == .malformedInput, "\(event)")
        }
        #expect(throws: NavigationError.self) { try SplitState(primary: [new(.primary)]) }
        // The same group without stored stacks is welcome.
        let fresh = NewChild("Tabs", preferring: .primary, content: .tabs(try tabGroup(["a", "b"])))
        try navigator.send(.push(fresh))
        #expect(navigator.tabGroup(3)?.tabs.count == 2)
    }

    @Test func anAccordionIsNotATabGroup() throws {
        var navigator = try makeNavigator(primary: ["List"])
        try navigator.send(.push(NewChild("Tree", preferring: .detail, content: .accordion(Accordion()))))
        expectRejected(.tabs(2, .selectTab("a")), on: &navigator, code: .notATabGroup)
    }

    @Test func theGroupInitialiserChecksItsInvariants() throws {
        let a = Tab<String>("a", value: "A"), b = Tab<String>("b", value: "B")
        let child = Child(id: 5, route: "X", preferredColumn: .detail)
        func rejection(_ make: () throws(NavigationError) -> TabGroup<String>) -> String? {
            do throws(NavigationError) {
                _ = try make()
                return nil
            } catch {
                #expect(error.code == .invalidState)
                return error.message
            }
        }
        #expect(rejection { () throws(NavigationError) in try TabGroup(tabs: []) } == "a tab group has no tab")
        #expect(rejection { () throws(NavigationError) in try TabGroup(tabs: [a, a]) } == #"tab "a" appears more than once"#)
        #expect(rejection { () throws(NavigationError) in try TabGroup(tabs: [a, b], selected: "c") } == #"the selected tab "c" is not one of the tabs"#)
        #expect(rejection { () throws(NavigationError) in try TabGroup(tabs: [a, b], stored: ["c": TabStacks(detail: [child])]) }
            == #"stacks are stored for "c", which is not one of the tabs"#)
        #expect(rejection { () throws(NavigationError) in try TabGroup(tabs: [a, b], selected: "a", stored: ["a": TabStacks(detail: [child])]) }
            == #"the selected tab "a" has stored stacks; its stacks are the ones shown"#)
        let c = Tab<String>("c", value: "C")
        #expect(rejection { () throws(NavigationError) in try TabGroup(tabs: [a, b, c], stored: ["b": TabStacks(detail: [child]), "c": TabStacks(detail: [child])]) }
            == "id #5 is stored more than once")
        // The rules before the stored stacks are named first, whatever the stored keys.
        #expect(rejection { () throws(NavigationError) in try TabGroup(tabs: [a, a], stored: ["c": TabStacks(detail: [child])]) }
            == #"tab "a" appears more than once"#)
        // Many stored tabs are looked up in a set: an unknown one among them is still found.
        let many = (0..<12).map { Tab<String>(TabID("t\($0)"), value: "T") }
        var stored: [TabID: TabStacks<String>] = [:]
        for index in 1..<12 { stored[TabID("t\(index)")] = TabStacks(detail: [Child(id: ChildID(index + 10), route: "X", preferredColumn: .detail)]) }
        #expect(try TabGroup(tabs: many, stored: stored).storedChildren.count == 11)
        stored["zz"] = TabStacks(detail: [Child(id: 99, route: "X", preferredColumn: .detail)])
        #expect(rejection { () throws(NavigationError) in try TabGroup(tabs: many, stored: stored) } == #"stacks are stored for "zz", which is not one of the tabs"#)
        let group = try TabGroup(tabs: [a, b], stored: ["b": TabStacks(detail: [child]), "a": TabStacks()])
        #expect(group.selected == "a")
        #expect(group.storedStacks(for: "b")?.detail == [child])
        #expect(group.storedStacks(for: "a") == nil, "empty stacks are not stored")
    }
}
