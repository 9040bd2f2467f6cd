import SplitNavigation

/// The store's navigator and its sequence number, read together in one step.
///
/// Reading ``NavigationStore/presentation`` and then ``NavigationStore/sequence`` may straddle
/// an event sent from another thread; a snapshot cannot. Use it to resynchronise a front end:
/// show ``presentation``, then apply transitions numbered above ``sequence``.
public struct NavigationSnapshot<Route: Hashable & Codable & Sendable>: Sendable {
    /// The navigator as it was; run any query on it (see `SplitNavigator`'s store queries).
    public let navigator: SplitNavigator<Route>
    /// The number of the last transition applied to it (0 before any).
    public let sequence: Int

    /// Pairs a navigator with its sequence number.
    public init(navigator: SplitNavigator<Route>, sequence: Int) {
        self.navigator = navigator
        self.sequence = sequence
    }

    /// The state at the snapshot.
    public var state: SplitState<Route> { navigator.state }

    /// The presentation at the snapshot.
    ///
    /// - Complexity: O(1), plus the placeholder provider's cost.
    public var presentation: Presentation<Route> { navigator.presentation }
}
