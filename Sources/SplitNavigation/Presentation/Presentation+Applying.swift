extension Presentation {
    /// Applies changes one after another, as a front end mirroring the navigator would.
    ///
    /// Every change is checked against the presentation it applies to (children at their
    /// indices, placeholders over empty columns, row counts, unique ids), so a front end that
    /// drifted out of step learns it at once.
    ///
    /// - Throws: ``NavigationError/Code/changesDoNotApply`` at the first change that does not
    ///   fit; the presentation is unchanged.
    /// - Complexity: O(*n* × *m*) for *m* changes on stacks of *n* children.
    public func applying(_ changes: [NavigationChange<Route>]) throws(NavigationError) -> Presentation {
        var columns = EditableColumns(self)
        for (position, change) in changes.enumerated() {
            do throws(ChangeMismatch) {
                try columns.apply(change)
            } catch {
                throw NavigationError(.changesDoNotApply, "change \(position) (\(change)) does not apply: \(error.reason)")
            }
        }
        return try columns.presentation()
    }
}

private struct ChangeMismatch: Error {
    let reason: String
}

/// The presentation taken apart so that changes can edit it in place.
private struct EditableColumns<Route: Hashable & Codable & Sendable> {
    var layout: Layout
    let columns: SplitColumns
    var stacks: ColumnStacks<Route>
    var placeholders: ColumnPlaceholders<Route>
    var visibleColumns: [Column]
    var modals: [Modal<Route>]

    init(_ presentation: Presentation<Route>) {
        layout = presentation.layout
        columns = presentation.columns
        stacks = presentation.stacks
        placeholders = presentation.placeholders
        visibleColumns = presentation.visibleColumns
        modals = presentation.modals
    }

    func presentation() throws(NavigationError) -> Presentation<Route> {
        for column in [Column.supplementary, .detail] where placeholders[column] != nil && !stacks[column].isEmpty {
            throw NavigationError(.changesDoNotApply, "the changes leave a placeholder over a non-empty \(column) column")
        }
        return Presentation(
            layout: layout, columns: columns, visibleColumns: visibleColumns, stacks: stacks, placeholders: placeholders,
            modals: modals)
    }

    mutating func apply(_ change: NavigationChange<Route>) throws(ChangeMismatch) {
        switch change {
        case .inserted(let child, let stack, let index):
            try checkNew(child)
            try insert(child, stack, index)
        case .removed(let id, let stack, let index):
            try remove(id, stack, index)
        case .replaced(let id, let child, let stack, let index):
            try remove(id, stack, index)
            try checkNew(child)
            try insert(child, stack, index)
        case .updated(let child, let stack, let index, let rows):
            let old = try remove(child.id, stack, index)
            try Self.check(rows, from: old, to: child)
            try insert(child, stack, index)
        case .moved(let id, let from, let fromIndex, let to, let toIndex):
            let child = try remove(id, from, fromIndex)
            try insert(child, to, toIndex)
        case .placeholder(let placeholder, let column):
            guard layout == .regular else { throw ChangeMismatch(reason: "compact layout has no placeholder") }
            guard column != .primary, columns.contains(column) else {
                throw ChangeMismatch(reason: "the \(column) column cannot have a placeholder")
            }
            placeholders[column] = placeholder
        case .visibleColumns(let visible):
            guard layout == .regular else { throw ChangeMismatch(reason: "compact layout shows its one stack") }
            guard !visible.isEmpty, visible.allSatisfy(columns.contains), zip(visible, visible.dropFirst()).allSatisfy({ $0 < $1 }) else {
                throw ChangeMismatch(reason: "\(visible) are not columns of the split, leading to trailing")
            }
            visibleColumns = visible
        case .presented(let modal):
            for (position, child) in modal.stack.enumerated() {
                try checkNew(child)
                guard !modal.stack[..<position].contains(where: { $0.id == child.id }) else {
                    throw ChangeMismatch(reason: "child \(child.id) appears twice in the modal")
                }
            }
            modals.append(modal)
        case .dismissed(let id):
            guard modals.last?.id == id else { throw ChangeMismatch(reason: "modal \(id) is not the top modal") }
            modals.removeLast()
        case .modalPushed(let child):
            try checkNew(child)
            try withTopModal { stack in stack.append(child) }
        case .modalPopped(let id):
            try withTopModal { (stack: inout [Child<Route>]) throws(ChangeMismatch) in
                guard stack.count > 1, stack[stack.count - 1].id == id else {
                    throw ChangeMismatch(reason: "child \(id) is not above the root of the top modal")
                }
                stack.removeLast()
            }
        case .modalReplacedTop(let id, let child):
            if child.id != id { try checkNew(child) }
            try withTopModal { (stack: inout [Child<Route>]) throws(ChangeMismatch) in
                guard stack[stack.count - 1].id == id else {
                    throw ChangeMismatch(reason: "child \(id) is not the top of the top modal")
                }
                stack[stack.count - 1] = child
            }
        case .layout(let newLayout):
            guard newLayout != layout else { throw ChangeMismatch(reason: "the layout is already \(layout)") }
            if newLayout == .compact {
                guard stacks.supplementary.isEmpty, stacks.detail.isEmpty,
                      placeholders.supplementary == nil, placeholders.detail == nil else {
                    throw ChangeMismatch(reason: "the columns but the primary must be empty before collapsing")
                }
            }
            layout = newLayout
            visibleColumns = newLayout == .compact ? [.primary] : columns.all
        }
    }

