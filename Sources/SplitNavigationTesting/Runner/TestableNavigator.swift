import SplitNavigation

/// What a ``FlowRunner`` drives: `SplitNavigator` itself, or a wrapper around it (an app's
/// own navigation layer, or, in the kit's own tests, a navigator with a planted bug).
///
/// The runner makes every navigator it needs with ``init(state:placeholder:)`` — the one under
/// test, and the extra ones the laws use to split, collapse and compare — so a wrapper that
/// changes a rule is checked against every law.
public protocol TestableNavigator<Route> {
    /// The app's route type.
    associatedtype Route: Hashable & Codable & Sendable

    /// A navigator holding `state`.
    init(state: SplitState<Route>, placeholder: PlaceholderProvider<Route>)
    /// The navigation state.
    var state: SplitState<Route> { get }
    /// What the front end shows now.
    var presentation: Presentation<Route> { get }
    /// Applies an event, returning its changes, or throws and changes nothing.
    mutating func send(_ event: NavigationEvent<Route>) throws(NavigationError) -> [NavigationChange<Route>]
}

extension SplitNavigator: TestableNavigator {}
