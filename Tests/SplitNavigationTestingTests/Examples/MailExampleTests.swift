import Foundation
import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// The worked example of docs/testing.md: a mail app's own invariant, the failure the runner
/// finds, its shrunk counterexample, and the fix. The golden strings are the article's.
@Suite("The mail example of the testing guide", .cpuBound)
struct MailExampleTests {
    /// What the mail app does: pick a mailbox, open a message, compose; plus what the system
    /// does: back, pops, size-class changes.
    static let appEvents = EventGenerator<MailRoute>(
        kinds: [
            EventKind(name: "selectMailbox", weight: 20) { context, random in
                guard context.state.stack(.primary).count == 1 else { return nil }
                let name = random.element(of: ["Inbox", "Sent", "Archive"]) ?? "Inbox"
                return .push(NewChild(.mailbox(name), preferring: .primary))
            },
            EventKind(name: "openMessage", weight: 20) { context, random in
                guard case .mailbox? = context.state.stack(.primary).last?.route else { return nil }
                return .showDetail([NewChild(.message(random.int(in: 1...99)), preferring: .detail)])
            },
            EventKind(name: "compose", weight: 5) { context, _ in
                context.hasRoom(for: 1) ? .push(NewChild(.compose, preferring: .detail)) : nil
            },
            .back(weight: 15), .pop(weight: 10), .setLayout(weight: 10),
        ],
        routes: MailRoute.generator)

    /// The app's promise: a message is on screen only while its mailbox is open.
    static let messagesHaveMailboxes = FlowProperty<MailRoute>.invariant("a message is shown only with its mailbox") { state, _ in
        let showsMessage = state.stack(.detail).contains { if case .message = $0.route { true } else { false } }
        let showsMailbox = state.stack(.primary).contains { if case .mailbox = $0.route { true } else { false } }
        return !showsMessage || showsMailbox
    }

    /// What the app never does: open a message with no mailbox open, or pick a mailbox over
    /// another one. The shrinker keeps counterexamples within this.
    static let appAssumption: @Sendable (NavigationEvent<MailRoute>, SplitState<MailRoute>) -> Bool = { event, state in
        switch event {
        case .showDetail: if case .mailbox? = state.stack(.primary).last?.route { true } else { false }
        case .push(let child, _): if case .mailbox = child.route { state.stack(.primary).count == 1 } else { true }
        default: true
        }
    }

    static func runner() throws -> FlowRunner<MailRoute> {
        let start = try SplitState<MailRoute>(primary: [NewChild(.mailboxes, preferring: .primary)])
        var runner = FlowRunner(starts: .fixed(start), events: appEvents)
        runner.sequences = 200
        runner.length = 40
        runner.seed = 2026
        runner.properties = [messagesHaveMailboxes]
        runner.assumption = appAssumption
        return runner
    }

    @Test func theRunnerFindsAndShrinksTheBug() throws {
        let failure = try #require(try Self.runner().run().failure)
        #expect(failure.violation.check == .property("a message is shown only with its mailbox"))
        #expect(failure.events.count == 3)
        #expect(failure.swiftCode == Self.goldenSwift, "\(failure)")
    }

    /// The guide calls its block "its real output": it is, word for word.
    @Test func theGuideShowsTheRealReport() throws {
        let failure = try #require(try Self.runner().run().failure)
        let guide = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/testing.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        #expect(text.contains("```text\n\(failure.description)\n```"), "docs/testing.md should show:\n\(failure.description)")
    }

    static let goldenSwift = """
        let route1 = try NavigationRecording<MailRoute>.route(json: #"{"mailboxes":{}}"#)  // mailboxes
        let route2 = try NavigationRecording<MailRoute>.route(json: #"{"mailbox":{"_0":"Inbox"}}"#)  // mailbox("Inbox")
        let route3 = try NavigationRecording<MailRoute>.route(json: #"{"message":{"_0":1}}"#)  // message(1)
        var navigator = try SplitNavigator<MailRoute>(primary: [route1])
        try navigator.send(.push(NewChild(route2, preferring: .primary)))
        try navigator.send(.showDetail([NewChild(route3, preferring: .detail)]))
        try navigator.send(.pop(.primary))  // ← fails here
        """

    @Test func shortRouteLiterals() throws {
        var runner = try Self.runner()
        runner.routeLiteral = { ".\($0)" }
        let failure = try #require(runner.run().failure)
        #expect(failure.swiftCode == """
            var navigator = try SplitNavigator<MailRoute>(primary: [.mailboxes])
            try navigator.send(.push(NewChild(.mailbox("Inbox"), preferring: .primary)))
            try navigator.send(.showDetail([NewChild(.message(1), preferring: .detail)]))
            try navigator.send(.pop(.primary))  // ← fails here
            """)
    }

    /// Both renderings, pasted: they compile and reproduce the broken invariant.
    @Test func pastedCounterexamples() throws {
        do {
            let route1 = try NavigationRecording<MailRoute>.route(json: #"{"mailboxes":{}}"#)  // mailboxes
            let route2 = try NavigationRecording<MailRoute>.route(json: #"{"mailbox":{"_0":"Inbox"}}"#)  // mailbox("Inbox")
            let route3 = try NavigationRecording<MailRoute>.route(json: #"{"message":{"_0":1}}"#)  // message(1)
            var navigator = try SplitNavigator<MailRoute>(primary: [route1])
            try navigator.send(.push(NewChild(route2, preferring: .primary)))
            try navigator.send(.showDetail([NewChild(route3, preferring: .detail)]))
            try navigator.send(.pop(.primary))  // ← fails here
            #expect(navigator.state.stack(.detail).map(\.route) == [.message(1)])
        }
        do {
            var navigator = try SplitNavigator<MailRoute>(primary: [.mailboxes])
            try navigator.send(.push(NewChild(.mailbox("Inbox"), preferring: .primary)))
            try navigator.send(.showDetail([NewChild(.message(1), preferring: .detail)]))
            try navigator.send(.pop(.primary))  // ← fails here
            #expect(navigator.state.stack(.primary).map(\.route) == [.mailboxes])
        }
    }

    /// The fix: the app's navigation layer clears the detail column when the mailbox goes.
    struct MailNavigator: SplitNavigating {
        var navigator: SplitNavigator<MailRoute>

        init(state: SplitState<MailRoute>, placeholder: PlaceholderProvider<MailRoute>) {
            navigator = SplitNavigator(state: state, placeholder: placeholder)
        }

        var state: SplitState<MailRoute> { navigator.state }
        var presentation: Presentation<MailRoute> { navigator.presentation }
        var placeholderProvider: PlaceholderProvider<MailRoute> { navigator.placeholderProvider }

        mutating func send(_ event: NavigationEvent<MailRoute>) throws(NavigationError) -> [NavigationChange<MailRoute>] {
            var changes = try navigator.send(event)
            let state = navigator.state
            let hasMailbox = state.stack(.primary).contains { if case .mailbox = $0.route { true } else { false } }
            let hasMessage = state.stack(.detail).contains { if case .message = $0.route { true } else { false } }
            if hasMessage, !hasMailbox {
                changes += try navigator.send(.showDetail([]))
            }
            return changes
        }
    }

    @Test func theFixedAppPasses() throws {
        var runner = try Self.runner()
        runner.sequences = 1_000
        // The reference model is the library's rules; the app layer adds one of its own.
        runner.laws.remove(.referenceModel)
        runner.run(MailNavigator.self).expectPassed()
    }
}
