// A target with looks is planned on a copy of the state, event by event: a tab select brings
// back another tab's stacks, an accordion selection opens its row's destination, and a list's
// selection names a list that may be new, so the next event depends on what the last one did.
// A target of routes alone takes the one-pass plan in SplitState+Reach.swift.

extension SplitState {
    /// The events that reach a target with looks; see ``eventsToReach(_:reveal:making:)``.
    /// Inlinable, as is `ReachPlan`, so that planning event by event runs specialized for the
    /// app's route type: generic code looks up type metadata at every event and child.
    @inlinable
    func plannedEventsToReach(
        _ target: NavigationTarget<Route>, reveal: Bool, making maker: ChildMaker<Route>
    ) throws(NavigationError) -> [NavigationEvent<Route>] {
        try checkLooks(of: target)
        var plan = ReachPlan(state: self, target: target, maker: maker)
        let modalEvents = eventsToReach(modals: target.modals)
        for event in modalEvents.removals { try plan.send(event) }
        // A second pass mends a column that a later column's look changed (an accordion row
        // whose destination is a column to its left); a third finds nothing left to do.
        for _ in 0..<3 {
            for column in columns.all { try plan.reach(column) }
            if plan.showsTarget() { break }
        }
        guard plan.showsTarget() else {
            throw NavigationError(.malformedInput, "the target's looks cannot all hold at once: \(plan.unmetLook() ?? "")")
        }
        for event in modalEvents.additions { try plan.send(event) }
        let visibility: ColumnVisibility? = target.visibility
            ?? (reveal
                ? revealingVisibility(
                    of: target.deepestColumn, supplementaryIsEmpty: target.supplementary.isEmpty, focus: plan.state._focus)
                : nil)
        if let visibility, visibility != _visibility { try plan.send(.setVisibility(visibility)) }
        if reveal, plan.state.coversTop(of: target.deepestColumn) {
            try plan.send(.raise(target.deepestColumn))
        }
        return plan.events
    }

    /// Whether, in compact layout, the one stack shows another child than `column`'s top.
    @usableFromInline
    func coversTop(of column: Column) -> Bool {
        guard case .compact(let stack, _, _) = storage, let top = top(of: column) else { return false }
        return stack.last?.id != top.id
    }

    /// Whether the state shows `target`: each column (as the next split gives it) has the
    /// target's routes, every look holds, the modals have the target's styles and routes, and
    /// the visibility is the target's when it names one.
    ///
    /// - Complexity: O(*n* + *m*) for *n* children and *m* target routes.
    public func shows(_ target: NavigationTarget<Route>) -> Bool {
        if let visibility = target.visibility, visibility != _visibility { return false }
        guard modals.elementsEqual(target.modals, by: { ModalTarget($0) == $1 }) else { return false }
        return ReachPlan(state: self, target: target, maker: .plain).showsTarget()
    }

    /// Whether every look of `target` is already had by a child the one-pass plan keeps
    /// (`kept(column)` leading children of each column), a selected row included: the first
    /// child of the column to the list's right is kept and remembers it.
    ///
    /// - Complexity: O(*l*) for *l* looks, plus O(*n*) per column read in compact layout.
    @usableFromInline
    func looksHold(_ target: NavigationTarget<Route>, keeping kept: (Column) -> Int) -> Bool {
        var stacks: [Column: [Child<Route>]] = [:]
        func stack(_ column: Column) -> [Child<Route>] {
            if let stack = stacks[column] { return stack }
            let stack = self.stack(column)
            stacks[column] = stack
            return stack
        }
        for (position, look) in target.looks {
            let column = position.column
            guard columns.contains(column), position.index < kept(column) else { return false }
            let child = stack(column)[position.index]
            if let tab = look.selectedTab, child.content.tabs?.selected != tab { return false }
            if look.selectedNode != nil || look.expandedNodes != nil {
                guard let accordion = child.content.accordion, look.isMet(by: accordion) else { return false }
            }
            if let row = look.selectedRow {
                guard let next = columns.column(after: column), kept(next) > 0,
                    stack(next)[0].openedBy == RowSelection(list: child.id, row: row)
                else { return false }
            }
        }
        return true
    }

