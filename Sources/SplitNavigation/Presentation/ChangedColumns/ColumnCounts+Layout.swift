extension ColumnCounts {
    /// The columns that regular-layout changes which change the layout changed, these being the
    /// counts before them and `after` the state after them.
    ///
    /// A collapse or a split alone changes a column only when its count differs: the children a
    /// collapse sets aside and a split puts back count as staying. Any other edit among the
    /// changes (a batch that also pushes) marks every column, since the changes then do not tell
    /// which column's stack a child ended in.
    ///
    /// - Complexity: O(*c*) for *c* changes, plus O(*n*) when `after` is compact.
    @inlinable
    package func changedColumns<Route>(acrossLayouts changes: [NavigationChange<Route>], to after: SplitState<Route>) -> ColumnSet {
        // Made when a removal from the detail column asks, which a plain collapse seldom does.
        lazy var keptAsideNow = Set(after.keptAside.map(\.id))
        lazy var reinserted = Set(changes.compactMap { change -> ChildID? in
            if case .inserted(let child, _, _) = change { child.id } else { nil }
        })
        var layout = Layout.regular
        var setAside: Set<ChildID> = []
        var other = false
        for change in changes where !other {
            switch change {
            case .layout(let new):
                layout = new
            case .removed(let id, .detail, _) where layout == .regular && (keptAsideNow.contains(id) || reinserted.contains(id)):
                setAside.insert(id)
            case .inserted(let child, _, _) where setAside.contains(child.id):
                setAside.remove(child.id)
            case .moved, .placeholder, .visibleColumns, .presented, .dismissed, .modalPushed, .modalPopped,
                .modalReplacedTop:
                continue
            case .inserted, .removed, .replaced, .updated:
                other = true
            }
        }
        if other { return ColumnSet(after.columns) }
        let counts = ColumnCounts(after)
        var changed = ColumnSet()
        for column in after.columns.all where counts[column] != self[column] {
            changed.insert(column)
        }
        return changed
    }
}
