import SplitNavigation
import SplitNavigationTesting
import Testing

/// The Swift code a failure prints compiles when pasted into a test: the golden text below is
/// compared with what the kit renders, and the very same text is compiled and run as
/// ``SwiftSnippetTests/pastedSnippet()``.
@Suite("Rendered Swift snippets")
struct SwiftSnippetTests {
    /// A recording with every kind of event, an escaped route, a rejected event, a restore of
    /// a hand-built state, and a property that fails at the last step.
    static func failure() throws -> FlowFailure<String>? {
        let start = try SplitState<String>(
            primary: [NewChild("Mailboxes", preferring: .primary), NewChild("Inbox", preferring: .primary)],
            detail: [NewChild("Message \"1\"", preferring: .detail)], layout: .compact, policy: .hideDetail)
        let restored = try SplitState<String>.regular(
            primary: [Child(id: 4, route: "Root", preferredColumn: .primary)],
            detail: [Child(id: 2, route: "Detail", preferredColumn: .detail)], policy: .chronological, nextID: 9)
        let events: [NavigationEvent<String>] = [
            .push(NewChild("Thread", preferring: .detail), onto: .primary),
            .showDetail([NewChild("A", preferring: .detail), NewChild("B", preferring: .detail)]),
            .replaceTop(.detail, with: NewChild("C", preferring: .detail)),
            .pop(.detail), .popTo(ChildID(-1)), .popChild(2), .popToRoot(.primary), .back,
            .setLayout(.regular), .setDetailOnly(true), .restore(restored), .pop(.detail),
        ]
        var runner = FlowRunner(routes: .names)
        runner.properties.append(FlowProperty("stop at the end") { step in step.index == 11 ? "the last step" : nil })
        return runner.replay(FlowRecording(start: start, events: events), shrinking: false).failure
    }

    @Test func goldenSnippet() throws {
        let failure = try #require(try Self.failure())
        #expect(failure.violation.check == .property("stop at the end"))
        #expect(failure.swiftCode == Self.golden)
    }

    static let golden = #"""
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes", "Inbox"], detail: ["Message \"1\""], layout: .compact, policy: .hideDetail)
        try navigator.send(.push(NewChild("Thread", preferring: .detail), onto: .primary))
        try navigator.send(.showDetail([NewChild("A", preferring: .detail), NewChild("B", preferring: .detail)]))
        try navigator.send(.replaceTop(.detail, with: NewChild("C", preferring: .detail)))
        try navigator.send(.pop(.detail))
        _ = try? navigator.send(.popTo(ChildID(-1)))  // rejected: unknownChild
        try navigator.send(.popChild(2))
        try navigator.send(.popToRoot(.primary))
        try navigator.send(.back)
        try navigator.send(.setLayout(.regular))
        try navigator.send(.setDetailOnly(true))
        try navigator.send(.restore(try SplitState<String>.regular(primary: [Child(id: 4, route: "Root", preferredColumn: .primary)], detail: [Child(id: 2, route: "Detail", preferredColumn: .detail)], policy: .chronological, showsDetailOnly: false, nextID: 9)))
        try navigator.send(.pop(.detail))  // ← fails here
        """#

    /// The golden snippet, pasted: it compiles, and the events it sends with `try` are accepted.
    @Test func pastedSnippet() throws {
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes", "Inbox"], detail: ["Message \"1\""], layout: .compact, policy: .hideDetail)
        try navigator.send(.push(NewChild("Thread", preferring: .detail), onto: .primary))
        try navigator.send(.showDetail([NewChild("A", preferring: .detail), NewChild("B", preferring: .detail)]))
        try navigator.send(.replaceTop(.detail, with: NewChild("C", preferring: .detail)))
        try navigator.send(.pop(.detail))
        _ = try? navigator.send(.popTo(ChildID(-1)))  // rejected: unknownChild
        try navigator.send(.popChild(2))
        try navigator.send(.popToRoot(.primary))
        try navigator.send(.back)
        try navigator.send(.setLayout(.regular))
        try navigator.send(.setDetailOnly(true))
        try navigator.send(.restore(try SplitState<String>.regular(primary: [Child(id: 4, route: "Root", preferredColumn: .primary)], detail: [Child(id: 2, route: "Detail", preferredColumn: .detail)], policy: .chronological, showsDetailOnly: false, nextID: 9)))
        try navigator.send(.pop(.detail))  // ← fails here
        #expect(navigator.state.stack(.detail).isEmpty)
    }

    @Test("Routes of other types use their reflection, a qualified literal for enums")
    func enumRoutes() {
        var runner = FlowRunner<MailRoute>(routes: MailRoute.generator)
        runner.sequences = 50
        runner.properties.append(.invariant("never a message") { state, _ in
            !state.children.contains { if case .message = $0.route { true } else { false } }
        })
        let failure = runner.run().failure
        #expect(failure?.swiftCode.contains("SplitNavigator<SplitNavigationTestingTests.MailRoute>") == true, "\(String(describing: failure))")
        #expect(failure?.swiftCode.contains("SplitNavigationTestingTests.MailRoute.message(") == true, "\(String(describing: failure))")
    }
}
