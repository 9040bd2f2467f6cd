// The accordion is taken out of its child while it changes, so it mutates in place rather than
// copying the whole tree on every event.

extension SplitState {
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
