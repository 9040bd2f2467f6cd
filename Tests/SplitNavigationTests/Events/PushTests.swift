import SplitNavigation
import Testing

@Suite("Push")
struct PushTests {
    @Test func pushGoesToThePreferredColumnWithTheNextID() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"])
        let changes = try navigator.send(.push(plain("Inbox", .primary)))
        try navigator.send(.push(plain("Message", .detail)))
        #expect(navigator.state.stack(.primary).routes == ["Mailboxes", "Inbox"])
        #expect(navigator.state.stack(.detail).routes == ["Message"])
        #expect(navigator.state.stack(.detail).ids == [3])
        #expect(changes == [.inserted(Child(id: 2, route: "Inbox", preferredColumn: .primary), stack: .primary, index: 1)])
    }

    @Test func pushOntoANamedColumnChangesThePreferredColumn() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"])
        try navigator.send(.push(plain("Inbox", .detail), onto: .primary))
        #expect(navigator.state.stack(.primary).last?.preferredColumn == .primary)
        #expect(navigator.state.stack(.detail).isEmpty)
    }

    @Test func compactPushGoesOnTopOfTheOneStack() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"], detail: ["Message"], layout: .compact)
        let changes = try navigator.send(.push(plain("Inbox", .primary)))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Message", "Inbox"])
        #expect(changes == [.inserted(Child(id: 3, route: "Inbox", preferredColumn: .primary), stack: .compact, index: 2)])
        // The next split puts each child back in its column.
        try navigator.send(.setLayout(.regular))
        #expect(navigator.state.stack(.primary).routes == ["Mailboxes", "Inbox"])
        #expect(navigator.state.stack(.detail).routes == ["Message"])
    }

    @Test func hideDetailBringsTheKeptAsideStackBackOnTheFirstDetailPush() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes", "Inbox"], detail: ["M1", "M2"], policy: .hideDetail)
        try navigator.send(.setLayout(.compact))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Inbox"])
        #expect(navigator.state.keptAside.routes == ["M1", "M2"])
        // A primary push leaves the kept-aside stack where it is.
        try navigator.send(.push(plain("Search", .primary)))
        #expect(navigator.state.keptAside.routes == ["M1", "M2"])
        let changes = try navigator.send(.push(plain("M3", .detail)))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Inbox", "Search", "M1", "M2", "M3"])
        #expect(navigator.state.keptAside.isEmpty)
        #expect(changes.count == 3)
    }

    @Test func theCounterNeverOverflows() throws {
        let root = Child(id: 1, route: "Root", preferredColumn: .primary)
        let state = try SplitState<String>.regular(primary: [root], detail: [], policy: .detailOnTop, nextID: ChildID(Int.max))
        var navigator = SplitNavigator(state: state)
        expectRejected(.push(plain("X", .detail)), on: &navigator, code: .idsExhausted)
        expectRejected(.showDetail([plain("X", .detail)]), on: &navigator, code: .idsExhausted)
        expectRejected(.replaceTop(.primary, with: plain("X", .primary)), on: &navigator, code: .idsExhausted)
        // Events that create nothing still work, and so does an empty show detail.
        try navigator.send(.showDetail([]))
    }
}
