import Observation
import SplitNavigation

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
///   bit (``startRecording()``, `NavigationRecording`).
///
/// Observation: every read of the store registers one access (to ``navigator``) but for the
/// per-column reads (``stack(_:)``, ``primaryStack``, …), which register their column only, and
/// ``modals``, which registers the modals only; every accepted event is one mutation of
/// ``navigator``, of each column whose stack it changed and of ``modals`` when it changed them,
/// announced after the change is made, so an `onChange` that reads the store sees the new value
/// and a view of one column is not woken by a change elsewhere. Rejected and vetoed events change
/// nothing and announce nothing.
///
/// App rules: the store runs any `SplitNavigating` navigator, so an app's own layer around
/// `SplitNavigator` — the one its property tests drove through the testing kit — applies every
/// event, and filters' proposals are answered by it too.
///
/// Re-entrancy: hooks and observation callbacks run during the send that triggered them, on its
/// thread. They may read the store, subscribe, add and remove hooks and record, but an event
/// they send is refused with `NavigationError.Code.reentrantSend` (it could neither apply now,
/// in the middle of another event, nor wait without deadlocking). What should follow an event
/// in the same step comes from a follow-up hook (``addFollowUp(_:)``) instead: its events join
/// the event in one batch, one transition. The placeholder provider runs while the store is
/// locked and must not call the store at all; it is a pure function of the stacks anyway. A
/// hook must not block waiting for another thread that is sending to the same store (or to a
/// store whose hooks send to this one): that thread waits for the turn the hook holds.
///
/// What it deliberately is not: an actor (a synchronous send answers at once, from any
/// context, and keeps the order of events sent from one thread), a global (make as many as you
/// have windows), or a place for app state other than navigation.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public final class NavigationStore<Route: Hashable & Codable & Sendable>: Sendable {
    // The send path is `@inlinable`, and what it touches `@usableFromInline`, so that an app's
    // call of `send` runs it specialized for the app's route: unspecialized generic code looks up
    // type metadata at almost every step.

    /// The navigator and what changes with it. Held only for short, hook-free steps, so hooks
    /// and observation callbacks can read the store.
    @usableFromInline let core: Locked<Core>
    /// Held for a whole send, hooks included, so that filters decide on the state the event
    /// applies to and observers see transitions one at a time, in order.
    @usableFromInline let turn: Lock
    /// The thread holding ``turn``, or 0. A thread that reads its own id here is inside a send.
    @usableFromInline let sendingThread: ThreadSlot
    /// Filters and observers, read once at the start of each send.
    @usableFromInline let hooks: Locked<Hooks>
    /// The transition subscribers. Subscriptions keep this, not the store, alive.
    @usableFromInline let broadcast: TransitionBroadcast<Route>
    /// The key paths observation clients register and sends announce, made once.
    @usableFromInline let observed = ObservedKeyPaths()
    /// What `@Observable` would add, written out so that the send path can announce inline.
    @usableFromInline let registrar = ObservationRegistrar()

    /// The key paths of what the store announces. A key path into a generic class is built
    /// anew, through the runtime's type lookups, each time its literal is evaluated: once per
    /// store, not once per send and read, saves about half of a push's time.
    @usableFromInline
    struct ObservedKeyPaths: Sendable {
        @usableFromInline let navigator: KeyPath<NavigationStore, SplitNavigator<Route>> & Sendable = \.navigator
        @usableFromInline let primaryStack: KeyPath<NavigationStore, [Child<Route>]> & Sendable = \.primaryStack
        @usableFromInline let supplementaryStack: KeyPath<NavigationStore, [Child<Route>]> & Sendable = \.supplementaryStack
        @usableFromInline let detailStack: KeyPath<NavigationStore, [Child<Route>]> & Sendable = \.detailStack
        @usableFromInline let modals: KeyPath<NavigationStore, [Modal<Route>]> & Sendable = \.modals

        init() {}

        /// A column's stack.
        @inlinable
        func stack(_ column: Column) -> KeyPath<NavigationStore, [Child<Route>]> & Sendable {
            switch column {
            case .primary: primaryStack
            case .supplementary: supplementaryStack
            case .detail: detailStack
            }
        }
    }

    /// Makes a store owning a navigator: a `SplitNavigator`, or an app's own navigator (any
    /// `SplitNavigating` type, such as one property-tested with the testing kit), whose rules
    /// then apply every event the store is sent.
    ///
    /// ```swift
    /// let store = NavigationStore(try MailNavigator(state: start, placeholder: mailPlaceholders))
    /// ```
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
    ///   - navigator: the navigator to own: its state, its placeholder provider, which every
    ///     presentation of the store uses, and its rules, which apply every event.
    ///   - recording: whether to start recording at once, from the navigator's state
    ///     (see ``startRecording()``).
    public init<Navigator: SplitNavigating>(_ navigator: Navigator, recording: Bool = false) where Navigator.Route == Route {
        core = Locked(Core(rules: StoreRules(navigator), recording: recording ? NavigationRecording(start: navigator.state) : nil))
        turn = Lock()
        sendingThread = ThreadSlot()
        hooks = Locked(Hooks())
        broadcast = TransitionBroadcast()
    }

    /// Makes a store starting from initial children, as `SplitNavigator`'s initialiser does.
    ///
    /// - Throws: `NavigationError.Code.noPrimaryRoot` when `primary` is empty;
    ///   `columnNotInSplit` for supplementary routes in a two-column split.
    public convenience init(
        primary: [Route], supplementary: [Route] = [], detail: [Route] = [], columns: SplitColumns = .two,
        width: Width = .regular, policy: CollapsePolicy = .detailOnTop, visibility: ColumnVisibility = .automatic,
        placeholder: PlaceholderProvider<Route> = .none, recording: Bool = false
    ) throws(NavigationError) {
        let navigator = try SplitNavigator(
            primary: primary, supplementary: supplementary, detail: detail, columns: columns, width: width,
            policy: policy, visibility: visibility, placeholder: placeholder)
        self.init(navigator, recording: recording)
    }

    deinit {
        // Subscribers outlive the store; tell them there will be nothing more.
        broadcast.finishAll()
    }
}

