import SplitNavigation
import SplitNavigationStore
import SplitNavigationTesting
import Testing

/// The mail app's own rule, property-tested with the testing kit and then run unchanged in the
/// store: what docs/store.md and docs/testing.md describe.
@Suite("A mail app's rules, tested and then run in the store")
struct MailAppFlowTests {
    /// The app's rule: the sidebar highlights a mailbox only while the list shows it. Whatever
    /// else changed the list (another list shown, the list popped away), the sidebar's
    /// selection is cleared in the same step.
    struct MailRules: SplitNavigating {
        var inner: SplitNavigator<String>

        init(state: SplitState<String>, placeholder: PlaceholderProvider<String>) {
            inner = SplitNavigator(state: state, placeholder: placeholder)
        }

        var state: SplitState<String> { inner.state }
        var presentation: Presentation<String> { inner.presentation }
        var placeholderProvider: PlaceholderProvider<String> { inner.placeholderProvider }

        mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
            var draft = inner
            let changes = try draft.send(event)
            guard !MailAppFlowTests.listMatchesSelection(draft.state) else {
                inner = draft
                return changes
            }
            // The rule joins the event's step, so that the answer is one coalesced change list
            // (a selection made and cleared in one step shows as nothing, not as two updates).
            let events: [NavigationEvent<String>] = if case .batch(let events) = event { events } else { [event] }
            return try inner.send(.batch(events + [.accordion(draft.state.root.id, .deselect)]))
        }
    }

    /// The invariant: when the sidebar (the primary root) has a selection whose destination is
    /// a list, the supplementary column shows that list.
    static func listMatchesSelection(_ state: SplitState<String>) -> Bool {
        guard let sidebar = state.root.content.accordion, let selected = sidebar.selection,
              let destination = (try? sidebar.destination(of: selected)) ?? nil, destination.column == .supplementary
        else { return true }
        return state.stack(.supplementary).first?.route == destination.route
    }

    static func start() throws -> SplitState<String> {
        let sidebar = try Accordion<String>(policy: .single, nodes: [
            AccordionNode(id: 1, value: "iCloud", isExpanded: true, children: [
                AccordionNode(id: 2, value: "Inbox", destination: RowDestination("Inbox list", column: .supplementary)),
                AccordionNode(id: 3, value: "Sent", destination: RowDestination("Sent list", column: .supplementary)),
            ]),
            AccordionNode(id: 4, value: "Work", children: [
                AccordionNode(id: 5, value: "Reports", destination: RowDestination("Reports list", column: .supplementary)),
            ]),
        ])
        return try SplitState(
            primary: [NewChild("Mailboxes", preferring: .primary, content: .accordion(sidebar))], columns: .three)
    }

    static func runner() throws -> FlowRunner<String> {
        var weights = EventWeights()
        weights.accordion = 40      // the sidebar is what this app is about
        weights.restore = 0         // a restore replaces the sidebar: not this app's concern
        var runner = FlowRunner(
            starts: .fixed(try start()),
            events: .standard(routes: .names, weights: weights))
        runner.sequences = 300
        runner.length = 30
        runner.seed = 14
        runner.laws.remove(.referenceModel)   // the app adds a rule of its own
        runner.properties.append(.invariant("the list matches the selection") { state, _ in
            listMatchesSelection(state)
        })
        return runner
    }

    @Test func theKitFindsTheMismatchInPlainRulesAndPassesTheAppsRules() throws {
        let runner = try Self.runner()
        let plain = runner.run(SplitNavigator<String>.self)
        let failure = try #require(plain.failure, "plain rules let the list and the selection drift apart")
        #expect(failure.violation.check == .property("the list matches the selection"))
        runner.run(MailRules.self).expectPassed()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theTestedRulesRunUnchangedInTheStore() throws {
        let store = NavigationStore(MailRules(state: try Self.start(), placeholder: .none), recording: true)
        let broken = Shared(0)
        store.addObserver { transition in
            if !Self.listMatchesSelection(store.state) { broken.update { $0 += 1 } }
            _ = transition
        }
        // "Select a folder" is one transition: the selection and the list it shows.
        let select = try #require(store.send(.accordion(1, .selectNode(2))).transition)
        #expect(select.sequence == 1)
        #expect(store.stack(.supplementary).map(\.route) == ["Inbox list"])
        // Showing another list by hand clears the highlight in the same step.
        let other = try #require(store.send(.showSupplementary([NewChild("Search results", preferring: .supplementary)])).transition)
        #expect(other.sequence == 2)
        #expect(store.state.root.content.accordion?.selection == nil)
        // A random session through the store keeps the invariant after every transition.
        var random = SplitMix64(seed: 14)
        let generator = EventGenerator<String>.standard(routes: .names)
        for _ in 0..<500 {
            let event = generator.event(for: store.state, using: &random)
            if case .restore = event { continue }
            store.send(event)
        }
        #expect(broken.value == 0)
        // And the recording replays through the same rules to the same state.
        #expect(try #require(store.stopRecording()).replay(MailRules.self).state == store.state)
    }
}
