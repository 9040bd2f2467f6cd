import Foundation
import SplitNavigation
import Testing

/// Modals: sheets and full-screen covers over the split, each with its own stack, untouched by
/// layout changes, with back reaching them first.
@Suite("Modals")
struct ModalTests {
    // MARK: Presenting and dismissing

    @Test func presentingPutsAModalOverTheSplitWithoutTouchingTheColumns() throws {
        var navigator = try makeNavigator(primary: ["Inbox"], detail: ["Message"])
        let columns = navigator.state.stack(.detail)
        let focus = navigator.state.focus
        let changes = try navigator.described(.present(plain("Compose", .detail)))
        #expect(changes == ["present sheet #3 [#3 Compose]"])
        #expect(navigator.state.modals.count == 1)
        #expect(navigator.state.modals[0].id == 3)
        #expect(navigator.state.modals[0].style == .sheet)
        #expect(navigator.state.stack(.detail) == columns)
        #expect(navigator.state.focus == focus)
        #expect(navigator.state.nextID == 4)
        #expect(navigator.presentation.topmost?.route == "Compose")
    }

    @Test func aModalCanPresentAnotherAndDismissingAGivenOneTakesThoseAboveIt() throws {
        var navigator = try makeNavigator(primary: ["Inbox"])
        try navigator.send(.present(plain("Compose", .detail)))
        try navigator.send(.present(plain("Attach", .detail), style: .fullScreenCover))
        try navigator.send(.present(plain("Photos", .detail)))
        #expect(navigator.state.modals.map(\.root.route) == ["Compose", "Attach", "Photos"])
        #expect(navigator.state.modals.map(\.id) == [2, 3, 4])
        #expect(try navigator.described(.dismissModal(3)) == ["dismiss #4", "dismiss #3"])
        #expect(navigator.state.modals.map(\.root.route) == ["Compose"])
    }

    @Test func dismissRemovesTheTopModalOnly() throws {
        var navigator = try makeNavigator(primary: ["Inbox"])
        try navigator.send(.present(plain("Compose", .detail)))
        try navigator.send(.present(plain("Attach", .detail)))
        #expect(try navigator.described(.dismiss) == ["dismiss #3"])
        #expect(navigator.state.modals.map(\.id) == [2])
    }

    @Test func dismissalErrorsLeaveEverythingAsItWas() throws {
        var navigator = try makeNavigator(primary: ["Inbox"])
        expectRejected(.dismiss, on: &navigator, code: .noModal)
        expectRejected(.dismissModal(1), on: &navigator, code: .noModal)
        expectRejected(.modal(.pop), on: &navigator, code: .noModal)
        try navigator.send(.present(plain("Compose", .detail)))
        expectRejected(.dismissModal(1), on: &navigator, code: .unknownChild)
        expectRejected(.dismissModal(99), on: &navigator, code: .unknownChild)
    }

    @Test func presentedChildrenArePlainAndPreferAColumnOfTheSplit() throws {
        var navigator = try makeNavigator(primary: ["Inbox"])
        let accordion = try Accordion<String>(policy: .multiple, nodes: [AccordionNode(id: 1, value: "A")])
        expectRejected(.present(NewChild("Tree", preferring: .detail, content: .accordion(accordion))), on: &navigator, code: .malformedInput)
        expectRejected(.present(plain("Compose", .supplementary)), on: &navigator, code: .columnNotInSplit)
        try navigator.send(.present(plain("Compose", .detail)))
        expectRejected(.modal(.push(NewChild("Tree", preferring: .detail, content: .accordion(accordion)))), on: &navigator, code: .malformedInput)
        expectRejected(.modal(.replaceTop(plain("Other", .supplementary))), on: &navigator, code: .columnNotInSplit)
    }

    // MARK: Navigating inside a modal