    /// An update's rows must fit the old accordion's visible rows and leave as many as the new
    /// one shows, by counts alone.
    private static func check(_ rows: AccordionChangeSet, from old: Child<Route>, to new: Child<Route>) throws(ChangeMismatch) {
        let newCount = new.content.accordion?.visibleCount ?? 0
        let count: Int
        do throws(AccordionError) {
            count = try rows.validatedNewCount(oldCount: old.content.accordion?.visibleCount ?? 0)
        } catch {
            throw ChangeMismatch(reason: "its rows do not fit the old accordion: \(error.message)")
        }
        guard count == newCount else {
            throw ChangeMismatch(reason: "its rows leave \(count) rows where the new accordion shows \(newCount)")
        }
    }

    /// Refuses a child coming in with an id a child of the columns or the modals has.
    ///
    /// - Complexity: O(*n*) for *n* children.
    private func checkNew(_ child: Child<Route>) throws(ChangeMismatch) {
        let id = child.id
        let shown = columns.all.contains { column in stacks[column].contains { $0.id == id } }
        guard !shown, !modals.contains(where: { modal in modal.stack.contains { $0.id == id } }) else {
            throw ChangeMismatch(reason: "child \(id) is already in the presentation")
        }
    }

    private mutating func withTopModal(_ body: (inout [Child<Route>]) throws(ChangeMismatch) -> Void) throws(ChangeMismatch) {
        guard let last = modals.indices.last else { throw ChangeMismatch(reason: "no modal is presented") }
        try body(&modals[last].stack)
    }

    /// Edits a named stack: compact layout keeps its one stack where the primary column's is.
    private mutating func withStack<Result>(
        _ name: StackName, _ body: (inout [Child<Route>]) throws(ChangeMismatch) -> Result
    ) throws(ChangeMismatch) -> Result {
        guard let column = name.column else {
            guard layout == .compact else { throw ChangeMismatch(reason: "regular layout has no compact stack") }
            return try body(&stacks.primary)
        }
        guard columns.contains(column) else { throw ChangeMismatch(reason: "the split has no \(column) column") }
        guard layout == .regular else { throw ChangeMismatch(reason: "compact layout has no \(column) column") }
        return try body(&stacks[column])
    }

    private mutating func insert(_ child: Child<Route>, _ stack: StackName, _ index: Int) throws(ChangeMismatch) {
        try withStack(stack) { (stack: inout [Child<Route>]) throws(ChangeMismatch) in
            guard (0...stack.count).contains(index) else {
                throw ChangeMismatch(reason: "index \(index) is outside 0...\(stack.count)")
            }
            stack.insert(child, at: index)
        }
    }

    @discardableResult
    private mutating func remove(_ id: ChildID, _ name: StackName, _ index: Int) throws(ChangeMismatch) -> Child<Route> {
        try withStack(name) { (stack: inout [Child<Route>]) throws(ChangeMismatch) in
            guard stack.indices.contains(index), stack[index].id == id else {
                throw ChangeMismatch(reason: "child \(id) is not at \(name)[\(index)]")
            }
            return stack.remove(at: index)
        }
    }
}
