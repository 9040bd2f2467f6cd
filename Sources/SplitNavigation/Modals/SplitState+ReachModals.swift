// Modals are a stack of stacks, and only the top one can be navigated in (`ModalEvent` addresses
// it). So the kept part is a prefix of the modals flattened: whole modals that match the target
// exactly, then at most one modal whose stack matches in part — everything above it must go
// before its own stack can be popped.

extension SplitState {
    /// The modal events that take this state's modals to `targets`: `removals` dismiss and pop,
    /// top first; `additions` push onto the last kept modal and present the new ones, bottom
    /// first.
    ///
    /// A modal is kept when its style and root route are the target's at the same position.
    /// Modals are passed while their whole stacks are the targets'; the first kept one that
    /// differs keeps the common prefix of its stack (``NavigationEvent/dismissModal(_:)`` of the
    /// modals above it, then ``ModalEvent/popTo(_:)``, then pushes), and every modal after it is
    /// dismissed (one `dismissModal` of the lowest, which takes the rest) and presented anew.
    /// Children created in a modal prefer the detail column, which every split has and which
    /// means nothing while they are presented.
    ///
    /// - Complexity: O(*n* + *m*) for *n* children in modals and *m* target routes.
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
    private static func presenting(_ targets: ArraySlice<ModalTarget<Route>>) -> [NavigationEvent<Route>] {
        targets.flatMap { target -> [NavigationEvent<Route>] in
            [.present(NewChild(target.root, preferring: .detail), style: target.style)]
                + target.pushed.map { .modal(.push(NewChild($0, preferring: .detail))) }
        }
    }
}
