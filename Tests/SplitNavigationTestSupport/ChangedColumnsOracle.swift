import SplitNavigation

/// What an event changed, told from the states before and after it compared in full rather than
/// from its changes: what the tests hold the library's changed columns and modals to.
public enum ChangedColumnsOracle {
    /// The columns whose ``SplitState/stack(_:)`` differs after the event, leading to trailing.
    public static func columns<Route>(from before: SplitState<Route>, to after: SplitState<Route>) -> [Column] {
        after.columns.all.filter { before.stack($0) != after.stack($0) }
    }

    /// Whether `named` are the columns an event from `before` to `after`, answering `changes`,
    /// changed: exactly those whose stacks differ, except that an event from regular layout that
    /// changes the layout may name every column instead (a batch that also edits a stack, whose
    /// changes do not tell which column's stack a child ended in).
    public static func accepts<Route>(
        _ named: [Column], from before: SplitState<Route>, to after: SplitState<Route>,
        changes: [NavigationChange<Route>]
    ) -> Bool {
        if named == columns(from: before, to: after) { return true }
        let changesLayout = changes.contains { if case .layout = $0 { true } else { false } }
        return changesLayout && before.layout == .regular && named == after.columns.all
    }

    /// Whether a change presents, dismisses or edits a modal, by its kind.
    public static func editsModals<Route>(_ change: NavigationChange<Route>) -> Bool {
        switch change {
        case .presented, .dismissed, .modalPushed, .modalPopped, .modalReplacedTop: true
        case .inserted, .removed, .replaced, .moved, .placeholder, .updated, .layout, .visibleColumns: false
        }
    }
}
