import SplitNavigation
import SplitNavigationStore
import SplitNavigationTestSupport
import Testing

/// The store forwards the core's queries (tested in `SplitNavigationTests`' `QueryTests`): each
/// reads the navigator once and answers what the navigator answers.
@Suite("Store queries", .cpuBound)
struct QueryTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [Layout.regular, .compact])
    func theStoreAnswersWhatItsNavigatorAnswers(_ layout: Layout) throws {
        let store = try makeStore(primary: ["Mailboxes", "Inbox"], detail: ["Message"], layout: layout, policy: .hideDetail)
        func expectSameAnswers(_ step: String) {
            let navigator = store.navigator
            #expect(store.canGoBack == navigator.canGoBack, "\(step)")
            #expect(store.backTarget == navigator.backTarget, "\(step)")
            for column in Column.allCases {
                #expect(store.top(of: column) == navigator.top(of: column), "\(step)")
            }
            for id in 1...6 {
                #expect(store.location(of: ChildID(id)) == navigator.location(of: ChildID(id)), "\(step)")
            }
            for route in ["Mailboxes", "Inbox", "Message", "Drafts"] {
                #expect(store.locations(of: route) == navigator.locations(of: route), "\(step)")
            }
        }
        expectSameAnswers("start")
        store.send(push("Drafts"))
        expectSameAnswers("after a push")
        store.send(.back)
        expectSameAnswers("after a back")
        store.send(.popToRoot(.primary))
        store.send(.showDetail([]))
        expectSameAnswers("with the root alone")
        #expect(!store.canGoBack)
        #expect(store.backTarget == nil)
        #expect(store.location(of: 1) == ChildLocation(id: 1, column: .primary, index: 0), "the store's ChildLocation is the core's")
    }
}
