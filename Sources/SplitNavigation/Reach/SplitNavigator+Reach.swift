// The navigator's own reach: the same events and changes as sending them as one batch, applied
// in place when nothing can fail and the batch would answer its steps' own changes, so no copy
// of the navigator is kept and the popped children are freed before the new ones are made.

extension SplitNavigator {
    /// Goes to `target` in one step, exactly as ``SplitNavigating/reach(_:reveal:making:)``
    /// does: the events ``SplitState/eventsToReach(_:reveal:making:)`` computes, applied as one
    /// ``NavigationEvent/batch(_:)``, all or nothing, with one change list.
    ///
    /// ```swift
    /// // A notification: open message 42 in the Inbox, from whatever the person was doing.
    /// try navigator.reach(NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 42"]))
    /// ```
    ///
    /// - Parameters:
    ///   - target: the routes per column, the modals over them, and optionally a visibility.
    ///   - reveal: whether to show the target's deepest column (see
    ///     ``SplitState/eventsToReach(_:reveal:making:)``).
    ///   - maker: how a route becomes a new child's content; plain children by default.
    /// - Returns: the events used (none, and nothing applied, when the state already is the
    ///   target) and the batch's changes.
    /// - Throws: the computation's error or the batch's; the navigator is unchanged.
    /// - Complexity: that of ``SplitState/eventsToReach(_:reveal:making:)`` plus the events'.
    @inlinable
    @discardableResult
    public mutating func reach(
        _ target: NavigationTarget<Route>, reveal: Bool = true, making maker: ChildMaker<Route> = .plain
    ) throws(NavigationError) -> (events: [NavigationEvent<Route>], changes: [NavigationChange<Route>]) {
        let events = try _state.eventsToReach(target, reveal: reveal, making: maker)
        guard let changeCount = inPlaceChangeCount(events) else { return try sendAll(events) }
        // Reserved before any child is popped: a list grown among the pushes would copy the
        // changes and allocate in the middle of the new children.
        var changes: [NavigationChange<Route>] = []
        changes.reserveCapacity(changeCount)
        let oldShown = _state.shownColumns
        var index = events.startIndex
        while index < events.endIndex {
            // `inPlaceChangeCount` found every event valid: none of these throws.
            do throws(NavigationError) {
                if case .push(let new, let column) = events[index] {
                    index = _state.pushInPlace(events, from: index, onto: column ?? new.preferredColumn, &changes)
                    _state._checkInvariants()
                } else {
                    // A pop, the root's replacement or the visibility, as the state applies any event.
                    try _state.apply(events[index], recording: &changes)
                    index += 1
                }
            } catch {
                preconditionFailure("a reach checked in full failed: \(error)")
            }
        }
        // Only the visibility, set last, changes what is shown (see `inPlaceChangeCount`).
        let shown = _state.shownColumns
        if shown != oldShown {
            changes.append(.visibleColumns(shown.columns))
        }
        return (events, changes)
    }

    /// How many changes `events` (a reach's) record when they can be applied in place, with no
    /// copy to roll back to, answering the changes the batch would; `nil` otherwise.
    ///
    /// In place means: in regular layout, with no placeholder, only pops, replacements, pushes
    /// and a visibility, none of which can fail, and visible columns that depend on the
    /// visibility alone. Then each step records only its stack changes and, for the visibility,
    /// at most the one visible-columns change the difference also has: the steps are never
    /// longer than the difference, so the batch answers them.
    @inlinable
    func inPlaceChangeCount(_ events: [NavigationEvent<Route>]) -> Int? {
        guard !events.isEmpty, case .regular(let stacks) = _state.storage, placeholderProvider.providesNothing,
            shownColumnsFollowVisibilityAlone(_state._visibility)
        else { return nil }
        var made = 0
        for index in events.indices {
            switch events[index] {
            case .popChild:
                continue
            case .replaceTop(let column, let new):
                guard (try? SplitState<Route>.checkNewContent(new, for: column)) != nil else { return nil }
                made += 1
            case .push(let new, let column):
                let column = column ?? new.preferredColumn
                guard _state.columns.contains(column), (try? SplitState<Route>.checkNewContent(new, for: column)) != nil
                else { return nil }
                made += 1
            case .setVisibility(let visibility):
                guard shownColumnsFollowVisibilityAlone(visibility) else { return nil }
            default:
                return nil
            }
        }
        // The visible columns' change, if any, and the pops' changes, counted once every event
        // is known to qualify: the pops come first.
        var count = 1
        for index in events.indices {
            guard case .popChild(let id) = events[index] else { break }
            // An id the state gave, never the root's: the pop removes the children from it up.
            guard let (place, at) = _state.locate(id), case .column(let column) = place, column != .primary || at > 0
            else { return nil }
            count += stacks[column].count - at
        }
        guard (try? _state.reserveIDs(made)) != nil else { return nil }
        return count + made
    }

    /// Whether regular layout shows the same columns for `visibility` whatever the focus and
    /// whether the supplementary column is empty.
    @inlinable
    func shownColumnsFollowVisibilityAlone(_ visibility: ColumnVisibility) -> Bool {
        let state = _state
        func shown(_ supplementaryIsEmpty: Bool, _ focus: Column) -> ColumnSet {
            SplitState<Route>.visibleColumns(
                columns: state.columns, visibility: visibility, width: state._width,
                mediumWidthPolicy: state.mediumWidthPolicy, supplementaryIsEmpty: supplementaryIsEmpty, focus: focus)
        }
        let first = shown(true, .primary)
        for supplementaryIsEmpty in [true, false] {
            for focus in [Column.primary, .supplementary, .detail] where shown(supplementaryIsEmpty, focus) != first {
                return false
            }
        }
        return true
    }
}
