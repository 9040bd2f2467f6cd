// The accordion is taken out of its child while it changes, so it mutates in place rather than
// copying the whole tree on every event.

extension SplitState {
    /// Where a child sits in the storage.
    enum Place: Equatable {
        case column(Column), stack, keptAside
    }

    /// The place and index of a child, if the state has it.
    ///
    /// - Complexity: O(*n*).
    func locate(_ id: ChildID) -> (place: Place, index: Int)? {
        func find(_ children: [Child<Route>], _ place: Place) -> (place: Place, index: Int)? {
            children.firstIndex { $0.id == id }.map { (place, $0) }
        }
        switch storage {
        case .regular(let stacks):
            return find(stacks.primary, .column(.primary)) ?? find(stacks.supplementary, .column(.supplementary))
                ?? find(stacks.detail, .column(.detail))
        case .compact(let stack, let keptAside):
            return find(stack, .stack) ?? find(keptAside, .keptAside)
        }
    }

    /// The child at a place that ``locate(_:)`` found.
    private func child(at place: Place, _ index: Int) -> Child<Route>? {
        switch (storage, place) {
        case (.regular(let stacks), .column(let column)): stacks[column][index]
        case (.compact(let stack, _), .stack): stack[index]
        case (.compact(_, let keptAside), .keptAside): keptAside[index]
        default: nil
        }
    }

    /// Mutates one child in place.
    mutating func modifyChild(at place: Place, _ index: Int, _ body: (inout Child<Route>) -> Void) {
        switch place {
        case .column(let column): modifyRegular { stacks in body(&stacks[column][index]) }
        case .stack: modifyCompact { stack, _ in body(&stack[index]) }
        case .keptAside: modifyCompact { _, keptAside in body(&keptAside[index]) }
        }
    }

    @usableFromInline
    mutating func applyAccordion(
        _ id: ChildID, _ event: AccordionEvent<Route>, _ changes: inout [NavigationChange<Route>]
    ) throws(NavigationError) {
        guard let (place, index) = locate(id) else { throw .unknownChild(id) }
        // Read in a scope of its own: a live copy would make the accordion copy its storage.
        let preferredColumn: Column
        let destination: RowDestination<Route>?
        do {
            guard let child = self.child(at: place, index) else { throw .unknownChild(id) }
            guard case .accordion(let accordion) = child.content else {
                throw NavigationError(.notAnAccordion, "child \(id) is a plain child, not an accordion")
            }
            preferredColumn = child.preferredColumn
            // A selection's destination opens in the same step; what could refuse it is checked
            // before anything changes.
            destination = if case .selectNode(let node) = event { try Self.destination(selecting: node, in: accordion) } else { nil }
        }
        if let destination {
            try check(destination.column)
            try reserveIDs(1)
        }
        var result: Result<AccordionOutcome, AccordionError> = .success(.unchanged)
        var updated: Child<Route>?
        modifyChild(at: place, index) { child in
            guard case .accordion(var accordion) = child.content else { return }
            child.content = .plain
            do throws(AccordionError) {
                result = .success(try accordion.perform(event))
            } catch {
                result = .failure(error)
            }
            child.content = .accordion(accordion)
            updated = child
        }
        let outcome: AccordionOutcome
        switch result {
        case .failure(let error): throw NavigationError(error)
        case .success(let value): outcome = value
        }
        _focus = preferredColumn
        // An unchanged accordion is no change to the presentation.
        if outcome.changed, let updated {
            // Kept-aside children are not on screen: their changes are saved, not shown.
            switch place {
            case .column(let column): changes.append(.updated(updated, stack: StackName(column), index: index, rows: outcome.rows))
            case .stack: changes.append(.updated(updated, stack: .compact, index: index, rows: outcome.rows))
            case .keptAside: break
            }
        }
        // One event answers with both the selection (a sidebar's highlight) and what it opens.
        try open(destination, selectedIn: preferredColumn, &changes)
    }

    /// The destination of a row a selection would select, or why it cannot be selected.
    private static func destination(selecting node: AccordionNodeID, in accordion: Accordion<Route>) throws(NavigationError) -> RowDestination<Route>? {
        do throws(AccordionError) {
            try accordion.checkSelectable(node)
            return try accordion.destination(of: node)
        } catch {
            throw NavigationError(error)
        }
    }

    /// Opens a selected row's destination: shown as a list selection does in a column to the
    /// right, else pushed.
    private mutating func open(
        _ destination: RowDestination<Route>?, selectedIn column: Column, _ changes: inout [NavigationChange<Route>]
    ) throws(NavigationError) {
        guard let destination else { return }
        let new = NewChild(destination.route, preferring: destination.column)
        if destination.column > column {
            try show([new], in: destination.column, &changes)
        } else {
            try push(new, onto: destination.column, &changes)
        }
    }
}
