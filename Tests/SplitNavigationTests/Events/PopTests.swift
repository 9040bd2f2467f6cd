import SplitNavigation
import Testing

@Suite("Pop, pop to, pop child, pop to root, back")
struct PopTests {
    @Test func popRemovesTheTopOfAColumn() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes", "Inbox"], detail: ["Message"])
        #expect(try navigator.send(.pop(.primary)) == [.removed(2, stack: .primary, index: 1)])
        #expect(try navigator.send(.pop(.detail)) == [.removed(3, stack: .detail, index: 0)])
        expectRejected(.pop(.primary), on: &navigator, code: .rootCannotBePopped)
        expectRejected(.pop(.detail), on: &navigator, code: .columnEmpty)
    }

    @Test func compactPopRemovesTheTopmostChildOfTheColumnEvenUnderOthers() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes", "Inbox"], detail: ["Message"], layout: .compact)
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Inbox", "Message"])
        #expect(try navigator.send(.pop(.primary)) == [.removed(2, stack: .compact, index: 1)])
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Message"])
        expectRejected(.pop(.primary), on: &navigator, code: .rootCannotBePopped)
        try navigator.send(.pop(.detail))
        expectRejected(.pop(.detail), on: &navigator, code: .columnEmpty)
    }

    @Test func compactPopOfAKeptAsideDetailChangesNothingVisible() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"], detail: ["M1", "M2"], layout: .compact, policy: .hideDetail)
        #expect(try navigator.send(.pop(.detail)) == [])
        #expect(navigator.state.keptAside.routes == ["M1"])
    }

    @Test func popToKeepsTheChildAndPopsWhatIsAboveItInItsColumn() throws {
        var navigator = try makeNavigator(primary: ["A", "B", "C"], detail: ["D", "E"])
        let changes = try navigator.send(.popTo(2))
        #expect(navigator.state.stack(.primary).routes == ["A", "B"])
        #expect(navigator.state.stack(.detail).routes == ["D", "E"])
        #expect(changes == [.removed(3, stack: .primary, index: 2)])
        #expect(try navigator.send(.popTo(5)) == [])
        expectRejected(.popTo(42), on: &navigator, code: .unknownChild)
    }

    @Test func popChildPopsTheChildAndWhatIsAboveItInItsOwnColumnOnly() throws {
        var navigator = try makeNavigator(primary: ["A", "B"], detail: ["D", "E"], layout: .compact)
        try navigator.send(.push(plain("C", .primary)))
        #expect(navigator.state.compactStack?.routes == ["A", "B", "D", "E", "C"])
        try navigator.send(.popChild(4))
        #expect(navigator.state.compactStack?.routes == ["A", "B", "D", "C"])
        expectRejected(.popChild(1), on: &navigator, code: .rootCannotBePopped)
        expectRejected(.popChild(99), on: &navigator, code: .unknownChild)
        try navigator.send(.popChild(2))
        #expect(navigator.state.compactStack?.routes == ["A", "D"])
    }

    @Test func popChildOfTheDetailRootEmptiesTheDetailColumn() throws {
        var navigator = try makeNavigator(primary: ["A"], detail: ["D", "E"])
        try navigator.send(.popChild(2))
        #expect(navigator.state.stack(.detail).isEmpty)
    }

    @Test func popToRootKeepsEachColumnsFirstChild() throws {
        var navigator = try makeNavigator(primary: ["A", "B", "C"], detail: ["D", "E", "F"])
        try navigator.send(.popToRoot(.primary))
        try navigator.send(.popToRoot(.detail))
        #expect(navigator.state.stack(.primary).routes == ["A"])
        #expect(navigator.state.stack(.detail).routes == ["D"])
        #expect(try navigator.send(.popToRoot(.primary)) == [])
        try navigator.send(.showDetail([]))
        expectRejected(.popToRoot(.detail), on: &navigator, code: .columnEmpty)
    }

    @Test func compactPopToRootOfTheDetailColumnKeepsItsFirstChild() throws {
        var navigator = try makeNavigator(primary: ["A", "B"], detail: ["D", "E"], layout: .compact)
        try navigator.send(.push(plain("F", .detail)))
        try navigator.send(.popToRoot(.detail))
        #expect(navigator.state.compactStack?.routes == ["A", "B", "D"])
    }

    @Test func backPopsTheDetailTopThenThePrimaryTopInRegularLayout() throws {
        var navigator = try makeNavigator(primary: ["A", "B"], detail: ["D"])
        #expect(navigator.presentation.topmost?.route == "D", "the topmost child is what back pops")
        try navigator.send(.back)
        #expect(navigator.presentation.topmost?.route == "B")
        #expect(navigator.state.stack(.detail).isEmpty)
        try navigator.send(.back)
        #expect(navigator.state.stack(.primary).routes == ["A"])
        expectRejected(.back, on: &navigator, code: .rootCannotBePopped)
    }

    @Test func backPopsTheTopOfTheCompactStackWhateverItsColumn() throws {
        var navigator = try makeNavigator(primary: ["A"], detail: ["D"], layout: .compact)
        try navigator.send(.push(plain("B", .primary)))
        try navigator.send(.back)
        #expect(navigator.state.compactStack?.routes == ["A", "D"])
        try navigator.send(.back)
        expectRejected(.back, on: &navigator, code: .rootCannotBePopped)
    }
}
