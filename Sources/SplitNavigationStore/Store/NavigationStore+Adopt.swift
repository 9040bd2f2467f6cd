import SplitNavigation

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension NavigationStore {
    /// Follows a stack the platform changed on its own (a back swipe): sends, as one batch, the
    /// pops that leave exactly these children, computed from the state the batch applies to
    /// (see `SplitState.eventsToAdopt(_:in:)`). Filters see the batch like any event: a veto
    /// leaves the store behind the screen, and the front end should put the screen back.
    ///
    /// - Returns: the outcome of the batch (an empty batch when the stack is unchanged), or
    ///   ``NavigationOutcome/rejected(_:)`` with the computation's error.
    @discardableResult
    public func adopt(_ ids: [ChildID], in column: Column) -> NavigationOutcome<Route> {
        send(named: "adopt") { state throws(NavigationError) in
            .batch(try state.eventsToAdopt(ids, in: column))
        }
    }

    /// Follows a stack the platform rewrote with routes (a `NavigationStack` path): sends, as
    /// one batch, the pops and pushes that give it these routes (see
    /// `SplitState.eventsToAdopt(routes:in:)`).
    ///
    /// - Returns: the outcome of the batch (an empty batch when the stack already shows the
    ///   routes), or ``NavigationOutcome/rejected(_:)`` with the computation's error.
    @discardableResult
    public func adopt(routes: [Route], in column: Column) -> NavigationOutcome<Route> {
        send(named: "adopt") { state throws(NavigationError) in
            .batch(try state.eventsToAdopt(routes: routes, in: column))
        }
    }
}
