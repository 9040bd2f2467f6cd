import SplitNavigation

/// A state that `SplitState(primary:detail:layout:policy:)` makes from routes alone, seen as
/// those routes: what lets a counterexample start with `SplitNavigator(primary: [...])` and
/// lets the shrinker drop initial children.
struct FreshStart<Route: Hashable & Codable & Sendable>: Hashable {
    var primary: [Route]
    var detail: [Route]
    var layout: Layout
    var policy: CollapsePolicy

    /// The routes of a fresh state; `nil` when no start from routes gives exactly `state`.
    init?(_ state: SplitState<Route>) {
        primary = state.stack(.primary).map(\.route)
        detail = state.stack(.detail).map(\.route)
        layout = state.layout
        policy = state.policy
        guard self.state == state else { return nil }
    }

    init(primary: [Route], detail: [Route], layout: Layout, policy: CollapsePolicy) {
        (self.primary, self.detail, self.layout, self.policy) = (primary, detail, layout, policy)
    }

    /// The state these routes start; `nil` without a primary route.
    var state: SplitState<Route>? {
        try? SplitState(
            primary: primary.map { NewChild($0, preferring: .primary) },
            detail: detail.map { NewChild($0, preferring: .detail) },
            layout: layout, policy: policy)
    }
}
