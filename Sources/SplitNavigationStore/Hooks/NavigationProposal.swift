import SplitNavigation

/// What a filter sees: the event the store is about to apply and the navigator it would apply
/// to.
///
/// Nothing changes the navigator while filters run, so what they conclude holds when the event
/// applies. The usual question is "would this take the editor away?":
///
/// ```swift
/// store.addFilter { proposal in
///     guard editor.hasUnsavedChanges, proposal.removes(editorID) else { return .allow }
///     return .veto(reason: "unsaved changes")
/// }
/// ```
public struct NavigationProposal<Route: Hashable & Codable & Sendable>: Sendable {
    /// The event the store is about to apply.
    public let event: NavigationEvent<Route>
    /// The navigator before the event.
    public let navigator: SplitNavigator<Route>

    /// Pairs an event with the navigator it would apply to; the store makes proposals, this is
    /// for testing filters.
    public init(event: NavigationEvent<Route>, navigator: SplitNavigator<Route>) {
        self.event = event
        self.navigator = navigator
    }

    /// The state before the event.
    public var state: SplitState<Route> { navigator.state }

    /// The changes the event would make, computed on a copy of the navigator.
    ///
    /// - Throws: the error the navigator would reject the event with.
    /// - Complexity: the event's cost plus O(*n*) for the copy.
    public func changes() throws(NavigationError) -> [NavigationChange<Route>] {
        var trial = navigator
        return try trial.send(event)
    }

    /// Whether the event would take the child out of the state: pop it, replace it, restore a
    /// state without it. `false` when the child is not in the state or the event would be
    /// rejected.
    ///
    /// - Complexity: the event's cost plus O(*n*).
    public func removes(_ id: ChildID) -> Bool {
        guard navigator.state.child(id) != nil else { return false }
        var trial = navigator
        guard (try? trial.send(event)) != nil else { return false }
        return trial.state.child(id) == nil
    }
}