    /// Refuses looks the target's routes cannot carry: a look at a position without a route, and
    /// a selected row without a column to its right holding a child.
    @usableFromInline
    func checkLooks(of target: NavigationTarget<Route>) throws(NavigationError) {
        for (position, look) in target.looks.sorted(by: { $0.key < $1.key }) {
            let column = position.column
            guard position.index >= 0, position.index < target[column].count else {
                throw NavigationError(
                    .malformedInput,
                    "the target gives a look for index \(position.index) of the \(column) column, which has \(target[column].count) routes")
            }
            guard look.selectedRow != nil else { continue }
            guard let next = columns.column(after: column) else {
                throw .columnNotInSplit(.detail, "a list in the \(column) column has no column to its right to show a selected row")
            }
            guard !target[next].isEmpty else {
                throw NavigationError(
                    .malformedInput,
                    "the target selects a row of the list at index \(position.index) of the \(column) column, but names no child for the \(next) column that shows it")
            }
        }
    }
}

/// The plan of a reach with looks: the events so far and the state they lead to.
@usableFromInline
struct ReachPlan<Route: Hashable & Codable & Sendable> {
    @usableFromInline var state: SplitState<Route>
    @usableFromInline var events: [NavigationEvent<Route>] = []
    @usableFromInline let target: NavigationTarget<Route>
    @usableFromInline let maker: ChildMaker<Route>
    /// Stack changes, discarded: only the state matters here.
    @usableFromInline var changes: [NavigationChange<Route>] = []

    @inlinable
    init(state: SplitState<Route>, target: NavigationTarget<Route>, maker: ChildMaker<Route>) {
        self.state = state
        self.target = target
        self.maker = maker
    }

    /// Applies an event to the planned state and keeps it.
    @inlinable
    mutating func send(_ event: NavigationEvent<Route>) throws(NavigationError) {
        try state.apply(event, recording: &changes)
        changes.removeAll(keepingCapacity: true)
        events.append(event)
    }

    /// The row selection the first child of `column` must remember: the last list to its left
    /// whose look selects a row.
    @inlinable
    func requiredSelection(of column: Column) -> RowSelection<Route>? {
        guard let left = state.columns.column(before: column) else { return nil }
        let lists = state.stack(left)
        for index in lists.indices.reversed() where index < target[left].count {
            if let row = target.look(of: left, at: index)?.selectedRow { return RowSelection(list: lists[index].id, row: row) }
        }
        return nil
    }

    /// Reaches one column: keeps the children that lead with the target's routes (the first one
    /// remembering the required row, if any), gives them their looks, then pops the rest and
    /// adds the target's other children.
    @inlinable
    mutating func reach(_ column: Column) throws(NavigationError) {
        let routes = target[column]
        let selection = requiredSelection(of: column)
        var kept = 0
        // Read again only after a look sent events, which may have brought back other stacks:
        // in compact layout each read is a pass over the one stack.
        var stack = state.stack(column)
        while kept < routes.count {
            let look = target.look(of: column, at: kept)
            guard kept < stack.count, stack[kept].route == routes[kept],
                kept > 0 || selection == nil || stack[0].openedBy == selection,
                look?.canBeTaken(by: stack[kept].content) ?? true
            else { break }
            if let look {
                let sent = events.count
                try give(look, to: stack[kept])
                if events.count != sent { stack = state.stack(column) }
            }
            kept += 1
        }
        stack = state.stack(column)
        if kept == 0, let selection, !routes.isEmpty {
            // The selection replaces the column's stack and empties the ones to its right.
            var shown: [NewChild<Route>] = []
            for index in routes.indices { shown.append(try made(column, index)) }
            try send(.selectRow(selection.row, in: selection.list, showing: shown))
            return
        }
        if column == .primary, kept == 0 {
            if stack.count > 1 { try send(.popChild(stack[1].id)) }
            try send(.replaceTop(.primary, with: try made(.primary, 0)))
            kept = 1
        } else if kept < stack.count {
            try send(.popChild(stack[kept].id))
        }
        for index in routes.indices.dropFirst(kept) {
            try send(.push(try made(column, index), onto: column))
        }
    }

    /// The new child for the target's route at `index` of `column`: the app's, with its look.
    @inlinable
    func made(_ column: Column, _ index: Int) throws(NavigationError) -> NewChild<Route> {
        let new = maker.newChild(target[column][index], in: column)
        guard let look = target.look(of: column, at: index) else { return new }
        return try made(new, with: look, column, index)
    }

