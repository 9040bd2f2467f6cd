
/// One subscriber's queue of transitions and the task waiting on it.
///
/// The store appends (``deliver(_:)``) under its own lock; the subscriber takes (``next(isolation:onCancel:)``)
/// from its task. Invariant: a task waits only while the queue is empty and the subscription
/// has not ended, so a delivered transition goes to a waiting task or to the queue, never both.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@usableFromInline
final class SubscriberBuffer<Route: Hashable & Codable & Sendable>: Sendable {
    /// What the subscriber gets from one step of its iteration.
    enum Delivery: Sendable {
        case transition(NavigationTransition<Route>)
        case overflow(TransitionOverflow)
        case end
    }

    private enum Ending: Sendable {
        case finished
        case overflowed(TransitionOverflow)
    }

    private struct State: Sendable {
        var queue = FIFO<NavigationTransition<Route>>()
        let limit: Int?
        var waiters: [CheckedContinuation<Delivery, Never>] = []
        var ending: Ending?

        /// The next delivery if one is ready without waiting: a queued transition first, then
        /// the overflow error once, then the end.
        mutating func takeReady() -> Delivery? {
            if let transition = queue.popFirst() {
                return .transition(transition)
            }
            switch ending {
            case .overflowed(let overflow):
                ending = .finished
                return .overflow(overflow)
            case .finished:
                return .end
            case nil:
                return nil
            }
        }
    }

    private let state: Locked<State>

    init(limit: Int?) {
        state = Locked(State(limit: limit))
    }

    /// Hands a transition to the subscriber.
    ///
    /// - Returns: `false` when the subscription has ended, now or before, so the store can
    ///   forget it.
    @usableFromInline
    func deliver(_ transition: NavigationTransition<Route>) -> Bool {
        state.withLock { state in
            guard state.ending == nil else { return false }
            if !state.waiters.isEmpty {
                state.waiters.removeFirst().resume(returning: .transition(transition))
                return true
            }
            if let limit = state.limit, state.queue.count >= limit {
                state.ending = .overflowed(TransitionOverflow(firstMissed: transition.sequence, limit: limit))
                return false
            }
            state.queue.append(transition)
            return true
        }
    }

    /// Ends the subscription after what is queued: the store is gone.
    func finish() {
        let waiters = state.withLock { state in
            if state.ending == nil { state.ending = .finished }
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume(returning: .end) }
    }

    /// Ends the subscription now and frees what is queued: the subscriber is gone.
    func cancel() {
        let waiters = state.withLock { state in
            state.ending = .finished
            state.queue.removeAll()
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume(returning: .end) }
    }

    /// The next delivery, waiting for one if none is ready. Cancelling the waiting task ends
    /// the subscription (`onCancel`) and delivers ``Delivery/end``.
    func next(
        isolation actor: isolated (any Actor)?, onCancel: @escaping @Sendable () -> Void
    ) async -> Delivery {
        if Task.isCancelled {
            onCancel()
            return .end
        }
        if let ready = state.withLock({ $0.takeReady() }) {
            return ready
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation(isolation: actor) { (waiter: CheckedContinuation<Delivery, Never>) in
                let ready = state.withLock { state -> Delivery? in
                    if let ready = state.takeReady() { return ready }
                    state.waiters.append(waiter)
                    return nil
                }
                if let ready { waiter.resume(returning: ready) }
            }
        } onCancel: {
            onCancel()
        }
    }
}
