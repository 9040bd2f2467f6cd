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
///
/// or, per column, "would this leave the message list?":
///
/// ```swift
/// store.addFilter { proposal in
///     proposal.removedChildren(from: .supplementary).isEmpty ? .allow : .veto(reason: "selection in progress")
/// }
/// ```
///
/// A proposal names columns as the split does, in both layouts: a child's column is the one it
/// is in in regular layout, and in compact layout the one the next split would put it in (its
/// preferred column; kept-aside children are in the detail column). So a collapse or a split
/// changes no column, and an event names the same columns whatever the layout.
public struct NavigationProposal<Route: Hashable & Codable & Sendable>: Sendable {
    /// The event the store is about to apply.
    public let event: NavigationEvent<Route>
    /// The navigator before the event (a plain one holding the state the app's rules hold).
    public let navigator: SplitNavigator<Route>
    /// What applies the event: the store's navigator, an app's rules included, so that every
    /// question a filter asks is answered as the store would apply the event.
    let rules: any SplitNavigating<Route>

    /// Pairs an event with the navigator it would apply to; the store makes proposals, this is
    /// for testing filters.
    public init(event: NavigationEvent<Route>, navigator: SplitNavigator<Route>) {
        self.event = event
        self.navigator = navigator
        self.rules = navigator
    }

    /// Pairs an event with an app's navigator (see `SplitNavigating`), whose rules answer the
    /// proposal's questions.
    public init<Navigator: SplitNavigating>(event: NavigationEvent<Route>, rules: Navigator) where Navigator.Route == Route {
        self.init(event: event, anyRules: rules)
    }

    /// The store's form of ``init(event:rules:)``.
    init(event: NavigationEvent<Route>, anyRules rules: any SplitNavigating<Route>) {
        self.event = event
        self.navigator = (rules as? SplitNavigator<Route>) ?? SplitNavigator(state: rules.state, placeholder: rules.placeholderProvider)
        self.rules = rules
    }

    /// The state before the event.
    public var state: SplitState<Route> { navigator.state }

    /// The changes the event would make, computed on a copy of the navigator.
    ///
    /// - Throws: the error the navigator would reject the event with.
    /// - Complexity: the event's cost plus O(*n*) for the copy.
    public func changes() throws(NavigationError) -> [NavigationChange<Route>] {
        var trial = rules
        return try trial.send(event)
    }

    /// Whether the event would take the child out of the state: pop it, replace it, restore a
    /// state without it. `false` when the child is not in the state or the event would be
    /// rejected.
    ///
    /// - Complexity: the event's cost plus O(*n*).
    public func removes(_ id: ChildID) -> Bool {
        guard navigator.state.child(id) != nil else { return false }
        var trial = rules
        guard (try? trial.send(event)) != nil else { return false }
        return trial.state.child(id) == nil
    }

    /// The columns whose stacks the event would change, leading to trailing: children pushed,
    /// popped, replaced or updated (an accordion event). Width, layout and visibility events
    /// change no column. Empty when the event would be rejected.
    ///
    /// - Complexity: the event's cost plus O(*n*).
    public func changedColumns() -> [Column] {
        guard let after = trial() else { return [] }
        let before = navigator.state
        return before.columns.all.filter { Self.stack($0, of: before) != Self.stack($0, of: after) }
    }

    /// The children the event would take out of a column (as ``removes(_:)`` means it), bottom
    /// first. Empty when the event would be rejected.
    ///
    /// - Complexity: the event's cost plus O(*n*).
    public func removedChildren(from column: Column) -> [Child<Route>] {
        guard let after = trial() else { return [] }
        return Self.stack(column, of: navigator.state).filter { after.child($0.id) == nil }
    }

    /// The state after the event, or `nil` when it would be rejected.
    private func trial() -> SplitState<Route>? {
        var trial = rules
        guard (try? trial.send(event)) != nil else { return nil }
        return trial.state
    }

    /// A column's children as the split has them, in either layout.
    private static func stack(_ column: Column, of state: SplitState<Route>) -> [Child<Route>] {
        guard let stack = state.compactStack else { return state.stack(column) }
        let shown = stack.filter { $0.preferredColumn == column }
        return column == .detail ? state.keptAside + shown : shown
    }
}
