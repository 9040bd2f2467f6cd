import Foundation
import SplitNavigation
import Testing

/// `raise`: a column's top child goes on top of the compact stack, and no column's stack
/// changes, so the split of the result is the split of the state before.
@Suite("Raise")
struct RaiseTests {
    /// Mailboxes | Inbox | Message 1, collapsed under `policy`, then a search list pushed into
    /// the supplementary column: the message is a kept child under another column's push.
    func searched(_ policy: CollapsePolicy) throws -> SplitNavigator<String> {
        var navigator = try makeThreeColumns(
            primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 1"], width: .compact, policy: policy)
        try navigator.send(.push(plain("Search", .supplementary)))
        return navigator
    }

    /// The state the next split gives, at regular width.
    func split(_ navigator: SplitNavigator<String>) throws -> SplitState<String> {
        var split = navigator
        try split.send(.setLayout(.regular))
        return split.state
    }

    @Test(arguments: [CollapsePolicy.detailOnTop, .chronological])
    func inCompactLayoutTheColumnsTopGoesOnTopAndTheSplitStaysTheSame(policy: CollapsePolicy) throws {
        var navigator = try searched(policy)
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Inbox", "Message 1", "Search"])
        let before = navigator.state
        let changes = try navigator.described(.raise(.detail))
        #expect(changes == ["move #3 from compact[2] to compact[3]"])
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Inbox", "Search", "Message 1"])
        #expect(navigator.presentation.topmost?.route == "Message 1")
        #expect(try split(navigator) == split(SplitNavigator(state: before)))
        #expect(navigator.state.focus == before.focus, "raising is not navigating: the focus stays")
        #expect(navigator.state.nextID == before.nextID)
    }

    @Test func underHideDetailTheKeptAsideStackComesBackOnTop() throws {
        var navigator = try searched(.hideDetail)
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Inbox", "Search"])
        #expect(navigator.state.keptAside.routes == ["Message 1"])
        let before = navigator.state
        let changes = try navigator.described(.raise(.detail))
        #expect(changes == ["insert #3 Message 1 (detail) into compact[3]"])
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Inbox", "Search", "Message 1"])
        #expect(navigator.state.keptAside.isEmpty)
        #expect(try split(navigator) == split(SplitNavigator(state: before)))
    }

    @Test func aShallowerColumnIsRaisedOverADeeperOne() throws {
        var navigator = try makeThreeColumns(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 1"], width: .compact)
        try navigator.send(.push(plain("On My Mac", .primary)))
        try navigator.send(.push(plain("Reply", .detail)))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Inbox", "Message 1", "On My Mac", "Reply"])
        let before = navigator.state
        try navigator.send(.raise(.supplementary))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Message 1", "On My Mac", "Reply", "Inbox"])
        try navigator.send(.raise(.primary))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Message 1", "Reply", "Inbox", "On My Mac"])
        #expect(try split(navigator) == split(SplitNavigator(state: before)))
    }

    @Test(arguments: CollapsePolicy.allCases)
    func aTopAlreadyOnTopChangesNothing(policy: CollapsePolicy) throws {
        var navigator = try searched(policy)
        let before = navigator.state
        #expect(try navigator.described(.raise(.supplementary)) == [])
        #expect(navigator.state == before)
    }

    @Test func thePrimaryRootStaysAtTheBottom() throws {
        var navigator = try searched(.detailOnTop)
        let before = navigator.state
        #expect(try navigator.described(.raise(.primary)) == [])
        #expect(navigator.state == before)
        #expect(navigator.state.compactStack?.first?.id == navigator.state.root.id)
    }

    @Test(arguments: [Width.medium, .regular])
    func inRegularLayoutNothingChanges(width: Width) throws {
        var navigator = try makeThreeColumns(
            primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 1"], width: width, visibility: .detailOnly)
        try navigator.send(.push(plain("Search", .supplementary)))
        let before = navigator.state
        for column in Column.allCases {
            #expect(try navigator.described(.raise(column)) == [])
            #expect(navigator.state == before, "raising \(column)")
        }
    }

    @Test func errorsChangeNothingInBothLayouts() throws {
        for width in [Width.compact, .regular] {
            var three = try makeThreeColumns(primary: ["Mailboxes"], width: width)
            expectRejected(.raise(.detail), on: &three, code: .columnEmpty)
            expectRejected(.raise(.supplementary), on: &three, code: .columnEmpty)
            var two = try makeNavigator(primary: ["Mailboxes"], detail: ["Message"], layout: width.layout)
            expectRejected(.raise(.supplementary), on: &two, code: .columnNotInSplit)
        }
        var hidden = try makeNavigator(primary: ["Mailboxes"], layout: .compact, policy: .hideDetail)
        expectRejected(.raise(.detail), on: &hidden, code: .columnEmpty)
    }

    @Test func inABatchAndAsJSON() throws {
        var navigator = try searched(.chronological)
        try navigator.send(.batch([.raise(.detail), .push(plain("Reply", .detail))]))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Inbox", "Search", "Message 1", "Reply"])
        let json = String(decoding: try JSONEncoder.sorted.encode(NavigationEvent<String>.raise(.detail)), as: UTF8.self)
        #expect(json == #"{"column":"detail","event":"raise"}"#)
        #expect(try JSONDecoder().decode(NavigationEvent<String>.self, from: Data(json.utf8)) == .raise(.detail))
        #expect(NavigationEvent<String>.raise(.supplementary).description == "raise the top of supplementary")
        #expect(NavigationEvent<String>.eventNames.contains("raise"))
    }
}

private extension JSONEncoder {
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}
