// Reaching is computed, not applied: the answer is the ordinary events a person would send, so
// its batch is vetoable, recordable and replayable, and obeys every event's laws.

extension SplitState {
    /// The events that take this state to `target`, in the order a person would send them: per
    /// column, the longest common prefix of routes is kept (ids and content), the rest popped
    /// trailing column first, and the missing routes pushed in column order. A primary root with
    /// another route is replaced.
    ///
    /// Modals likewise: the common prefix (same style and root route) is kept, the others are
    /// dismissed before any column changes, and new modals are presented after the pushes. A
    /// target without modals dismisses every modal.
    ///
    /// New children get their content from `maker`. A target with ``NavigationTarget/looks`` is
    /// reached column by column, left to right: a kept child that looks otherwise gets the
    /// events a person would send (a tab select, accordion expansion, then its selection, which
    /// opens the row's destination); a column whose first child does not remember the row a
    /// list's look selects is shown anew by ``NavigationEvent/selectRow(_:in:showing:)``; new
    /// children are made with their look.
    ///
    /// Columns are read as the next split gives them (``stack(_:)``) with column-addressed events
    /// only, so in compact layout reaching commutes with the split.
    ///
    /// - Parameters:
    ///   - target: the routes per column, the modals, and optionally a visibility to set.
    ///   - reveal: without a target visibility, choose one that shows the deepest column (see
    ///     ``revealingVisibility(of:supplementaryIsEmpty:focus:)``); in compact layout, end with
    ///     ``NavigationEvent/raise(_:)`` when that column's top child would not be on top.
    ///   - maker: how a route becomes a new child's content; plain children by default.
    /// - Returns: the events, empty when the state already shows (and reveals) the target; send
    ///   them as one ``NavigationEvent/batch(_:)``.
    /// - Throws: ``NavigationError/Code/noPrimaryRoot`` for a target without primary routes;
    ///   ``NavigationError/Code/columnNotInSplit`` for supplementary routes in a two-column split
    ///   or a selected row in the detail column; ``NavigationError/Code/malformedInput`` for a
    ///   look at a position without a route, a selected row with nothing to its right, or looks
    ///   that cannot hold together (an expansion the accordion's policy refuses); the error of
    ///   an event a look needs (``NavigationError/Code/unknownTab``, an accordion's
    ///   `unknownNode` or `hiddenNode`, ``NavigationError/Code/notATabGroup``,
    ///   ``NavigationError/Code/notAnAccordion``).
    /// - Complexity: O(*n* + *m*) for *n* children (in columns and modals) and *m* target routes;
    ///   with looks, O(*n*) more for each event the looks need.
    @inlinable
    public func eventsToReach(
        _ target: NavigationTarget<Route>, reveal: Bool = true, making maker: ChildMaker<Route> = .plain
    ) throws(NavigationError) -> [NavigationEvent<Route>] {
        try reachEvents(target, reveal: reveal, making: maker).events
    }

