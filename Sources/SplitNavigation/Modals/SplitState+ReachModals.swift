// Only the top modal can be navigated in, so the kept part is whole matching modals, then at
// most one modal whose stack matches in part.

extension SplitState {
    /// The modal events that take this state's modals to `targets`: `removals` dismiss and pop,
    /// top first; `additions` push onto the last kept modal and present the new ones, bottom
    /// first.
    ///
    /// A modal is kept when its style and root route match; the first kept one that differs
    /// keeps the common prefix of its stack, and the modals after it are presented anew. New
    /// children prefer the detail column, which every split has.
    ///
    /// - Complexity: O(*n* + *m*) for *n* children in modals and *m* target routes.
    @inlinable
    func eventsToReach(
        modals targets: [ModalTarget<Route>]
    ) -> (removals: [NavigationEvent<Route>], additions: [NavigationEvent<Route>]) {
        let modals = _modals
        var removals: [NavigationEvent<Route>] = []
        var additions: [NavigationEvent<Route>] = []
        var index = 0
        while index < modals.count, index < targets.count, modals[index].style == targets[index].style {
            let stack = modals[index].stack
            let routes = targets[index].routes
            let kept = Self.commonPrefixCount(stack, routes)
            guard kept > 0 else { break }
            index += 1
            if kept == stack.count, kept == routes.count { continue }
            // The last modal kept: the ones above it leave first, then its own stack is cut.
            if index < modals.count { removals.append(.dismissModal(modals[index].id)) }
            if kept < stack.count { removals.append(.modal(.popTo(stack[kept - 1].id))) }
            additions += routes[kept...].map { .modal(.push(NewChild($0, preferring: .detail))) }
            return (removals, additions + Self.presenting(targets[index...]))
        }
        if index < modals.count { removals.append(.dismissModal(modals[index].id)) }
        return (removals, Self.presenting(targets[index...]))
    }

    /// The events presenting `targets`, bottom first: each root presented, the rest pushed.
    @inlinable
    static func presenting(_ targets: ArraySlice<ModalTarget<Route>>) -> [NavigationEvent<Route>] {
        targets.flatMap { target -> [NavigationEvent<Route>] in
            [.present(NewChild(target.root, preferring: .detail), style: target.style)]
                + target.pushed.map { .modal(.push(NewChild($0, preferring: .detail))) }
        }
    }
}