    @Test func modalEventsNavigateTheTopModalsOwnStack() throws {
        var navigator = try makeNavigator(primary: ["Inbox"], detail: ["Message"])
        try navigator.send(.present(plain("Settings", .detail)))
        #expect(try navigator.described(.modal(.push(plain("Accounts", .detail)))) == ["push #4 Accounts (detail) in the modal"])
        try navigator.send(.modal(.push(plain("Account", .detail))))
        #expect(navigator.state.modals[0].stack.routes == ["Settings", "Accounts", "Account"])
        #expect(try navigator.described(.modal(.popTo(4))) == ["pop #5 from the modal"])
        #expect(try navigator.described(.modal(.replaceTop(plain("Signatures", .detail)))) == ["replace #4 by #6 Signatures (detail) in the modal"])
        try navigator.send(.modal(.push(plain("Edit", .detail))))
        #expect(try navigator.described(.modal(.popToRoot)) == ["pop #7 from the modal", "pop #6 from the modal"])
        expectRejected(.modal(.pop), on: &navigator, code: .rootCannotBePopped)
        expectRejected(.modal(.popTo(2)), on: &navigator, code: .unknownChild)
        // The columns never moved.
        #expect(navigator.state.stack(.detail).routes == ["Message"])
    }

    @Test func replacingAModalsOnlyChildGivesTheModalItsId() throws {
        var navigator = try makeNavigator(primary: ["Inbox"])
        try navigator.send(.present(plain("Step 1", .detail)))
        try navigator.send(.modal(.replaceTop(plain("Step 2", .detail))))
        #expect(navigator.state.modals.map(\.id) == [3])
        #expect(try navigator.described(.dismissModal(3)) == ["dismiss #3"])
    }

    @Test func columnEventsStillAddressTheColumnsUnderAModal() throws {
        var navigator = try makeNavigator(primary: ["Inbox"])
        try navigator.send(.present(plain("Compose", .detail)))
        try navigator.send(.push(plain("Message", .detail)))
        #expect(navigator.state.stack(.detail).routes == ["Message"])
        #expect(navigator.state.modals[0].stack.routes == ["Compose"])
        // A modal child is not a column child: column events do not find it.
        expectRejected(.popTo(2), on: &navigator, code: .unknownChild)
    }

    // MARK: Back

    @Test func backPopsInsideTheTopModalThenDismissesItThenReachesTheColumns() throws {
        var navigator = try makeNavigator(primary: ["Inbox"], detail: ["Message"])
        try navigator.send(.present(plain("Compose", .detail)))
        try navigator.send(.modal(.push(plain("Attach", .detail))))
        #expect(navigator.backTarget?.route == "Attach")
        #expect(try navigator.described(.back) == ["pop #4 from the modal"])
        #expect(navigator.backTarget?.route == "Compose")
        #expect(navigator.canGoBack)
        #expect(try navigator.described(.back) == ["dismiss #3"])
        #expect(navigator.backTarget?.route == "Message")
        #expect(try navigator.described(.back) == ["remove #2 from detail[0]"])
        #expect(!navigator.canGoBack)
    }

    @Test func backInAModalLeavesTheFocusAlone() throws {
        var navigator = try makeThreeColumns(primary: ["Mailboxes"], supplementary: ["Inbox"])
        try navigator.send(.present(plain("Compose", .detail)))
        try navigator.send(.back)
        #expect(navigator.state.focus == .supplementary)
    }

    // MARK: Layout

