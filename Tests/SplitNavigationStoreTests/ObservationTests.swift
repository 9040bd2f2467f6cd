import Observation
import SplitNavigation
import SplitNavigationStore
import Testing

@Suite("Observation")
struct ObservationTests {
    /// Starts tracking `read` and returns a flag that the change callback sets.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func track(_ read: @escaping () -> Void) -> Shared<Int> {
        let fired = Shared(0)
        withObservationTracking(read) { fired.update { $0 += 1 } }
        return fired
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func readingThePresentationIsTrackedAndAnAcceptedEventFires() throws {
        let store = try makeStore()
        let fired = Self.track { _ = store.presentation }
        #expect(store.send(.pop(.primary)).error?.code == .rootCannotBePopped)
        #expect(fired.value == 0, "a rejected event changes nothing and announces nothing")
        store.send(push("Inbox"))
        #expect(fired.value == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: ["state", "sequence", "canGoBack", "backTarget", "top", "location", "locations", "navigator", "snapshot"])
    func everyQueryIsTracked(_ query: String) throws {
        let store = try makeStore()
        let fired = Self.track {
            switch query {
            case "state": _ = store.state
            case "sequence": _ = store.sequence
            case "canGoBack": _ = store.canGoBack
            case "backTarget": _ = store.backTarget
            case "top": _ = store.top(of: .detail)
            case "location": _ = store.location(of: 1)
            case "locations": _ = store.locations(of: "Inbox")
            case "navigator": _ = store.navigator
            default: _ = store.snapshot
            }
        }
        store.send(push("Message", .detail))
        #expect(fired.value == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aVetoedEventDoesNotFire() throws {
        let store = try makeStore()
        store.addFilter { _ in .veto(reason: "read only") }
        let fired = Self.track { _ = store.presentation }
        #expect(store.send(push("Inbox")) == .vetoed(reason: "read only"))
        #expect(fired.value == 0)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theCallbackSeesTheNewValueAndCannotSend() throws {
        let store = try makeStore()
        let seen = Shared<(Presentation<String>?, NavigationOutcome<String>?)>((nil, nil))
        withObservationTracking {
            _ = store.presentation
        } onChange: {
            seen.update { $0 = (store.presentation, store.send(push("Nested"))) }
        }
        let outcome = store.send(push("Inbox"))
        #expect(outcome.isApplied)
        #expect(seen.value.0 == outcome.transition?.presentation, "announced after the change")
        #expect(seen.value.1?.error?.code == .reentrantSend)
        #expect(store.sequence == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func recordingIsTracked() throws {
        let store = try makeStore()
        let fired = Self.track { _ = store.isRecording }
        store.startRecording()
        #expect(fired.value == 1)
        #expect(store.isRecording)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func changesFromOtherThreadsFireToo() async throws {
        let store = try makeStore()
        let fired = Self.track { _ = store.canGoBack }
        #expect(await Task.detached { store.send(push("Inbox")) }.value.isApplied)
        #expect(fired.value == 1)
    }
}
