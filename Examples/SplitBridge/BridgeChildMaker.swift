import SplitNavigation

/// How a session's routes become children when a `reach` makes them: the content the client
/// last gave a route in a column — in `start`'s `contents`, its children or state, an event's
/// new children or a `restore`'s state (a tab group without stored stacks) — else plain. The client gives each
/// route's accordion or tab bar once; links and targets then rebuild it.
struct BridgeChildMaker {
    private var contents: [Column: [BridgeRoute: ChildContent<BridgeRoute>]] = [:]

    init() {}

    /// Remembers the content of every column child of `state`, then `contents`.
    init(_ state: SplitState<BridgeRoute>, contents: [NewChild<BridgeRoute>]) {
        for column in state.columns.all {
            for child in state.stack(column) { remember(child.content, of: child.route, in: column) }
        }
        for new in contents { remember(new.content, of: new.route, in: new.preferredColumn) }
    }

    /// Remembers the content of the new children `event` brings, in the columns they will take.
    mutating func remember(_ event: NavigationEvent<BridgeRoute>) {
        switch event {
        case .push(let new, let column): remember(new.content, of: new.route, in: column ?? new.preferredColumn)
        case .replaceTop(let column, let new): remember(new.content, of: new.route, in: column)
        case .showDetail(let children), .showSupplementary(let children), .selectRow(_, _, let children):
            for new in children { remember(new.content, of: new.route, in: new.preferredColumn) }
        case .batch(let events):
            for event in events { remember(event) }
        case .restore(let state):
            for column in state.columns.all {
                for child in state.stack(column) { remember(child.content, of: child.route, in: column) }
            }
        default: break
        }
    }

    private mutating func remember(_ content: ChildContent<BridgeRoute>, of route: BridgeRoute, in column: Column) {
        if case .plain = content { return }
        guard let fresh = content.madeAgain else { return }
        contents[column, default: [:]][route] = fresh
    }

    /// The maker `reach` uses.
    var maker: ChildMaker<BridgeRoute> {
        let contents = contents
        return ChildMaker { route, column in contents[column]?[route] ?? .plain }
    }
}
