// Which of the split's stacks (as `SplitState.stack(_:)` names them) an event changed. Read off
// the event's changes, so nothing holds the old regular-layout stacks while the event edits them
// (which would copy a column per push). In compact layout the changes cannot say which column a
// removed child preferred, so the mark holds the compact stacks to compare.

extension SplitState {
    /// What ``changedColumns(since:changes:)`` keeps of a state before an event.
    package struct ColumnMark: Sendable {
        enum Kind: Sendable {
            /// The regular-layout column counts, leading to trailing.
            case regular(primary: Int, supplementary: Int, detail: Int)
            case compact(stack: [Child<Route>], keptAside: [Child<Route>])
        }

        let kind: Kind
    }

    /// The mark to take before an event, for ``changedColumns(since:changes:)`` after it.
    ///
    /// - Complexity: O(1); it holds no regular-layout stack.
    package var columnMark: ColumnMark {
        switch storage {
        case .regular(let stacks):
            ColumnMark(kind: .regular(
                primary: stacks.primary.count, supplementary: stacks.supplementary.count, detail: stacks.detail.count))
        case .compact(let stack, let keptAside):
            ColumnMark(kind: .compact(stack: stack, keptAside: keptAside))
        }
    }

    /// The columns whose ``stack(_:)`` an event changed, leading to trailing, from the `mark`
    /// taken before it and the `changes` it answered.
    ///
    /// - Complexity: O(*c*) for *c* changes from regular layout when the layout stays;
    ///   O(*n*) otherwise.
    package func changedColumns(since mark: ColumnMark, changes: [NavigationChange<Route>]) -> [Column] {
        switch mark.kind {
        case .compact(let stack, let keptAside):
            return columns.all.filter { Self.stack($0, compact: stack, keptAside: keptAside) != self.stack($0) }
        case .regular(let primary, let supplementary, let detail):
            if changes.contains(where: { if case .layout = $0 { true } else { false } }) {
                return changedColumnsAcrossLayouts(changes) { column in
                    switch column {
                    case .primary: primary
                    case .supplementary: supplementary
                    case .detail: detail
                    }
                }
            }
            return Self.namedColumns(changes).filter { columns.contains($0) }
        }
    }

    /// The columns a regular-layout change list edits, leaving out children inserted and
    /// removed again within it.
    private static func namedColumns(_ changes: [NavigationChange<Route>]) -> [Column] {
        var touched: Set<StackName> = []
        var new: [ChildID: StackName] = [:]
        for change in changes {
            switch change {
            case .inserted(let child, let stack, _):
                new[child.id] = stack
            case .removed(let id, let stack, _):
                if new.removeValue(forKey: id) == nil { touched.insert(stack) }
            case .replaced(let id, let child, let stack, _):
                if new.removeValue(forKey: id) == nil { touched.insert(stack) }
                new[child.id] = stack
            case .updated(let child, let stack, _, _):
                if new[child.id] == nil { touched.insert(stack) }
            case .moved(_, let from, _, let to, _):
                touched.insert(from)
                touched.insert(to)
            case .placeholder, .presented, .dismissed, .modalPushed, .modalPopped, .modalReplacedTop, .layout,
                .visibleColumns:
                continue
            }
        }
        touched.formUnion(new.values)
        return Column.allCases.filter { touched.contains(StackName($0)) }
    }

    /// ``changedColumns(since:changes:)`` for a change list from regular layout that changes the
    /// layout: a collapse or split changes no column; any other edit marks every column.
    private func changedColumnsAcrossLayouts(
        _ changes: [NavigationChange<Route>], countBefore: (Column) -> Int
    ) -> [Column] {
        let keptAsideNow = Set(keptAside.map(\.id))
        let reinserted = Set(changes.compactMap { change -> ChildID? in
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
        if other { return columns.all }
        return columns.all.filter { stack($0).count != countBefore($0) }
    }

    /// A column's children in a compact state given by its stacks (see ``stack(_:)``).
    static func stack(_ column: Column, compact stack: [Child<Route>], keptAside: [Child<Route>]) -> [Child<Route>] {
        let visible = stack.filter { $0.preferredColumn == column }
        return column == .detail ? keptAside + visible : visible
    }
}

extension NavigationChange {
    /// Whether the change presents, dismisses or edits a modal.
    package var changesModals: Bool {
        switch self {
        case .presented, .dismissed, .modalPushed, .modalPopped, .modalReplacedTop: true
        case .inserted, .removed, .replaced, .moved, .placeholder, .updated, .layout, .visibleColumns: false
        }
    }
}
