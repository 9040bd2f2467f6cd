import SplitNavigation
import Testing

@Suite("Replace top")
struct ReplaceTopTests {
    @Test func replacesTheTopOfAColumnWithANewChild() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"], detail: ["Message", "Reply"])
        let changes = try navigator.send(.replaceTop(.detail, with: plain("Draft", .primary)))
        #expect(navigator.state.stack(.detail).routes == ["Message", "Draft"])
        #expect(navigator.state.stack(.detail).last?.id == 4)
        #expect(navigator.state.stack(.detail).last?.preferredColumn == .detail)
        #expect(changes == [.replaced(3, by: Child(id: 4, route: "Draft", preferredColumn: .detail), stack: .detail, index: 1)])
    }

    @Test func theLonePrimaryRootIsReplacedInPlace() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"], detail: ["Message"], layout: .compact)
        try navigator.send(.replaceTop(.primary, with: plain("Accounts", .primary)))
        #expect(navigator.state.compactStack?.routes == ["Accounts", "Message"])
        #expect(navigator.state.root.id == 3)
    }

    @Test func compactReplacementLeavesItsPlaceAndGoesOnTop() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes", "Inbox"], detail: ["Message"], layout: .compact)
        let changes = try navigator.send(.replaceTop(.primary, with: plain("Sent", .primary)))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Message", "Sent"])
        #expect(changes.map(\.description) == ["remove #2 from compact[1]", "insert #4 Sent (primary) into compact[2]"])
    }

    @Test func replacingTheTopOfAnEmptyDetailColumnIsAnError() throws {
        var regular = try makeNavigator(primary: ["Mailboxes"])
        expectRejected(.replaceTop(.detail, with: plain("X", .detail)), on: &regular, code: .columnEmpty)
        var compact = try makeNavigator(primary: ["Mailboxes"], layout: .compact)
        expectRejected(.replaceTop(.detail, with: plain("X", .detail)), on: &compact, code: .columnEmpty)
    }

    @Test func compactDetailReplacementBringsTheKeptAsideStackBack() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"], detail: ["M1", "M2"], layout: .compact, policy: .hideDetail)
        try navigator.send(.replaceTop(.detail, with: plain("M3", .detail)))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "M1", "M3"])
        #expect(navigator.state.keptAside.isEmpty)
    }
}
