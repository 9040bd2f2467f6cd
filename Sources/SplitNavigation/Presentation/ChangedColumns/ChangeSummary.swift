/// What one pass over an event's changes tells: the columns they edit and by how many children,
/// whether they change the layout, whether they touch a modal. Read off the changes, so that a
/// regular-layout event needs nothing of the state from before it (see ``SplitState/ColumnMark``).
@usableFromInline
package struct ChangeSummary: Sendable {
    /// The columns regular-layout changes that keep the layout edit, leaving out children
    /// inserted and removed again within them; asked for with `namingColumns`.
    @usableFromInline
    package var named = ColumnSet()
    /// How many children each column gained (negative: lost), for regular-layout changes.
    @usableFromInline
    package var growth = ColumnCounts()
    /// Whether the changes switch between regular and compact layout.
    @usableFromInline
    package var changesLayout = false
    /// Whether the changes present, dismiss or edit a modal.
    @usableFromInline
    package var changesModals = false

    /// One pass over `changes`; `namingColumns` asks for ``named`` as well, which only changes
    /// from regular layout can tell.
    @inlinable
    package init<Route>(_ changes: [NavigationChange<Route>], namingColumns: Bool) {
        for change in changes {
            switch change {
            case .inserted(_, let stack, _):
                grow(stack, by: 1)
            case .removed(_, let stack, _):
                grow(stack, by: -1)
            case .moved(_, let from, _, let to, _):
                grow(from, by: -1)
                grow(to, by: 1)
            case .layout:
                changesLayout = true
            case .presented, .dismissed, .modalPushed, .modalPopped, .modalReplacedTop:
                changesModals = true
            case .replaced, .updated, .placeholder, .visibleColumns:
                continue
            }
        }
        if namingColumns, !changesLayout {
            named = changes.count > 16 ? Self.namedColumns(indexing: changes) : Self.namedColumns(scanning: changes)
        }
    }

    @inlinable
    mutating func grow(_ stack: StackName, by children: Int) {
        if let column = stack.column { growth[column] += children }
    }
}

extension ChangeSummary {
    /// The columns a short change list edits. A child inserted within the list counts for the
    /// column it is in at the end, and its removal or update within the list for none; whether
    /// it was is read off the list around each change, which allocates nothing.
    @inlinable
    static func namedColumns<Route>(scanning changes: [NavigationChange<Route>]) -> ColumnSet {
        var named = ColumnSet()
        func touch(_ stack: StackName) {
            if let column = stack.column { named.insert(column) }
        }
        for index in changes.indices {
            switch changes[index] {
            case .inserted(let child, let stack, _):
                if !isReplaced(child.id, after: index, in: changes) { touch(stack) }
            case .removed(let id, let stack, _):
                if !isInserted(id, before: index, in: changes) { touch(stack) }
            case .replaced(let id, let child, let stack, _):
                if !isInserted(id, before: index, in: changes) { touch(stack) }
                if !isReplaced(child.id, after: index, in: changes) { touch(stack) }
            case .updated(let child, let stack, _, _):
                if !isInserted(child.id, before: index, in: changes) { touch(stack) }
            case .moved(_, let from, _, let to, _):
                touch(from)
                touch(to)
            case .placeholder, .presented, .dismissed, .modalPushed, .modalPopped, .modalReplacedTop, .layout,
                .visibleColumns:
                continue
            }
        }
        return named
    }

    /// Whether the child is one the list inserted and has not removed again before `index`.
    @inlinable
    static func isInserted<Route>(_ id: ChildID, before index: Int, in changes: [NavigationChange<Route>]) -> Bool {
        for earlier in changes[..<index].reversed() {
            switch earlier {
            case .inserted(let child, _, _) where child.id == id:
                return true
            case .replaced(let old, let child, _, _) where old == id || child.id == id:
                return child.id == id
            case .removed(let old, _, _) where old == id:
                return false
            default:
                continue
            }
        }
        return false
    }

    /// Whether a change after `index` removes the child or inserts it again.
    @inlinable
    static func isReplaced<Route>(_ id: ChildID, after index: Int, in changes: [NavigationChange<Route>]) -> Bool {
        changes[(index + 1)...].contains { later in
            switch later {
            case .inserted(let child, _, _): child.id == id
            case .replaced(let old, let child, _, _): old == id || child.id == id
            case .removed(let old, _, _): old == id
            default: false
            }
        }
    }

    /// ``namedColumns(scanning:)`` for a long list: the children it inserted kept in a dictionary.
    @usableFromInline
    static func namedColumns<Route>(indexing changes: [NavigationChange<Route>]) -> ColumnSet {
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
        var named = ColumnSet()
        for stack in touched {
            if let column = stack.column { named.insert(column) }
        }
        return named
    }
}
