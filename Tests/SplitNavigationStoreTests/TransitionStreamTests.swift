import SplitNavigation
import SplitNavigationStore
import Testing

@Suite("Transition stream")
struct TransitionStreamTests {
    /// Sends `count` seeded random events one after another and returns the transitions of
    /// those that applied.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func sendRandom(_ count: Int, to store: NavigationStore<String>, seed: UInt64) -> [NavigationTransition<String>] {
        var events = RandomEvents(seed: seed)
        var applied: [NavigationTransition<String>] = []
        for _ in 0..<count {
            events.knownIDs = store.state.children.map(\.id)
            if let transition = store.send(events.next()).transition { applied.append(transition) }
        }
        return applied
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func everySubscriberGetsEveryTransitionInOrder() async throws {
        let store = try makeStore()
        let subscriptions = (0..<3).map { _ in store.transitions(buffering: .unbounded) }
        let consumers = subscriptions.map { transitions in
            Task { () -> [NavigationTransition<String>] in
                var seen: [NavigationTransition<String>] = []
                for try await transition in transitions {
                    seen.append(transition)
                    if seen.count == 500 { break }
                }
                return seen
            }
        }
        var sent: [NavigationTransition<String>] = []
        var seed: UInt64 = 7
        while sent.count < 500 {
            sent += Self.sendRandom(1, to: store, seed: seed)
            seed += 1
        }
        for consumer in consumers {
            let seen = try await consumer.value
            #expect(seen == Array(sent.prefix(500)))
            #expect(seen.map(\.sequence) == Array(1...500))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aSubscriptionStartsWhereItsSnapshotEnds() async throws {
        let store = try makeStore()
        store.send(push("Inbox"))
        store.send(push("Message", .detail))
        let transitions = store.transitions()
        #expect(transitions.start.sequence == 2)
        #expect(transitions.start.presentation == store.presentation)
        let sent = try #require(store.send(.back).transition)
        var iterator = transitions.makeAsyncIterator()
        let first = try #require(try await iterator.next())
        #expect(first == sent)
        #expect(first.sequence == 3)
        #expect(try transitions.start.presentation.applying(first.changes) == first.presentation)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aSlowSubscriberOverflowsAfterItsBufferWithoutBlockingSenders() async throws {
        let store = try makeStore()
        let slow = store.transitions(buffering: .bounded(4))
        let keeping = store.transitions(buffering: .unbounded)
        for index in 0..<10 {
            #expect(store.send(push("Screen \(index)")).isApplied, "a full subscriber never blocks or refuses a send")
        }
        // The overflowed subscription is already forgotten by the store.
        #expect(store.subscriberCount == 1)

        var received: [Int] = []
        var iterator = slow.makeAsyncIterator()
        let overflow = await #expect(throws: TransitionOverflow.self) {
            while let transition = try await iterator.next() { received.append(transition.sequence) }
        }
        #expect(received == [1, 2, 3, 4], "the buffered transitions come first, without gaps")
        #expect(overflow == TransitionOverflow(firstMissed: 5, limit: 4))
        #expect(try await iterator.next() == nil, "after the overflow, the iteration is over")

        var all: [Int] = []
        for try await transition in keeping {
            all.append(transition.sequence)
            if all.count == 10 { break }
        }
        #expect(all == Array(1...10))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aLimitBelowOneCountsAsOne() async throws {
        let store = try makeStore()
        let transitions = store.transitions(buffering: .bounded(0))
        store.send(push("Inbox"))
        store.send(push("Sent"))
        var iterator = transitions.makeAsyncIterator()
        #expect(try await iterator.next()?.sequence == 1)
        await #expect(throws: TransitionOverflow(firstMissed: 2, limit: 1)) { try await iterator.next() }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func cancellingTheConsumingTaskFreesTheSubscription() async throws {
        let store = try makeStore()
        let transitions = store.transitions()
        #expect(store.subscriberCount == 1)
        let received = Shared(0)
        let consumer = Task {
            for try await _ in transitions { received.update { $0 += 1 } }
            return "ended"
        }
        store.send(push("Inbox"))
        await eventually("the consumer got the first transition") { received.value == 1 }
        // The consumer is now waiting for the next transition.
        consumer.cancel()
        #expect(try await consumer.value == "ended", "cancellation ends the iteration with nil")
        #expect(store.subscriberCount == 0)
        store.send(push("Sent"))
        #expect(received.value == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aSubscriberAfterEveryOtherEndedGetsTheNextTransitions() async throws {
        // The store stops taking the broadcast lock once a delivery finds no subscriber; a new
        // subscription must turn delivery back on.
        let store = try makeStore()
        let first = Shared<[NavigationTransition<String>]>([])
        let firstConsumer = Task {
            for try await transition in store.transitions() {
                first.update { $0.append(transition) }
                break
            }
        }
        await eventually("the first subscription started") { store.subscriberCount == 1 }
        store.send(push("Inbox"))
        await eventually("the first subscriber got its transition and ended") { first.value.count == 1 && store.subscriberCount == 0 }
        firstConsumer.cancel()
        store.send(push("Sent"))
        store.send(.back)
        let transitions = store.transitions()
        #expect(transitions.start.sequence == 3)
        let received = Shared<[NavigationTransition<String>]>([])
        let consumer = Task {
            for try await transition in transitions { received.update { $0.append(transition) } }
        }
        let sent = try #require(store.send(push("Drafts")).transition)
        // Waited for with a deadline: a store that stopped delivering would leave an iteration
        // waiting for ever.
        await eventually("the new subscriber got the transition") { received.value.count == 1 }
        #expect(received.value == [sent])
        consumer.cancel()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aCancelledTaskGetsNothingMore() async throws {
        let store = try makeStore()
        let transitions = store.transitions()
        store.send(push("Inbox"))
        let consumer = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var iterator = transitions.makeAsyncIterator()
            return try await iterator.next()
        }
        #expect(try await consumer.value == nil)
        #expect(store.subscriberCount == 0)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func droppingTheIteratorFreesTheSubscription() async throws {
        let store = try makeStore()
        do {
            var iterator = store.transitions().makeAsyncIterator()
            #expect(store.subscriberCount == 1)
            store.send(push("Inbox"))
            #expect(try await iterator.next()?.sequence == 1)
            for index in 0..<3 { store.send(push("Unread \(index)")) }
        }
        #expect(store.subscriberCount == 0)

        do {
            _ = store.transitions()
        }
        #expect(store.subscriberCount == 0, "a subscription never iterated is freed with its sequence")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func releasingTheStoreEndsSubscriptionsAfterWhatIsBuffered() async throws {
        var store: NavigationStore<String>? = try makeStore()
        let transitions = try #require(store?.transitions())
        store?.send(push("Inbox"))
        store?.send(push("Sent"))
        store = nil
        var sequences: [Int] = []
        for try await transition in transitions { sequences.append(transition.sequence) }
        #expect(sequences == [1, 2])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aWaitingSubscriberEndsWhenTheStoreIsReleased() async throws {
        var store: NavigationStore<String>? = try makeStore()
        let transitions = try #require(store?.transitions())
        let waiting = Shared(false)
        let consumer = Task {
            var count = 0
            waiting.update { $0 = true }
            for try await _ in transitions { count += 1 }
            return count
        }
        await eventually("the consumer is iterating") { waiting.value }
        try await Task.sleep(for: .milliseconds(20))
        store = nil
        #expect(try await consumer.value == 0)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func rejectedAndVetoedEventsAreNotTransitions() async throws {
        let store = try makeStore()
        store.addFilter { proposal in proposal.event == .setVisibility(.detailOnly) ? .veto(reason: "no") : .allow }
        let transitions = store.transitions()
        #expect(store.send(.back).error?.code == .rootCannotBePopped)
        #expect(store.send(.setVisibility(.detailOnly)) == .vetoed(reason: "no"))
        store.send(push("Inbox"))
        var iterator = transitions.makeAsyncIterator()
        let first = try await iterator.next()
        #expect(first?.sequence == 1)
        #expect(first?.event == push("Inbox"))
    }
}
