/// What applies navigation events: ``SplitNavigator`` itself, or an app's own layer around one
/// (rules that refuse events, add follow-ups, or rewrite them).
///
/// `FlowRunner` property-tests any conforming type and `NavigationStore` runs one, so an app's
/// rules run in the store exactly as they were tested.
///
/// ```swift
/// struct MailNavigator: SplitNavigating {
///     var inner: SplitNavigator<MailRoute>
///     init(state: SplitState<MailRoute>, placeholder: PlaceholderProvider<MailRoute>) {
///         inner = SplitNavigator(state: state, placeholder: placeholder)
///     }
///     var state: SplitState<MailRoute> { inner.state }
///     var presentation: Presentation<MailRoute> { inner.presentation }
///     var placeholderProvider: PlaceholderProvider<MailRoute> { inner.placeholderProvider }
///     @discardableResult
///     mutating func send(_ event: NavigationEvent<MailRoute>) throws(NavigationError) -> [NavigationChange<MailRoute>] {
///         // The app's rule: opening a folder also clears the message search.
///         try inner.send(event)
///     }
/// }
/// ```
///
/// A conforming type must be a value whose every outcome comes from its state and the event.
public protocol SplitNavigating<Route>: Sendable {
    /// The app's route type.
    associatedtype Route: Hashable & Codable & Sendable

    /// A navigator holding `state`.
    init(state: SplitState<Route>, placeholder: PlaceholderProvider<Route>)
    /// The navigation state.
    var state: SplitState<Route> { get }
    /// What the front end shows now.
    var presentation: Presentation<Route> { get }
    /// What the empty columns show in regular layout.
    var placeholderProvider: PlaceholderProvider<Route> { get }
    /// Applies an event, returning its changes, or throws and changes nothing.
    mutating func send(_ event: NavigationEvent<Route>) throws(NavigationError) -> [NavigationChange<Route>]
    /// Applies an event, writing its changes into `changes` (emptied first), or throws, leaves
    /// `changes` empty and changes nothing. The store, `reach`, `adopt` and recordings send
    /// with it; the default sends a batch's events one by one through ``send(_:)``.
    mutating func send(_ event: NavigationEvent<Route>, into changes: inout [NavigationChange<Route>]) throws(NavigationError)
}

extension SplitNavigating {
    /// Sends the event with ``send(_:)`` and moves its changes into `changes`. A
    /// ``NavigationEvent/batch(_:)`` is one step all the same: each of its events goes through
    /// ``send(_:)`` with the state the ones before it left (so a rule that rewrites an event into
    /// a batch of its own works inside one), all or none, with one change list as a batch
    /// answers (see ``NavigationEvent/batch(_:)``).
    public mutating func send(_ event: NavigationEvent<Route>, into changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        changes.removeAll(keepingCapacity: true)
        guard case .batch(let events) = event else {
            changes = try send(event)
            return
        }
        guard !events.isEmpty else { return }
        // A draft, as a transaction makes: nothing reaches `self` unless every event applies.
        var draft = NavigationDraft(self)
        for (index, step) in events.enumerated() {
            do throws(NavigationError) {
                if case .batch = step { throw .nestedBatch }
                try draft.send(step)
            } catch {
                throw error.inBatch(at: index)
            }
        }
        changes = draft.changes(from: presentation)
        self = draft.navigator
    }
}

extension SplitNavigator: SplitNavigating {}
