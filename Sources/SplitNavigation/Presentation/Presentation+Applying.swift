extension Presentation {
    /// Applies changes one after another, as a front end mirroring the navigator would.
    ///
    /// Every change is checked against the presentation it applies to — the named child must be
    /// at the named index, indices must be in range, compact layout has no detail column, a
    /// placeholder shows only over an empty detail column — so a front end that drifted out of
    /// step learns it at once instead of showing the wrong screen.
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
    var primary: [Child<Route>]
    var detail: [Child<Route>]
    var placeholder: Route?
    var showsDetailOnly: Bool

    init(_ presentation: Presentation<Route>) {
        switch presentation {
        case .regular(let primary, let detail, let placeholder, let detailOnly):
            (layout, self.primary, self.detail, self.placeholder, showsDetailOnly) =
                (.regular, primary, detail, placeholder, detailOnly)
        case .compact(let stack):
            (layout, primary, detail, placeholder, showsDetailOnly) = (.compact, stack, [], nil, false)
        }
    }

    func presentation() throws(NavigationError) -> Presentation<Route> {
        switch layout {
        case .compact:
            return .compact(stack: primary)
        case .regular:
            guard placeholder == nil || detail.isEmpty else {
                throw NavigationError(.changesDoNotApply, "the changes leave a placeholder over a non-empty detail column")
            }
            return .regular(primary: primary, detail: detail, placeholder: placeholder, showsDetailOnly: showsDetailOnly)
        }
    }

    mutating func apply(_ change: NavigationChange<Route>) throws(ChangeMismatch) {
        switch change {
        case .inserted(let child, let column, let index):
            try insert(child, column, index)
        case .removed(let id, let column, let index):
            try remove(id, column, index)
        case .replaced(let id, let child, let column, let index):
            try remove(id, column, index)
            try insert(child, column, index)
        case .updated(let child, let column, let index, _):
            try remove(child.id, column, index)
            try insert(child, column, index)
        case .moved(let id, let from, let fromIndex, let to, let toIndex):
            let child = try remove(id, from, fromIndex)
            try insert(child, to, toIndex)
        case .placeholder(let route):
            guard layout == .regular else { throw ChangeMismatch(reason: "compact layout has no placeholder") }
            placeholder = route
        case .detailOnly(let on):
            guard layout == .regular else { throw ChangeMismatch(reason: "compact layout has no detail-only mode") }
            showsDetailOnly = on
        case .layout(let newLayout):
            guard newLayout != layout else { throw ChangeMismatch(reason: "the layout is already \(layout)") }
            if newLayout == .compact {
                guard detail.isEmpty, placeholder == nil else {
                    throw ChangeMismatch(reason: "the detail column must be empty before collapsing")
                }
            }
            layout = newLayout
            showsDetailOnly = false
        }
    }

    private mutating func withStack<Result>(
        _ column: Column, _ body: (inout [Child<Route>]) throws(ChangeMismatch) -> Result
    ) throws(ChangeMismatch) -> Result {
        switch column {
        case .primary:
            return try body(&primary)
        case .detail:
            guard layout == .regular else { throw ChangeMismatch(reason: "compact layout has no detail column") }
            return try body(&detail)
        }
    }

    private mutating func insert(_ child: Child<Route>, _ column: Column, _ index: Int) throws(ChangeMismatch) {
        try withStack(column) { (stack: inout [Child<Route>]) throws(ChangeMismatch) in
            guard (0...stack.count).contains(index) else {
                throw ChangeMismatch(reason: "index \(index) is outside 0...\(stack.count)")
            }
            stack.insert(child, at: index)
        }
    }

    @discardableResult
    private mutating func remove(_ id: ChildID, _ column: Column, _ index: Int) throws(ChangeMismatch) -> Child<Route> {
        try withStack(column) { (stack: inout [Child<Route>]) throws(ChangeMismatch) in
            guard stack.indices.contains(index), stack[index].id == id else {
                throw ChangeMismatch(reason: "child \(id) is not at \(column)[\(index)]")
            }
            return stack.remove(at: index)
        }
    }
}