    @Test func layoutChangesNeverTouchModals() throws {
        for policy in CollapsePolicy.allCases {
            var navigator = try makeThreeColumns(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message"], policy: policy)
            try navigator.send(.present(plain("Compose", .detail)))
            try navigator.send(.modal(.push(plain("Attach", .detail))))
            try navigator.send(.present(plain("Photos", .detail), style: .fullScreenCover))
            let modals = navigator.state.modals
            for width in [Width.compact, .medium, .compact, .regular] {
                let changes = try navigator.described(.setWidth(width))
                #expect(navigator.state.modals == modals)
                #expect(!changes.contains { $0.contains("modal") || $0.hasPrefix("present") || $0.hasPrefix("dismiss") })
            }
        }
    }

    @Test func aSheetShowsFullScreenInCompactLayoutAndAsASheetAgainAfterTheSplit() throws {
        var navigator = try makeNavigator(primary: ["Inbox"])
        try navigator.send(.present(plain("Compose", .detail)))
        let modal = navigator.state.modals[0]
        #expect(navigator.presentation.shownStyle(of: modal) == .sheet)
        try navigator.send(.setLayout(.compact))
        #expect(navigator.presentation.shownStyle(of: modal) == .fullScreenCover)
        #expect(navigator.state.modals[0].style == .sheet)
        try navigator.send(.setLayout(.regular))
        #expect(navigator.presentation.shownStyle(of: modal) == .sheet)
    }

    @Test func modalEventsCommuteWithTheSplit() throws {
        let events: [NavigationEvent<String>] = [
            .present(plain("Compose", .detail)), .modal(.push(plain("Attach", .detail))), .modal(.pop),
            .present(plain("Photos", .primary), style: .fullScreenCover), .modal(.replaceTop(plain("Camera", .detail))),
            .dismiss, .dismissModal(4),
        ]
        for policy in CollapsePolicy.allCases {
            var compact = try makeThreeColumns(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message"], policy: policy)
            try compact.send(.setLayout(.compact))
            for event in events {
                var splitFirst = compact
                try splitFirst.send(.setLayout(.regular))
                try splitFirst.send(event)
                try compact.send(event)
                var splitAfter = compact
                try splitAfter.send(.setLayout(.regular))
                #expect(splitAfter.state == splitFirst.state, "\(event) under \(policy)")
            }
        }
    }

    // MARK: Restores and saved states

    @Test func restoringDiffsTheModals() throws {
        var navigator = try makeNavigator(primary: ["Inbox"])
        try navigator.send(.present(plain("Compose", .detail)))
        try navigator.send(.present(plain("Attach", .detail)))
        var other = navigator
        try other.send(.dismiss)
        try other.send(.modal(.push(plain("Draft 2", .detail))))
        let changes = try navigator.described(.restore(other.state))
        #expect(changes == ["dismiss #3", "dismiss #2", "present sheet #2 [#2 Compose, #4 Draft 2]"])
        #expect(navigator.state == other.state)
    }

    @Test func aStateWithModalsSavesAsFormat3AndOneWithoutAsFormat2() throws {
        var navigator = try makeNavigator(primary: ["Inbox"], detail: ["Message"])
        let plainJSON = try JSONSerialization.jsonObject(with: JSONEncoder().encode(navigator.state)) as? [String: Any]
        #expect(plainJSON?["format"] as? Int == 2)
        #expect(plainJSON?["modals"] == nil)
        try navigator.send(.present(plain("Compose", .detail), style: .fullScreenCover))
        try navigator.send(.modal(.push(plain("Attach", .primary))))
        let data = try JSONEncoder().encode(navigator.state)
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(json?["format"] as? Int == 3)
        #expect(try JSONDecoder().decode(SplitState<String>.self, from: data) == navigator.state)
        try navigator.send(.setLayout(.compact))
        let compact = try JSONEncoder().encode(navigator.state)
        #expect(try JSONDecoder().decode(SplitState<String>.self, from: compact) == navigator.state)
    }

    @Test func decodingRejectsInconsistentModals() throws {
        let base = #"{"format":3,"columns":2,"layout":"regular","width":"regular","policy":"detailOnTop","visibility":"automatic","mediumWidthPolicy":"trailingColumns","focus":"primary","nextID":4,"primary":[{"id":1,"route":"Inbox","column":"primary"}],"detail":[],"#
        let cases: [(String, String)] = [
            (#""modals":[{"style":"sheet","stack":[]}]}"#, "root"),
            (#""modals":[{"style":"sheet","stack":[{"id":1,"route":"X","column":"detail"}]}]}"#, "more than one child"),
            (#""modals":[{"style":"sheet","stack":[{"id":9,"route":"X","column":"detail"}]}]}"#, "counter"),
            (#""modals":[{"style":"sheet","stack":[{"id":2,"route":"X","column":"supplementary"}]}]}"#, "two-column"),
            (#""modals":[{"style":"sheet","stack":[{"id":2,"route":"X","column":"detail","openedBy":{"list":1,"row":"r"}}]}]}"#, "plain"),
        ]
        for (tail, fragment) in cases {
            let error = #expect(throws: NavigationError.self) {
                try JSONDecoder().decode(SplitState<String>.self, from: Data((base + tail).utf8))
            }
            #expect(error?.code == .invalidState)
            #expect(error?.message.contains(fragment) == true, "\(error?.message ?? "") should mention \(fragment)")
        }
        // Format 2 has no modals.
        let format2 = base.replacingOccurrences(of: #""format":3"#, with: #""format":2"#) + #""modals":[]}"#
        #expect(throws: NavigationError.self) { try JSONDecoder().decode(SplitState<String>.self, from: Data(format2.utf8)) }
    }

    @Test func eventsAndChangesRoundTripThroughJSON() throws {
        let events: [NavigationEvent<String>] = [
            .present(plain("Compose", .detail)), .present(plain("Cover", .primary), style: .fullScreenCover), .dismiss,
            .dismissModal(7), .modal(.push(plain("A", .detail))), .modal(.pop), .modal(.popTo(3)), .modal(.popToRoot),
            .modal(.replaceTop(plain("B", .primary))),
        ]
        for event in events {
            let data = try JSONEncoder().encode(event)
            #expect(try JSONDecoder().decode(NavigationEvent<String>.self, from: data) == event, "\(String(decoding: data, as: UTF8.self))")
        }
        #expect(try JSONDecoder().decode(NavigationEvent<String>.self, from: Data(#"{"event":"present","route":"C","column":"detail"}"#.utf8))
            == .present(plain("C", .detail), style: .sheet))
        var navigator = try makeNavigator(primary: ["Inbox"])
        var changes: [NavigationChange<String>] = []
        changes += try navigator.send(.present(plain("Compose", .detail)))
        changes += try navigator.send(.modal(.push(plain("A", .detail))))
        changes += try navigator.send(.modal(.replaceTop(plain("B", .detail))))
        changes += try navigator.send(.modal(.pop))
        changes += try navigator.send(.dismiss)
        let data = try JSONEncoder().encode(changes)
        #expect(try JSONDecoder().decode([NavigationChange<String>].self, from: data) == changes)
        let presentation = navigator.presentation
        #expect(try JSONDecoder().decode(Presentation<String>.self, from: JSONEncoder().encode(presentation)) == presentation)
    }

    @Test func aPresentationWithModalsRoundTripsAndAppliesChangesStrictly() throws {
        var navigator = try makeNavigator(primary: ["Inbox"])
        try navigator.send(.present(plain("Compose", .detail)))
        let presentation = navigator.presentation
        #expect(try JSONDecoder().decode(Presentation<String>.self, from: JSONEncoder().encode(presentation)) == presentation)
        let wrong: [[NavigationChange<String>]] = [
            [.dismissed(9)], [.modalPopped(2)], [.modalReplacedTop(9, by: Child(id: 9, route: "X", preferredColumn: .detail))],
        ]
        for changes in wrong {
            #expect(throws: NavigationError.self) { try presentation.applying(changes) }
        }
        let bare = try makeNavigator(primary: ["Inbox"]).presentation
        #expect(throws: NavigationError.self) { try bare.applying([.modalPushed(Child(id: 5, route: "X", preferredColumn: .detail))]) }
    }
}
