import SplitNavigation
import SplitNavigationStore

/// What a ``LinearizabilityChecker`` drives: a store that many tasks send events to at once.
///
/// `NavigationStore` is one. A test double is another: the checker's own tests prove that it can
/// fail with a store that answers from a stale snapshot. The checker makes a fresh store for
/// every run of a schedule, recording from its start state and with no filters or follow-ups,
/// so that every answer is the navigator's own.
public protocol ConcurrentNavigationStore<Route>: AnyObject, Sendable {
    /// The routes of the store's children.
    associatedtype Route: Hashable & Codable & Sendable

    /// Applies an event and answers what became of it; called from many tasks at once.
    func send(_ event: NavigationEvent<Route>) async -> NavigationOutcome<Route>
    /// The start state and every event applied since, in the order the store claims it applied
    /// them; `nil` when the store is not recording.
    var recording: NavigationRecording<Route>? { get }
    /// The state now.
    var state: SplitState<Route> { get }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension NavigationStore: ConcurrentNavigationStore {}
