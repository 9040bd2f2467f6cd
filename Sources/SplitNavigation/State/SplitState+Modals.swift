// Modals sit beside the stacks, not in them: `storage` holds the columns and is all that
// collapse and split touch, so a sheet survives every layout change by construction. Each event
// checks what can fail first and then mutates, as the column events do.

extension SplitState {
    /// Presents a modal on top, with a new plain child as its root.
    @usableFromInline
    mutating func present(_ new: NewChild<Route>, style: ModalStyle, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        try checkPresentable(new)
        try reserveIDs(1)
        let modal = Modal(unchecked: style, stack: [makeChild(new, in: new.preferredColumn)])
        _modals.append(modal)
        changes.append(.presented(modal))
    }

    /// Dismisses the top modal, or the one with `id` and every modal above it, top first.
    @usableFromInline
    mutating func dismiss(_ id: ChildID?, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        guard !_modals.isEmpty else { throw NavigationError(.noModal, "there is no modal to dismiss") }
        let start: Int
        if let id {
            guard let index = _modals.firstIndex(where: { $0.id == id }) else { throw .unknownChild(id) }
            start = index
        } else {
            start = _modals.count - 1
        }
        for index in (start..<_modals.count).reversed() {
            changes.append(.dismissed(_modals[index].id))
        }
        _modals.removeSubrange(start...)
    }

    /// Applies a navigation event to the top modal's own stack.
    @usableFromInline
    mutating func applyModal(_ event: ModalEvent<Route>, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        // Read in place by index: a copy of the top modal held across `modifyTopModal` would
        // share its stack, and every push would copy the whole stack.
        guard let last = _modals.indices.last else {
            throw NavigationError(.noModal, "there is no modal to navigate in")
        }
        let count = _modals[last].stack.count
        switch event {
        case .push(let new):
            try checkPresentable(new)
            try reserveIDs(1)
            let child = makeChild(new, in: new.preferredColumn)
            modifyTopModal { $0.append(child) }
            changes.append(.modalPushed(child))
        case .pop:
            guard count > 1 else {
                throw NavigationError(.rootCannotBePopped, "child \(_modals[last].id) is the root of the top modal and cannot be popped; dismiss the modal instead")
            }
            popTopModal(to: count - 1, &changes)
        case .popTo(let id):
            guard let index = _modals[last].stack.firstIndex(where: { $0.id == id }) else { throw .unknownChild(id) }
            popTopModal(to: index + 1, &changes)
        case .popToRoot:
            popTopModal(to: 1, &changes)
        case .replaceTop(let new):
            try checkPresentable(new)
            try reserveIDs(1)
            let child = makeChild(new, in: new.preferredColumn)
            let replaced = _modals[last].stack[count - 1].id
            modifyTopModal { $0[$0.count - 1] = child }
            changes.append(.modalReplacedTop(replaced, by: child))
        }
    }

    /// Back while a modal is up: pops the top modal's stack, or dismisses it when only its
    /// root is left.
    @usableFromInline
    mutating func backInModal(_ changes: inout [NavigationChange<Route>]) {
        guard let last = _modals.indices.last else { return }
        let count = _modals[last].stack.count
        if count > 1 {
            popTopModal(to: count - 1, &changes)
        } else {
            changes.append(.dismissed(_modals[last].id))
            _modals.removeLast()
        }
    }

    /// Children in a modal are plain, and prefer a column the split has (the column that a
    /// future "move this to the detail column" would use, and what decoding checks).
    private func checkPresentable(_ new: NewChild<Route>) throws(NavigationError) {
        try check(new.preferredColumn)
        guard case .plain = new.content else {
            throw NavigationError(.malformedInput, "children in a modal are plain: an accordion or tab group belongs in a column")
        }
    }

    /// Pops the top modal's children from `count` up, top first.
    private mutating func popTopModal(to count: Int, _ changes: inout [NavigationChange<Route>]) {
        guard let last = _modals.indices.last, count < _modals[last].stack.count else { return }
        for index in (count..<_modals[last].stack.count).reversed() {
            changes.append(.modalPopped(_modals[last].stack[index].id))
        }
        modifyTopModal { $0.removeSubrange(count...) }
    }

    /// Mutates the top modal's stack in place (moved out first, so the array is uniquely
    /// referenced).
    private mutating func modifyTopModal(_ body: (inout [Child<Route>]) -> Void) {
        guard let last = _modals.indices.last else { return }
        var stack = _modals[last].stack
        _modals[last].stack = []
        body(&stack)
        _modals[last].stack = stack
    }
}
