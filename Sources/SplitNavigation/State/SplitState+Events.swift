// Each event first checks everything that can fail, then mutates without failing, so a rejected
// event leaves the state exactly as it was without copying it.
//
// Compact-layout semantics are fixed by one law: for a compact state `s` and a column-addressed
// event `e`, `split(apply(e, s)) == apply(e, split(s))`. A column's children in compact layout
// are the kept-aside stack followed by the stack's children preferring that column, in order.

extension SplitState {
    /// Applies an event other than ``NavigationEvent/restore(_:)``, recording the stack changes.
    ///
    /// Placeholder changes are the navigator's business: the state has no provider.
    @inlinable
    package mutating func apply(
        _ event: NavigationEvent<Route>, recording changes: inout [NavigationChange<Route>]
    ) throws(NavigationError) {
        switch event {
        case .push(let new, let column):
            try push(new, onto: column ?? new.preferredColumn, &changes)
        case .showDetail(let children):
            try showDetail(children, &changes)
        case .replaceTop(let column, let new):
            try replaceTop(column, with: new, &changes)
        case .pop(let column):
            try pop(column, &changes)
        case .popTo(let id):
            try pop(above: id, including: false, &changes)
        case .popChild(let id):
            try pop(above: id, including: true, &changes)
        case .popToRoot(let column):
            try popToRoot(column, &changes)
        case .back:
            try back(&changes)
        case .setLayout(let layout):
            setLayout(layout, &changes)
        case .setDetailOnly(let on):
            setDetailOnly(on, &changes)
        case .restore(let state):
            self = state
        case .accordion(let id, let accordionEvent):
            try applyAccordion(id, accordionEvent, &changes)
        }
        _checkInvariants()
    }

    // MARK: Creating children

    @inlinable
    mutating func push(_ new: NewChild<Route>, onto column: Column, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        try reserveIDs(1)
        let child = makeChild(new, in: column)
        switch storage {
        case .regular:
            modifyRegular { primary, detail in
                if column == .primary {
                    primary.push(child, column: .primary, recording: &changes)
                } else {
                    detail.push(child, column: .detail, recording: &changes)
                }
            }
        case .compact:
            modifyCompact { stack, keptAside in
                if column == .detail {
                    Self.bringBack(&keptAside, onto: &stack, &changes)
                }
                stack.push(child, column: .primary, recording: &changes)
            }
        }
    }

    @inlinable
    mutating func showDetail(_ children: [NewChild<Route>], _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        try reserveIDs(children.count)
        // The new children are made inside the mutation, with ids counted from the counter, so
        // that no intermediate array is allocated.
        let first = _nextID.rawValue
        func child(_ offset: Int) -> Child<Route> {
            let new = children[offset]
            return Child(id: ChildID(first + offset), route: new.route, preferredColumn: .detail, content: new.content)
        }
        switch storage {
        case .regular(_, let detail):
            changes.reserveCapacity(changes.count + detail.count + children.count)
            modifyRegular { _, detail in
                detail.removeAll(from: 0, column: .detail, recording: &changes)
                for offset in children.indices { detail.push(child(offset), column: .detail, recording: &changes) }
            }
        case .compact:
            modifyCompact { stack, keptAside in
                keptAside.removeAll()
                stack.removeAll(from: 1, column: .primary, recording: &changes) { $0.preferredColumn == .detail }
                changes.reserveCapacity(changes.count + children.count)
                for offset in children.indices { stack.push(child(offset), column: .primary, recording: &changes) }
            }
        }
        _nextID = ChildID(first + children.count)
    }

    @inlinable
    mutating func replaceTop(_ column: Column, with new: NewChild<Route>, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        switch storage {
        case .regular(_, let detail):
            if column == .detail, detail.isEmpty { throw .columnEmpty(.detail) }
            try reserveIDs(1)
            let child = makeChild(new, in: column)
            modifyRegular { primary, detail in
                if column == .primary {
                    primary.replace(at: primary.count - 1, with: child, column: .primary, recording: &changes)
                } else {
                    detail.replace(at: detail.count - 1, with: child, column: .detail, recording: &changes)
                }
            }
        case .compact(let stack, let keptAside):
            if column == .detail, keptAside.isEmpty, stack.lastIndex(preferring: .detail) == nil {
                throw .columnEmpty(.detail)
            }
            try reserveIDs(1)
            let child = makeChild(new, in: column)
            modifyCompact { stack, keptAside in
                if column == .detail {
                    Self.bringBack(&keptAside, onto: &stack, &changes)
                }
                // Checked above: the column has a child, and the primary column always has its root.
                guard let index = stack.lastIndex(preferring: column) else { return }
                if index == 0 || index == stack.count - 1 {
                    stack.replace(at: index, with: child, column: .primary, recording: &changes)
                } else {
                    stack.remove(at: index, column: .primary, recording: &changes)
                    stack.push(child, column: .primary, recording: &changes)
                }
            }
        }
    }

