import SplitNavigation

extension SplitState {
    /// The ids of every child the state holds: the shown ones, those in its modals, and those tab
    /// groups store (their stored tab groups' too). A child a tab select brings back was held all
    /// along, so the fresh-ids law does not take it for a new one.
    var heldIDs: Set<ChildID> {
        var ids = Set<ChildID>()
        var pending = children + modals.flatMap(\.stack)
        while let child = pending.popLast() {
            ids.insert(child.id)
            if let group = child.content.tabs { pending += group.storedChildren }
        }
        return ids
    }
}
