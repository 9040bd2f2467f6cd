// Finding a child by id, for the events that name one (tab and accordion events, pops to a
// child, list selections): from the tops of the stacks down, where the children events name are.

extension SplitState {
    /// Where a child sits in the storage.
    @usableFromInline
    enum Place: Equatable {
        case column(Column), stack, keptAside
    }

    /// The place and index of a child, if the state has it.
    ///
    /// - Complexity: O(*d*) for a child *d* children below the top of its stack: the stacks are
    ///   searched from their tops down, side by side, so a child near a top is found without
    ///   reading the children under it. O(1) for an id the state never gave.
    @inlinable
    func locate(_ id: ChildID) -> (place: Place, index: Int)? {
        guard id.rawValue >= 1, id < _nextID else { return nil }
        switch storage {
        case .regular(let stacks):
            guard let (stack, index) = Self.searchFromTops(id, stacks.primary, stacks.supplementary, stacks.detail) else {
                return nil
            }
            return (.column(stack == 0 ? .primary : stack == 1 ? .supplementary : .detail), index)
        case .compact(let stack, let keptAside, _):
            guard let (found, index) = Self.searchFromTops(id, stack, keptAside, []) else { return nil }
            return (found == 0 ? .stack : .keptAside, index)
        }
    }

    /// Which of three stacks holds `id` and at what index, read from the tops down one level of
    /// all three at a time.
    @inlinable
    static func searchFromTops(
        _ id: ChildID, _ first: [Child<Route>], _ second: [Child<Route>], _ third: [Child<Route>]
    ) -> (stack: Int, index: Int)? {
        let deepest = Swift.max(first.count, second.count, third.count)
        var depth = 1
        while depth <= deepest {
            if depth <= first.count, first[first.count - depth].id == id { return (0, first.count - depth) }
            if depth <= second.count, second[second.count - depth].id == id { return (1, second.count - depth) }
            if depth <= third.count, third[third.count - depth].id == id { return (2, third.count - depth) }
            depth += 1
        }
        return nil
    }

    /// The child at a place that ``locate(_:)`` found.
    @inlinable
    func child(at place: Place, _ index: Int) -> Child<Route>? {
        switch (storage, place) {
        case (.regular(let stacks), .column(let column)): stacks[column][index]
        case (.compact(let stack, _, _), .stack): stack[index]
        case (.compact(_, let keptAside, _), .keptAside): keptAside[index]
        default: nil
        }
    }

    /// Mutates one child in place.
    @inlinable
    mutating func modifyChild(at place: Place, _ index: Int, _ body: (inout Child<Route>) -> Void) {
        switch place {
        case .column(let column): modifyRegular { stacks in body(&stacks[column][index]) }
        case .stack: modifyCompact { stack, _ in body(&stack[index]) }
        case .keptAside: modifyCompact { _, keptAside in body(&keptAside[index]) }
        }
    }
}
