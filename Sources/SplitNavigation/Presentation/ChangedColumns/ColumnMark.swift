// Which of the split's stacks (as `SplitState.stack(_:)` names them) an event changed, decided
// here for every caller: the store, which announces the columns of each event it applies to
// observation clients, and `NavigationProposal.changedColumns()`. The store's send is inlinable,
// specialized for the app's route, so this is too, and it allocates nothing: run as
// unspecialized generic code it would cost several events' worth of instructions.

extension SplitState {
    /// What is kept of a state before an event to tell, after it, which columns' stacks the
    /// event changed.
    ///
    /// In regular layout the changes name the stacks they edit, so the mark holds only the
    /// column counts: holding a stack across the event would make the event copy it. In compact
    /// layout the changes name the one stack, not the column a removed child preferred, so the
    /// mark holds the stacks, to compare with those after the event.
    @usableFromInline
    package enum ColumnMark: Sendable {
        /// Before a regular-layout event: how many children each column held.
        case regular(ColumnCounts)
        /// Before a compact-layout event: the stacks.
        case compact(CompactStacks<Route>)
    }

    /// The mark to take before an event.
    ///
    /// - Complexity: O(1).
    @inlinable
    package var columnMark: ColumnMark {
        if case .regular = storage { .regular(ColumnCounts(self)) } else { .compact(CompactStacks(self)) }
    }

    /// The columns whose ``stack(_:)`` an event changed, from the `mark` taken before it and the
    /// `changes` it answered, this being the state after it.
    ///
    /// - Complexity: O(*c*) for *c* changes from regular layout when the layout stays;
    ///   O(*n*) otherwise.
    @inlinable
    package func changedColumns(since mark: ColumnMark, changes: [NavigationChange<Route>]) -> ColumnSet {
        mark.changedColumns(by: changes, summary: ChangeSummary(changes, since: mark), columns: columns) { self }
    }
}

extension SplitState.ColumnMark {
    /// The columns whose stacks an event changed, this mark being taken before it.
    ///
    /// - Parameters:
    ///   - changes: The changes the event answered.
    ///   - summary: `ChangeSummary(changes, since: self)`, which the caller may want as well.
    ///   - columns: The split's columns after the event.
    ///   - after: The state after the event, read only when the changes cannot tell (a
    ///     compact-layout event, or one that changes the layout), so that a regular-layout
    ///     event costs no read of the state.
    @inlinable
    package func changedColumns(
        by changes: [NavigationChange<Route>], summary: ChangeSummary, columns: SplitColumns,
        after: () -> SplitState<Route>
    ) -> ColumnSet {
        switch self {
        case .regular(let counts):
            guard summary.changesLayout else { return summary.named.intersection(columns) }
            return counts.changedColumns(acrossLayouts: changes, to: after())
        case .compact(let stacks):
            let after = after()
            return stacks.changedColumns(to: after, in: after.columns)
        }
    }

    /// Moves the mark past an event: answers the columns it changed (see
    /// ``changedColumns(by:summary:columns:after:)``) and becomes the mark of the state after
    /// it, for the next event. A regular-layout mark whose event kept the layout is brought up
    /// to date from the changes, without reading the state.
    @inlinable
    package mutating func advance(
        by changes: [NavigationChange<Route>], summary: ChangeSummary, columns: SplitColumns,
        after: () -> SplitState<Route>
    ) -> ColumnSet {
        if case .regular(var counts) = self, !summary.changesLayout {
            counts.add(summary.growth)
            self = .regular(counts)
            return summary.named.intersection(columns)
        }
        let state = after()
        let changed = changedColumns(by: changes, summary: summary, columns: columns) { state }
        self = state.columnMark
        return changed
    }
}

extension ChangeSummary {
    /// The summary of an event's `changes` that a ``SplitState/ColumnMark`` taken before it
    /// needs: one naming the columns when the mark is from regular layout.
    @inlinable
    package init<Route>(_ changes: [NavigationChange<Route>], since mark: SplitState<Route>.ColumnMark) {
        if case .regular = mark {
            self.init(changes, namingColumns: true)
        } else {
            self.init(changes, namingColumns: false)
        }
    }
}