    /// Puts the kept-aside detail stack back on top of the compact stack, as the first event that
    /// adds a detail child in compact layout does, so the user sees the stack they are adding to.
    @inlinable
    static func bringBack(_ keptAside: inout [Child<Route>], onto stack: inout [Child<Route>], _ changes: inout [NavigationChange<Route>]) {
        for child in keptAside { stack.push(child, column: .primary, recording: &changes) }
        keptAside.removeAll()
    }

    // MARK: Popping

    @inlinable
    mutating func pop(_ column: Column, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        switch storage {
        case .regular(let primary, let detail):
            switch column {
            case .primary where primary.count == 1: throw .rootCannotBePopped(primary[0].id)
            case .detail where detail.isEmpty: throw .columnEmpty(.detail)
            default: break
            }
            modifyRegular { primary, detail in
                if column == .primary {
                    primary.remove(at: primary.count - 1, column: .primary, recording: &changes)
                } else {
                    detail.remove(at: detail.count - 1, column: .detail, recording: &changes)
                }
            }
        case .compact(let stack, let keptAside):
            if column == .detail, !keptAside.isEmpty {
                // The kept-aside stack is the bottom of the detail column and nothing above it is
                // shown, so its top is the column's top: popping it changes nothing visible.
                modifyCompact { _, keptAside in keptAside.removeLast() }
                return
            }
            guard let index = stack.lastIndex(preferring: column) else { throw .columnEmpty(column) }
            if index == 0 { throw .rootCannotBePopped(stack[0].id) }
            modifyCompact { stack, _ in stack.remove(at: index, column: .primary, recording: &changes) }
        }
    }

    /// Pops the children above `id` in its own column, and `id` itself when `including`.
    @inlinable
    mutating func pop(above id: ChildID, including: Bool, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        let start = including ? 0 : 1
        switch storage {
        case .regular(let primary, let detail):
            if let index = primary.firstIndex(where: { $0.id == id }) {
                if including, index == 0 { throw .rootCannotBePopped(id) }
                modifyRegular { primary, _ in primary.removeAll(from: index + start, column: .primary, recording: &changes) }
            } else if let index = detail.firstIndex(where: { $0.id == id }) {
                modifyRegular { _, detail in detail.removeAll(from: index + start, column: .detail, recording: &changes) }
            } else {
                throw .unknownChild(id)
            }
        case .compact(let stack, let keptAside):
            if let index = stack.firstIndex(where: { $0.id == id }) {
                if including, index == 0 { throw .rootCannotBePopped(id) }
                let column = stack[index].preferredColumn
                modifyCompact { stack, _ in
                    stack.removeAll(from: index + start, column: .primary, recording: &changes) { $0.preferredColumn == column }
                }
            } else if let index = keptAside.firstIndex(where: { $0.id == id }) {
                // Nothing above a kept-aside child is shown: the stack has no detail children.
                modifyCompact { _, keptAside in keptAside.removeSubrange((index + start)...) }
            } else {
                throw .unknownChild(id)
            }
        }
    }

    @inlinable
    mutating func popToRoot(_ column: Column, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        switch storage {
        case .regular(_, let detail):
            if column == .detail, detail.isEmpty { throw .columnEmpty(.detail) }
            modifyRegular { primary, detail in
                if column == .primary {
                    primary.removeAll(from: 1, column: .primary, recording: &changes)
                } else {
                    detail.removeAll(from: 1, column: .detail, recording: &changes)
                }
            }
        case .compact(let stack, let keptAside):
            if column == .detail, !keptAside.isEmpty {
                modifyCompact { _, keptAside in keptAside.removeSubrange(1...) }
                return
            }
            guard let first = stack.firstIndex(where: { $0.preferredColumn == column }) else { throw .columnEmpty(column) }
            modifyCompact { stack, _ in
                stack.removeAll(from: first + 1, column: .primary, recording: &changes) { $0.preferredColumn == column }
            }
        }
    }

    @inlinable
    mutating func back(_ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        switch storage {
        case .regular(_, let detail):
            try pop(detail.isEmpty ? .primary : .detail, &changes)
        case .compact(let stack, _):
            if stack.count == 1 { throw .rootCannotBePopped(stack[0].id) }
            modifyCompact { stack, _ in stack.remove(at: stack.count - 1, column: .primary, recording: &changes) }
        }
    }

    // MARK: Layout

    @inlinable
    mutating func setDetailOnly(_ on: Bool, _ changes: inout [NavigationChange<Route>]) {
        guard on != _showsDetailOnly else { return }
        _showsDetailOnly = on
        if layout == .regular {
            changes.append(.detailOnly(on))
        }
    }

    @inlinable
    mutating func setLayout(_ newLayout: Layout, _ changes: inout [NavigationChange<Route>]) {
        switch (layout, newLayout) {
        case (.regular, .compact):
            collapse(recording: &changes)
        case (.compact, .regular):
            split(recording: &changes)
        default:
            return
        }
    }
}
