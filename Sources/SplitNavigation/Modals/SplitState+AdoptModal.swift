// Platforms change modals without asking too (a sheet swiped down, a back swipe inside one);
// adopting answers with the ordinary events that explain it.

extension SplitState {
    /// The events that explain a modal the platform dismissed on its own: a
    /// ``NavigationEvent/dismissModal(_:)``, or none when it is no longer up, so adopting twice
    /// is harmless.
    ///
    /// - Parameter id: the modal's id, its root's.
    /// - Throws: ``NavigationError/Code/unknownChild`` for an id the state never gave;
    ///   ``NavigationError/Code/noModal`` for the id of a child in a column or above a modal's
    ///   root, which is not a modal.
    /// - Complexity: O(*n*) for *n* children.
    public func eventsToAdoptDismissal(of id: ChildID) throws(NavigationError) -> [NavigationEvent<Route>] {
        if _modals.contains(where: { $0.id == id }) { return [.dismissModal(id)] }
        // Ids count from 1 up to the counter: zero, negative ids and ids past it were never given.
        guard id.rawValue >= 1, id < nextID else { throw .unknownChild(id) }
        if child(id) != nil || _modals.contains(where: { modal in modal.stack.contains { $0.id == id } }) {
            throw NavigationError(.noModal, "child \(id) is not a modal: a modal is known by its root's id")
        }
        return []
    }

    /// The events that explain a modal's stack the platform changed on its own: a
    /// ``ModalEvent/popTo(_:)`` leaving the children it now shows. Only the top modal can change.
    ///
    /// - Parameters:
    ///   - ids: the children the modal's stack shows, root first.
    ///   - id: the modal's id, its root's.
    /// - Returns: no events when the stack is unchanged, else `[.modal(.popTo(last))]`.
    /// - Throws: ``NavigationError/Code/noModal`` when no modal with that id is up;
    ///   ``NavigationError/Code/rootCannotBePopped`` for no ids (the root leaves with the modal);
    ///   ``NavigationError/Code/unknownChild`` for an id no child has;
    ///   ``NavigationError/Code/stackNotExplained`` when the ids are not the bottom of the
    ///   modal's stack in order, or change a modal under another.
    /// - Complexity: O(*n*) for *n* children.
    public func eventsToAdopt(_ ids: [ChildID], inModal id: ChildID) throws(NavigationError) -> [NavigationEvent<Route>] {
        let (modal, isTop) = try presentedModal(id)
        guard let last = ids.last else {
            throw NavigationError(
                .rootCannotBePopped, "modal \(id) keeps its root while it is up; adopt its dismissal instead")
        }
        for (index, shown) in ids.enumerated() where index >= modal.stack.count || modal.stack[index].id != shown {
            if child(shown) == nil, !_modals.contains(where: { $0.stack.contains { $0.id == shown } }) {
                throw .unknownChild(shown)
            }
            let expected = index < modal.stack.count ? "\(modal.stack[index].id)" : "nothing"
            throw NavigationError(
                .stackNotExplained,
                "position \(index) of modal \(id) shows \(shown), but pops can only leave \(expected) there")
        }
        guard ids.count < modal.stack.count else { return [] }
        guard isTop else { throw Self.covered(modal) }
        return [.modal(.popTo(last))]
    }

    /// The events that explain a modal's stack the platform rewrote with routes, as reaching a
    /// target that changes this modal only.
    ///
    /// - Parameters:
    ///   - routes: the routes the modal's stack shows, root first (a SwiftUI path lacks the root).
    ///   - id: the modal's id, its root's.
    /// - Returns: no events when the modal already shows the routes.
    /// - Throws: ``NavigationError/Code/noModal`` when no modal with that id is up;
    ///   ``NavigationError/Code/rootCannotBePopped`` for no routes;
    ///   ``NavigationError/Code/stackNotExplained`` for another root route (a modal's root
    ///   changes only with the modal) or a change to a modal under another.
    /// - Complexity: O(*n* + *m*) for *n* children in the modal and *m* routes.
    public func eventsToAdopt(routes: [Route], inModal id: ChildID) throws(NavigationError) -> [NavigationEvent<Route>] {
        let (modal, isTop) = try presentedModal(id)
        guard !routes.isEmpty else {
            throw NavigationError(
                .rootCannotBePopped, "modal \(id) keeps its root while it is up; adopt its dismissal instead")
        }
        let kept = Self.commonPrefixCount(modal.stack, routes)
        guard kept > 0 else {
            throw NavigationError(
                .stackNotExplained, "modal \(id) shows another root route: a modal's root changes only when it is presented anew")
        }
        guard kept < modal.stack.count || kept < routes.count else { return [] }
        guard isTop else { throw Self.covered(modal) }
        var events: [NavigationEvent<Route>] = kept < modal.stack.count ? [.modal(.popTo(modal.stack[kept - 1].id))] : []
        events += routes[kept...].map { .modal(.push(NewChild($0, preferring: .detail))) }
        return events
    }

    /// The modal with `id` and whether it is the top one.
    private func presentedModal(_ id: ChildID) throws(NavigationError) -> (Modal<Route>, isTop: Bool) {
        guard let index = _modals.firstIndex(where: { $0.id == id }) else {
            throw NavigationError(.noModal, "no modal \(id) is presented")
        }
        return (_modals[index], index == _modals.count - 1)
    }

    /// The error for a change to a modal under another, which is not on screen to be changed.
    private static func covered(_ modal: Modal<Route>) -> NavigationError {
        NavigationError(.stackNotExplained, "modal \(modal.id) is under another modal: only the top modal's stack can change")
    }
}
