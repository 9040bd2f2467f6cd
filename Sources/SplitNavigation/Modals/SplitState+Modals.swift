// The state's side of the modal events: it checks the new children against the split and makes
// them (it owns the id counter), and the modal stack does the rest (see `ModalStack`).

extension SplitState {
    /// Presents a modal on top, with a new plain child as its root.
    @inlinable
    mutating func present(_ new: NewChild<Route>, style: ModalStyle, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        try checkPresentable(new)
        try reserveIDs(1)
        _modals.present(makeChild(new, in: new.preferredColumn), style: style, recording: &changes)
    }

    /// Dismisses the top modal, or the one with `id` and every modal above it, top first.
    @inlinable
    mutating func dismiss(_ id: ChildID?, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        try _modals.dismiss(id, recording: &changes)
    }

    /// Applies a navigation event to the top modal's own stack.
    @inlinable
    mutating func applyModal(_ event: ModalEvent<Route>, _ changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        _ = try _modals.topIndex()
        switch event {
        case .push(let new):
            try checkPresentable(new)
            try reserveIDs(1)
            _modals.push(makeChild(new, in: new.preferredColumn), recording: &changes)
        case .pop:
            try _modals.pop(recording: &changes)
        case .popTo(let id):
            try _modals.pop(to: id, recording: &changes)
        case .popToRoot:
            try _modals.popToRoot(recording: &changes)
        case .replaceTop(let new):
            try checkPresentable(new)
            try reserveIDs(1)
            _modals.replaceTop(with: makeChild(new, in: new.preferredColumn), recording: &changes)
        }
    }

    /// Back while a modal is up: pops the top modal's stack, or dismisses it when only its
    /// root is left.
    @inlinable
    mutating func backInModal(_ changes: inout [NavigationChange<Route>]) {
        _modals.back(recording: &changes)
    }

    /// Children in a modal are plain, and prefer a column the split has.
    @inlinable
    func checkPresentable(_ new: NewChild<Route>) throws(NavigationError) {
        try check(new.preferredColumn)
        guard case .plain = new.content else {
            throw NavigationError(.malformedInput, "children in a modal are plain: an accordion or tab group belongs in a column")
        }
    }
}
