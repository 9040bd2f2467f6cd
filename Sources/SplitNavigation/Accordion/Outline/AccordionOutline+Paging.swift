extension AccordionOutline {
    /// Checks that a page can begin for `slot` (the root for the top level).
    func validateBeginPage(_ slot: Int) throws(AccordionError) {
        let name = id(ofSlot: slot).map { "node \($0)" } ?? "the top level"
        switch slots[slot].paging {
        case .idle: return
        case .loading: throw AccordionError(.alreadyLoading, "a page of \(name) is already loading")
        case .exhausted: throw AccordionError(.pageExhausted, "every page of \(name) has been loaded")
        }
    }

    /// Checks that a page of `slot` is loading, to end or cancel it.
    func validateLoading(_ slot: Int) throws(AccordionError) {
        guard slots[slot].paging == .loading else {
            let name = id(ofSlot: slot).map { "node \($0)" } ?? "the top level"
            throw AccordionError(.notLoading, "no page of \(name) is loading")
        }
    }

    /// Marks a validated node as loading; its loading row appears if its children show.
    ///
    /// - Complexity: O(log *n*).
    mutating func beginPage(_ slot: Int, changes: inout AccordionChangeSet) {
        slots[slot].paging = .loading
        rows.add(-1, toEntry: Self.endEntry(slot))
        if let index = visibleLoadingIndex(of: slot) { changes.inserted.append(index..<(index + 1)) }
    }

    /// Ends a loading page, after the caller inserted its children; the loading row goes.
    mutating func finishPage(_ slot: Int, exhausted: Bool, loadingRow: Int?, changes: inout AccordionChangeSet) {
        if let loadingRow { changes.removed.append(loadingRow..<(loadingRow + 1)) }
        slots[slot].paging = exhausted ? .exhausted : .idle
        rows.add(1, toEntry: Self.endEntry(slot))
    }
}
