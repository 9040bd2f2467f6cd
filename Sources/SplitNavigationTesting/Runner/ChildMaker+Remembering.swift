import SplitNavigation

// The reach law's targets come from earlier states, whose children the app made: reaching one
// must make them again, which needs the app's maker, as far as those states show it. An app's
// route makes one kind of child; random flows may give one route two, and then no maker is
// the app's.

extension ChildMaker {
    /// A maker that gives a route in a column the content the first child of `state` with that
    /// route in that column has (a tab group without its stored stacks), and plain content
    /// otherwise: the app's maker, as far as the state shows it. It reads the state when it
    /// makes a child, so making none costs nothing.
    package static func remembering(contentOf state: SplitState<Route>) -> ChildMaker {
        ChildMaker { route, column in
            guard let child = state.stack(column).first(where: { $0.route == route }) else { return .plain }
            return child.content.madeAgain ?? .plain
        }
    }

    /// Whether two children of one route and column in `state` differ in kind, tabs, or
    /// accordion nodes or policy, so that no maker makes both.
    package static func isAmbiguous(_ state: SplitState<Route>) -> Bool {
        let stacks = state.splitStacks
        for column in state.columns.all {
            var first: [Route: ChildContent<Route>] = [:]
            for child in stacks[column] {
                guard let content = child.content.madeAgain else { return true }
                if let seen = first[child.route] {
                    if !hasTheSameShape(seen, content) { return true }
                } else {
                    first[child.route] = content
                }
            }
        }
        return false
    }

    /// Whether two contents are of one kind, with the same tabs or the same accordion nodes
    /// under the same policy (which decides which expansions a look can give).
    private static func hasTheSameShape(_ one: ChildContent<Route>, _ other: ChildContent<Route>) -> Bool {
        switch (one, other) {
        case (.plain, .plain): true
        case (.tabs(let one), .tabs(let other)): one.tabs.map(\.id) == other.tabs.map(\.id)
        case (.accordion(let one), .accordion(let other)):
            one.policy == other.policy
                && one.preorderSummary().map { [$0.id.rawValue, $0.parent] } == other.preorderSummary().map { [$0.id.rawValue, $0.parent] }
        default: false
        }
    }
}
