import Observation
import SplitNavigation
import Synchronization

/// A thread-safe, observable home for one `SplitNavigator`: the place an app sends its
/// navigation events from any thread or task.
///
/// Events apply one at a time, each atomically, in the order the store receives them; none is
/// lost or applied twice, and each send answers with its ``NavigationOutcome``.
///
/// ```swift
/// let store = try NavigationStore<Route>(primary: [.mailboxes], placeholder: .always(.pickOne))
/// store.send(.push(NewChild(.inbox, preferring: .primary)))
/// if store.canGoBack { store.send(.back) }
///
/// // SwiftUI (or any Observation client) re-reads what it read when an event applies:
/// Text(store.presentation.topmost?.route.title ?? "")
///
/// // Imperative front ends, loggers and tests consume numbered transitions instead:
/// for try await transition in store.transitions() { apply(transition.changes) }
/// ```
///
/// Besides the navigator, the store offers:
/// - queries a front end needs without walking the state (``canGoBack``, ``backTarget``,
///   ``top(of:)``, ``location(of:)``, ``locations(of:)``);
/// - hooks: filters that can veto an event before it applies (``addFilter(_:)``) and observers
///   called after it applied (``addObserver(_:)``);
/// - recording of the start state and every accepted event as JSON lines that replay bit for
///   bit (``startRecording()``, ``NavigationRecording``).
///
/// Observation: every read of the store registers one access (to ``navigator``), and every
/// accepted event is one mutation of it, announced after the change is made, so an `onChange`
/// that reads the store sees the new value. Rejected and vetoed events change nothing and
/// announce nothing.
///
/// Re-entrancy: hooks and observation callbacks run during the send that triggered them, on its
/// thread. They may read the store, subscribe, add and remove hooks and record, but an event
/// they send is refused with `NavigationError.Code.reentrantSend` (it could neither apply now,
/// in the middle of another event, nor wait without deadlocking). The placeholder provider runs
/// while the store is locked and must not call the store at all; it is a pure function of the
/// primary stack anyway. A hook must not block waiting for another thread that is sending to
/// the same store (or to a store whose hooks send to this one): that thread waits for the turn
/// the hook holds.
///
/// What it deliberately is not: an actor (a synchronous send answers at once, from any
/// context, and keeps the order of events sent from one thread), a global (make as many as you
/// have windows), or a place for app state other than navigation.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@Observable
public final class NavigationStore<Route: Hashable & Codable & Sendable>: Sendable {
    /// The navigator and what changes with it. Held only for short, hook-free steps, so hooks
    /// and observation callbacks can read the store.
    let core: Locked<Core>
    /// Held for a whole send, hooks included, so that filters decide on the state the event
    /// applies to and observers see transitions one at a time, in order.
    let turn: Lock
    /// The thread holding ``turn``, or 0. A thread that reads its own id here is inside a send.
    let sendingThread: Atomic<UInt>
    /// Filters and observers, read once at the start of each send.
    let hooks: Locked<Hooks>
    /// The transition subscribers. Subscriptions keep this, not the store, alive.
    let broadcast: TransitionBroadcast<Route>

    /// Everything that changes when an event applies.
    struct Core: Sendable {
        var navigator: SplitNavigator<Route>
        var sequence = 0
        var recording: NavigationRecording<Route>?
    }

    /// Makes a store owning a navigator.
    ///
    /// Start from a navigator when the state is more than a list of routes: a primary root
    /// whose content is an accordion, a saved state, a placeholder provider.
    ///
    /// ```swift
    /// let state = try SplitState<String>(primary: [
    ///     NewChild("Mailboxes", preferring: .primary, content: .accordion(mailboxes)),
    /// ])
    /// let store = NavigationStore(SplitNavigator(state: state, placeholder: .always("No mailbox")))
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: the navigator to own: its state, and the placeholder provider that every
    ///     presentation of the store uses.
    ///   - recording: whether to start recording at once, from the navigator's state
    ///     (see ``startRecording()``).
    public init(_ navigator: SplitNavigator<Route>, recording: Bool = false) {
        core = Locked(Core(navigator: navigator, recording: recording ? NavigationRecording(start: navigator.state) : nil))
        turn = Lock()
        sendingThread = Atomic(0)
        hooks = Locked(Hooks())
        broadcast = TransitionBroadcast()
    }

