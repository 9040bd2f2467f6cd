extension SplitNavigating {
    /// Follows a stack the platform changed on its own (a back swipe, a path written by the
    /// framework): applies, as one ``NavigationEvent/batch(_:)``, the pops that leave exactly
    /// these children (see ``SplitState/eventsToAdopt(_:in:)``).
    ///
    /// ```swift
    /// // UINavigationController's delegate: the person swiped back to Inbox.
    /// try navigator.adopt(navigationController.viewControllers.map(\.childID), in: .primary)
    /// ```
    ///
    /// - Returns: the events used (none, and nothing sent, when the stack is unchanged) and the
    ///   batch's changes.
    /// - Throws: the computation's error or the batch's; the navigator is unchanged.
    @inlinable
    @discardableResult
    public mutating func adopt(
        _ ids: [ChildID], in column: Column
    ) throws(NavigationError) -> (events: [NavigationEvent<Route>], changes: [NavigationChange<Route>]) {
        try sendAll(state.eventsToAdopt(ids, in: column))
    }

    /// Follows a stack the platform rewrote with routes (SwiftUI's `NavigationStack` path, the
    /// browser's history): applies, as one ``NavigationEvent/batch(_:)``, the pops and pushes
    /// that give it these routes (see ``SplitState/eventsToAdopt(routes:in:)``).
    ///
    /// - Returns: the events used (none, and nothing sent, when the stack already shows the
    ///   routes) and the batch's changes.
    /// - Throws: the computation's error or the batch's; the navigator is unchanged.
    @inlinable
    @discardableResult
    public mutating func adopt(
        routes: [Route], in column: Column
    ) throws(NavigationError) -> (events: [NavigationEvent<Route>], changes: [NavigationChange<Route>]) {
        try sendAll(state.eventsToAdopt(routes: routes, in: column))
    }

    /// Follows a modal the platform dismissed on its own (a sheet swiped down): applies the
    /// ``NavigationEvent/dismissModal(_:)`` that explains it, or nothing when the modal is no
    /// longer up (see ``SplitState/eventsToAdoptDismissal(of:)``).
    ///
    /// - Returns: the events used and the batch's changes.
    /// - Throws: the computation's error or the batch's; the navigator is unchanged.
    @inlinable
    @discardableResult
    public mutating func adoptDismissal(
        of id: ChildID
    ) throws(NavigationError) -> (events: [NavigationEvent<Route>], changes: [NavigationChange<Route>]) {
        try sendAll(state.eventsToAdoptDismissal(of: id))
    }

    /// Follows a modal's stack the platform changed on its own (a back swipe inside a sheet):
    /// applies the pop that leaves exactly these children (see
    /// ``SplitState/eventsToAdopt(_:inModal:)``).
    ///
    /// - Returns: the events used (none when the stack is unchanged) and the batch's changes.
    /// - Throws: the computation's error or the batch's; the navigator is unchanged.
    @inlinable
    @discardableResult
    public mutating func adopt(
        _ ids: [ChildID], inModal id: ChildID
    ) throws(NavigationError) -> (events: [NavigationEvent<Route>], changes: [NavigationChange<Route>]) {
        try sendAll(state.eventsToAdopt(ids, inModal: id))
    }

    /// Follows a modal's stack the platform rewrote with routes (a `NavigationStack` path in a
    /// sheet): applies the pops and pushes that give it these routes, root first (see
    /// ``SplitState/eventsToAdopt(routes:inModal:)``).
    ///
    /// - Returns: the events used (none when the modal already shows the routes) and the
    ///   batch's changes.
    /// - Throws: the computation's error or the batch's; the navigator is unchanged.
    @inlinable
    @discardableResult
    public mutating func adopt(
        routes: [Route], inModal id: ChildID
    ) throws(NavigationError) -> (events: [NavigationEvent<Route>], changes: [NavigationChange<Route>]) {
        try sendAll(state.eventsToAdopt(routes: routes, inModal: id))
    }

    /// Sends events as one batch, or nothing when there are none. Inlinable, as are `reach` and
    /// `adopt`, so the batch goes through the app's navigator type specialized.
    @inlinable
    mutating func sendAll(
        _ events: [NavigationEvent<Route>]
    ) throws(NavigationError) -> (events: [NavigationEvent<Route>], changes: [NavigationChange<Route>]) {
        guard !events.isEmpty else { return ([], []) }
        var changes: [NavigationChange<Route>] = []
        try send(.batch(events), into: &changes)
        return (events, changes)
    }
}
