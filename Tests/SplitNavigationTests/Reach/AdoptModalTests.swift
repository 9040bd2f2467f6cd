import SplitNavigation
import Testing

@Suite("Adopting a modal the platform changed")
struct AdoptModalTests {
    /// Mailboxes(1) | Message 1(2), a sheet Compose(3) with Attachments(4) and Photos(5) pushed,
    /// in either layout.
    func mail(layout: Layout = .regular) throws -> SplitNavigator<String> {
        var navigator = try makeNavigator(primary: ["Mailboxes"], detail: ["Message 1"], layout: layout)
        try navigator.send(.present(plain("Compose", .detail)))
        try navigator.send(.modal(.push(plain("Attachments", .detail))))
        try navigator.send(.modal(.push(plain("Photos", .detail))))
        return navigator
    }

    @Test(arguments: [Layout.regular, .compact])
    func aSwipedDownSheetIsDismissedOnceAndThenNoEvents(layout: Layout) throws {
        var navigator = try mail(layout: layout)
        try navigator.send(.present(plain("Preview", .detail), style: .fullScreenCover))
        let (events, changes) = try navigator.adoptDismissal(of: 3)
        #expect(events == [.dismissModal(3)])
        #expect(changes.map(\.description) == ["dismiss #6", "dismiss #3"], "the cover above goes with it")
        #expect(navigator.state.modals.isEmpty)
        // The platform reports it again, or after the state dismissed it itself: nothing to do.
        #expect(try navigator.adoptDismissal(of: 3).events.isEmpty)
        #expect(try navigator.adoptDismissal(of: 6).events.isEmpty)
    }

    @Test func aDismissalOfWhatIsNotAModalIsRefused() throws {
        var navigator = try mail()
        let before = navigator.state
        // Ids count from 1: zero and negative ids were never given.
        let never: [(ChildID, NavigationError.Code)] = [(99, .unknownChild), (0, .unknownChild), (-1, .unknownChild), (ChildID(Int.min), .unknownChild)]
        for (id, code) in [(ChildID(1), NavigationError.Code.noModal), (4, .noModal)] + never {
            let error = #expect(throws: NavigationError.self) { try navigator.adoptDismissal(of: id) }
            #expect(error?.code == code, "\(id)")
            #expect(navigator.state == before)
        }
    }

    @Test(arguments: [Layout.regular, .compact])
    func aBackSwipeInsideTheSheetIsAPopTo(layout: Layout) throws {
        var navigator = try mail(layout: layout)
        let columns = navigator.state.children
        #expect(try navigator.adopt([3, 4, 5], inModal: 3).events.isEmpty)
        let (events, changes) = try navigator.adopt([3, 4], inModal: 3)
        #expect(events == [.modal(.popTo(4))])
        #expect(changes.map(\.description) == ["pop #5 from the modal"])
        #expect(navigator.state.modals[0].stack.ids == [3, 4])
        #expect(navigator.state.children == columns, "the columns are untouched")
    }

    @Test func idsNoPopCanExplainAreRefused() throws {
        var navigator = try mail()
        try navigator.send(.present(plain("Preview", .detail), style: .fullScreenCover))
        let before = navigator.state
        let cases: [([ChildID], ChildID, NavigationError.Code)] = [
            ([3, 5], 3, .stackNotExplained),        // a child skipped
            ([4, 3], 3, .stackNotExplained),        // reordered
            ([3, 4, 5, 6], 3, .stackNotExplained),  // another modal's child
            ([3, 4, 9], 3, .unknownChild),
            ([3, 4], 3, .stackNotExplained),        // the sheet is under the cover
            ([], 3, .rootCannotBePopped),           // a dismissal, adopted as one
            ([1], 1, .noModal),                     // a column's child
            ([6], 7, .noModal),
        ]
        for (ids, modal, code) in cases {
            let error = #expect(throws: NavigationError.self) { try navigator.adopt(ids, inModal: modal) }
            #expect(error?.code == code, "\(ids) in \(modal)")
            #expect(navigator.state == before)
        }
        // The covered sheet showing its whole stack is no change.
        #expect(try navigator.adopt([3, 4, 5], inModal: 3).events.isEmpty)
    }

    @Test(arguments: [Layout.regular, .compact])
    func aPathOfRoutesKeepsTheCommonPrefix(layout: Layout) throws {
        var navigator = try mail(layout: layout)
        #expect(try navigator.adopt(routes: ["Compose", "Attachments", "Photos"], inModal: 3).events.isEmpty)
        let (events, _) = try navigator.adopt(routes: ["Compose", "Attachments", "Contacts", "Ann"], inModal: 3)
        #expect(events == [.modal(.popTo(4)), .modal(.push(plain("Contacts", .detail))), .modal(.push(plain("Ann", .detail)))])
        #expect(navigator.state.modals[0].stack.ids == [3, 4, 6, 7])
        #expect(try navigator.adopt(routes: ["Compose"], inModal: 3).events == [.modal(.popTo(3))])
    }

    @Test func routesNoPopCanExplainAreRefused() throws {
        var navigator = try mail()
        try navigator.send(.present(plain("Preview", .detail), style: .fullScreenCover))
        let before = navigator.state
        let cases: [([String], ChildID, NavigationError.Code)] = [
            (["Reply", "Attachments"], 3, .stackNotExplained),   // another root
            (["Compose"], 3, .stackNotExplained),                // the sheet is under the cover
            ([], 6, .rootCannotBePopped),
            (["Compose"], 2, .noModal),
        ]
        for (routes, modal, code) in cases {
            let error = #expect(throws: NavigationError.self) { try navigator.adopt(routes: routes, inModal: modal) }
            #expect(error?.code == code, "\(routes) in \(modal)")
            #expect(navigator.state == before)
        }
    }
}