    /// Makes a store starting from initial children, as `SplitNavigator`'s initialiser does.
    ///
    /// - Throws: `NavigationError.Code.noPrimaryRoot` when `primary` is empty.
    public convenience init(
        primary: [Route], detail: [Route] = [], layout: Layout = .regular, policy: CollapsePolicy = .detailOnTop,
        placeholder: PlaceholderProvider<Route> = .none, recording: Bool = false
    ) throws(NavigationError) {
        let navigator = try SplitNavigator(
            primary: primary, detail: detail, layout: layout, policy: policy, placeholder: placeholder)
        self.init(navigator, recording: recording)
    }

    deinit {
        // Subscribers outlive the store; tell them there will be nothing more.
        broadcast.finishAll()
    }
}

// MARK: - Reading

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension NavigationStore {
    /// The navigator and the sequence number, read together.
    ///
    /// - Complexity: O(1).
    public var snapshot: NavigationSnapshot<Route> {
        access(keyPath: \.navigator)
        return core.withLock { NavigationSnapshot(navigator: $0.navigator, sequence: $0.sequence) }
    }

    /// A copy of the navigator, to run several queries on one consistent value.
    ///
    /// - Complexity: O(1).
    public var navigator: SplitNavigator<Route> {
        snapshot.navigator
    }

    /// The navigation state, for saving a session.
    ///
    /// - Complexity: O(1).
    public var state: SplitState<Route> {
        snapshot.navigator.state
    }

    /// What the front end shows now.
    ///
    /// - Complexity: O(1), plus the placeholder provider's cost.
    public var presentation: Presentation<Route> {
        snapshot.navigator.presentation
    }

    /// The number of events applied so far: the ``NavigationTransition/sequence`` of the last
    /// transition, 0 before any.
    ///
    /// - Complexity: O(1).
    public var sequence: Int {
        snapshot.sequence
    }
}

// MARK: - Sending

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension NavigationStore {
    /// Applies an event, after the filters let it through, and before returning hands its
    /// transition to the subscribers, announces it to observation clients and calls the
    /// observers, in that order.
    ///
    /// Safe to call from any thread or task; concurrent sends apply one after another. A send
    /// from inside one of this store's hooks is refused with
    /// `NavigationError.Code.reentrantSend`.
    ///
    /// - Returns: ``NavigationOutcome/applied(_:)`` with the transition,
    ///   ``NavigationOutcome/rejected(_:)`` when the navigator refuses the event, or
    ///   ``NavigationOutcome/vetoed(reason:)`` when a filter does. Only `applied` changes anything.
    /// - Complexity: the navigator's cost for the event, plus O(*s*) for *s* subscribers and the
    ///   hooks' own costs.
    @discardableResult
    public func send(_ event: NavigationEvent<Route>) -> NavigationOutcome<Route> {
        let thread = currentThreadID()
        // Only this thread ever writes its own id, so reading it back means this send is nested
        // in another one on the same thread: waiting for the turn would never end.
        if sendingThread.load(ordering: .acquiring) == thread {
            return .rejected(.reentrantSend(event))
        }
        return turn.withLock {
            sendingThread.store(thread, ordering: .releasing)
            defer { sendingThread.store(0, ordering: .releasing) }
            return takeTurn(event)
        }
    }

    /// The body of ``send(_:)``, run while holding ``turn``.
    private func takeTurn(_ event: NavigationEvent<Route>) -> NavigationOutcome<Route> {
        let hooks = self.hooks.withLock { $0 }
        if let reason = veto(event, by: hooks) {
            return .vetoed(reason: reason)
        }
        let transition: NavigationTransition<Route>
        switch core.withLock({ core in core.apply(event, broadcast: broadcast) }) {
        case .success(let applied): transition = applied
        case .failure(let error): return .rejected(error)
        }
        // Announced after the change and outside the core lock, so a callback can read the
        // store; still inside the turn, so announcements keep the order of the events.
        withMutation(keyPath: \.navigator) {}
        for observer in hooks.observers {
            observer.observe(transition)
        }
        return .applied(transition)
    }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension NavigationStore.Core {
    /// Applies an event and, when it applies, numbers it, records it and hands it to the
    /// subscribers.
    mutating func apply(
        _ event: NavigationEvent<Route>, broadcast: TransitionBroadcast<Route>
    ) -> Result<NavigationTransition<Route>, NavigationError> {
        let changes: [NavigationChange<Route>]
        do throws(NavigationError) {
            changes = try navigator.send(event)
        } catch {
            return .failure(error)
        }
        sequence += 1
        recording?.events.append(event)
        let transition = NavigationTransition(
            sequence: sequence, event: event, changes: changes, presentation: navigator.presentation)
        // Delivered under the core lock, as subscribing is, so that a new subscriber's start
        // snapshot and its first transition can never be out of step.
        broadcast.deliver(transition)
        return .success(transition)
    }
}