// MARK: - Reading

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationStore {
    /// The navigator and the sequence number, read together.
    ///
    /// - Complexity: O(1).
    public var snapshot: NavigationSnapshot<Route> {
        access(keyPath: observed.navigator)
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
        access(keyPath: observed.navigator)
        return core.withLock { $0.held.state }
    }

    /// What the front end shows now.
    ///
    /// - Complexity: O(1).
    public var presentation: Presentation<Route> {
        access(keyPath: observed.navigator)
        return core.withLock { $0.held.presentation }
    }

    /// The children of one column, bottom first, whatever the layout (in compact layout, those
    /// the next split would put there). Observation is per column: a view that reads only this
    /// column is not told about events that leave it as it was.
    ///
    /// - Complexity: O(1) in regular layout, O(*n*) in compact layout.
    public func stack(_ column: Column) -> [Child<Route>] {
        switch column {
        case .primary: primaryStack
        case .supplementary: supplementaryStack
        case .detail: detailStack
        }
    }

    /// The primary column's children (see ``stack(_:)``).
    public var primaryStack: [Child<Route>] {
        access(keyPath: observed.primaryStack)
        return core.withLock { $0.held.state.stack(.primary) }
    }

    /// The supplementary column's children (see ``stack(_:)``); empty in a two-column split.
    public var supplementaryStack: [Child<Route>] {
        access(keyPath: observed.supplementaryStack)
        return core.withLock { $0.held.state.stack(.supplementary) }
    }

    /// The detail column's children (see ``stack(_:)``).
    public var detailStack: [Child<Route>] {
        access(keyPath: observed.detailStack)
        return core.withLock { $0.held.state.stack(.detail) }
    }

    /// The modals presented over the split, bottom first (see `SplitState.modals`). Observed on
    /// their own, as a column is: a view that draws only the sheets is not told about events
    /// that leave them as they were, and a column's view is not woken by a push in a sheet.
    ///
    /// - Complexity: O(1).
    public var modals: [Modal<Route>] {
        access(keyPath: observed.modals)
        return core.withLock { $0.held.state.modals }
    }

    /// The number of events applied so far: the ``NavigationTransition/sequence`` of the last
    /// transition, 0 before any.
    ///
    /// - Complexity: O(1).
    public var sequence: Int {
        snapshot.sequence
    }
}
