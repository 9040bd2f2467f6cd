// The questions a front end asks of the navigation (can I show a back button, what is on top,
// where is this screen) answered from the state, so that views need not walk stacks. They are
// on the navigator, a value, so that a store snapshot answers several consistently; the store
// forwards them.

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

    /// The child ``NavigationEvent/back`` would pop: while a modal is up, the top of its stack
    /// (its root when alone: back then dismisses the modal); else the top of the compact stack,
    /// or in regular layout the top of the detail column, else of the supplementary column, else
    /// of the primary column; `nil` when only the primary root is left.
    ///
    /// It is ``Presentation/topmost`` except the primary root: the event and this query read one
    /// rule, so they cannot disagree.
    ///
    /// - Complexity: O(1).
    public var backTarget: Child<Route>? {
        state.backTarget
    }

    /// The top of a column's stack: what ``NavigationEvent/pop(_:)`` addresses, and, in regular
    /// layout, what the column shows.
    ///
    /// In compact layout it is the topmost child preferring the column (for the detail column,
    /// a kept-aside child when the stack has none), whether or not anything covers it; for what
    /// the user sees on top, use ``Presentation/topmost``.
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

    /// Where every child showing the given route is: presented children bottom first, columns
    /// leading to trailing (primary, supplementary, detail), then kept-aside children, then the
    /// modals' children, bottom modal first.
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
    /// What back pops (see ``SplitNavigator/backTarget``), for the package's tools that hold a
    /// state rather than a navigator.
    package var backTarget: Child<Route>? {
        if let modal = _modals.last { return modal.top }
        return shownStacks.backTarget?.child
    }
}
