extension SplitNavigating {
    /// Goes to `target` in one step: the events ``SplitState/eventsToReach(_:reveal:making:)`` computes
    /// from the current state, sent as one ``NavigationEvent/batch(_:)`` — all or nothing, through
    /// this navigator's own rules, with one change list.
    ///
    /// ```swift
    /// // A notification: open message 42 in the Inbox, from whatever the person was doing.
    /// try navigator.reach(NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 42"]))
    /// ```
    ///
    /// - Parameters:
    ///   - target: the routes per column, the modals over them, and optionally a visibility.
    ///   - reveal: whether to show the target's deepest column (see
    ///     ``SplitState/eventsToReach(_:reveal:making:)``).
    ///   - maker: how a route becomes a new child's content; plain children by default.
    /// - Returns: the events used (none, and nothing sent, when the state already is the
    ///   target) and the batch's changes.
    /// - Throws: the computation's error (``NavigationError/Code/noPrimaryRoot``,
    ///   ``NavigationError/Code/columnNotInSplit``, a look's) or the batch's; the navigator is
    ///   unchanged.
    @inlinable
    @discardableResult
    public mutating func reach(
        _ target: NavigationTarget<Route>, reveal: Bool = true, making maker: ChildMaker<Route> = .plain
    ) throws(NavigationError) -> (events: [NavigationEvent<Route>], changes: [NavigationChange<Route>]) {
        try sendAll(state.eventsToReach(target, reveal: reveal, making: maker))
    }
}
