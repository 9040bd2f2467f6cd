import SplitNavigation
import SplitNavigationStore
import Testing

@Suite("Adopting a platform's stack through the store")
struct AdoptStoreTests {
    @Test func aBackSwipeIsOneRecordedTransition() throws {
        let store = try makeStore(primary: ["Mailboxes", "Inbox"], detail: ["Message 1"], recording: true)
        let outcome = store.adopt([1], in: .primary)
        #expect(outcome.transition?.event == .batch([.popChild(2)]))
        #expect(store.primaryStack.map(\.route) == ["Mailboxes"])
        #expect(store.stopRecording()?.events == [.batch([.popChild(2)])])
    }

    @Test func routesAndErrors() throws {
        let store = try makeStore(primary: ["Mailboxes"], detail: ["Message 1"])
        #expect(store.adopt(routes: ["Message 2"], in: .detail).isApplied)
        #expect(store.detailStack.map(\.route) == ["Message 2"])
        let before = store.state
        #expect(store.adopt([9], in: .detail).error?.code == .unknownChild)
        #expect(store.adopt(routes: [], in: .primary).error?.code == .noPrimaryRoot)
        #expect(store.state == before)
    }

    @Test func aSwipedDownDraftIsVetoedAndASwipeInsideTheSheetIsRecorded() throws {
        let store = try makeStore(primary: ["Mailboxes"], detail: ["Message 1"], recording: true)
        store.send(.present(NewChild("Compose", preferring: .detail)))
        store.send(.modal(.push(NewChild("Attachments", preferring: .detail))))
        let unsaved = Shared(true)
        store.addFilter { proposal in
            unsaved.value && !proposal.dismissedModals().isEmpty ? .veto(reason: "the draft is not saved") : .allow
        }
        // A back swipe inside the sheet: a pop, no dismissal.
        #expect(store.adopt([3], inModal: 3).transition?.event == .batch([.modal(.popTo(3))]))
        #expect(store.adopt(routes: ["Compose", "Contacts"], inModal: 3).isApplied)
        // The swipe down: vetoed, and the front end shows the sheet again.
        #expect(store.adoptDismissal(of: 3) == .vetoed(reason: "the draft is not saved"))
        #expect(store.state.modals.count == 1)
        unsaved.update { $0 = false }
        #expect(store.adoptDismissal(of: 3).transition?.event == .batch([.dismissModal(3)]))
        #expect(store.adoptDismissal(of: 3).transition?.event == .batch([]), "already dismissed")
        #expect(store.adoptDismissal(of: 1).error?.code == .noModal)
        let recording = try #require(store.stopRecording())
        #expect(try recording.replay(placeholder: testPlaceholder).state == store.state)
    }
}