    /// ``eventsToReach(_:reveal:making:)``'s events, and how many stack changes they record
    /// when they are pops, pushes and at most a visibility in regular layout, none of which
    /// fails (`nil` otherwise): what the navigator needs to apply them in place.
    @inlinable
    func reachEvents(
        _ target: NavigationTarget<Route>, reveal: Bool, making maker: ChildMaker<Route>
    ) throws(NavigationError) -> (events: [NavigationEvent<Route>], stackChanges: Int?) {
        guard !target.primary.isEmpty else {
            throw NavigationError(.noPrimaryRoot, "a target needs at least the primary root")
        }
        if !target.supplementary.isEmpty, !columns.contains(.supplementary) {
            throw .columnNotInSplit(.supplementary, "a two-column split cannot reach supplementary routes")
        }
        // Each column read once, in place, without building split stacks. The root is never
        // popped: a root with another route is replaced below.
        let primary = reachRead(of: .primary, routes: target.primary, keepingAtLeast: 1)
        let supplementary = columns.contains(.supplementary)
            ? reachRead(of: .supplementary, routes: target.supplementary, keepingAtLeast: 0) : ReachRead()
        let detail = reachRead(of: .detail, routes: target.detail, keepingAtLeast: 0)
        func read(_ column: Column) -> ReachRead {
            switch column {
            case .primary: primary
            case .supplementary: supplementary
            case .detail: detail
            }
        }
        // Looks that the kept children already have need no event: the one-pass plan keeps
        // them as they are. Any other look is planned event by event.
        if !target.looks.isEmpty, !looksHold(target, keeping: { read($0).kept }) {
            return (try plannedEventsToReach(target, reveal: reveal, making: maker), nil)
        }
        let modalEvents = eventsToReach(modals: target.modals)
        // Counted while the events are made; `nil` once one is not a regular column's pop or
        // push, or a new child's content would be refused.
        var stackChanges: Int? =
            if case .regular = storage, modalEvents.removals.isEmpty, modalEvents.additions.isEmpty { 0 } else { nil }
        var newChildren = 0
        func made(_ new: NewChild<Route>, in column: Column) -> NewChild<Route> {
            newChildren += 1
            if stackChanges != nil, (try? Self.checkNewContent(new, for: column)) != nil {
                stackChanges? += 1
            } else {
                stackChanges = nil
            }
            return new
        }
        var events = modalEvents.removals
        // At most: a pop a column, a push a route, the modals' additions, a visibility and a raise.
        events.reserveCapacity(
            events.count + 3 + target.primary.count + target.supplementary.count + target.detail.count
                + modalEvents.additions.count + 2)
        // Every stack event sets the focus to its column; reveal needs the focus it ends with.
        var focusAfter = _focus
        for column in [Column.detail, .supplementary, .primary] where columns.contains(column) {
            if let id = read(column).firstPopped {
                events.append(.popChild(id))
                focusAfter = column
                stackChanges? += read(column).popped
            }
        }
        for column in [Column.primary, .supplementary, .detail] where columns.contains(column) {
            let routes = target[column]
            var kept = read(column).kept
            if column == .primary, kept == 0 {
                events.append(.replaceTop(.primary, with: made(maker.newChild(routes[0], in: .primary), in: .primary)))
                focusAfter = .primary
                kept = 1
            }
            for route in routes[kept...] {
                events.append(.push(made(maker.newChild(route, in: column), in: column), onto: column))
                focusAfter = column
            }
        }
        events += modalEvents.additions
        let visibility: ColumnVisibility? = target.visibility
            ?? (reveal
                ? revealingVisibility(
                    of: target.deepestColumn, supplementaryIsEmpty: target.supplementary.isEmpty, focus: focusAfter)
                : nil)
        if let visibility, visibility != _visibility {
            events.append(.setVisibility(visibility))
        }
        // Last, so that the other events are the ones the split of a compact state reaches with.
        if reveal, let raise = raise(target.deepestColumn, after: events) {
            events.append(raise)
            stackChanges = nil
        }
        if (try? reserveIDs(newChildren)) == nil {
            stackChanges = nil
        }
        return (events, stackChanges)
    }

    /// In compact layout, ``NavigationEvent/raise(_:)`` of `column` when its top child would not
    /// be on top of the one stack once `events` have applied; `nil` in regular layout and when
    /// the events fail. Applied to a copy, since the one stack's order depends on the collapse
    /// policy.
    @usableFromInline
    func raise(_ column: Column, after events: [NavigationEvent<Route>]) -> NavigationEvent<Route>? {
        guard case .compact = storage else { return nil }
        var reached = self
        var changes: [NavigationChange<Route>] = []
        for event in events {
            do { try reached.apply(event, recording: &changes) } catch { return nil }
        }
        guard let top = reached.top(of: column), reached.compactStack?.last?.id != top.id else { return nil }
        return .raise(column)
    }

    /// What reaching needs of one column, as the next split gives it (``stack(_:)``).
    @usableFromInline
    struct ReachRead {
        /// How many leading children have the target's routes, in order: they are kept.
        @usableFromInline var kept = 0
        /// The first child popped: the one after the kept ones (or after the minimum kept).
        @usableFromInline var firstPopped: ChildID?
        /// How many children are popped, in regular layout: from the first popped up.
        @usableFromInline var popped = 0

        @inlinable init() {}
    }

    /// Reads `column` as the next split gives it, in one pass: how many children lead with
    /// `routes`, and the first to pop when at least `minimum` are kept.
    @inlinable
    func reachRead(of column: Column, routes: [Route], keepingAtLeast minimum: Int) -> ReachRead {
        var read = ReachRead()
        var index = 0
        var matching = true
        // The index of the first child popped, known once a child does not match.
        var poppedIndex = -1
        // By position, so that no child is copied out of the borrowed array.
        func visit(_ children: [Child<Route>], only: Column?) {
            for position in children.indices {
                if let only, children[position].preferredColumn != only { continue }
                if matching {
                    if index < routes.count, children[position].route == routes[index] {
                        read.kept += 1
                    } else {
                        matching = false
                        poppedIndex = max(read.kept, minimum)
                    }
                }
                if index == poppedIndex {
                    read.firstPopped = children[position].id
                    read.popped = children.count - position
                    return
                }
                index += 1
            }
        }
        switch storage {
        case .regular(let stacks):
            visit(stacks[column], only: nil)
        case .compact(let stack, let keptAside, _):
            if column == .detail {
                visit(keptAside, only: nil)
            }
            if read.firstPopped == nil { visit(stack, only: column) }
        }
        return read
    }

    /// How many children at the bottom of `children` have the target's routes, in order.
    @inlinable
    package static func commonPrefixCount(_ children: [Child<Route>], _ routes: [Route]) -> Int {
        var count = 0
        while count < children.count, count < routes.count, children[count].route == routes[count] {
            count += 1
        }
        return count
    }
}
