import SplitNavigation

/// One subscription to a store's transitions, as an asynchronous sequence.
///
/// Made by ``NavigationStore/transitions(buffering:)``, it yields every transition applied
/// after ``start``, in order, with consecutive sequence numbers; each subscription gets its own
/// copy of every transition. Senders never wait for it: transitions wait in the subscription's
/// buffer, bounded by its ``TransitionBuffering``.
///
/// ```swift
/// let transitions = store.transitions()
/// render(transitions.start.presentation)
/// do {
///     for try await transition in transitions { apply(transition.changes) }
/// } catch {
///     // Fell too far behind: subscribe again and re-render from the new start.
/// }
/// ```
///
/// The subscription ends, and its buffer is freed, when the iterating task is cancelled, or
/// when the sequence and its iterators are all released; iteration ends (returns `nil`) when
/// the store is released. Iterate a subscription from one task: concurrent iterators share its
/// transitions between them.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public struct NavigationTransitions<Route: Hashable & Codable & Sendable>: AsyncSequence, Sendable {
    /// Each element is one applied event's transition.
    public typealias Element = NavigationTransition<Route>
    /// The only way an iteration fails: the subscriber fell too far behind.
    public typealias Failure = TransitionOverflow

    /// The store as it was when the subscription began; the first transition yielded is
    /// numbered `start.sequence + 1`.
    public let start: NavigationSnapshot<Route>
    let subscription: Subscription<Route>

    init(start: NavigationSnapshot<Route>, subscription: Subscription<Route>) {
        self.start = start
        self.subscription = subscription
    }

    /// Makes the iterator; the subscription began when the sequence was made.
    public func makeAsyncIterator() -> Iterator {
        Iterator(subscription: subscription)
    }

    /// Takes transitions from the subscription's buffer, waiting when it is empty.
    public struct Iterator: AsyncIteratorProtocol {
        let subscription: Subscription<Route>

        /// The next transition; `nil` when the store was released or the task cancelled.
        ///
        /// - Throws: ``TransitionOverflow`` once, after the last buffered transition, when the
        ///   subscriber fell behind by more than its limit; `nil` follows.
        public mutating func next(
            isolation actor: isolated (any Actor)?
        ) async throws(TransitionOverflow) -> NavigationTransition<Route>? {
            switch await subscription.buffer.next(isolation: actor, onCancel: { [subscription] in subscription.end() }) {
            case .transition(let transition): return transition
            case .overflow(let overflow): throw overflow
            case .end: return nil
            }
        }

        /// The next transition (see ``next(isolation:)``).
        public mutating func next() async throws(TransitionOverflow) -> NavigationTransition<Route>? {
            try await next(isolation: nil)
        }
    }
}

/// Ties a subscriber's buffer to the broadcast for as long as someone can iterate it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class Subscription<Route: Hashable & Codable & Sendable>: Sendable {
    let id: Int
    let buffer: SubscriberBuffer<Route>
    let broadcast: TransitionBroadcast<Route>

    init(id: Int, buffer: SubscriberBuffer<Route>, broadcast: TransitionBroadcast<Route>) {
        self.id = id
        self.buffer = buffer
        self.broadcast = broadcast
    }

    /// Stops deliveries and frees the buffer.
    func end() {
        broadcast.remove(id)
        buffer.cancel()
    }

    deinit {
        end()
    }
}
