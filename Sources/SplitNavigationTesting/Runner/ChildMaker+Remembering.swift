import SplitNavigation

// The reach law's targets come from earlier states, whose children the app made: reaching one
// must make them again, which needs the app's maker, as far as those states show it. An app's
// route makes one kind of child; random flows may give one route two, and then no maker is
// the app's.

extension ChildMaker {
    /// A maker that gives a route in a column the content the first child of `state` with that
    /// route in that column has (a tab group without its stored stacks), and plain content
    /// otherwise; `nil` when two children of one route and column differ in kind, tabs, or
    /// accordion nodes or policy, since then no maker makes both.
    package static func remembering(contentOf state: SplitState<Route>) -> ChildMaker? {
        var contents: [Column: [Route: ChildContent<Route>]] = [:]
        let stacks = state.splitStacks
        for column in state.columns.all {
            for child in stacks[column] {
                let content: ChildContent<Route>
                switch child.content {
                case .plain: content = .plain
                case .accordion: content = child.content
                case .tabs(let group):
                    guard let fresh = try? TabGroup(tabs: group.tabs, selected: group.selected) else { return nil }
                    content = .tabs(fresh)
                }
                guard let first = contents[column]?[child.route] else {
                    contents[column, default: [:]][child.route] = content
                    continue
                }
                if !Self.hasTheSameShape(first, content) { return nil }
            }
        }
        let remembered = contents
        return ChildMaker { route, column in remembered[column]?[route] ?? .plain }
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
