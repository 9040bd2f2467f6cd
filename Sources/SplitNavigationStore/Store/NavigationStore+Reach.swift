import SplitNavigation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationStore {
    /// Goes to `target` in one transition: the events `SplitState.eventsToReach(_:reveal:making:)`
    /// computes from the state at the moment they apply, sent as one `NavigationEvent.batch(_:)`
    /// through the navigator's rules — so filters can veto it, follow-ups join it, and a
    /// recording holds it as one line that replays without the target.
    ///
    /// ```swift
    /// store.reach(NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 42"]))
    /// ```
    ///
    /// When the store already shows the target the batch is empty: still one transition, with
    /// no changes, so observers learn the link was handled. A target without modals dismisses
    /// every modal in the same batch, so a filter that protects a draft vetoes the whole reach.
    ///
    /// - Parameters:
    ///   - target: the routes per column, the modals over them, and optionally a visibility.
    ///   - reveal: when the target has no visibility, make its deepest column visible in regular
    ///     layout (see `SplitState.revealingVisibility(of:supplementaryIsEmpty:focus:)`).
    ///   - maker: how a route becomes a new child's content; plain children by default.
    /// - Returns: ``NavigationOutcome/applied(_:)`` with the transition, whose event is the
    ///   batch; ``NavigationOutcome/rejected(_:)`` with `noPrimaryRoot` or `columnNotInSplit`
    ///   for a target the split cannot show, or the batch's error; ``NavigationOutcome/vetoed(reason:)``.
    @discardableResult
    public func reach(
        _ target: NavigationTarget<Route>, reveal: Bool = true, making maker: ChildMaker<Route> = .plain
    ) -> NavigationOutcome<Route> {
        send(named: "reach") { state throws(NavigationError) in
            .batch(try state.eventsToReach(target, reveal: reveal, making: maker))
        }
    }
}
