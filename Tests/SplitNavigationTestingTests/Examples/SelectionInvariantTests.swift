import SplitNavigation
import SplitNavigationTesting
import Testing

/// docs/testing.md's "The list matches the selection": the invariant holds while the app only
/// selects, and the kit finds the app that pops a list away from its open message.
@Suite("The list matches the selection")
struct SelectionInvariantTests {
    static let start = try! SplitState<String>(primary: [NewChild("Mailboxes", preferring: .primary)], columns: .three)

    static func kinds(popping: Bool) -> [EventKind<String>] {
        var kinds: [EventKind<String>] = [
            EventKind(name: "openMailbox", weight: 20) { context, random in
                let mailbox = random.element(of: ["Inbox", "Sent", "Archive"]) ?? "Inbox"
                return .selectRow(mailbox, in: context.state.root.id, showing: [NewChild(mailbox, preferring: .supplementary)])
            },
            EventKind(name: "openMessage", weight: 20) { context, random in
                guard let list = context.state.children.first(where: { $0.preferredColumn == .supplementary }) else { return nil }
                let message = "Message \(random.int(in: 1...9))"
                return .selectRow(message, in: list.id, showing: [NewChild(message, preferring: .detail)])
            },
            .back(weight: 15), .setWidth(weight: 10), .setVisibility(weight: 5),
        ]
        if popping { kinds.append(.pop(weight: 10)) }
        return kinds
    }

    static let listMatchesSelection = FlowProperty<String>.invariant("the message shown is the row its list selected") { state, _ in
        guard let message = state.children.first(where: { $0.preferredColumn == .detail }) else { return true }
        guard let list = state.children.first(where: { $0.preferredColumn == .supplementary }) else { return false }
        return SplitNavigator(state: state).selectedRow(in: list.id) == message.route
    }

    func runner(popping: Bool) -> FlowRunner<String> {
        var runner = FlowRunner(starts: .fixed(Self.start), events: EventGenerator(kinds: Self.kinds(popping: popping), routes: .names))
        runner.seed = 2026
        runner.sequences = 200
        runner.properties = [Self.listMatchesSelection]
        return runner
    }

    @Test func selectingOnlyKeepsTheListAndItsMessageTogether() {
        runner(popping: false).run().expectPassed()
    }

    @Test func poppingTheListLeavesItsMessageAndTheKitSaysSo() throws {
        var runner = runner(popping: true)
        // The shrinker may try a `showDetail` in place of a `select`; this app never sends one.
        runner.assumption = { event, _ in if case .showDetail = event { false } else { true } }
        let report = runner.run()
        let failure = try #require(report.failure)
        #expect(failure.violation.check == .property("the message shown is the row its list selected"))
        #expect(failure.events.contains { if case .pop(.supplementary) = $0 { true } else { false } }, "\(failure.events)")
    }
}
