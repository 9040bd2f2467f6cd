import SplitNavigation
import SplitNavigationStore
import Testing

/// Reaching a target through the store: one transition, vetoable, joined by follow-ups,
/// recorded as one batch.
@Suite("Reaching a target through the store")
struct ReachStoreTests {
    static let message42 = NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 42"])

    func mail(recording: Bool = false) throws -> NavigationStore<String> {
        try NavigationStore(
            primary: ["Mailboxes"], supplementary: ["Sent"], detail: ["Message 1"], columns: .three,
            placeholder: testPlaceholder, recording: recording)
    }

    @Test func oneTransitionWhoseEventIsTheBatch() throws {
        let store = try mail(recording: true)
        let transitions = Shared<[NavigationTransition<String>]>([])
        store.addObserver { transition in transitions.update { $0.append(transition) } }
        let expected = try store.state.eventsToReach(Self.message42)
        let outcome = store.reach(Self.message42)
        #expect(outcome.transition?.event == .batch(expected))
        #expect(transitions.value.count == 1)
        #expect(store.state.stack(.detail).map(\.route) == ["Message 42"])
        let recording = try #require(store.stopRecording())
        #expect(recording.events == [.batch(expected)])
        #expect(try recording.replay(placeholder: testPlaceholder).state == store.state)
    }

    @Test func aFilterCanVetoIt() throws {
        let store = try mail()
        let before = store.state
        store.addFilter { proposal in
            if case .batch = proposal.event { return .veto(reason: "unsaved draft") }
            return .allow
        }
        #expect(store.reach(Self.message42) == .vetoed(reason: "unsaved draft"))
        #expect(store.state == before)
    }

    @Test func aFollowUpJoinsIt() throws {
        let store = try mail()
        store.addFollowUp { proposal, after in
            guard case .batch = proposal.event, after.stack(.detail).last?.route == "Message 42" else { return [] }
            return [.push(NewChild("Mark as read", preferring: .detail))]
        }
        let outcome = store.reach(Self.message42)
        #expect(store.state.stack(.detail).map(\.route) == ["Message 42", "Mark as read"])
        #expect(outcome.transition?.sequence == 1)
    }

    @Test func aTargetTheSplitCannotShowIsRejected() throws {
        let store = try NavigationStore<String>(primary: ["Mailboxes"], detail: ["Message 1"])
        let before = store.state
        #expect(store.reach(Self.message42).error?.code == .columnNotInSplit)
        #expect(store.reach(NavigationTarget(primary: [])).error?.code == .noPrimaryRoot)
        #expect(store.state == before)
        #expect(store.sequence == 0)
    }

    @Test func theCurrentTargetIsAnEmptyBatch() throws {
        let store = try mail()
        let before = store.state
        let outcome = store.reach(NavigationTarget(store.state))
        #expect(outcome.transition?.event == .batch([]))
        #expect(outcome.changes == [])
        #expect(store.state == before)
    }

    @Test func reachingFromAHookIsRefusedLikeAnyNestedSend() throws {
        let store = try mail()
        let nested = Shared<NavigationOutcome<String>?>(nil)
        store.addObserver { _ in
            guard nested.value == nil else { return }
            let outcome = store.reach(Self.message42)
            nested.update { $0 = outcome }
        }
        store.send(.back)
        #expect(nested.value?.error?.code == .reentrantSend)
    }
}
