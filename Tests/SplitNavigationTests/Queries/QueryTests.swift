import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// The navigator's queries (`canGoBack`, `backTarget`, `top(of:)`, `location(of:)`,
/// `locations(of:)`) and `Presentation.topmost`, in the core, where a front end without the
/// store asks them.
@Suite("Queries", .cpuBound)
struct QueryTests {
    @Test func regularLayout() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"])
        #expect(!navigator.canGoBack)
        #expect(navigator.backTarget == nil)
        #expect(navigator.top(of: .primary)?.route == "Mailboxes")
        #expect(navigator.top(of: .detail) == nil)

        try navigator.send(.push(plain("Inbox", .primary)))
        try navigator.send(.showDetail([plain("Message", .detail), plain("Inbox", .detail)]))
        // Ids: 1 Mailboxes, 2 Inbox | 3 Message, 4 Inbox.
        #expect(navigator.canGoBack)
        #expect(navigator.backTarget?.id == 4)
        #expect(navigator.top(of: .primary)?.id == 2)
        #expect(navigator.top(of: .detail)?.id == 4)
        #expect(navigator.location(of: 3) == ChildLocation(id: 3, column: .detail, index: 0))
        #expect(navigator.location(of: 9) == nil)
        #expect(navigator.locations(of: "Inbox") == [
            ChildLocation(id: 2, column: .primary, index: 1),
            ChildLocation(id: 4, column: .detail, index: 1),
        ])
        #expect(navigator.locations(of: "Drafts").isEmpty)

        try navigator.send(.showDetail([]))
        #expect(navigator.backTarget?.id == 2, "with an empty detail column, back pops the primary column")
    }

    @Test func childrenInModalsAreLocatedAfterTheColumnsModalByModal() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes", "Inbox"], layout: .compact, policy: .hideDetail)
        try navigator.send(.present(plain("Inbox", .detail)))
        try navigator.send(.present(plain("Contacts", .primary), style: .fullScreenCover))
        try navigator.send(.modal(.push(plain("Inbox", .detail))))
        // Ids: 1 Mailboxes, 2 Inbox | modal 0: 3 Inbox | modal 1: 4 Contacts, 5 Inbox.
        #expect(navigator.location(of: 4) == ChildLocation(id: 4, column: .primary, index: 0, modal: 1))
        #expect(navigator.location(of: 5)?.description == "#5 in modal 1 at [1]")
        #expect(navigator.locations(of: "Inbox") == [
            ChildLocation(id: 2, column: .primary, index: 1),
            ChildLocation(id: 3, column: .detail, index: 0, modal: 0),
            ChildLocation(id: 5, column: .detail, index: 1, modal: 1),
        ])
        try navigator.send(.dismissModal(3))
        #expect(navigator.location(of: 5) == nil)
        #expect(navigator.locations(of: "Inbox").map(\.modal) == [nil])
    }

    @Test func compactLayoutWithKeptAsideChildren() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes", "Inbox"], detail: ["Message"], layout: .compact, policy: .hideDetail)
        // Ids: 1 Mailboxes, 2 Inbox, 3 Message (kept aside).
        #expect(navigator.state.keptAside.map(\.id) == [3])
        #expect(navigator.backTarget?.id == 2)
        #expect(navigator.top(of: .primary)?.id == 2)
        #expect(navigator.top(of: .detail)?.id == 3, "the detail column's top is kept aside")
        #expect(navigator.location(of: 3) == ChildLocation(id: 3, column: .detail, index: 0, isKeptAside: true))
        #expect(navigator.location(of: 2) == ChildLocation(id: 2, column: .primary, index: 1))
        #expect(navigator.location(of: 3)?.description == "#3 at detail[0] (kept aside)")

        try navigator.send(.back)
        #expect(!navigator.canGoBack, "compact back never reaches kept-aside children")
        #expect(navigator.presentation.topmost?.id == 1, "the root alone is topmost, and back cannot pop it")
    }

    /// Mailboxes(1) | Inbox(2) Thread(3) | Message(4), and Work(5) pushed on the primary column.
    static func mail(width: Width = .regular, policy: CollapsePolicy = .detailOnTop) throws -> SplitNavigator<String> {
        try makeThreeColumns(supplementary: ["Inbox", "Thread"], detail: ["Message"], width: width, policy: policy)
    }

    @Test func backTargetIsWhatBackPopsDetailThenSupplementaryThenPrimary() throws {
        var navigator = try Self.mail()
        try navigator.send(.push(plain("Work", .primary)))   // 5
        var popped: [Int] = []
        while let target = navigator.backTarget {
            #expect(navigator.canGoBack)
            #expect(navigator.presentation.topmost == target, "back pops the topmost child")
            let changes = try navigator.send(.back)
            #expect(changes.first == .removed(target.id, stack: StackName(target.preferredColumn), index: navigator.state.stack(target.preferredColumn).count))
            #expect(navigator.state.focus == target.preferredColumn, "back focuses the column it popped")
            popped.append(target.id.rawValue)
        }
        #expect(popped == [4, 3, 2, 5])
        #expect(!navigator.canGoBack)
        #expect(navigator.presentation.topmost?.id == 1)
        expectRejected(.back, on: &navigator, code: .rootCannotBePopped)
    }

    @Test func compactBackTargetIsTheTopOfTheStack() throws {
        var navigator = try Self.mail(width: .compact)
        var popped: [Int] = []
        while let target = navigator.backTarget {
            #expect(navigator.presentation.topmost == target)
            try navigator.send(.back)
            #expect(navigator.state.focus == target.preferredColumn, "compact back focuses the popped child's column")
            popped.append(target.id.rawValue)
        }
        #expect(popped == [4, 3, 2])
        expectRejected(.back, on: &navigator, code: .rootCannotBePopped)
    }

    @Test func topAndLocationKnowTheSupplementaryColumn() throws {
        let regular = try Self.mail()
        #expect(regular.top(of: .supplementary)?.id == 3)
        #expect(regular.location(of: 2) == ChildLocation(id: 2, column: .supplementary, index: 0))
        #expect(regular.location(of: 4) == ChildLocation(id: 4, column: .detail, index: 0))
        #expect(regular.locations(of: "Thread") == [ChildLocation(id: 3, column: .supplementary, index: 1)])
        var compact = try Self.mail(width: .compact, policy: .hideDetail)
        #expect(compact.top(of: .supplementary)?.id == 3)
        #expect(compact.top(of: .detail)?.id == 4)
        #expect(compact.location(of: 3) == ChildLocation(id: 3, column: .primary, index: 2))
        #expect(compact.location(of: 4) == ChildLocation(id: 4, column: .detail, index: 0, isKeptAside: true))
        try compact.send(.showSupplementary([]))
        #expect(compact.top(of: .supplementary) == nil)
        #expect(compact.top(of: .detail) == nil)
    }

    /// `topmost` is the top of what is shown: with an empty detail column in regular layout, the
    /// supplementary column's top; a presentation built by hand answers the same.
    @Test func topmostIsTheTopOfTheRightmostColumnWithChildren() throws {
        var navigator = try Self.mail()
        #expect(navigator.presentation.topmost?.route == "Message")
        try navigator.send(.showDetail([]))
        #expect(navigator.presentation.topmost?.route == "Thread")
        try navigator.send(.showSupplementary([]))
        #expect(navigator.presentation.topmost?.route == "Mailboxes")

        let root = Child(id: 1, route: "Root", preferredColumn: .primary)
        let top = Child(id: 2, route: "Top", preferredColumn: .detail)
        #expect(Presentation.compact(stack: [root, top]).topmost == top)
        #expect(Presentation.regular(primary: [root], detail: []).topmost == root)
    }

    /// The queries agree with what the events they predict do, on random navigators of two and
    /// three columns, both layouts and every policy, with sheets and covers over them.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func queriesAgreeWithTheEventsTheyPredict(seed: UInt64) throws {
        let generator = EventGenerator<String>.standard(routes: .names)
        let starts = StartGenerator<String>.random(routes: .names)
        var random = SplitMix64(seed: seed)
        for _ in 0..<20 {
            var navigator = SplitNavigator(state: try starts.start(using: &random))
            var events: [NavigationEvent<String>] = []
            for _ in 0..<60 {
                let event = generator.event(for: navigator.state, using: &random)
                events.append(event)
                _ = try? navigator.send(event)
                let state = navigator.state
                let presentation = navigator.presentation
                // Built only when an expectation fails: the comments are autoclosures.
                func context() -> String { "seed \(seed), events \(events)" }

                var backed = navigator
                let backedOK = (try? backed.send(.back)) != nil
                #expect(navigator.canGoBack == backedOK, "\(context())")
                // Back reaches the top modal first: its children count as the columns' do.
                func shown(_ state: SplitState<String>) -> [Child<String>] { state.children + state.modals.flatMap(\.stack) }
                if let target = navigator.backTarget {
                    #expect(!shown(backed.state).contains(target) && shown(state).contains(target), "back pops the target: \(context())")
                    #expect(shown(backed.state).count == shown(state).count - 1, "\(context())")
                    #expect(presentation.topmost == target, "\(context())")
                } else {
                    #expect(presentation.topmost == presentation.stack(.primary).first, "only the root is left: \(context())")
                    #expect(presentation.stack(.primary).count == 1, "\(context())")
                }

                for column in Column.allCases {
                    #expect(navigator.top(of: column) == state.stack(column).last, "\(context())")
                }
                for child in state.children {
                    let location = try #require(navigator.location(of: child.id), "\(context())")
                    if location.isKeptAside {
                        #expect(state.keptAside.dropFirst(location.index).first?.id == child.id, "\(context())")
                        #expect(location.column == .detail, "\(context())")
                    } else {
                        #expect(presentation.stack(location.column).dropFirst(location.index).first?.id == child.id, "\(context())")
                    }
                }
                for route in Set(shown(state).map(\.route)) {
                    let found = navigator.locations(of: route).map(\.id)
                    #expect(Set(found) == Set(shown(state).filter { $0.route == route }.map(\.id)), "\(context())")
                    #expect(found.count == Set(found).count, "\(context())")
                }
            }
        }
    }
}
