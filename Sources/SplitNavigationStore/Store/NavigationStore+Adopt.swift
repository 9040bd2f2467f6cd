import SplitNavigation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
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

    /// Follows a modal the platform dismissed on its own (a sheet swiped down): sends the
    /// `dismissModal` that explains it, computed from the state the batch applies to (see
    /// `SplitState.eventsToAdoptDismissal(of:)`). A filter guarding a draft can veto it; the
    /// front end then presents the modal again — or, better, stops the swipe before it happens
    /// (`isModalInPresentation`, `interactiveDismissDisabled`) while the draft is unsaved.
    ///
    /// - Returns: the outcome of the batch (an empty batch when the modal is no longer up), or
    ///   ``NavigationOutcome/rejected(_:)`` with the computation's error.
    @discardableResult
    public func adoptDismissal(of id: ChildID) -> NavigationOutcome<Route> {
        send(named: "adopt") { state throws(NavigationError) in
            .batch(try state.eventsToAdoptDismissal(of: id))
        }
    }

    /// Follows a modal's stack the platform changed on its own (a back swipe inside a sheet):
    /// sends the pop that leaves exactly these children, root first (see
    /// `SplitState.eventsToAdopt(_:inModal:)`).
    ///
    /// - Returns: the outcome of the batch (an empty batch when the stack is unchanged), or
    ///   ``NavigationOutcome/rejected(_:)`` with the computation's error.
    @discardableResult
    public func adopt(_ ids: [ChildID], inModal id: ChildID) -> NavigationOutcome<Route> {
        send(named: "adopt") { state throws(NavigationError) in
            .batch(try state.eventsToAdopt(ids, inModal: id))
        }
    }

    /// Follows a modal's stack the platform rewrote with routes (a `NavigationStack` path in a
    /// sheet): sends the pops and pushes that give it these routes, root first (see
    /// `SplitState.eventsToAdopt(routes:inModal:)`).
    ///
    /// - Returns: the outcome of the batch (an empty batch when the modal already shows the
    ///   routes), or ``NavigationOutcome/rejected(_:)`` with the computation's error.
    @discardableResult
    public func adopt(routes: [Route], inModal id: ChildID) -> NavigationOutcome<Route> {
        send(named: "adopt") { state throws(NavigationError) in
            .batch(try state.eventsToAdopt(routes: routes, inModal: id))
        }
    }
}
