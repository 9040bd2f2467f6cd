import SplitNavigation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationStore {
    /// Subscribes to the store's transitions.
    ///
    /// The subscription begins now: its ``NavigationTransitions/start`` is the store at this
    /// moment, and it yields every transition applied after it, in order, however many
    /// threads send. Each call is a new, independent subscriber.
    ///
    /// - Parameter buffering: how far the subscriber may fall behind; by default
    ///   ``TransitionBuffering/standard`` (1,024 transitions), after which the iteration throws
    ///   ``TransitionOverflow``.
    /// - Complexity: O(1).
    public func transitions(buffering: TransitionBuffering = .standard) -> NavigationTransitions<Route> {
        let buffer = SubscriberBuffer<Route>(limit: buffering.limit)
        // Snapshot and registration under the lock transitions are delivered under: no
        // transition can fall between the start and the first one yielded.
        let (start, id) = core.withLock { core in
            core.broadcasting = true
            return (NavigationSnapshot(navigator: core.navigator, sequence: core.sequence), broadcast.add(buffer))
        }
        return NavigationTransitions(start: start, subscription: Subscription(id: id, buffer: buffer, broadcast: broadcast))
    }

    /// The number of live subscriptions, for tests that check ending one frees it.
    package var subscriberCount: Int {
        broadcast.count
    }
}
