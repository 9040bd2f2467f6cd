// A platform can change a stack without asking (a back swipe, a path written by SwiftUI).
// Adopting answers with the ordinary events that explain the change, so it is recorded,
// vetoable and replayable like any other step.

extension SplitState {
    /// The events that explain a stack the front end now shows with the given children: a back
    /// swipe or a popped path leaves the bottom of the stack, and the rest was popped.
    ///
    /// `column` addresses the stack as the presentation does: in compact layout the one stack
    /// is `.primary`, and the other columns show nothing.
    ///
    /// - Returns: no events when the stack is unchanged; otherwise one `popChild` per column
    ///   whose children left, top first.
    /// - Throws: ``NavigationError/Code/columnNotInSplit``; ``NavigationError/Code/rootCannotBePopped``
    ///   for a primary stack without its root; ``NavigationError/Code/unknownChild``;
    ///   ``NavigationError/Code/stackNotExplained`` when the ids are not the stack's bottom in order.
    /// - Complexity: O(*n*) for a stack of *n*.
    public func eventsToAdopt(_ ids: [ChildID], in column: Column) throws(NavigationError) -> [NavigationEvent<Route>] {
        try check(column)
        let shown = shownStack(column)
        if shown.first?.id == root.id, ids.isEmpty { throw .rootCannotBePopped(root.id) }
        for (index, id) in ids.enumerated() where index >= shown.count || shown[index].id != id {
            // A child elsewhere (a sheet's root, say) is a stack pops cannot explain.
            if child(id) == nil, !_modals.contains(where: { modal in modal.stack.contains { $0.id == id } }) {
                throw .unknownChild(id)
            }
            let expected = index < shown.count ? "\(shown[index].id)" : "nothing"
            throw NavigationError(
                .stackNotExplained,
                "position \(index) of the \(column) stack shows \(id), but pops can only leave \(expected) there")
        }
        return popsLeaving(ids.count, of: shown)
    }

    /// The events that explain a stack the front end now shows with the given routes, as
    /// reaching a target that changes this stack only. In compact layout the routes are the one
    /// stack's, and `column` is the column new children prefer.
    ///
    /// - Returns: no events when the stack already shows the routes.
    /// - Throws: ``NavigationError/Code/columnNotInSplit`` for a column the split lacks;
    ///   ``NavigationError/Code/noPrimaryRoot`` for an empty primary (or compact) stack.
    /// - Complexity: O(*n* + *m*) for *n* children and *m* routes.
    public func eventsToAdopt(routes: [Route], in column: Column) throws(NavigationError) -> [NavigationEvent<Route>] {
        try check(column)
        guard let stack = compactStack else {
            var target = NavigationTarget(self)
            target[column] = routes
            return try eventsToReach(target, reveal: false)
        }
        guard let bottom = routes.first else {
            throw NavigationError(.noPrimaryRoot, "the compact stack needs at least the primary root")
        }
        var kept = Self.commonPrefixCount(stack, routes)
        var events = popsLeaving(max(kept, 1), of: stack)
        if kept == 0 {
            events.append(.replaceTop(.primary, with: NewChild(bottom, preferring: .primary)))
            kept = 1
        }
        // A detail push would bring the kept-aside stack back, which the platform's stack lacks.
        if column == .detail, kept < routes.count, let aside = keptAside.first {
            events.append(.popChild(aside.id))
        }
        for route in routes[kept...] {
            events.append(.push(NewChild(route, preferring: column), onto: column))
        }
        return events
    }

    /// The stack the presentation shows in `column`: the column's in regular layout; in compact
    /// layout the one stack as `.primary`, nothing elsewhere.
    func shownStack(_ column: Column) -> [Child<Route>] {
        switch storage {
        case .regular(let stacks): stacks[column]
        case .compact(let stack, _, _): column == .primary ? stack : []
        }
    }

    /// The pops that leave the first `count` children of `shown`: per column, a `popChild` of
    /// its lowest child above `count`, top first.
    func popsLeaving(_ count: Int, of shown: [Child<Route>]) -> [NavigationEvent<Route>] {
        guard count < shown.count else { return [] }
        var lowest: [Column: Int] = [:]
        for index in (count..<shown.count).reversed() {
            lowest[shown[index].preferredColumn] = index
        }
        return lowest.values.sorted(by: >).map { .popChild(shown[$0].id) }
    }
}
