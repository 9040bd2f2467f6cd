
/// The store's subscribers: every transition goes to each of them.
///
/// Separate from the store so that subscriptions keep this alive, not the store: a store with
/// subscribers can still be released, and then finishes them.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@usableFromInline
final class TransitionBroadcast<Route: Hashable & Codable & Sendable>: Sendable {
    @usableFromInline
    struct Subscribers: Sendable {
        @usableFromInline var buffers: [Int: SubscriberBuffer<Route>] = [:]
        var nextID = 0
    }

    @usableFromInline let subscribers = Locked(Subscribers())

    init() {}

    /// Registers a buffer and returns its id.
    func add(_ buffer: SubscriberBuffer<Route>) -> Int {
        subscribers.withLock { subscribers in
            subscribers.nextID += 1
            subscribers.buffers[subscribers.nextID] = buffer
            return subscribers.nextID
        }
    }

    /// Forgets a buffer; forgetting it twice does nothing.
    func remove(_ id: Int) {
        _ = subscribers.withLock { $0.buffers.removeValue(forKey: id) }
    }

    /// Hands a transition to every subscriber, forgetting those whose subscription ended;
    /// answers whether any is left.
    ///
    /// - Complexity: O(*s*) for *s* subscribers.
    @inlinable
    func deliver(_ transition: NavigationTransition<Route>) -> Bool {
        subscribers.withLock { subscribers in
            var ended: [Int] = []
            for (id, buffer) in subscribers.buffers where !buffer.deliver(transition) {
                ended.append(id)
            }
            for id in ended {
                subscribers.buffers[id] = nil
            }
            return !subscribers.buffers.isEmpty
        }
    }

    func finishAll() {
        let buffers = subscribers.withLock { subscribers in
            defer { subscribers.buffers.removeAll() }
            return Array(subscribers.buffers.values)
        }
        for buffer in buffers { buffer.finish() }
    }

    /// The number of live subscriptions.
    var count: Int {
        subscribers.withLock { $0.buffers.count }
    }
}
