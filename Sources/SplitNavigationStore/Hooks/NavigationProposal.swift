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
///
/// The proposal applies the event once, to a copy of the navigator, when it is made: every
/// question reads that one trial, and the store commits it when the filters let it through.
public struct NavigationProposal<Route: Hashable & Codable & Sendable>: Sendable {
    /// The event the store is about to apply.
    public let event: NavigationEvent<Route>
    /// The navigator before the event (a plain one holding the state the app's rules hold).
    public let navigator: SplitNavigator<Route>
    /// The event applied to a copy of the rules the store holds (an app's rules included), so
    /// that every question a filter asks is answered as the store would apply the event: the
    /// rules after it and its changes, or the error they reject it with. A value, made with the
    /// proposal, so that a proposal stays a plain `Sendable` value with no cache to lock.
    let trial: Result<(rules: any SplitNavigating<Route>, changes: [NavigationChange<Route>]), NavigationError>

    /// Pairs an event with the navigator it would apply to; the store makes proposals, this is
    /// for testing filters.
    ///
    /// - Complexity: the event's cost plus O(*n*) for the copy it is tried on.
    public init(event: NavigationEvent<Route>, navigator: SplitNavigator<Route>) {
        self.init(event: event, anyRules: navigator)
    }

    /// Pairs an event with an app's navigator (see `SplitNavigating`), whose rules answer the
    /// proposal's questions.
    ///
    /// - Complexity: the event's cost plus O(*n*) for the copy it is tried on.
    public init<Navigator: SplitNavigating>(event: NavigationEvent<Route>, rules: Navigator) where Navigator.Route == Route {
        self.init(event: event, anyRules: rules)
    }

    /// The store's form of ``init(event:rules:)``.
    init(event: NavigationEvent<Route>, anyRules rules: any SplitNavigating<Route>) {
        self.event = event
        self.navigator = (rules as? SplitNavigator<Route>) ?? SplitNavigator(state: rules.state, placeholder: rules.placeholderProvider)
        var after = rules
        do throws(NavigationError) {
            var changes: [NavigationChange<Route>] = []
            try sendAsOneStep(event, to: &after, into: &changes)
            trial = .success((after, changes))
        } catch {
            trial = .failure(error)
        }
    }

    /// The state before the event.
    public var state: SplitState<Route> { navigator.state }

    /// The changes the event would make.
    ///
    /// - Throws: the error the navigator would reject the event with.
    /// - Complexity: O(1).
    public func changes() throws(NavigationError) -> [NavigationChange<Route>] {
        try trial.get().changes
    }

    /// Whether the event would take the child out of the state: pop it, replace it, restore a
    /// state without it, or, for a child in a modal, pop it from the modal or dismiss the modal.
    /// `false` when the child is not in the state or the event would be rejected.
    ///
    /// - Complexity: O(*n*).
    public func removes(_ id: ChildID) -> Bool {
        guard Self.holds(id, navigator.state), let after else { return false }
        return !Self.holds(id, after)
    }

    /// The modals the event would take away, bottom first: those a `dismiss`, a `dismissModal`,
    /// a `back` at a modal's root, a restore of a state without them or a batch holding any of
    /// these dismisses. A modal is known by its root, so one whose root a
    /// `ModalEvent.replaceTop` replaces counts too. Empty when the event would be rejected.
    ///
    /// - Complexity: O(*m*²) for *m* modals (a handful).
    public func dismissedModals() -> [Modal<Route>] {
        let before = navigator.state.modals
        guard !before.isEmpty, let after else { return [] }
        return before.filter { modal in !after.modals.contains { $0.id == modal.id } }
    }

    /// The columns whose stacks the event would change, leading to trailing: children pushed,
    /// popped, replaced or updated (an accordion event). Width, layout and visibility events
    /// change no column; an event that both changes the layout and edits a stack (a batch)
    /// names every column of the split. Empty when the event would be rejected. The store
    /// announces the same columns to observation clients when it applies the event.
    ///
    /// - Complexity: O(*c*) for the event's *c* changes in regular layout, O(*n*) in compact
    ///   layout or when the layout changes.
    public func changedColumns() -> [Column] {
        changedColumnSet.columns
    }

    /// ``changedColumns()`` as the store announces them.
    var changedColumnSet: ColumnSet {
        guard case .success(let trial) = trial else { return ColumnSet() }
        return trial.rules.state.changedColumns(since: navigator.state.columnMark, changes: trial.changes)
    }

    /// The children the event would take out of a column (as ``removes(_:)`` means it), bottom
    /// first. Empty when the event would be rejected.
    ///
    /// - Complexity: O(*n*).
    public func removedChildren(from column: Column) -> [Child<Route>] {
        guard let after else { return [] }
        return navigator.state.stack(column).filter { after.child($0.id) == nil }
    }

    /// The state after the event, or `nil` when it would be rejected.
    var after: SplitState<Route>? {
        guard case .success(let trial) = trial else { return nil }
        return trial.rules.state
    }

    /// Whether the state holds the child, in a column, kept aside or in a modal.
    private static func holds(_ id: ChildID, _ state: SplitState<Route>) -> Bool {
        state.child(id) != nil || state.modals.contains { $0.stack.contains { $0.id == id } }
    }
}
