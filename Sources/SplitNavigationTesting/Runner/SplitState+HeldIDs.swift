import SplitNavigation

extension SplitState {
    /// The ids of every child the state holds: the shown ones, those in its modals, and those tab
    /// groups store (their stored tab groups' too). A child a tab select brings back was held all
    /// along, so the fresh-ids law does not take it for a new one.
    var heldIDs: Set<ChildID> {
        Set(unsortedHeldIDs)
    }

    /// The ids of every child the state holds (see ``heldIDs``), in increasing order: for the
    /// fresh-ids law, which compares the ids of consecutive states by merging the two lists
    /// instead of hashing every id of both.
    ///
    /// Plain loops and a sort of its own: with a closure-taking walk and the standard library's
    /// `sort()`, cross-module optimization left this property generic, at some 11,000
    /// instructions a step.
    var sortedHeldIDs: [ChildID] {
        var ids = unsortedHeldIDs
        ChildID.sort(&ids)
        return ids
    }

    /// How many children the state holds (see ``heldIDs``; ids are unique, so this is its count
    /// without building the set: the generator asks for it before every event).
    var heldChildCount: Int {
        unsortedHeldIDs.count
    }

    /// The ids of every child the state holds, shown, in a modal or stored by a tab group, in
    /// no particular order: the one walk the properties above share. Written as loops rather
    /// than `flatMap(\.stack)`: in generic code a key-path literal is built at run time on every
    /// call, which cost more than the rest of an unchecked event.
    private var unsortedHeldIDs: [ChildID] {
        var ids: [ChildID] = []
        ids.reserveCapacity(16)
        if let compactStack {
            Self.appendHeldIDs(of: compactStack, to: &ids)
            Self.appendHeldIDs(of: keptAside, to: &ids)
        } else {
            for column in Column.allCases { Self.appendHeldIDs(of: stack(column), to: &ids) }
        }
        for modal in modals { Self.appendHeldIDs(of: modal.stack, to: &ids) }
        return ids
    }

    /// Appends the ids of `children` and of the children their tab groups store.
    private static func appendHeldIDs(of children: [Child<Route>], to ids: inout [ChildID]) {
        for child in children {
            ids.append(child.id)
            if let group = child.content.tabs { appendHeldIDs(of: group.storedChildren, to: &ids) }
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
