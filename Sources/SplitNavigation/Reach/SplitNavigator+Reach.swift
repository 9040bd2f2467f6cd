// The navigator's own reach: the same events and changes as sending them as one batch, applied
// in place when nothing can fail and the batch would answer its steps' own changes, so no copy
// of the navigator is kept.

extension SplitNavigator {
    /// Goes to `target` in one step, exactly as ``SplitNavigating/reach(_:reveal:making:)``
    /// does: the events ``SplitState/eventsToReach(_:reveal:making:)`` computes, applied as one
    /// ``NavigationEvent/batch(_:)``, all or nothing, with one change list.
    ///
    /// A reach of pops, pushes and a visibility in regular layout, with no placeholder and
    /// columns that the visibility alone decides, applies in place: the navigator is not
    /// copied.
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
        let (events, stackChanges) = try _state.reachEvents(target, reveal: reveal, making: maker)
        guard let stackChanges, appliesInPlace(events) else { return try sendAll(events) }
        // Reserved before any child is popped, one more for the visible columns: a list grown
        // among the pushes would copy the changes and allocate in the middle of the new children.
        var changes: [NavigationChange<Route>] = []
        changes.reserveCapacity(stackChanges + 1)
        let oldShown = _state.shownColumns
        var index = events.startIndex
        while index < events.endIndex {
            // `reachEvents` found every event valid: none of these throws.
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
        // Only the visibility, set last, changes what is shown (see `appliesInPlace`).
        let shown = _state.shownColumns
        if shown != oldShown {
            changes.append(.visibleColumns(shown.columns))
        }
        return (events, changes)
    }

    /// Whether a reach's `events`, which `reachEvents` found to be pops, pushes and at most a
    /// visibility (last) in regular layout, none of which fails, answer the changes the batch
    /// would when applied in place: with no placeholder, and visible columns that depend on the
    /// visibility alone. Then each step records only its stack changes and, for the
    /// visibility, at most the one visible-columns change the difference also has: the steps
    /// are never longer than the difference, so the batch answers them.
    @inlinable
    func appliesInPlace(_ events: [NavigationEvent<Route>]) -> Bool {
        guard !events.isEmpty, placeholderProvider.providesNothing, shownColumnsFollowVisibilityAlone(_state._visibility)
        else { return false }
        if case .setVisibility(let visibility) = events[events.count - 1] {
            return shownColumnsFollowVisibilityAlone(visibility)
        }
        return true
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
        // Each focus named, not listed: an array literal in specialized inlinable code can clash
        // with another module's (see ColumnSet), and `Column.allCases` allocates.
        let first = shown(true, .primary)
        func same(_ focus: Column) -> Bool { shown(true, focus) == first && shown(false, focus) == first }
        return same(.primary) && same(.supplementary) && same(.detail)
    }
}
