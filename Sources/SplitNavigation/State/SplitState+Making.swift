// Making states: from initial children, and rebuilding one from its parts.

extension SplitState {
    /// Starts a state from initial children per column, with ids 1, 2, 3, … in column order.
    /// Each child prefers the column it is given in. Starting at compact width equals starting
    /// at regular width and collapsing.
    ///
    /// ```swift
    /// let state = try SplitState<String>(
    ///     primary: [NewChild("Mailboxes", preferring: .primary)],
    ///     supplementary: [NewChild("Inbox", preferring: .supplementary)],
    ///     columns: .three)
    /// ```
    ///
    /// - Throws: ``NavigationError/Code/noPrimaryRoot`` when `primary` is empty;
    ///   ``NavigationError/Code/columnNotInSplit`` for supplementary children in a two-column
    ///   split; ``NavigationError/Code/malformedInput`` for a tab group with stored stacks.
    public init(
        primary: [NewChild<Route>],
        supplementary: [NewChild<Route>] = [],
        detail: [NewChild<Route>] = [],
        columns: SplitColumns = .two,
        width: Width = .regular,
        policy: CollapsePolicy = .detailOnTop,
        visibility: ColumnVisibility = .automatic,
        mediumWidthPolicy: MediumWidthPolicy = .trailingColumns
    ) throws(NavigationError) {
        guard !primary.isEmpty else {
            throw NavigationError(.noPrimaryRoot, "a split state needs at least one initial primary child")
        }
        guard supplementary.isEmpty || columns == .three else {
            throw .columnNotInSplit(.supplementary, "a two-column split cannot start with supplementary children")
        }
        for (column, children) in [(Column.primary, primary), (.supplementary, supplementary), (.detail, detail)] {
            for (index, new) in children.enumerated() { try Self.checkNewContent(new, for: column, at: children.count > 1 ? index : nil) }
        }
        var counter = 1
        func make(_ new: NewChild<Route>, _ column: Column) -> Child<Route> {
            defer { counter += 1 }
            return Child(id: ChildID(counter), new, in: column)
        }
        let stacks = ColumnStacks(
            primary: primary.map { make($0, .primary) },
            supplementary: supplementary.map { make($0, .supplementary) },
            detail: detail.map { make($0, .detail) })
        self.init(
            policy: policy, columns: columns, mediumWidthPolicy: mediumWidthPolicy, visibility: visibility,
            width: width == .compact ? .regular : width, focus: stacks.rightmostNonEmpty,
            nextID: ChildID(counter), storage: .regular(stacks))
        if width == .compact {
            // A collapse, not `setWidth`: Swift 6.3's optimizer crashes (CopyPropagation) on
            // that call when specializing this initializer in whole-module builds.
            var ignored: [NavigationChange<Route>] = []
            collapse(recording: &ignored)
            _width = .compact
        }
        _checkInvariants()
    }

    /// Starts a two-column state in the given layout.
    ///
    /// - Throws: ``NavigationError/Code/noPrimaryRoot`` when `primary` is empty.
    public init(
        primary: [NewChild<Route>], detail: [NewChild<Route>] = [], layout: Layout,
        policy: CollapsePolicy = .detailOnTop
    ) throws(NavigationError) {
        try self.init(primary: primary, detail: detail, width: layout == .compact ? .compact : .regular, policy: policy)
    }

    /// Rebuilds a regular-layout state from its parts, checking every invariant. `modals` are
    /// bottom first; `focus` defaults to the rightmost column with children.
    ///
    /// - Throws: ``NavigationError/Code/invalidState`` naming the broken invariant.
    public static func regular(
        primary: [Child<Route>], supplementary: [Child<Route>] = [], detail: [Child<Route>],
        columns: SplitColumns = .two, width: Width = .regular, policy: CollapsePolicy,
        visibility: ColumnVisibility = .automatic, mediumWidthPolicy: MediumWidthPolicy = .trailingColumns,
        focus: Column? = nil, nextID: ChildID, modals: [Modal<Route>] = []
    ) throws(NavigationError) -> SplitState {
        let stacks = ColumnStacks(primary: primary, supplementary: supplementary, detail: detail)
        let state = SplitState(
            policy: policy, columns: columns, mediumWidthPolicy: mediumWidthPolicy, visibility: visibility,
            width: width, focus: focus ?? stacks.rightmostNonEmpty, nextID: nextID, storage: .regular(stacks),
            modals: modals)
        try state.validate()
        return state
    }

    /// Rebuilds a compact-layout state from its parts, checking every invariant. `modals` are
    /// bottom first; `focus` defaults to the rightmost column the split would give children.
    ///
    /// - Throws: ``NavigationError/Code/invalidState`` naming the broken invariant.
    public static func compact(
        stack: [Child<Route>], keptAside: [Child<Route>] = [], columns: SplitColumns = .two,
        policy: CollapsePolicy, visibility: ColumnVisibility = .automatic,
        mediumWidthPolicy: MediumWidthPolicy = .trailingColumns, focus: Column? = nil, nextID: ChildID,
        modals: [Modal<Route>] = []
    ) throws(NavigationError) -> SplitState {
        var state = SplitState(
            policy: policy, columns: columns, mediumWidthPolicy: mediumWidthPolicy, visibility: visibility,
            width: .compact, focus: .primary, nextID: nextID, storage: .compact(stack: stack, keptAside: keptAside),
            modals: modals)
        state._focus = focus ?? state.rightmostNonEmptyColumn
        try state.validate()
        return state
    }

    /// The rightmost column that has children, in either layout.
    var rightmostNonEmptyColumn: Column {
        switch storage {
        case .regular(let stacks):
            return stacks.rightmostNonEmpty
        case .compact(let stack, let keptAside, _):
            if !keptAside.isEmpty { return .detail }
            return stack.map { $0.preferredColumn }.max() ?? .primary
        }
    }
}
