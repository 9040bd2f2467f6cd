// A platform can change a stack without asking: a back swipe in UINavigationController, a path
// written by SwiftUI's NavigationStack, the browser's back button. Adopting answers with the
// ordinary events that explain the change, so the state follows the screen and the change is
// recorded, vetoable and replayable like any other step.

extension SplitState {
    /// The events that explain a stack the front end now shows with the given children: a back
    /// swipe or a popped path leaves the bottom of the stack, and the rest was popped.
    ///
    /// `column` addresses the stack as the presentation does: a column in regular layout; in
    /// compact layout the one stack is `.primary`, and the other columns show nothing (only an
    /// empty list explains them).
    ///
    /// - Returns: no events when the stack is unchanged; otherwise one `popChild` per column
    ///   whose children left, top first.
    /// - Throws: ``NavigationError/Code/columnNotInSplit`` for a column the split lacks;
    ///   ``NavigationError/Code/rootCannotBePopped`` for a primary stack without its root;
    ///   ``NavigationError/Code/unknownChild`` for an id no child has, in a column or a modal;
    ///   ``NavigationError/Code/stackNotExplained`` when the ids are not the bottom of the stack
    ///   in order (a child of another column or of a modal among them).
    /// - Complexity: O(*n*) for a stack of *n*.
    public func eventsToAdopt(_ ids: [ChildID], in column: Column) throws(NavigationError) -> [NavigationEvent<Route>] {
        try check(column)
        let shown = shownStack(column)
        if shown.first?.id == root.id, ids.isEmpty { throw .rootCannotBePopped(root.id) }
        for (index, id) in ids.enumerated() where index >= shown.count || shown[index].id != id {
            // An id no child has, in a column or in a modal; a child elsewhere (a sheet's root
            // named as a column's, say) is a stack the pops cannot explain.
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

    /// The events that explain a stack the front end now shows with the given routes: the
    /// longest common prefix of routes is kept (ids and content), the rest popped, and the new
    /// routes pushed — as reaching a target that changes this stack only.
    ///
    /// In regular layout `column` is the stack, and new children go onto it. In compact layout
    /// the routes are the one stack's, and `column` is the column the new children prefer (the
    /// next split puts them there).
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
        // A detail push brings a kept-aside detail stack back on top (as a person returning to
        // it would see); the platform's stack has none of it, so it goes first.
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
        case .compact(let stack, _): column == .primary ? stack : []
        }
    }

    /// The pops that leave the first `count` children of `shown`, a stack the presentation
    /// shows: for each column, a `popChild` of its lowest child above `count` — which takes
    /// every child of that column above it too — top first, as a person pops.
    func popsLeaving(_ count: Int, of shown: [Child<Route>]) -> [NavigationEvent<Route>] {
        guard count < shown.count else { return [] }
        var lowest: [Column: Int] = [:]
        for index in (count..<shown.count).reversed() {
            lowest[shown[index].preferredColumn] = index
        }
        return lowest.values.sorted(by: >).map { .popChild(shown[$0].id) }
    }
}
