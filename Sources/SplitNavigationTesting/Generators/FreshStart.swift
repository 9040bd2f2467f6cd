import SplitNavigation

/// A state that `SplitState(primary:supplementary:detail:columns:width:policy:visibility:mediumWidthPolicy:)`
/// makes from new children alone, seen as those children: what lets a counterexample start with
/// `SplitNavigator(primary: [...])` and lets the shrinker drop initial children or simplify
/// their routes and content.
struct FreshStart<Route: Hashable & Codable & Sendable>: Hashable {
    var primary: [NewChild<Route>]
    var supplementary: [NewChild<Route>] = []
    var detail: [NewChild<Route>]
    var columns: SplitColumns = .two
    var width: Width
    var policy: CollapsePolicy
    var visibility: ColumnVisibility = .automatic
    var mediumWidthPolicy: MediumWidthPolicy = .trailingColumns

    /// The children of a fresh state; `nil` when no start from new children gives exactly `state`.
    init?(_ state: SplitState<Route>) {
        func new(_ column: Column) -> [NewChild<Route>] {
            state.stack(column).map { NewChild($0.route, preferring: column, content: $0.content) }
        }
        primary = new(.primary)
        supplementary = new(.supplementary)
        detail = new(.detail)
        columns = state.columns
        width = state.width
        policy = state.policy
        visibility = state.visibility
        mediumWidthPolicy = state.mediumWidthPolicy
        guard self.state == state else { return nil }
    }

    /// A two-column start at regular or compact width with automatic visibility.
    init(primary: [NewChild<Route>], detail: [NewChild<Route>], layout: Layout, policy: CollapsePolicy) {
        (self.primary, self.detail, self.width, self.policy) = (primary, detail, layout == .compact ? .compact : .regular, policy)
    }

    /// The new children of a column.
    subscript(column: Column) -> [NewChild<Route>] {
        get {
            switch column {
            case .primary: primary
            case .supplementary: supplementary
            case .detail: detail
            }
        }
        set {
            switch column {
            case .primary: primary = newValue
            case .supplementary: supplementary = newValue
            case .detail: detail = newValue
            }
        }
    }

    /// Whether every child is plain, so that the routes alone describe the start.
    var isPlain: Bool {
        (primary + supplementary + detail).allSatisfy { $0.content == .plain }
    }

    /// Whether the two-column initializer with a `layout:` says it all.
    var isTwoColumnLayout: Bool {
        columns == .two && width != .medium && visibility == .automatic && mediumWidthPolicy == .trailingColumns
    }

    /// The state these children start; `nil` without a primary child.
    var state: SplitState<Route>? {
        try? SplitState(
            primary: primary, supplementary: supplementary, detail: detail, columns: columns, width: width, policy: policy,
            visibility: visibility, mediumWidthPolicy: mediumWidthPolicy)
    }
}
