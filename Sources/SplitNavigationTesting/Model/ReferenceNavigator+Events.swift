import SplitNavigation

// The rules, one event at a time, as the documentation states them. In compact layout a
// column's children are the kept-aside stack followed by the stack's children that prefer the
// column ("what the next split would put in that column"); column-addressed events act on
// that list, and the stack changes accordingly.

extension ReferenceNavigator {
    /// Applies an event, or throws an error with the code the documentation gives and leaves
    /// the model as it was.
    public mutating func send(_ event: NavigationEvent<Route>) throws(NavigationError) {
        var copy = self
        try copy.apply(event)
        self = copy
    }

    /// Applies an event and returns the error code when it is rejected, `nil` when accepted.
    public mutating func outcome(of event: NavigationEvent<Route>) -> NavigationError.Code? {
        do throws(NavigationError) {
            try send(event)
            return nil
        } catch {
            return error.code
        }
    }

    private mutating func apply(_ event: NavigationEvent<Route>) throws(NavigationError) {
        switch event {
        case .push(let new, let onto):
            let column = onto ?? new.preferredColumn
            try needIDs(1)
            let child = makeChild(new, column)
            if layout == .regular {
                if column == .primary { primary.append(child) } else { detail.append(child) }
            } else {
                if column == .detail { bringBackKeptAside() }
                stack.append(child)
            }
        case .showDetail(let news):
            try needIDs(news.count)
            let made = news.map { makeChild($0, .detail) }
            if layout == .regular {
                detail = made
            } else {
                keptAside = []
                stack = stack.filter { $0.preferredColumn == .primary } + made
            }
        case .replaceTop(let column, let new):
            guard let top = children(of: column).last else { throw rejection(.columnEmpty) }
            try needIDs(1)
            let child = makeChild(new, column)
            if layout == .regular {
                if column == .primary { primary[primary.count - 1] = child } else { detail[detail.count - 1] = child }
            } else {
                if column == .detail { bringBackKeptAside() }
                if top.id == stack[0].id {
                    stack[0] = child
                } else {
                    stack.removeAll { $0.id == top.id }
                    stack.append(child)
                }
            }
        case .pop(let column):
            let list = children(of: column)
            guard let top = list.last else { throw rejection(.columnEmpty) }
            if top.id == rootID { throw rejection(.rootCannotBePopped) }
            remove([top.id])
        case .popTo(let id):
            try popAbove(id, including: false)
        case .popChild(let id):
            try popAbove(id, including: true)
        case .popToRoot(let column):
            let list = children(of: column)
            if list.isEmpty { throw rejection(.columnEmpty) }
            remove(Set(list.dropFirst().map(\.id)))
        case .back:
            if layout == .compact {
                if stack.count == 1 { throw rejection(.rootCannotBePopped) }
                stack.removeLast()
            } else {
                try apply(.pop(detail.isEmpty ? .primary : .detail))
            }
        case .setLayout(let newLayout):
            if newLayout == .compact, layout == .regular { collapse() }
            if newLayout == .regular, layout == .compact { split() }
        case .setDetailOnly(let on):
            showsDetailOnly = on
        case .restore(let state):
            load(state)
        case .accordion(let id, let action):
            try applyAccordion(action, to: id)
        }
    }

    /// The accordion's own behaviour is the accordion's (it has its own reference model in the
    /// library's tests); the navigator's part is finding the child, refusing plain ones, and
    /// opening a selected row's destination as `NavigationEvent.accordion` documents.
    private mutating func applyAccordion(_ action: AccordionEvent<Route>, to id: ChildID) throws(NavigationError) {
        guard let child = (primary + detail + stack + keptAside).first(where: { $0.id == id }) else {
            throw rejection(.unknownChild)
        }
        guard case .accordion(var accordion) = child.content else { throw rejection(.notAnAccordion) }
        if case .select(let node) = action {
            let destination: RowDestination<Route>?
            do throws(AccordionError) {
                destination = try accordion.select(node)
            } catch {
                throw NavigationError(error)
            }
            guard let destination else { return }
            let new = NewChild(destination.route, preferring: destination.column)
            if destination.column == .detail, child.preferredColumn != .detail {
                try apply(.showDetail([new]))
            } else {
                try apply(.push(new, onto: destination.column))
            }
            return
        }
        do throws(AccordionError) {
            try accordion.apply(action)
        } catch {
            throw NavigationError(error)
        }
        let updated = Child(id: child.id, route: child.route, preferredColumn: child.preferredColumn, content: .accordion(accordion))
        func replace(_ children: inout [Child<Route>]) {
            if let index = children.firstIndex(where: { $0.id == id }) { children[index] = updated }
        }
        replace(&primary)
        replace(&detail)
        replace(&stack)
        replace(&keptAside)
    }

    /// The children of a column, bottom first, in either layout.
    func children(of column: Column) -> [Child<Route>] {
        if layout == .regular { return column == .primary ? primary : detail }
        let inStack = stack.filter { $0.preferredColumn == column }
        return column == .primary ? inStack : keptAside + inStack
    }

    private var rootID: ChildID {
        (layout == .regular ? primary.first : stack.first)?.id ?? ChildID(0)
    }

    private mutating func popAbove(_ id: ChildID, including: Bool) throws(NavigationError) {
        let all = primary + detail + stack + keptAside
        guard let child = all.first(where: { $0.id == id }) else { throw rejection(.unknownChild) }
        if including, id == rootID { throw rejection(.rootCannotBePopped) }
        let list = children(of: child.preferredColumn)
        guard let index = list.firstIndex(where: { $0.id == id }) else { throw rejection(.unknownChild) }
        remove(Set(list[(including ? index : index + 1)...].map(\.id)))
    }

    private mutating func remove(_ ids: Set<ChildID>) {
        primary.removeAll { ids.contains($0.id) }
        detail.removeAll { ids.contains($0.id) }
        stack.removeAll { ids.contains($0.id) }
        keptAside.removeAll { ids.contains($0.id) }
    }

    private mutating func bringBackKeptAside() {
        stack += keptAside
        keptAside = []
    }

    private mutating func collapse() {
        switch policy {
        case .detailOnTop:
            stack = primary + detail
        case .chronological:
            // Each column keeps its own order; the two are merged by id below the root.
            var rest = Array(primary.dropFirst())
            var details = detail
            stack = Array(primary.prefix(1))
            while !rest.isEmpty || !details.isEmpty {
                if let d = details.first, rest.first.map({ d.id < $0.id }) ?? true {
                    stack.append(details.removeFirst())
                } else {
                    stack.append(rest.removeFirst())
                }
            }
        case .hideDetail:
            stack = primary
            keptAside = detail
        }
        (primary, detail, layout) = ([], [], .compact)
    }

    private mutating func split() {
        primary = stack.filter { $0.preferredColumn == .primary }
        detail = keptAside + stack.filter { $0.preferredColumn == .detail }
        (stack, keptAside, layout) = ([], [], .regular)
    }

    private func needIDs(_ count: Int) throws(NavigationError) {
        if count > Int.max - nextID { throw rejection(.idsExhausted) }
    }

    private mutating func makeChild(_ new: NewChild<Route>, _ column: Column) -> Child<Route> {
        defer { nextID += 1 }
        return Child(id: ChildID(nextID), route: new.route, preferredColumn: column, content: new.content)
    }

    private func rejection(_ code: NavigationError.Code) -> NavigationError {
        NavigationError(code, "the reference model rejects the event: \(code)")
    }
}
