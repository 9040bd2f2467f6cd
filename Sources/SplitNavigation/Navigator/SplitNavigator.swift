/// The split navigation state machine: a ``SplitState`` and the ``PlaceholderProvider`` for its
/// empty columns.
///
/// Send it events; it answers with the changes from the old ``presentation`` to the new one, or
/// throws a ``NavigationError`` and stays as it was. It is a value: copy it, compare it, encode
/// ``state`` to save a session.
///
/// ```swift
/// var navigator = try SplitNavigator<String>(
///     primary: ["Mailboxes"], placeholder: .always("Select a message"))
/// try navigator.send(.push(NewChild("Inbox", preferring: .primary)))
/// let changes = try navigator.send(.showDetail([NewChild("Message 1", preferring: .detail)]))
/// try navigator.send(.setLayout(.compact))   // one stack: Mailboxes, Inbox, Message 1
/// ```
///
/// It is deliberately not an object and not observable: the store builds on it.
public struct SplitNavigator<Route: Hashable & Codable & Sendable>: Sendable {
    /// The navigation state: everything that is saved and restored.
    public var state: SplitState<Route> { _state }
    // `@usableFromInline` so that `send` can be `@inlinable` (see SplitState's stored properties).
    @usableFromInline var _state: SplitState<Route>
    /// What the empty columns show in regular layout.
    public let placeholderProvider: PlaceholderProvider<Route>
    /// The placeholders of the current state, computed once per event.
    @usableFromInline var _placeholders: ColumnPlaceholders<Route>

    /// Wraps an existing state, for example one decoded from a saved session.
    public init(state: SplitState<Route>, placeholder: PlaceholderProvider<Route> = .none) {
        self._state = state
        self.placeholderProvider = placeholder
        self._placeholders = Self.placeholders(of: state, from: placeholder)
    }

    /// Starts from initial routes, ids 1, 2, 3, … in column order (see
    /// ``SplitState/init(primary:supplementary:detail:columns:width:policy:visibility:mediumWidthPolicy:)``).
    ///
    /// - Throws: ``NavigationError/Code/noPrimaryRoot`` when `primary` is empty;
    ///   ``NavigationError/Code/columnNotInSplit`` for supplementary routes in a two-column split.
    public init(
        primary: [Route], supplementary: [Route] = [], detail: [Route] = [], columns: SplitColumns = .two,
        width: Width = .regular, policy: CollapsePolicy = .detailOnTop, visibility: ColumnVisibility = .automatic,
        mediumWidthPolicy: MediumWidthPolicy = .trailingColumns, placeholder: PlaceholderProvider<Route> = .none
    ) throws(NavigationError) {
        let state = try SplitState(
            primary: primary.map { NewChild($0, preferring: .primary) },
            supplementary: supplementary.map { NewChild($0, preferring: .supplementary) },
            detail: detail.map { NewChild($0, preferring: .detail) },
            columns: columns, width: width, policy: policy, visibility: visibility, mediumWidthPolicy: mediumWidthPolicy)
        self.init(state: state, placeholder: placeholder)
    }

    /// Starts a two-column split in the given layout.
    ///
    /// - Throws: ``NavigationError/Code/noPrimaryRoot`` when `primary` is empty.
    public init(
        primary: [Route], detail: [Route] = [], layout: Layout,
        policy: CollapsePolicy = .detailOnTop, placeholder: PlaceholderProvider<Route> = .none
    ) throws(NavigationError) {
        try self.init(
            primary: primary, detail: detail, width: layout == .compact ? .compact : .regular,
            policy: policy, placeholder: placeholder)
    }

