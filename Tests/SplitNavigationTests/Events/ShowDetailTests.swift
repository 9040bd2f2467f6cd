import SplitNavigation
import Testing

@Suite("Show detail")
struct ShowDetailTests {
    @Test func replacesTheWholeDetailStack() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"], detail: ["Old 1", "Old 2"])
        let changes = try navigator.send(.showDetail([plain("New 1", .primary), plain("New 2", .detail)]))
        #expect(navigator.state.stack(.detail).routes == ["New 1", "New 2"])
        #expect(navigator.state.stack(.detail).allSatisfy { $0.preferredColumn == .detail })
        #expect(navigator.state.stack(.detail).ids == [4, 5])
        #expect(changes.map(\.description) == [
            "remove #3 from detail[1]", "remove #2 from detail[0]",
            "insert #4 New 1 (detail) into detail[0]", "insert #5 New 2 (detail) into detail[1]",
        ])
    }

    @Test func anEmptyListClearsTheDetailColumn() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"], detail: ["Old"])
        try navigator.send(.showDetail([]))
        #expect(navigator.state.stack(.detail).isEmpty)
    }

    @Test func compactShowDetailReplacesOnlyDetailChildren() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"], detail: ["Old"], layout: .compact)
        try navigator.send(.push(plain("Inbox", .primary)))
        try navigator.send(.showDetail([plain("New", .detail)]))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Inbox", "New"])
    }

    @Test func compactShowDetailReplacesTheKeptAsideStackToo() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"], detail: ["Old"], layout: .compact, policy: .hideDetail)
        #expect(navigator.state.keptAside.routes == ["Old"])
        let changes = try navigator.send(.showDetail([plain("New", .detail)]))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "New"])
        #expect(navigator.state.keptAside.isEmpty)
        #expect(changes.count == 1)
        try navigator.send(.showDetail([]))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes"])
    }
}
