// The questions a front end asks, on the navigator so a store snapshot answers consistently.

extension SplitNavigator {
    /// Whether ``NavigationEvent/back`` would apply: a back button's enabled state.
    ///
    /// ```swift
    /// var navigator = try SplitNavigator<String>(primary: ["Mailboxes"], detail: ["Message"])
    /// print(navigator.canGoBack)             // true
    /// try navigator.send(.back)
    /// print(navigator.canGoBack)             // false
    /// ```
    ///
    /// - Complexity: O(1).
    public var canGoBack: Bool {
        backTarget != nil
    }

    /// The child ``NavigationEvent/back`` would pop: ``Presentation/topmost``, or `nil` when
    /// only the primary root is left.
    ///
    /// - Complexity: O(1).
    public var backTarget: Child<Route>? {
        state.backTarget
    }

    /// The top of a column's ``SplitState/stack(_:)``: what ``NavigationEvent/pop(_:)``
    /// addresses. For what the user sees on top, use ``Presentation/topmost``.
    ///
    /// - Complexity: O(1) in regular layout, O(*n*) in compact layout.
    public func top(of column: Column) -> Child<Route>? {
        state.top(of: column)
    }

    /// Where the child with the given id is, or `nil` when no child has it.
    ///
    /// - Complexity: O(*n*).
    public func location(of id: ChildID) -> ChildLocation? {
        var found: ChildLocation?
        forEachLocation { child, location in
            guard child.id == id else { return true }
            found = location
            return false
        }
        return found
    }

    /// Where every child showing the given route is: columns leading to trailing, then
    /// kept-aside children, then modals, each bottom first.
    ///
    /// - Complexity: O(*n*).
    public func locations(of route: Route) -> [ChildLocation] {
        var found: [ChildLocation] = []
        forEachLocation { child, location in
            if child.route == route { found.append(location) }
            return true
        }
        return found
    }

    /// Calls `body` with every child and its location in the order ``locations(of:)`` promises,
    /// until it returns `false`.
    private func forEachLocation(_ body: (Child<Route>, ChildLocation) -> Bool) {
        func visit(_ stack: [Child<Route>], _ column: Column, keptAside: Bool) -> Bool {
            for (index, child) in stack.enumerated() {
                guard body(child, ChildLocation(id: child.id, column: column, index: index, isKeptAside: keptAside)) else {
                    return false
                }
            }
            return true
        }
        let inColumns: Bool
        if let stack = state.compactStack {
            inColumns = visit(stack, .primary, keptAside: false) && visit(state.keptAside, .detail, keptAside: true)
        } else {
            inColumns = visit(state.stack(.primary), .primary, keptAside: false)
                && visit(state.stack(.supplementary), .supplementary, keptAside: false)
                && visit(state.stack(.detail), .detail, keptAside: false)
        }
        guard inColumns else { return }
        for (modal, presented) in state.modals.enumerated() {
            for (index, child) in presented.stack.enumerated() {
                guard body(child, ChildLocation(id: child.id, column: child.preferredColumn, index: index, modal: modal)) else {
                    return
                }
            }
        }
    }
}

extension SplitState {
    /// What back pops (see ``SplitNavigator/backTarget``), for tools holding a state.
    package var backTarget: Child<Route>? {
        if let modal = _modals.last { return modal.top }
        return shownStacks.backTarget?.child
    }
}
