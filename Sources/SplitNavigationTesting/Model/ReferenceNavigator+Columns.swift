import SplitNavigation

// The model's columns: reading and writing them, popping, collapsing and splitting, and the
// checks the events share.

extension ReferenceNavigator {
    /// A new child's tab group starts with its tabs alone: stacks are stored by selecting tabs.
    func needNothingStored(_ new: NewChild<Route>) throws(NavigationError) {
        guard case .tabs(let group) = new.content else { return }
        if group.tabs.contains(where: { group.storedStacks(for: $0.id) != nil }) { throw rejection(.malformedInput) }
    }

    /// What a modal may hold: a plain child preferring a column of the split.
    func needPlain(_ new: NewChild<Route>) throws(NavigationError) {
        try need(new.preferredColumn)
        if new.content != .plain { throw rejection(.malformedInput) }
    }

    /// Every child the model holds.
    var everyone: [Child<Route>] {
        primary + supplementary + detail + stack + keptAside
    }

    /// The children of a column, bottom first, in either layout.
    func children(of column: Column) -> [Child<Route>] {
        if layout == .regular {
            switch column {
            case .primary: return primary
            case .supplementary: return supplementary
            case .detail: return detail
            }
        }
        let inStack = stack.filter { $0.preferredColumn == column }
        return column == .detail ? keptAside + inStack : inStack
    }

    /// Regular layout: replaces a column's stack.
    mutating func setColumn(_ column: Column, _ children: [Child<Route>]) {
        switch column {
        case .primary: primary = children
        case .supplementary: supplementary = children
        case .detail: detail = children
        }
    }

    var rootID: ChildID {
        (layout == .regular ? primary.first : stack.first)?.id ?? ChildID(0)
    }

    func need(_ column: Column) throws(NavigationError) {
        if column == .supplementary, columns == .two { throw rejection(.columnNotInSplit) }
    }

    mutating func popAbove(_ id: ChildID, including: Bool) throws(NavigationError) {
        guard let child = everyone.first(where: { $0.id == id }) else { throw rejection(.unknownChild) }
        if including, id == rootID { throw rejection(.rootCannotBePopped) }
        let list = children(of: child.preferredColumn)
        guard let index = list.firstIndex(where: { $0.id == id }) else { throw rejection(.unknownChild) }
        remove(Set(list[(including ? index : index + 1)...].map { $0.id }))
        focus = child.preferredColumn
    }

    mutating func remove(_ ids: Set<ChildID>) {
        primary.removeAll { ids.contains($0.id) }
        supplementary.removeAll { ids.contains($0.id) }
        detail.removeAll { ids.contains($0.id) }
        stack.removeAll { ids.contains($0.id) }
        keptAside.removeAll { ids.contains($0.id) }
    }

    mutating func bringBackKeptAside() {
        stack += keptAside
        keptAside = []
    }

    mutating func collapse() {
        switch policy {
        case .detailOnTop:
            stack = primary + supplementary + detail
        case .chronological:
            // Each column keeps its own order; they are merged by id below the root.
            var queues = [Array(primary.dropFirst()), supplementary, detail]
            stack = Array(primary.prefix(1))
            while let next = queues.indices.filter({ !queues[$0].isEmpty }).min(by: { queues[$0][0].id < queues[$1][0].id }) {
                stack.append(queues[next].removeFirst())
            }
        case .hideDetail:
            stack = primary + supplementary
            keptAside = detail
        }
        (primary, supplementary, detail, layout) = ([], [], [], .compact)
    }

    mutating func split() {
        primary = stack.filter { $0.preferredColumn == .primary }
        supplementary = stack.filter { $0.preferredColumn == .supplementary }
        detail = keptAside + stack.filter { $0.preferredColumn == .detail }
        (stack, keptAside, layout) = ([], [], .regular)
    }

    func needIDs(_ count: Int) throws(NavigationError) {
        if count > Int.max - nextID { throw rejection(.idsExhausted) }
    }

    mutating func makeChild(_ new: NewChild<Route>, _ column: Column) -> Child<Route> {
        defer { nextID += 1 }
        return Child(id: ChildID(nextID), route: new.route, preferredColumn: column, content: new.content)
    }

    func rejection(_ code: NavigationError.Code) -> NavigationError {
        NavigationError(code, "the reference model rejects the event: \(code)")
    }
}
