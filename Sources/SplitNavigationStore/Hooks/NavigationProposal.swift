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
/// or, for a sheet holding a draft, "would this dismiss the sheet?":
///
/// ```swift
/// store.addFilter { proposal in
///     proposal.dismissedModals().contains { $0.id == composeSheetID } && draft.isDirty ? .veto(reason: "unsaved draft") : .allow
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
    /// state without it, or, for a child in a modal, pop it from the modal or dismiss the modal.
    /// `false` when the child is not in the state or the event would be rejected.
    ///
    /// - Complexity: the event's cost plus O(*n*).
    public func removes(_ id: ChildID) -> Bool {
        guard Self.holds(id, navigator.state), let after = trial() else { return false }
        return !Self.holds(id, after)
    }

    /// The modals the event would take away, bottom first: those a `dismiss`, a `dismissModal`,
    /// a `back` at a modal's root, a restore of a state without them or a batch holding any of
    /// these dismisses. A modal is known by its root, so one whose root a
    /// `ModalEvent.replaceTop` replaces counts too. Empty when the event would be rejected.
    ///
    /// - Complexity: the event's cost plus O(*m*²) for *m* modals (a handful).
    public func dismissedModals() -> [Modal<Route>] {
        let before = navigator.state.modals
        guard !before.isEmpty, let after = trial() else { return [] }
        return before.filter { modal in !after.modals.contains { $0.id == modal.id } }
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

    /// Whether the state holds the child, in a column, kept aside or in a modal.
    private static func holds(_ id: ChildID, _ state: SplitState<Route>) -> Bool {
        state.child(id) != nil || state.modals.contains { $0.stack.contains { $0.id == id } }
    }

    /// A column's children as the split has them, in either layout.
    private static func stack(_ column: Column, of state: SplitState<Route>) -> [Child<Route>] {
        guard let stack = state.compactStack else { return state.stack(column) }
        let shown = stack.filter { $0.preferredColumn == column }
        return column == .detail ? state.keptAside + shown : shown
    }
}
