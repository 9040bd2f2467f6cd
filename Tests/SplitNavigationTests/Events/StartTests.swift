import SplitNavigation
import Testing

@Suite("Start")
struct StartTests {
    @Test func idsCountPrimaryChildrenFirstThenDetailChildren() throws {
        let navigator = try makeNavigator(primary: ["Mailboxes", "Inbox"], detail: ["Message"])
        #expect(navigator.state.stack(.primary).ids == [1, 2])
        #expect(navigator.state.stack(.detail).ids == [3])
        #expect(navigator.state.nextID == 4)
        #expect(navigator.state.stack(.primary).allSatisfy { $0.preferredColumn == .primary })
        #expect(navigator.state.stack(.detail).allSatisfy { $0.preferredColumn == .detail })
        #expect(navigator.state.root.route == "Mailboxes")
    }

    @Test func startingWithoutPrimaryChildIsAnError() {
        let error = #expect(throws: NavigationError.self) {
            try makeNavigator(primary: [], detail: ["Message"])
        }
        #expect(error?.code == .noPrimaryRoot)
    }

    @Test(arguments: CollapsePolicy.allCases)
    func startingCompactEqualsStartingRegularThenCollapsing(policy: CollapsePolicy) throws {
        let compact = try makeNavigator(primary: ["A", "B"], detail: ["C", "D"], layout: .compact, policy: policy)
        var regular = try makeNavigator(primary: ["A", "B"], detail: ["C", "D"], policy: policy)
        try regular.send(.setLayout(.compact))
        #expect(compact.state == regular.state)
        #expect(compact.state.layout == .compact)
    }

    @Test func initialDetailChildrenPreferDetailWhateverTheySay() throws {
        let state = try SplitState(primary: [plain("A", .detail)], detail: [plain("B", .primary)])
        #expect(state.stack(.primary).map(\.preferredColumn) == [.primary])
        #expect(state.stack(.detail).map(\.preferredColumn) == [.detail])
    }
}
