import SplitNavigation

/// A state that `SplitState(primary:detail:layout:policy:)` makes from new children alone, seen
/// as those children: what lets a counterexample start with `SplitNavigator(primary: [...])` and
/// lets the shrinker drop initial children or simplify their routes and content.
struct FreshStart<Route: Hashable & Codable & Sendable>: Hashable {
    var primary: [NewChild<Route>]
    var detail: [NewChild<Route>]
    var layout: Layout
    var policy: CollapsePolicy

    /// The children of a fresh state; `nil` when no start from new children gives exactly `state`.
    init?(_ state: SplitState<Route>) {
        primary = state.stack(.primary).map { NewChild($0.route, preferring: .primary, content: $0.content) }
        detail = state.stack(.detail).map { NewChild($0.route, preferring: .detail, content: $0.content) }
        layout = state.layout
        policy = state.policy
        guard self.state == state else { return nil }
    }

    init(primary: [NewChild<Route>], detail: [NewChild<Route>], layout: Layout, policy: CollapsePolicy) {
        (self.primary, self.detail, self.layout, self.policy) = (primary, detail, layout, policy)
    }

    /// Whether every child is plain, so that the routes alone describe the start.
    var isPlain: Bool {
        (primary + detail).allSatisfy { $0.content == .plain }
    }

    /// The state these children start; `nil` without a primary child.
    var state: SplitState<Route>? {
        try? SplitState(primary: primary, detail: detail, layout: layout, policy: policy)
    }
}
