import SplitNavigation

/// What an ``EventKind`` sees when it makes an event: the current state, the app's routes, and
/// whether this event should be one the navigator rejects.
public struct EventContext<Route: Hashable & Codable & Sendable>: Sendable {
    /// The state the event will be sent to.
    public let state: SplitState<Route>
    /// The app's routes.
    public let routes: RouteGenerator<Route>
    /// The generator's weights and limits.
    public let weights: EventWeights
    /// Whether the generator chose to make an event the navigator should reject. A kind that
    /// has no such variant ignores it; one that has no valid variant makes an invalid one anyway.
    public let wantsInvalid: Bool

    /// Makes a context; the ``EventGenerator`` does this for every event.
    public init(state: SplitState<Route>, routes: RouteGenerator<Route>, weights: EventWeights, wantsInvalid: Bool) {
        self.state = state
        self.routes = routes
        self.weights = weights
        self.wantsInvalid = wantsInvalid
    }

    /// How many children the state holds: in its columns (and kept aside), in its modals, and
    /// stored in its tab groups. A tab select brings stored children back, so they count
    /// against ``EventWeights/maxChildren`` all along.
    public var childCount: Int {
        state.heldChildCount
    }

    /// Whether `extra` more children stay within ``EventWeights/maxChildren``.
    ///
    /// `false` when the sum overflows: no state has room for `Int.max` more children.
    public func hasRoom(for extra: Int) -> Bool {
        let (total, overflows) = childCount.addingReportingOverflow(extra)
        return !overflows && total <= weights.maxChildren
    }

    /// A random route of the app's.
    public func route(using random: inout SplitMix64) -> Route {
        routes.route(using: &random)
    }

    /// The content of a child to create: `plain`, ``EventWeights/accordionPercent`` of the
    /// time a small random accordion (see ``EventWeights/maxAccordionNodes``), and
    /// ``EventWeights/tabGroupPercent`` of the rest a small random tab group.
    public func content(using random: inout SplitMix64) -> ChildContent<Route> {
        ContentGenerator.content(routes: routes, columns: state.columns, weights: weights, using: &random)
    }

    /// A random column of the split.
    public func column(using random: inout SplitMix64) -> Column {
        random.element(of: state.columns.all) ?? .primary
    }

    /// Whether popping the top of `column` is accepted: the column has a child that is not the
    /// primary root.
    public func canPop(_ column: Column) -> Bool {
        let count = state.stack(column).count
        return column == .primary ? count > 1 : count > 0
    }

    /// A random id of a child of the state, the root included when `includingRoot`.
    public func existingID(includingRoot: Bool, using random: inout SplitMix64) -> ChildID? {
        let rootID = state.root.id
        let candidates = includingRoot ? state.children : state.children.filter { $0.id != rootID }
        return random.element(of: candidates)?.id
    }

    /// A random id that no child of the state has (shown, in a modal or stored in a tab group):
    /// a popped one, a future one, or nonsense.
    public func unknownID(using random: inout SplitMix64) -> ChildID {
        let used = state.heldIDs
        let next = state.nextID.rawValue
        let candidates = [0, -1, next, next < Int.max ? next + 1 : 0, Int.max]
            + (1..<max(1, min(next, 1_000))).filter { !used.contains(ChildID($0)) }
        let id = ChildID(random.element(of: candidates) ?? 0)
        return used.contains(id) ? ChildID(0) : id
    }
}
