import SplitNavigation

// The rules, one event at a time, as the documentation states them. In compact layout a
// column's children are the stack's children that prefer the column, with the kept-aside stack
// below the detail column's ("what the next split would put in that column"); column-addressed
// events act on that list, and the stack changes accordingly.

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
            try need(column)
            try needNothingStored(new)
            try needIDs(1)
            let child = makeChild(new, column)
            if layout == .regular {
                setColumn(column, children(of: column) + [child])
            } else {
                if column == .detail { bringBackKeptAside() }
                stack.append(child)
            }
            focus = column
        case .showDetail(let news):
            try show(news, in: .detail)
        case .showSupplementary(let news):
            try show(news, in: .supplementary)
        case .selectRow(let row, let list, let news):
            guard let source = everyone.first(where: { $0.id == list }) else { throw rejection(.unknownChild) }
            // The column to the right of the list's, in this split.
            let column: Column
            switch (source.preferredColumn, columns) {
            case (.primary, .three): column = .supplementary
            case (.primary, .two), (.supplementary, .three): column = .detail
            default: throw rejection(.columnNotInSplit)
            }
            if news.isEmpty || news.contains(where: { $0.preferredColumn <= source.preferredColumn }) {
                throw rejection(.malformedInput)
            }
            try show(news, in: column, openedBy: RowSelection(list: list, row: row))
        case .replaceTop(let column, let new):
            try need(column)
            guard let top = children(of: column).last else { throw rejection(.columnEmpty) }
            try needNothingStored(new)
            try needIDs(1)
            let child = makeChild(new, column)
            if layout == .regular {
                setColumn(column, children(of: column).dropLast() + [child])
            } else {
                if column == .detail { bringBackKeptAside() }
                if top.id == stack[0].id {
                    stack[0] = child
                } else {
                    stack.removeAll { $0.id == top.id }
                    stack.append(child)
                }
            }
            focus = column
        case .raise(let column):
            // The column's top goes on top of the compact stack; no column's children change.
            try need(column)
            guard let top = children(of: column).last else { throw rejection(.columnEmpty) }
            if layout == .compact, top.id != rootID {
                if column == .detail { bringBackKeptAside() }
                stack.removeAll { $0.id == top.id }
                stack.append(top)
            }
        case .pop(let column):
            try need(column)
            let list = children(of: column)
            guard let top = list.last else { throw rejection(.columnEmpty) }
            if top.id == rootID { throw rejection(.rootCannotBePopped) }
            remove([top.id])
            focus = column
        case .popTo(let id):
            try popAbove(id, including: false)
        case .popChild(let id):
            try popAbove(id, including: true)
        case .popToRoot(let column):
            try need(column)
            let list = children(of: column)
            if list.isEmpty { throw rejection(.columnEmpty) }
            remove(Set(list.dropFirst().map { $0.id }))
            focus = column
        case .back:
            if let top = modals.last {
                // Inside the top modal first: its top child, or the modal itself at its root.
                if top.stack.count > 1 { modals[modals.count - 1].stack.removeLast() } else { modals.removeLast() }
            } else if layout == .compact {
                if stack.count == 1 { throw rejection(.rootCannotBePopped) }
                focus = stack.removeLast().preferredColumn
            } else {
                try apply(.pop(!detail.isEmpty ? .detail : !supplementary.isEmpty ? .supplementary : .primary))
            }
        case .setLayout(let newLayout):
            if newLayout != layout { try apply(.setWidth(newLayout == .compact ? .compact : .regular)) }
        case .setWidth(let newWidth):
            if newWidth == .compact, layout == .regular { collapse() }
            if newWidth != .compact, layout == .compact { split() }
            width = newWidth
        case .setVisibility(let newVisibility):
            visibility = newVisibility
        case .present(let new, let style):
            try needPlain(new)
            try needIDs(1)
            modals.append((style, [makeChild(new, new.preferredColumn)]))
        case .dismiss:
            if modals.isEmpty { throw rejection(.noModal) }
            modals.removeLast()
        case .dismissModal(let id):
            if modals.isEmpty { throw rejection(.noModal) }
            guard let index = modals.firstIndex(where: { $0.stack.first?.id == id }) else { throw rejection(.unknownChild) }
            modals.removeSubrange(index...)
        case .modal(let action):
            try applyInModal(action)
        case .restore(let state):
            guard state.columns == columns else { throw rejection(.columnNotInSplit) }
            load(state)
        case .accordion(let id, let action):
            try applyAccordion(action, to: id)
        case .tabs(let id, let action):
            try applyTabs(action, to: id)
        case .batch(let events):
            // One after another on this copy; `send` throws the copy away on a failure.
            for (index, inner) in events.enumerated() {
                if case .batch = inner { throw rejection(.malformedInput).inBatch(at: index) }
                do throws(NavigationError) {
                    try apply(inner)
                } catch {
                    throw error.inBatch(at: index)
                }
            }
        }
    }

    /// `showDetail` and `showSupplementary`: the column gets the new children, and every column to
    /// its right (kept-aside children included) is emptied.
    private mutating func show(
        _ news: [NewChild<Route>], in column: Column, openedBy selection: RowSelection<Route>? = nil
    ) throws(NavigationError) {
        try need(column)
        for new in news { try needNothingStored(new) }
        try needIDs(news.count)
        var made = news.map { makeChild($0, column) }
        if let selection, let first = made.first {
            // `select` remembers its row on the first child it shows.
            made[0] = Child(id: first.id, route: first.route, preferredColumn: column, content: first.content, openedBy: selection)
        }
        if layout == .regular {
            detail = []
            setColumn(column, made)
        } else {
            keptAside = []
            stack = stack.filter { $0.preferredColumn < column } + made
        }
        focus = column
    }

    /// The accordion's own behaviour is the accordion's (it has its own reference model in the
    /// library's tests); the navigator's part is finding the child, refusing plain ones, and
    /// opening a selected row's destination as `NavigationEvent.accordion` documents.
    private mutating func applyAccordion(_ action: AccordionEvent<Route>, to id: ChildID) throws(NavigationError) {
        guard let child = everyone.first(where: { $0.id == id }) else {
            throw rejection(.unknownChild)
        }
        guard case .accordion(var accordion) = child.content else { throw rejection(.notAnAccordion) }
        do throws(AccordionError) {
            try accordion.apply(action)
        } catch {
            throw NavigationError(error)
        }
        focus = child.preferredColumn
        let updated = Child(
            id: child.id, route: child.route, preferredColumn: child.preferredColumn, content: .accordion(accordion),
            openedBy: child.openedBy)
        func replace(_ children: inout [Child<Route>]) {
            if let index = children.firstIndex(where: { $0.id == id }) { children[index] = updated }
        }
        replace(&primary)
        replace(&supplementary)
        replace(&detail)
        replace(&stack)
        replace(&keptAside)
        // A selected row also opens its destination: shown in a column to the right of the
        // accordion's, pushed otherwise. `send` discards the whole copy if this fails.
        if case .selectNode(let node) = action, let destination = try? accordion.destination(of: node) {
            let new = NewChild(destination.route, preferring: destination.column)
            if destination.column > child.preferredColumn {
                try show([new], in: destination.column)
            } else {
                try apply(.push(new, onto: destination.column))
            }
        }
    }

    /// `ModalEvent`s, on the top modal's stack as a column's with an unpoppable root.
    private mutating func applyInModal(_ action: ModalEvent<Route>) throws(NavigationError) {
        guard var top = modals.last?.stack else { throw rejection(.noModal) }
        switch action {
        case .push(let new):
            try needPlain(new)
            try needIDs(1)
            top.append(makeChild(new, new.preferredColumn))
        case .pop:
            if top.count == 1 { throw rejection(.rootCannotBePopped) }
            top.removeLast()
        case .popTo(let id):
            guard let index = top.firstIndex(where: { $0.id == id }) else { throw rejection(.unknownChild) }
            top = Array(top[...index])
        case .popToRoot:
            top = [top[0]]
        case .replaceTop(let new):
            try needPlain(new)
            try needIDs(1)
            top[top.count - 1] = makeChild(new, new.preferredColumn)
        }
        modals[modals.count - 1].stack = top
    }
}
