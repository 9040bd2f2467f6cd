import Observation
import SplitNavigation
import SplitNavigationStore
import Testing

/// An app's own navigation layer in the store: its rules apply every event, follow-ups join
/// the event in one transition, and observation is per column.
@Suite("App rules in the store")
struct AppRulesTests {
    /// The mail app's rule: the message list never outlives its mailbox. Popping the sidebar
    /// back to the mailboxes also empties the list and the message, in the same step.
    struct MailRules: SplitNavigating {
        var inner: SplitNavigator<String>

        init(state: SplitState<String>, placeholder: PlaceholderProvider<String>) {
            inner = SplitNavigator(state: state, placeholder: placeholder)
        }

        var state: SplitState<String> { inner.state }
        var presentation: Presentation<String> { inner.presentation }
        var placeholderProvider: PlaceholderProvider<String> { inner.placeholderProvider }

        mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
            // A transaction, so the rule's own event and the user's are one atomic step.
            var changes: [NavigationChange<String>] = []
            var draft = inner
            changes += try draft.send(event)
            if draft.state.stack(.primary).count == 1, !draft.state.stack(.supplementary).isEmpty {
                changes += try draft.send(.showSupplementary([]))
            }
            inner = draft
            return changes
        }
    }

    static func start() throws -> SplitState<String> {
        try SplitState(
            primary: [NewChild("Mailboxes", preferring: .primary), NewChild("Inbox", preferring: .primary)],
            supplementary: [NewChild("Inbox messages", preferring: .supplementary)],
            detail: [NewChild("Message 1", preferring: .detail)], columns: .three)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theAppsRulesApplyEveryEventAndAnswerProposals() throws {
        let store = NavigationStore(MailRules(state: try Self.start(), placeholder: .none), recording: true)
        let asked = Shared<[Column]>([])
        store.addFilter { proposal in
            asked.update { $0 = proposal.changedColumns() }
            return .allow
        }
        let outcome = store.send(.pop(.primary))
        #expect(outcome.transition != nil)
        #expect(asked.value == [.primary, .supplementary, .detail], "the proposal is answered by the app's rules")
        #expect(store.state.stack(.supplementary).isEmpty && store.state.stack(.detail).isEmpty)
        // The recording replays through the same rules to the same state.
        let recording = try #require(store.stopRecording())
        #expect(try recording.replay(MailRules.self).state == store.state)
        #expect(try recording.replay().state != store.state, "plain rules do not explain this recording")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func followUpsJoinTheEventInOneTransition() throws {
        let store = NavigationStore(try SplitNavigator(state: Self.start()), recording: true)
        // Selecting a list shows its first message, in the same step.
        store.addFollowUp { proposal, after in
            guard case .showSupplementary(let lists) = proposal.event, let list = lists.first else { return [] }
            return [.showDetail([NewChild("First of \(list.route)", preferring: .detail)])]
        }
        let before = store.presentation
        let outcome = store.send(.showSupplementary([NewChild("Sent messages", preferring: .supplementary)]))
        let transition = try #require(outcome.transition)
        #expect(transition.sequence == 1)
        #expect(store.state.stack(.detail).map(\.route) == ["First of Sent messages"])
        #expect(try before.applying(transition.changes) == store.presentation)
        guard case .batch(let events) = transition.event else {
            Issue.record("a follow-up makes the step a batch: \(transition.event)")
            return
        }
        #expect(events.count == 2)
        #expect(try #require(store.stopRecording()).events == [transition.event])
        // Events the follow-up does not answer stay single.
        #expect(store.send(.back).transition?.event == .back)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aVetoOrAFailureStopsTheWholeStep() throws {
        let store = NavigationStore(try SplitNavigator(state: Self.start()))
        store.addFollowUp { proposal, _ in
            proposal.event == .pop(.detail) ? [.popChild(1)] : []   // the root: refused
        }
        let before = store.state
        #expect(store.send(.pop(.detail)).error?.eventIndex == 1)
        #expect(store.state == before)
        store.addFilter { proposal in
            if case .batch = proposal.event { .veto(reason: "no follow-ups today") } else { .allow }
        }
        store.addFollowUp { proposal, _ in proposal.event == .back ? [.popToRoot(.primary)] : [] }
        #expect(store.send(.back) == .vetoed(reason: "no follow-ups today"))
        #expect(store.state == before)
        #expect(store.sequence == 0)
    }

    /// Starts tracking `read` and counts the change callbacks.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func track(_ read: @escaping () -> Void) -> Shared<Int> {
        let fired = Shared(0)
        withObservationTracking(read) { fired.update { $0 += 1 } }
        return fired
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func anObserverOfOneColumnIsNotWokenByAnother() throws {
        let store = NavigationStore(try SplitNavigator(state: Self.start()))
        let primary = Self.track { _ = store.stack(.primary) }
        let detail = Self.track { _ = store.detailStack }
        let everything = Self.track { _ = store.presentation }
        store.send(.push(NewChild("Message 2", preferring: .detail)))
        #expect(primary.value == 0)
        #expect(detail.value == 1)
        #expect(everything.value == 1)
        let supplementary = Self.track { _ = store.supplementaryStack }
        store.send(.setWidth(.medium))                 // no stack changes
        #expect(supplementary.value == 0)
        store.send(.setWidth(.compact))                // a collapse moves children, not columns
        #expect(supplementary.value == 0)
        store.send(.showSupplementary([]))
        #expect(supplementary.value == 1)
    }
}
