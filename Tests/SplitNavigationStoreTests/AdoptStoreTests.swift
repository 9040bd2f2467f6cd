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
}
