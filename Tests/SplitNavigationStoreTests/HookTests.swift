import Foundation
import SplitNavigation
import SplitNavigationStore
import Testing

@Suite("Hooks")
struct HookTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aVetoLeavesEverythingUntouched() throws {
        let store = try makeStore(primary: ["Mailboxes", "Inbox"], detail: ["Draft"], recording: true)
        let draft = try #require(store.top(of: .detail)?.id)
        store.addFilter { proposal in
            proposal.removes(draft) ? .veto(reason: "unsaved changes") : .allow
        }
        let observed = Shared(0)
        store.addObserver { _ in observed.update { $0 += 1 } }
        let transitions = store.transitions()
        let before = store.snapshot
        let beforeBytes = try before.state.jsonData()

        for event: NavigationEvent<String> in [.back, .pop(.detail), .popChild(draft), .showDetail([]), .setLayout(.compact)] {
            if event == .setLayout(.compact) {
                #expect(store.send(event).isApplied, "collapsing keeps the draft")
                store.send(.setLayout(.regular))
                continue
            }
            #expect(store.send(event) == .vetoed(reason: "unsaved changes"), "\(event)")
        }
        #expect(store.sequence == before.sequence + 2)
        #expect(try store.state.jsonData() == beforeBytes)
        #expect(store.recording?.events == [.setLayout(.compact), .setLayout(.regular)])
        #expect(observed.value == 2)
        #expect(transitions.start.sequence == before.sequence)
        #expect(store.send(push("Sent")).isApplied, "events that keep the draft go through")
    }

    @Test func aProposalRemovesOnlyChildrenItsEventWouldTakeAway() throws {
        let navigator = try SplitNavigator<String>(primary: ["Mailboxes", "Inbox"], detail: ["Draft"])
        func proposal(_ event: NavigationEvent<String>) -> NavigationProposal<String> {
            NavigationProposal(event: event, navigator: navigator)
        }
        #expect(proposal(.back).removes(3))
        #expect(!proposal(.back).removes(2))
        #expect(proposal(.replaceTop(.detail, with: NewChild("Other", preferring: .detail))).removes(3))
        #expect(proposal(.restore(try SplitState(primary: [NewChild("Mailboxes", preferring: .primary)]))).removes(2))
        #expect(!proposal(.setLayout(.compact)).removes(3), "collapsing keeps every child")
        #expect(!proposal(.popChild(1)).removes(1), "a rejected event removes nothing")
        #expect(!proposal(.back).removes(42), "a child that is not there cannot be removed")
        #expect(throws: NavigationError.self) { try proposal(.popChild(1)).changes() }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func filtersRunInOrderAndTheFirstVetoWins() throws {
        let store = try makeStore()
        let asked = Shared<[String]>([])
        store.addFilter { _ in asked.update { $0.append("first") }; return .allow }
        let second = store.addFilter { _ in asked.update { $0.append("second") }; return .veto(reason: "second") }
        store.addFilter { _ in asked.update { $0.append("third") }; return .veto(reason: "third") }
        #expect(store.send(push("Inbox")) == .vetoed(reason: "second"))
        #expect(asked.value == ["first", "second"])
        store.removeHook(second)
        store.removeHook(second)
        #expect(store.send(push("Inbox")) == .vetoed(reason: "third"))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aFilterSeesTheStateTheEventAppliesToAndItsChanges() throws {
        let store = try makeStore()
        let seen = Shared<[(SplitState<String>, [NavigationChange<String>]?)]>([])
        store.addFilter { proposal in
            seen.update { $0.append((proposal.state, try? proposal.changes())) }
            return .allow
        }
        var expected: [(SplitState<String>, [NavigationChange<String>]?)] = []
        for event in [push("Inbox"), .setLayout(.compact), .back, .back, push("Message", .detail)] {
            let before = store.state
            expected.append((before, store.send(event).changes))
        }
        #expect(seen.value.count == expected.count)
        for (index, (got, want)) in zip(seen.value, expected).enumerated() {
            #expect(got.0 == want.0, "event \(index): the filter saw the state before it")
            #expect(got.1 == want.1, "event \(index): the proposal predicted its changes")
        }
        #expect(expected[3].1 == nil, "the second back is rejected, and the proposal said so")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func observersSeeEachTransitionOnceInOrder() throws {
        let store = try makeStore()
        let seen = Shared<[NavigationTransition<String>]>([])
        let observer = store.addObserver { transition in seen.update { $0.append(transition) } }
        let first = store.send(push("Inbox")).transition
        store.send(.back)
        store.send(.back)  // rejected: not observed
        #expect(seen.value.map(\.sequence) == [1, 2])
        #expect(seen.value.first == first)
        store.removeHook(observer)
        store.send(push("Sent"))
        #expect(seen.value.count == 2)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func sendingFromAHookIsRefusedNotDeadlocked() throws {
        let store = try makeStore()
        let nested = Shared<[NavigationOutcome<String>]>([])
        store.addFilter { proposal in
            if proposal.event == push("Inbox") { nested.update { $0.append(store.send(push("From filter"))) } }
            return .allow
        }
        store.addObserver { transition in
            if transition.event == push("Inbox") { nested.update { $0.append(store.send(push("From observer"))) } }
        }
        #expect(store.send(push("Inbox")).isApplied)
        #expect(nested.value.count == 2)
        #expect(nested.value.allSatisfy { $0.error?.code == .reentrantSend })
        #expect(store.state.stack(.primary).map(\.route) == ["Mailboxes", "Inbox"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func hooksCanReadSubscribeRecordAndAddHooks() throws {
        let store = try makeStore()
        let reads = Shared<[String]>([])
        store.addFilter { _ in
            reads.update { $0.append("filter sees \(store.sequence), can go back: \(store.canGoBack)") }
            return .allow
        }
        store.addObserver { transition in
            _ = store.transitions()
            if !store.isRecording { store.startRecording() }
            store.addObserver { _ in }
            reads.update { $0.append("observer sees \(store.sequence) after #\(transition.sequence)") }
        }
        store.send(push("Inbox"))
        #expect(reads.value == ["filter sees 0, can go back: false", "observer sees 1 after #1"])
        #expect(store.isRecording)
        #expect(store.recording?.start == store.state)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aTaskStartedByAHookSendsOnceTheHookReturns() async throws {
        let store = try makeStore()
        let later = Shared<Task<NavigationOutcome<String>, Never>?>(nil)
        store.addObserver { transition in
            guard transition.event == push("Inbox") else { return }
            later.update { $0 = Task { store.send(push("Later")) } }
        }
        store.send(push("Inbox"))
        let outcome = await later.value?.value
        #expect(outcome?.isApplied == true)
        #expect(store.state.stack(.primary).map(\.route) == ["Mailboxes", "Inbox", "Later"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func otherThreadsWaitForAHookAndThenApply() async throws {
        let store = try makeStore()
        let entered = Shared(false)
        let release = Shared(false)
        store.addFilter { proposal in
            guard proposal.event == push("Slow") else { return .allow }
            entered.update { $0 = true }
            while !release.value { Thread.sleep(forTimeInterval: 0.001) }
            return .allow
        }
        // Threads rather than tasks: both block, and the cooperative pool may have only two.
        let outcomes = Shared<[String: Int]>([:])
        Thread.detachNewThread { outcomes.update { $0["Slow"] = store.send(push("Slow")).transition?.sequence } }
        await eventually("the slow filter runs") { entered.value }
        Thread.detachNewThread { outcomes.update { $0["Fast"] = store.send(push("Fast")).transition?.sequence } }
        try await Task.sleep(for: .milliseconds(30))
        #expect(store.sequence == 0, "the second send waits while the first one's filter runs")
        release.update { $0 = true }
        await eventually("both sends return") { outcomes.value.count == 2 }
        #expect(outcomes.value == ["Slow": 1, "Fast": 2])
    }
}
