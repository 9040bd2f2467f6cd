import SplitNavigation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationStore {
    /// The routes a column's navigation stack shows above its root view, for a path binding
    /// (SwiftUI's `NavigationStack(path:)`): the column's children but the bottom one, which the
    /// root view shows. In compact layout the one stack is `.primary`'s, and the other columns'
    /// paths are empty. An empty column has an empty path (its root view shows the placeholder).
    ///
    /// ```swift
    /// NavigationStack(path: Binding(
    ///     get: { store.path(of: .detail) },
    ///     set: { store.setPath($0, of: .detail) })) { … }
    /// ```
    ///
    /// Observation registers the whole navigator, as ``presentation`` does.
    ///
    /// - Complexity: O(*n*) for a stack of *n*.
    public func path(of column: Column) -> [Route] {
        access(keyPath: observed.navigator)
        return core.withLock { $0.held.state.path(of: column) }
    }

    /// Follows a path the platform wrote itself (a back swipe, a `NavigationLink(value:)`):
    /// sends, as one batch, the pops and pushes that make the column show its bottom child and
    /// then `path` (see `SplitState.eventsToAdopt(routes:in:)`), computed from the state the
    /// batch applies to. Filters, follow-ups, recording and subscribers see the batch like any
    /// event; a veto leaves the store as it was, and the binding then reads the old path back.
    ///
    /// In regular layout new children go onto `column`. In compact layout the path is the one
    /// stack's (`column` is `.primary`; another column's only path is the empty one), and each
    /// new child prefers the column `preferring` names for its route, `column` when it is `nil`:
    /// where the next split puts it.
    ///
    /// - Parameters:
    ///   - path: the routes above the column's root view, bottom first.
    ///   - column: the column whose navigation stack changed.
    ///   - preferring: in compact layout, the column each new route's child prefers.
    /// - Returns: the outcome of the batch (an empty batch when the column already shows the
    ///   path), or ``NavigationOutcome/rejected(_:)`` with the computation's error:
    ///   `columnNotInSplit`, or `stackNotExplained` for a non-empty path of a column that shows
    ///   nothing in compact layout.
    @discardableResult
    public func setPath(
        _ path: [Route], of column: Column, preferring: ((Route) -> Column)? = nil
    ) -> NavigationOutcome<Route> {
        send(named: "setPath") { state throws(NavigationError) in
            .batch(try state.eventsToSetPath(path, of: column, preferring: preferring))
        }
    }

    /// The routes a modal's navigation stack shows above its root, for a path binding inside a
    /// sheet; `nil` when no modal with this id is up.
    ///
    /// - Complexity: O(*m*) for *m* modals and the modal's stack.
    public func path(ofModal id: ChildID) -> [Route]? {
        access(keyPath: observed.modals)
        return core.withLock { $0.held.state.path(ofModal: id) }
    }

    /// Follows a path the platform wrote itself inside a modal: sends the pops and pushes that
    /// make the modal show its root and then `path` (see
    /// `SplitState.eventsToAdopt(routes:inModal:)`).
    ///
    /// - Returns: the outcome of the batch (an empty batch when the modal already shows the
    ///   path), or ``NavigationOutcome/rejected(_:)``: `noModal` when the modal is no longer up,
    ///   `stackNotExplained` when a modal above it covers it.
    @discardableResult
    public func setPath(_ path: [Route], ofModal id: ChildID) -> NavigationOutcome<Route> {
        send(named: "setPath") { state throws(NavigationError) in
            .batch(try state.eventsToSetPath(path, ofModal: id))
        }
    }

    /// The modal at a position of ``modals`` (0 is the one over the split, 1 the one over it,
    /// and so on) when it was presented with `style`; else `nil`. The item of SwiftUI's
    /// `sheet(item:)` (style `.sheet`) or `fullScreenCover(item:)` (`.fullScreenCover`) at that
    /// level; when the platform sets the item to `nil` (a sheet swiped down), adopt the
    /// dismissal of the modal it showed:
    ///
    /// ```swift
    /// let sheet = store.modal(at: 0, style: .sheet)
    /// content.sheet(item: Binding(
    ///     get: { sheet },
    ///     set: { if $0 == nil, let sheet { store.adoptDismissal(of: sheet.id) } })) { modal in … }
    /// ```
    ///
    /// - Complexity: O(1).
    public func modal(at index: Int, style: ModalStyle) -> Modal<Route>? {
        let modals = self.modals
        guard modals.indices.contains(index), modals[index].style == style else { return nil }
        return modals[index]
    }
}
