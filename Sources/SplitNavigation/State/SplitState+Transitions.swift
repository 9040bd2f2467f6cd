// The two layout transitions. Split is one rule for every policy (a stable partition by preferred
// column); collapse is where the policies differ. See CollapsePolicy and the README's table.

extension SplitState {
    /// Regular → compact, following the policy. Records detail children moving onto the primary
    /// stack (or leaving it, under `hideDetail`), then the layout change.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    mutating func collapse(recording changes: inout [NavigationChange<Route>]) {
        guard case .regular(let primary, let detail) = storage else { return }
        storage = .regular(primary: [], detail: [])
        var stack = primary
        var keptAside: [Child<Route>] = []
        changes.reserveCapacity(changes.count + detail.count + 2)
        switch policy {
        case .detailOnTop:
            stack.reserveCapacity(primary.count + detail.count)
            for child in detail {
                changes.append(.moved(child.id, from: .detail, fromIndex: 0, to: .primary, toIndex: stack.count))
                stack.append(child)
            }
        case .chronological:
            stack = Self.mergedByCreation(primary: primary, detail: detail) { child, index in
                changes.append(.moved(child.id, from: .detail, fromIndex: 0, to: .primary, toIndex: index))
            }
        case .hideDetail:
            for index in detail.indices.reversed() {
                changes.append(.removed(detail[index].id, column: .detail, index: index))
            }
            keptAside = detail
        }
        changes.append(.layout(.compact))
        storage = .compact(stack: stack, keptAside: keptAside)
    }

    /// Compact → regular: the kept-aside stack and the stack's detail-preferring children, in
    /// order, become the detail stack; the rest, in order, the primary stack.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    mutating func split(recording changes: inout [NavigationChange<Route>]) {
        guard case .compact(let stack, let keptAside) = storage else { return }
        storage = .compact(stack: [], keptAside: [])
        // One pass to count the children that move keeps the change list to one allocation
        // without reserving room for the primary children, which do not move.
        let moving = keptAside.count + stack.reduce(0) { $0 + ($1.preferredColumn == .detail ? 1 : 0) }
        changes.reserveCapacity(changes.count + moving + 2)
        changes.append(.layout(.regular))
        var primary: [Child<Route>] = []
        var detail: [Child<Route>] = []
        primary.reserveCapacity(stack.count)
        detail.reserveCapacity(stack.count + keptAside.count)
        for child in keptAside {
            changes.append(.inserted(child, column: .detail, index: detail.count))
            detail.append(child)
        }
        for child in stack {
            if child.preferredColumn == .primary {
                primary.append(child)
            } else {
                changes.append(.moved(child.id, from: .primary, fromIndex: primary.count, to: .detail, toIndex: detail.count))
                detail.append(child)
            }
        }
        if _showsDetailOnly {
            changes.append(.detailOnly(true))
        }
        storage = .regular(primary: primary, detail: detail)
    }

    /// The primary root, then every other child merged by creation order (id).
    ///
    /// A merge, not a sort: each column keeps its own order even in a restored state whose
    /// columns are not sorted by id, which is what makes `split(collapse(r)) == r` hold for every
    /// regular state. `placed` is told each detail child's final index, in increasing order.
    @inlinable
    static func mergedByCreation(
        primary: [Child<Route>], detail: [Child<Route>], placed: (Child<Route>, Int) -> Void
    ) -> [Child<Route>] {
        var merged: [Child<Route>] = []
        merged.reserveCapacity(primary.count + detail.count)
        merged.append(primary[0])
        var p = 1
        var d = 0
        while p < primary.count || d < detail.count {
            if d < detail.count, p == primary.count || detail[d].id < primary[p].id {
                placed(detail[d], merged.count)
                merged.append(detail[d])
                d += 1
            } else {
                merged.append(primary[p])
                p += 1
            }
        }
        return merged
    }
}
