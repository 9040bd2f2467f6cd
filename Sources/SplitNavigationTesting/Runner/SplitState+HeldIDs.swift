import SplitNavigation

extension SplitState {
    /// The ids of every child the state holds: the shown ones, those in its modals, and those tab
    /// groups store (their stored tab groups' too). A child a tab select brings back was held all
    /// along, so the fresh-ids law does not take it for a new one.
    var heldIDs: Set<ChildID> {
        var ids = Set<ChildID>(minimumCapacity: 16)
        forEachHeldChild { ids.insert($0.id) }
        return ids
    }

    /// The ids of every child the state holds (see ``heldIDs``), in increasing order: for the
    /// fresh-ids law, which compares the ids of consecutive states by merging the two lists
    /// instead of hashing every id of both.
    ///
    /// Plain loops and a sort of its own: with ``forEachHeldChild(_:)`` and the standard
    /// library's `sort()`, cross-module optimization left this property generic, at some 11,000
    /// instructions a step.
    var sortedHeldIDs: [ChildID] {
        var ids: [ChildID] = []
        ids.reserveCapacity(16)
        if let compactStack {
            Self.appendHeldIDs(of: compactStack, to: &ids)
            Self.appendHeldIDs(of: keptAside, to: &ids)
        } else {
            for column in Column.allCases { Self.appendHeldIDs(of: stack(column), to: &ids) }
        }
        for modal in modals { Self.appendHeldIDs(of: modal.stack, to: &ids) }
        ChildID.sort(&ids)
        return ids
    }

    /// Appends the ids of `children` and of the children their tab groups store.
    static func appendHeldIDs(of children: [Child<Route>], to ids: inout [ChildID]) {
        for child in children {
            ids.append(child.id)
            if let group = child.content.tabs { appendHeldIDs(of: group.storedChildren, to: &ids) }
        }
    }

    /// How many children the state holds (see ``heldIDs``; ids are unique, so this is its count
    /// without building the set: the generator asks for it before every event).
    var heldChildCount: Int {
        var count = 0
        forEachHeldChild { _ in count += 1 }
        return count
    }

    /// Calls `body` with every child the state holds, in no particular order. Written as loops
    /// rather than `flatMap(\.stack)`: in generic code a key-path literal is built at run time on
    /// every call, which cost more than the rest of an unchecked event.
    func forEachHeldChild(_ body: (Child<Route>) -> Void) {
        func visit(_ child: Child<Route>) {
            body(child)
            if let group = child.content.tabs {
                for stored in group.storedChildren { visit(stored) }
            }
        }
        if let compactStack {
            for child in compactStack { visit(child) }
            for child in keptAside { visit(child) }
        } else {
            for column in columns.all {
                for child in stack(column) { visit(child) }
            }
        }
        for modal in modals {
            for child in modal.stack { visit(child) }
        }
    }
}

extension SplitState {
    /// The first answer `body` gives for the state's children, in the order of `children` (the
    /// columns, or the compact stack and then the kept-aside children), without building that
    /// array: the laws ask after every step.
    func firstChild<Answer>(_ body: (Child<Route>) -> Answer?) -> Answer? {
        if let compactStack {
            for child in compactStack { if let answer = body(child) { return answer } }
            for child in keptAside { if let answer = body(child) { return answer } }
        } else {
            for column in Column.allCases {
                for child in stack(column) { if let answer = body(child) { return answer } }
            }
        }
        return nil
    }
}

extension ChildContent {
    /// Whether the child has no content of its own (no accordion, no tab group).
    var isPlain: Bool {
        if case .plain = self { true } else { false }
    }
}

extension ChildID {
    /// Sorts a state's ids in increasing order by insertion: a state holds a few dozen children
    /// at most, which an insertion sort orders in a few hundred instructions.
    static func sort(_ ids: inout [ChildID]) {
        for index in ids.indices.dropFirst() {
            let id = ids[index]
            var slot = index
            while slot > 0, id < ids[slot - 1] {
                ids[slot] = ids[slot - 1]
                slot -= 1
            }
            ids[slot] = id
        }
    }
}
