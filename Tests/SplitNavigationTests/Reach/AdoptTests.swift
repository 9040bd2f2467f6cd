import SplitNavigation
import Testing

@Suite("Adopting a stack the platform changed")
struct AdoptTests {
    /// Mailboxes(1) Inbox(2) | Message 1(3) Reply(4), regular layout.
    func mail(layout: Layout = .regular) throws -> SplitNavigator<String> {
        try makeNavigator(primary: ["Mailboxes", "Inbox"], detail: ["Message 1", "Reply"], layout: layout)
    }

    @Test func aBackSwipeIsAPop() throws {
        var navigator = try mail()
        let (events, _) = try navigator.adopt([3], in: .detail)
        #expect(events == [.popChild(4)])
        #expect(navigator.routes == [["Mailboxes", "Inbox"], [], ["Message 1"]])
    }

    @Test func theSameStackIsNoEvents() throws {
        var navigator = try mail()
        let before = navigator.state
        #expect(try navigator.adopt([1, 2], in: .primary).events.isEmpty)
        #expect(try navigator.adopt(routes: ["Message 1", "Reply"], in: .detail).events.isEmpty)
        #expect(navigator.state == before)
    }

    @Test func idsPopsCannotExplainAreRefused() throws {
        var navigator = try mail()
        let before = navigator.state
        let cases: [([ChildID], Column, NavigationError.Code)] = [
            ([4, 3], .detail, .stackNotExplained),      // reordered
            ([3, 3], .detail, .stackNotExplained),      // twice
            ([1], .detail, .stackNotExplained),         // another column's child
            ([3, 4, 9], .detail, .unknownChild),        // a child the state never had
            ([], .primary, .rootCannotBePopped),
            ([1], .supplementary, .columnNotInSplit),
        ]
        for (ids, column, code) in cases {
            let error = #expect(throws: NavigationError.self) { try navigator.adopt(ids, in: column) }
            #expect(error?.code == code, "\(ids) in \(column)")
            #expect(navigator.state == before)
        }
    }

    /// A presented sheet's root is a child, though not a column's: naming it in a column's stack
    /// is a stack the pops cannot explain, not an unknown child.
    @Test func aModalsChildInAColumnsStackIsNotExplained() throws {
        var navigator = try mail()
        try navigator.send(.present(NewChild("Compose", preferring: .detail)))
        let sheet = try #require(navigator.state.modals.first?.id)
        let before = navigator.state
        let error = #expect(throws: NavigationError.self) { try navigator.adopt([3, sheet], in: .detail) }
        #expect(error?.code == .stackNotExplained)
        #expect(navigator.state == before)
    }

    @Test func routesArePoppedAndPushedLikeAReachOfOneColumn() throws {
        var navigator = try mail()
        let (events, _) = try navigator.adopt(routes: ["Message 1", "Forward", "Contacts"], in: .detail)
        #expect(events == [.popChild(4), .push(plain("Forward", .detail), onto: .detail), .push(plain("Contacts", .detail), onto: .detail)])
        #expect(navigator.state.stack(.detail).ids == [3, 5, 6])
        #expect(navigator.state.stack(.primary).ids == [1, 2], "other columns are untouched")
    }

    @Test func inCompactLayoutTheOneStackIsPrimary() throws {
        var navigator = try mail(layout: .compact)
        #expect(navigator.state.compactStack?.ids == [1, 2, 3, 4])
        try navigator.send(.push(plain("Search", .primary)))                 // 5, on top
        // The person swiped back twice: to Message 1. Search and Reply, from two columns, left.
        let (events, _) = try navigator.adopt([1, 2, 3], in: .primary)
        #expect(events == [.popChild(5), .popChild(4)])
        #expect(navigator.state.compactStack?.ids == [1, 2, 3])
        // Nothing shows in the other columns of a compact presentation.
        #expect(try navigator.adopt([], in: .detail).events.isEmpty)
        #expect(throws: NavigationError.self) { try navigator.adopt([3], in: .detail) }
    }

    @Test func compactRoutesPushChildrenPreferringTheNamedColumn() throws {
        var navigator = try mail(layout: .compact)
        let (events, _) = try navigator.adopt(routes: ["Mailboxes", "Sent", "Message 9"], in: .detail)
        #expect(events == [.popChild(3), .popChild(2), .push(plain("Sent", .detail), onto: .detail), .push(plain("Message 9", .detail), onto: .detail)])
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Sent", "Message 9"])
        #expect(navigator.state.compactStack?.map(\.preferredColumn) == [.primary, .detail, .detail])
    }

    @Test func compactDetailRoutesDropAKeptAsideStackRatherThanBringItBack() throws {
        // Found by the events fuzzer: a detail push brings the kept-aside stack back on top, so
        // the adopted stack showed children the platform's stack does not have.
        var navigator = try makeNavigator(primary: ["Mailboxes"], detail: ["Old 1", "Old 2"], layout: .compact, policy: .hideDetail)
        #expect(navigator.state.keptAside.routes == ["Old 1", "Old 2"])
        let (events, _) = try navigator.adopt(routes: ["Mailboxes", "New"], in: .detail)
        #expect(events == [.popChild(2), .push(plain("New", .detail), onto: .detail)])
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "New"])
        #expect(navigator.state.keptAside.isEmpty)
    }

    @Test func aNewBottomRouteReplacesTheRoot() throws {
        var navigator = try mail(layout: .compact)
        let (events, _) = try navigator.adopt(routes: ["Settings"], in: .primary)
        #expect(events == [.popChild(3), .popChild(2), .replaceTop(.primary, with: plain("Settings", .primary))])
        #expect(navigator.state.compactStack?.routes == ["Settings"])
        #expect(throws: NavigationError(.noPrimaryRoot, "the compact stack needs at least the primary root")) {
            try navigator.adopt(routes: [], in: .primary)
        }
    }

    @Test func adoptingWhatABackLeftGivesTheStateBackGives() throws {
        // Property: for every state and every prefix of every shown stack, adopting the prefix's
        // ids gives a state whose shown stack is that prefix, and the events one by one agree.
        var samples = ReachSamples(seed: 99)
        for index in 0..<200 {
            let state = try samples.state()
            let columns = state.layout == .compact ? [Column.primary] : state.columns.all
            for column in columns {
                let shown = state.layout == .compact ? state.compactStack ?? [] : state.stack(column)
                let keep = samples.random.int(in: (column == .primary ? 1 : 0)...shown.count)
                var navigator = SplitNavigator(state: state)
                let (events, _) = try navigator.adopt(shown.prefix(keep).map(\.id), in: column)
                let now = navigator.state.layout == .compact ? navigator.state.compactStack ?? [] : navigator.state.stack(column)
                #expect(now == Array(shown.prefix(keep)), "sample \(index), \(column): \(events)")
                var oneByOne = SplitNavigator(state: state)
                for event in events { try oneByOne.send(event) }
                #expect(oneByOne.state == navigator.state, "sample \(index)")
                #expect(navigator.state.children.count == state.children.count - (shown.count - keep), "only the shown children left")
            }
        }
    }
}
