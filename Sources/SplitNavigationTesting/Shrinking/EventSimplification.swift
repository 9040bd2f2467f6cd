import SplitNavigation

/// Simpler versions of an event or a state, simplest first, each strictly simpler than the
/// original in one respect: a simpler route, the primary column rather than the detail one,
/// no named column, fewer children, a smaller id.
enum EventSimplification {
    static func candidates<Route>(for event: NavigationEvent<Route>, routes: RouteGenerator<Route>) -> [NavigationEvent<Route>] {
        func simpler(_ child: NewChild<Route>) -> [NewChild<Route>] {
            routes.simplifications(of: child.route).map { NewChild($0, preferring: child.preferredColumn, content: child.content) }
        }
        switch event {
        case .push(let child, let onto):
            var result = simpler(child).map { NavigationEvent.push($0, onto: onto) }
            if let onto {
                // The same push without naming the column, then onto the primary column.
                result.append(.push(NewChild(child.route, preferring: onto, content: child.content), onto: nil))
                if onto == .detail { result.append(.push(child, onto: .primary)) }
            } else if child.preferredColumn == .detail {
                result.append(.push(NewChild(child.route, preferring: .primary, content: child.content), onto: nil))
            }
            return result
        case .showDetail(let children):
            var result: [NavigationEvent<Route>] = children.indices.map { index in
                var fewer = children
                fewer.remove(at: index)
                return .showDetail(fewer)
            }
            for (index, child) in children.enumerated() {
                for simple in simpler(child) {
                    var changed = children
                    changed[index] = simple
                    result.append(.showDetail(changed))
                }
            }
            return result
        case .replaceTop(let column, let child):
            var result = simpler(child).map { NavigationEvent.replaceTop(column, with: $0) }
            if column == .detail {
                result.append(.replaceTop(.primary, with: NewChild(child.route, preferring: .primary, content: child.content)))
            }
            return result
        case .pop(let column):
            return column == .detail ? [.pop(.primary)] : []
        case .popToRoot(let column):
            return column == .detail ? [.popToRoot(.primary)] : []
        case .popTo(let id):
            return smallerIDs(than: id).map { .popTo($0) }
        case .popChild(let id):
            return smallerIDs(than: id).map { .popChild($0) }
        case .accordion(let id, let action):
            return smallerIDs(than: id).map { .accordion($0, action) }
        case .setDetailOnly(let on):
            return on ? [.setDetailOnly(false)] : []
        case .restore(let state):
            return candidates(for: state, simplestRoute: routes.simplest).map { .restore($0) }
        case .back, .setLayout:
            return []
        }
    }

    /// Ids 1, 2, … up to 8 of them, below `id`; for ids below 1, the id 1.
    private static func smallerIDs(than id: ChildID) -> [ChildID] {
        guard id.rawValue > 1 else { return id.rawValue < 1 ? [ChildID(1)] : [] }
        return (1..<min(id.rawValue, 9)).map(ChildID.init(rawValue:))
    }

    /// Simpler states: a fresh start with one child fewer or a simpler route, the smallest
    /// fresh start in the same layout and policy, and the same children with the simplest route.
    static func candidates<Route>(for state: SplitState<Route>, simplestRoute: Route) -> [SplitState<Route>] {
        var result: [SplitState<Route>] = []
        if let fresh = FreshStart(state) {
            var recipes: [FreshStart<Route>] = []
            for index in fresh.primary.indices where fresh.primary.count > 1 {
                var fewer = fresh
                fewer.primary.remove(at: index)
                recipes.append(fewer)
            }
            for index in fresh.detail.indices {
                var fewer = fresh
                fewer.detail.remove(at: index)
                recipes.append(fewer)
            }
            for index in fresh.primary.indices where fresh.primary[index] != simplestRoute {
                var simple = fresh
                simple.primary[index] = simplestRoute
                recipes.append(simple)
            }
            for index in fresh.detail.indices where fresh.detail[index] != simplestRoute {
                var simple = fresh
                simple.detail[index] = simplestRoute
                recipes.append(simple)
            }
            if fresh.layout == .compact {
                var regular = fresh
                regular.layout = .regular
                recipes.append(regular)
            }
            result = recipes.compactMap(\.state)
        } else {
            let smallest = FreshStart(primary: [simplestRoute], detail: [], layout: state.layout, policy: state.policy)
            result += [smallest.state].compactMap { $0 }
            if let simple = withSimplestRoutes(state, simplestRoute), simple != state { result.append(simple) }
        }
        return result.filter { $0 != state }
    }

    private static func withSimplestRoutes<Route>(_ state: SplitState<Route>, _ route: Route) -> SplitState<Route>? {
        func simple(_ children: [Child<Route>]) -> [Child<Route>] {
            children.map { Child(id: $0.id, route: route, preferredColumn: $0.preferredColumn, content: $0.content) }
        }
        switch state.layout {
        case .regular:
            return try? .regular(
                primary: simple(state.stack(.primary)), detail: simple(state.stack(.detail)), policy: state.policy,
                showsDetailOnly: state.showsDetailOnly, nextID: state.nextID)
        case .compact:
            return try? .compact(
                stack: simple(state.compactStack ?? []), keptAside: simple(state.keptAside), policy: state.policy,
                showsDetailOnly: state.showsDetailOnly, nextID: state.nextID)
        }
    }
}