    /// `new` with `look` given to its content; out of line, as few new children have a look.
    @usableFromInline
    func made(
        _ new: NewChild<Route>, with look: ChildLook<Route>, _ column: Column, _ index: Int
    ) throws(NavigationError) -> NewChild<Route> {
        var new = new
        if let tab = look.selectedTab {
            guard case .tabs(var group) = new.content else {
                throw NavigationError(.notATabGroup, "the target selects tab \(tab) of the new child at index \(index) of the \(column) column, which the maker does not make a tab group")
            }
            guard group.tab(tab) != nil else {
                throw NavigationError(.unknownTab, "the new tab group at index \(index) of the \(column) column has no tab \(tab)")
            }
            group.selected = tab
            new.content = .tabs(group)
        }
        if look.selectedNode != nil || look.expandedNodes != nil {
            guard case .accordion(var accordion) = new.content else {
                throw NavigationError(.notAnAccordion, "the target gives an accordion look to the new child at index \(index) of the \(column) column, which the maker does not make an accordion")
            }
            do throws(AccordionError) {
                // As a person would: open what hides the node, select it, close what was opened.
                if let node = look.selectedNode {
                    let opened = try accordion.collapsedAncestors(of: node)
                    for id in opened { try accordion.expand(id) }
                    try accordion.select(node)
                    if look.expandedNodes == nil { for id in opened.reversed() { try accordion.collapse(id) } }
                }
                if let expanded = look.expandedNodes {
                    for id in accordion.expandedNodes where !expanded.contains(id) { try accordion.collapse(id) }
                    for id in expanded where try !accordion.isExpanded(id) { try accordion.expand(id) }
                }
            } catch {
                throw NavigationError(error)
            }
            new.content = .accordion(accordion)
        }
        return new
    }

    /// Sends the events that give a kept child its look: the tab, then the selection (opening
    /// what hides the node first, as a person would; it opens the row's destination as a tap
    /// does), then the expansion.
    @usableFromInline
    mutating func give(_ look: ChildLook<Route>, to child: Child<Route>) throws(NavigationError) {
        if let tab = look.selectedTab, child.content.tabs?.selected != tab {
            try send(.tabs(child.id, .selectTab(tab)))
        }
        guard look.selectedNode != nil || look.expandedNodes != nil else { return }
        // Kept children can take their look (see ChildLook.canBeTaken(by:)).
        guard let accordion = child.content.accordion else { return }
        if let node = look.selectedNode, accordion.selection != node {
            let opened: [AccordionNodeID]
            do throws(AccordionError) { opened = try accordion.collapsedAncestors(of: node) } catch { throw NavigationError(error) }
            for id in opened { try send(.accordion(child.id, .expand(id))) }
            try send(.accordion(child.id, .selectNode(node)))
            if look.expandedNodes == nil { for id in opened.reversed() { try send(.accordion(child.id, .collapse(id))) } }
        }
        guard let expanded = look.expandedNodes, let current = state.child(child.id)?.content.accordion,
            current.expandedNodes != expanded
        else { return }
        for id in current.expandedNodes where !expanded.contains(id) { try send(.accordion(child.id, .collapse(id))) }
        for id in expanded where (try? state.child(child.id)?.content.accordion?.isExpanded(id)) != true {
            try send(.accordion(child.id, .expand(id)))
        }
    }

    /// Whether the planned state shows the target's routes with every look.
    @inlinable
    func showsTarget() -> Bool {
        let stacks = state.splitStacks
        return Column.allCases.allSatisfy { column in
            state.columns.contains(column) ? stacks[column].elementsEqual(target[column]) { $0.route == $1 } : target[column].isEmpty
        } && unmetLook(in: stacks) == nil
    }

    /// A description of the first look the planned state does not have, or `nil`; `stacks` are
    /// its split stacks, read once.
    @usableFromInline
    func unmetLook(in stacks: ColumnStacks<Route>? = nil) -> String? {
        let stacks = stacks ?? state.splitStacks
        for (position, look) in target.looks.sorted(by: { $0.key < $1.key }) {
            let stack = stacks[position.column]
            guard position.index < stack.count else { return "index \(position.index) of the \(position.column) column is missing" }
            let child = stack[position.index]
            if let tab = look.selectedTab, child.content.tabs?.selected != tab { return "child \(child.id) does not show tab \(tab)" }
            if look.selectedNode != nil || look.expandedNodes != nil, child.content.accordion.map(look.isMet) != true {
                return "the accordion of child \(child.id) does not have the target's selection and expansion (its policy may not allow them)"
            }
            if let row = look.selectedRow, let next = state.columns.column(after: position.column),
                stacks[next].first?.openedBy != RowSelection(list: child.id, row: row) {
                return "the \(next) column does not show what row \(row) of child \(child.id) opened"
            }
        }
        return nil
    }
}
