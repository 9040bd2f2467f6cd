import SplitNavigation
import SplitNavigationStore
import SplitNavigationTestSupport
import Testing

@Suite("Queries", .cpuBound)
struct QueryTests {
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func regularLayout() throws {
        let store = try makeStore(primary: ["Mailboxes"])
        #expect(!store.canGoBack)
        #expect(store.backTarget == nil)
        #expect(store.top(of: .primary)?.route == "Mailboxes")
        #expect(store.top(of: .detail) == nil)

        store.send(push("Inbox"))
        store.send(.showDetail([NewChild("Message", preferring: .detail), NewChild("Inbox", preferring: .detail)]))
        // Ids: 1 Mailboxes, 2 Inbox | 3 Message, 4 Inbox.
        #expect(store.canGoBack)
        #expect(store.backTarget?.id == 4)
        #expect(store.top(of: .primary)?.id == 2)
        #expect(store.top(of: .detail)?.id == 4)
        #expect(store.location(of: 3) == ChildLocation(id: 3, column: .detail, index: 0))
        #expect(store.location(of: 9) == nil)
        #expect(store.locations(of: "Inbox") == [
            ChildLocation(id: 2, column: .primary, index: 1),
            ChildLocation(id: 4, column: .detail, index: 1),
        ])
        #expect(store.locations(of: "Drafts").isEmpty)

        store.send(.showDetail([]))
        #expect(store.backTarget?.id == 2, "with an empty detail column, back pops the primary column")
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func compactLayoutWithKeptAsideChildren() throws {
        let store = try makeStore(primary: ["Mailboxes", "Inbox"], detail: ["Message"], layout: .compact, policy: .hideDetail)
        // Ids: 1 Mailboxes, 2 Inbox, 3 Message (kept aside).
        #expect(store.state.keptAside.map(\.id) == [3])
        #expect(store.backTarget?.id == 2)
        #expect(store.top(of: .primary)?.id == 2)
        #expect(store.top(of: .detail)?.id == 3, "the detail column's top is kept aside")
        #expect(store.location(of: 3) == ChildLocation(id: 3, column: .detail, index: 0, isKeptAside: true))
        #expect(store.location(of: 2) == ChildLocation(id: 2, column: .primary, index: 1))
        #expect(store.location(of: 3)?.description == "#3 at detail[0] (kept aside)")

        store.send(.back)
        #expect(!store.canGoBack, "compact back never reaches kept-aside children")
    }

    /// The queries agree with what the events they predict do, on random navigators.
    @Test(arguments: CollapsePolicy.allCases)
    func queriesAgreeWithTheEventsTheyPredict(_ policy: CollapsePolicy) throws {
        var navigator = try SplitNavigator<String>(
            primary: ["Mailboxes"], detail: ["Welcome"], policy: policy, placeholder: testPlaceholder)
        var events = RandomEvents(seed: 42 + UInt64(policy.hashValue & 0xFF))
        for step in 0..<3_000 {
            events.knownIDs = navigator.state.children.map(\.id)
            _ = try? navigator.send(events.next())
            let state = navigator.state

            var backed = navigator
            let backedOK = (try? backed.send(.back)) != nil
            #expect(navigator.canGoBack == backedOK, "step \(step)")
            if let target = navigator.backTarget {
                #expect(backed.state.child(target.id) == nil && state.child(target.id) != nil, "step \(step): back pops the target")
                #expect(backed.state.children.count == state.children.count - 1)
            }

            for column in Column.allCases {
                #expect(navigator.top(of: column) == state.stack(column).last, "step \(step)")
            }

            let presentation = navigator.presentation
            for child in state.children {
                let location = try #require(navigator.location(of: child.id))
                if location.isKeptAside {
                    #expect(state.keptAside[location.index].id == child.id)
                    #expect(location.column == .detail)
                } else {
                    #expect(presentation.stack(location.column)[location.index].id == child.id, "step \(step)")
                }
            }
            for route in RandomEvents.routes {
                let found = navigator.locations(of: route).map(\.id)
                #expect(Set(found) == Set(state.children.filter { $0.route == route }.map(\.id)))
                #expect(found.count == Set(found).count)
            }
        }
    }
}
