import SplitNavigation

/// Simpler versions of an event or a state, simplest first, each strictly simpler than the
/// original in one respect: simpler content (see ``AccordionSimplification``), a simpler route,
/// the primary column rather than another one, no named column, fewer children, a smaller id,
/// a simpler accordion operation; for states, fewer columns, regular width, automatic
/// visibility and the default medium-width policy.
enum EventSimplification {
    static func candidates<Route>(for event: NavigationEvent<Route>, routes: RouteGenerator<Route>) -> [NavigationEvent<Route>] {
        func simpler(_ child: NewChild<Route>) -> [NewChild<Route>] {
            simplerContent(child, simplestRoute: routes.simplest)
                + routes.simplifications(of: child.route).map { NewChild($0, preferring: child.preferredColumn, content: child.content) }
        }
        switch event {
        case .push(let child, let onto):
            var result = simpler(child).map { NavigationEvent.push($0, onto: onto) }
            if let onto {
                // The same push without naming the column, then onto the primary column.
                result.append(.push(NewChild(child.route, preferring: onto, content: child.content), onto: nil))
                if onto != .primary { result.append(.push(child, onto: .primary)) }
            } else if child.preferredColumn != .primary {
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
        case .selectRow(let row, let list, let children):
            // The same children shown without a selection, then fewer or simpler children, a
            // simpler row, an older list.
            var result: [NavigationEvent<Route>] = [.showDetail(children.map { NewChild($0.route, preferring: .detail, content: $0.content) })]
            if children.count > 1 {
                result += children.indices.map { index in
                    var fewer = children
                    fewer.remove(at: index)
                    return .selectRow(row, in: list, showing: fewer)
                }
            }
            // A row that names what it opens (the usual case) stays equal to the first child's
            // route: both simplify together, never one without the other.
            let rowIsFirstRoute = children.first?.route == row
            for (index, child) in children.enumerated() {
                for simple in simpler(child) where !rowIsFirstRoute || index > 0 || simple.route == row {
                    var changed = children
                    changed[index] = simple
                    result.append(.selectRow(row, in: list, showing: changed))
                }
            }
            for simpleRow in routes.simplifications(of: row) {
                var changed = children
                if rowIsFirstRoute {
                    changed[0] = NewChild(simpleRow, preferring: changed[0].preferredColumn, content: changed[0].content)
                }
                result.append(.selectRow(simpleRow, in: list, showing: changed))
            }
            result += smallerIDs(than: list).map { .selectRow(row, in: $0, showing: children) }
            return result
        case .replaceTop(let column, let child):
            var result = simpler(child).map { NavigationEvent.replaceTop(column, with: $0) }
            if column != .primary {
                result.append(.replaceTop(.primary, with: NewChild(child.route, preferring: .primary, content: child.content)))
            }
            return result
        case .raise(let column):
            return column != .primary ? [.raise(.primary)] : []
        case .pop(let column):
            return column != .primary ? [.pop(.primary)] : []
        case .popToRoot(let column):
            return column != .primary ? [.popToRoot(.primary)] : []
        case .popTo(let id):
            return smallerIDs(than: id).map { .popTo($0) }
        case .popChild(let id):
            return smallerIDs(than: id).map { .popChild($0) }
        case .accordion(let id, let action):
            return AccordionSimplification.candidates(for: action, simplestRoute: routes.simplest).map { .accordion(id, $0) }
                + smallerIDs(than: id).map { .accordion($0, action) }
        case .tabs(let id, let action):
            return smallerIDs(than: id).map { .tabs($0, action) }
        case .showSupplementary(let children):
            var result: [NavigationEvent<Route>] = [.showDetail(children.map { NewChild($0.route, preferring: .detail, content: $0.content) })]
            result += children.indices.map { index in
                var fewer = children
                fewer.remove(at: index)
                return .showSupplementary(fewer)
            }
            for (index, child) in children.enumerated() {
                for simple in simpler(child) {
                    var changed = children
                    changed[index] = simple
                    result.append(.showSupplementary(changed))
                }
            }
            return result
        case .setVisibility(let visibility):
            return visibility == .automatic ? [] : [.setVisibility(.automatic)]
        case .setWidth(let width):
            return width == .medium ? [.setWidth(.regular)] : []
        case .restore(let state):
            return candidates(for: state, simplestRoute: routes.simplest).map { .restore($0) }
        case .batch(let events):
            // Fewer events first, then each event simpler in place.
            var result: [NavigationEvent<Route>] = events.count == 1 ? [events[0]] : []
            result += events.indices.map { index in
                var fewer = events
                fewer.remove(at: index)
                return .batch(fewer)
            }
            for (index, inner) in events.enumerated() {
                for simple in candidates(for: inner, routes: routes) {
                    var changed = events
                    changed[index] = simple
                    result.append(.batch(changed))
                }
            }
            return result
        case .present(let child, let style):
            // A sheet rather than a cover, then a simpler child.
            return (style != .sheet ? [.present(child, style: .sheet)] : []) + simpler(child).map { .present($0, style: style) }
        case .dismissModal(let id):
            return [.dismiss] + smallerIDs(than: id).map { .dismissModal($0) }
        case .modal(let action):
            switch action {
            case .push(let child):
                return simpler(child).map { .modal(.push($0)) }
            case .replaceTop(let child):
                return [.modal(.push(child))] + simpler(child).map { .modal(.replaceTop($0)) }
            case .popTo(let id):
                return [.modal(.pop)] + smallerIDs(than: id).map { .modal(.popTo($0)) }
            case .popToRoot:
                return [.modal(.pop)]
            case .pop:
                return [.dismiss]
            }
        case .back, .setLayout, .dismiss:
            return []
        }
    }

    /// Ids 1, 2, … up to 8 of them, below `id`; for ids below 1, the id 1.
    private static func smallerIDs(than id: ChildID) -> [ChildID] {
        guard id.rawValue > 1 else { return id.rawValue < 1 ? [ChildID(1)] : [] }
        return (1..<min(id.rawValue, 9)).map(ChildID.init(rawValue:))
    }

    /// The child with each simpler content, route and column kept.
    private static func simplerContent<Route>(_ child: NewChild<Route>, simplestRoute: Route) -> [NewChild<Route>] {
        (AccordionSimplification.candidates(for: child.content, simplestRoute: simplestRoute) + TabSimplification.candidates(for: child.content)).map {
            NewChild(child.route, preferring: child.preferredColumn, content: $0)
        }
    }

    /// Simpler states: a fresh start with one child fewer, simpler content or a simpler route,
    /// fewer columns, regular width, automatic visibility or the default medium-width policy;
    /// the smallest fresh start in the same layout, policy and column count, and the same
    /// children with the simplest route or simpler content.
    static func candidates<Route>(for state: SplitState<Route>, simplestRoute: Route) -> [SplitState<Route>] {
        var result: [SplitState<Route>] = []
        if let fresh = FreshStart(state) {
            var recipes: [FreshStart<Route>] = []
            for index in fresh.primary.indices where fresh.primary.count > 1 {
                var fewer = fresh
                fewer.primary.remove(at: index)
                recipes.append(fewer)
            }
            for index in fresh.supplementary.indices {
                var fewer = fresh
                fewer.supplementary.remove(at: index)
                recipes.append(fewer)
            }
            for index in fresh.detail.indices {
                var fewer = fresh
                fewer.detail.remove(at: index)
                recipes.append(fewer)
            }
            for column in [Column.primary, .supplementary, .detail] {
                let children = fresh[column]
                for (index, child) in children.enumerated() {
                    var simpler = simplerContent(child, simplestRoute: simplestRoute)
                    if child.route != simplestRoute {
                        simpler.append(NewChild(simplestRoute, preferring: column, content: child.content))
                    }
                    for replacement in simpler {
                        var recipe = fresh
                        recipe[column][index] = replacement
                        recipes.append(recipe)
                    }
                }
            }
            if fresh.columns == .three, fresh.supplementary.isEmpty {
                var two = fresh
                two.columns = .two
                recipes.append(two)
            }
            if fresh.width != .regular {
                var regular = fresh
                regular.width = .regular
                recipes.append(regular)
            }
            if fresh.visibility != .automatic {
                var automatic = fresh
                automatic.visibility = .automatic
                recipes.append(automatic)
            }
            if fresh.mediumWidthPolicy != .trailingColumns {
                var trailing = fresh
                trailing.mediumWidthPolicy = .trailingColumns
                recipes.append(trailing)
            }
            result = recipes.compactMap { $0.state }
        } else {
            var smallest = FreshStart(
                primary: [NewChild(simplestRoute, preferring: .primary)], detail: [], layout: state.layout, policy: state.policy)
            smallest.columns = state.columns
            result += [smallest.state].compactMap { $0 }
            if let simple = rebuilt(state, {
                Child(id: $0.id, route: simplestRoute, preferredColumn: $0.preferredColumn, content: $0.content, openedBy: $0.openedBy)
            }),
               simple != state {
                result.append(simple)
            }
            for child in state.children {
                for content in (AccordionSimplification.candidates(for: child.content, simplestRoute: simplestRoute) + TabSimplification.candidates(for: child.content)) {
                    let simpler = rebuilt(state) {
                        $0.id == child.id
                            ? Child(id: $0.id, route: $0.route, preferredColumn: $0.preferredColumn, content: content, openedBy: $0.openedBy)
                            : $0
                    }
                    if let simpler { result.append(simpler) }
                }
            }
        }
        return result.filter { $0 != state }
    }

    /// The state with every child transformed (its modals' too), ids and places kept; `nil` if
    /// it is invalid.
    private static func rebuilt<Route>(_ state: SplitState<Route>, _ transform: (Child<Route>) -> Child<Route>) -> SplitState<Route>? {
        var modals: [Modal<Route>] = []
        for modal in state.modals {
            guard let rebuilt = try? Modal(style: modal.style, stack: modal.stack.map(transform)) else { return nil }
            modals.append(rebuilt)
        }
        switch state.layout {
        case .regular:
            return try? .regular(
                primary: state.stack(.primary).map(transform), supplementary: state.stack(.supplementary).map(transform),
                detail: state.stack(.detail).map(transform), columns: state.columns, width: state.width, policy: state.policy,
                visibility: state.visibility, mediumWidthPolicy: state.mediumWidthPolicy, focus: state.focus, nextID: state.nextID,
                modals: modals)
        case .compact:
            return try? .compact(
                stack: (state.compactStack ?? []).map(transform), keptAside: state.keptAside.map(transform),
                columns: state.columns, policy: state.policy, visibility: state.visibility,
                mediumWidthPolicy: state.mediumWidthPolicy, focus: state.focus, nextID: state.nextID, modals: modals)
        }
    }
}