    /// What the front end shows now.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var presentation: Presentation<Route> {
        switch _state.storage {
        case .regular(let stacks):
            Presentation(
                layout: .regular, columns: _state.columns, visibleColumns: _state.visibleColumns,
                stacks: stacks, placeholders: _placeholders, modals: _state._modals.modals)
        case .compact:
            Presentation(
                layout: .compact, columns: _state.columns, visibleColumns: [.primary],
                stacks: _state.shownStacks, placeholders: ColumnPlaceholders(), modals: _state._modals.modals)
        }
    }

    /// The placeholder the detail column shows now, if any.
    @inlinable
    public var placeholder: Placeholder<Route>? {
        _placeholders.detail
    }

    /// The placeholder an empty column shows now, if any.
    @inlinable
    public func placeholder(for column: Column) -> Placeholder<Route>? {
        _placeholders[column]
    }

    /// Applies an event.
    ///
    /// - Returns: the changes that take the old presentation to the new one, in an order a front
    ///   end can animate; empty when nothing visible changed.
    /// - Throws: a ``NavigationError`` when the event cannot apply; the navigator is unchanged.
    /// - Complexity: O(*k*) for pushes and pops of *k* children on top of a column in regular
    ///   layout; O(*d* + *k*) for an event that names a child *d* children below the top of its
    ///   stack (a pop to it, a selection in it, an accordion or tab event on it; a tab event also
    ///   reads its tab bar); O(*n*) for layout changes, restores and compact-layout events on
    ///   stacks of *n*. A batch of one event costs that event while no child is kept aside.
    @inlinable
    @discardableResult
    public mutating func send(_ event: NavigationEvent<Route>) throws(NavigationError) -> [NavigationChange<Route>] {
        var changes: [NavigationChange<Route>] = []
        try send(event, into: &changes)
        return changes
    }

    /// Applies an event, writing into `changes` (emptied, capacity kept) what ``send(_:)`` would
    /// return, so that no change list is allocated per event; on error it is left empty.
    ///
    /// - Throws: a ``NavigationError`` when the event cannot apply; the navigator is unchanged.
    /// - Complexity: that of ``send(_:)``.
    @inlinable
    public mutating func send(_ event: NavigationEvent<Route>, into changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        // One by one, in code specialized for the route type: `removeAll(keepingCapacity:)`
        // destroys through the runtime's generic witness, which costs several times more a change
        // (the `into` row of docs/benchmarks.md).
        while !changes.isEmpty { changes.removeLast() }
        if case .batch(let events) = event {
            changes = try sendBatch(events)
            return
        }
        do throws(NavigationError) {
            try apply(event, appendingTo: &changes)
        } catch {
            changes.removeAll(keepingCapacity: true)
            throw error
        }
    }

    /// Applies one event that is not a batch, appending its changes to `changes`, so a batch
    /// records into one list. On error the navigator is unchanged, and the caller drops any
    /// partial changes.
    @inlinable
    mutating func apply(_ event: NavigationEvent<Route>, appendingTo changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        if case .restore(let newState) = event {
            changes += try restore(newState)
            return
        }
        let start = changes.count
        let oldLayout = _state.layout
        let oldShown = _state.shownColumns
        try _state.apply(event, recording: &changes)
        if _state.layout == .regular {
            // A split starts with every column visible (see `NavigationChange.layout`).
            let shown = _state.shownColumns
            if shown != (oldLayout == .regular ? oldShown : ColumnSet(_state.columns)) {
                changes.append(.visibleColumns(shown.columns))
            }
        }
        // Checked here, not in the callee: most navigators have no provider, and the call alone
        // costs about 1 % of an event.
        if !placeholderProvider.providesNothing {
            updatePlaceholders(recording: &changes, from: start)
        }
    }

    /// Recomputes the placeholders after an event. An old placeholder leaves before the column
    /// fills (at `start`, where the event's changes begin); a new one arrives after it emptied,
    /// so no intermediate presentation shows a placeholder over a child.
    @inlinable
    mutating func updatePlaceholders(recording changes: inout [NavigationChange<Route>], from start: Int) {
        let new = Self.placeholders(of: _state, from: placeholderProvider)
        guard new != _placeholders else { return }
        var leaving = 0
        for column in [Column.supplementary, .detail] where new[column] != _placeholders[column] {
            if new[column] == nil {
                changes.insert(.placeholder(nil, column: column), at: start + leaving)
                leaving += 1
            } else {
                changes.append(.placeholder(new[column], column: column))
            }
        }
        _placeholders = new
    }

    /// The placeholders of a state's empty columns, one provider call per empty column.
    @inlinable
    static func placeholders(of state: SplitState<Route>, from provider: PlaceholderProvider<Route>) -> ColumnPlaceholders<Route> {
        guard !provider.providesNothing, case .regular(let stacks) = state.storage else { return ColumnPlaceholders() }
        var placeholders = ColumnPlaceholders<Route>()
        if state.columns == .three, stacks.supplementary.isEmpty {
            placeholders.supplementary = provider.placeholder(
                for: PlaceholderRequest(column: .supplementary, primary: stacks.primary, supplementary: []))
        }
        if stacks.detail.isEmpty {
            placeholders.detail = provider.placeholder(
                for: PlaceholderRequest(column: .detail, primary: stacks.primary, supplementary: stacks.supplementary))
        }
        return placeholders
    }

    /// Applies a batch's events, all or none, and answers one change list (see `coalesced`).
    ///
    /// - Complexity: the sum of the events' costs, plus O(*n*) for the difference (O(1) for each
    ///   column whose stack the batch left as it was); a batch of one event costs that event
    ///   unless children are kept aside.
    @inlinable
    mutating func sendBatch(_ events: [NavigationEvent<Route>]) throws(NavigationError) -> [NavigationChange<Route>] {
        guard !events.isEmpty else { return [] }
        if events.count == 1, !_state.keepsChildrenAside {
            // One event's changes name each child once, so they are never longer than the
            // difference (a tested law); only bringing back kept-aside children can insert a child
            // and then change it. A rejected event leaves the navigator as it was: no copy needed.
            var changes: [NavigationChange<Route>] = []
            do throws(NavigationError) {
                if case .batch = events[0] { throw .nestedBatch }
                try apply(events[0], appendingTo: &changes)
            } catch {
                throw error.inBatch(at: 0)
            }
            return changes
        }
        let original = self
        var all: [NavigationChange<Route>] = []
        for index in events.indices {
            do throws(NavigationError) {
                if case .batch = events[index] { throw .nestedBatch }
                try apply(events[index], appendingTo: &all)
            } catch {
                self = original
                throw error.inBatch(at: index)
            }
        }
        return Self.coalesced(all, from: original.presentation, to: presentation)
    }

    /// One change list for several steps: the steps' own changes, or the difference between the
    /// presentations when that is strictly shorter (ties keep the steps' accordion change sets).
    @inlinable
    static func coalesced(
        _ steps: [NavigationChange<Route>], from before: Presentation<Route>, to after: Presentation<Route>
    ) -> [NavigationChange<Route>] {
        before.changes(to: after, ifFewerThan: steps.count) ?? steps
    }

    /// Replaces the state; out of line, as restores are rare and their diff is long.
    ///
    /// - Throws: ``NavigationError/Code/columnNotInSplit`` for another number of columns.
    @usableFromInline
    mutating func restore(_ newState: SplitState<Route>) throws(NavigationError) -> [NavigationChange<Route>] {
        guard newState.columns == _state.columns else { throw .otherColumnCount(newState.columns, _state.columns) }
        let old = presentation
        _state = newState
        _placeholders = Self.placeholders(of: newState, from: placeholderProvider)
        return old.changes(to: presentation)
    }
}
