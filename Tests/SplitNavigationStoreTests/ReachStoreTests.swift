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

    /// A store with a compose sheet up whose unsaved draft vetoes any dismissal of it, as
    /// docs/modals.md sets up.
    func mailWithDraft() throws -> (NavigationStore<String>, Shared<Bool>) {
        let store = try mail(recording: true)
        store.send(.present(NewChild("Compose", preferring: .detail)))
        store.send(.modal(.push(NewChild("Attachments", preferring: .detail))))
        let unsaved = Shared(true)
        store.addFilter { proposal in
            unsaved.value && proposal.dismissedModals().contains { $0.root.route == "Compose" }
                ? .veto(reason: "the draft is not saved") : .allow
        }
        return (store, unsaved)
    }

    @Test func aLinkThatWouldDismissAnUnsavedDraftIsVetoedWhole() throws {
        let (store, unsaved) = try mailWithDraft()
        let before = store.state
        // The link names no modal: it would dismiss the sheet, then change the columns.
        #expect(store.reach(Self.message42) == .vetoed(reason: "the draft is not saved"))
        #expect(store.state == before, "neither the sheet nor the columns changed")
        // A link that keeps the sheet's root but not Attachments is no dismissal: it applies.
        var keeping = Self.message42
        keeping.modals = [ModalTarget(root: "Compose")]
        #expect(store.reach(keeping).isApplied)
        #expect(store.state.modals.map(\.stack.count) == [1])
        #expect(store.state.modals[0].id == before.modals[0].id)
        #expect(store.state.stack(.detail).map(\.route) == ["Message 42"])
        // Saved: the plain link applies, dismissing the sheet in the same transition.
        unsaved.update { $0 = false }
        let (list, message) = (store.state.stack(.supplementary)[0].id, store.state.stack(.detail)[0].id)
        let outcome = store.reach(NavigationTarget(primary: ["Mailboxes"]))
        #expect(outcome.transition?.event == .batch([.dismissModal(before.modals[0].id), .popChild(message), .popChild(list)]))
        #expect(store.state.modals.isEmpty)
        let recording = try #require(store.stopRecording())
        #expect(try recording.replay(placeholder: testPlaceholder).state == store.state, "the vetoed reach was not recorded")
    }

    @Test func aReachPresentsTheTargetsSheetInTheSameTransition() throws {
        let store = try mail()
        let transitions = Shared<[NavigationTransition<String>]>([])
        store.addObserver { transition in transitions.update { $0.append(transition) } }
        var reply = Self.message42
        reply.modals = [ModalTarget(root: "Reply", pushed: ["Contacts"])]
        #expect(store.reach(reply).isApplied)
        #expect(transitions.value.count == 1)
        #expect(store.presentation.topmost?.route == "Contacts")
        #expect(NavigationTarget(store.state).modals == reply.modals)
    }
}
