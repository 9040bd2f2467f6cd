import SplitNavigation

// A platform's navigation stack holds a root view and a path of values pushed above it
// (SwiftUI's `NavigationStack(path:)`, a `UINavigationController` above its root). A column's
// path is its shown stack without the bottom child, which the root view shows; the platform
// writes a whole new path after a back swipe or a link, and adopting it answers with the pops
// and pushes that explain it.

extension SplitState {
    /// The routes above the bottom child of the stack `column` shows: a column's stack in
    /// regular layout; in compact layout the one stack as `.primary`, and nothing for the other
    /// columns. Empty for an empty column.
    func path(of column: Column) -> [Route] {
        shownStackForPath(column).dropFirst().map(\.route)
    }

    /// The events that make the stack `column` shows hold its bottom child and then `path`
    /// (see ``NavigationStore/setPath(_:of:preferring:)``).
    func eventsToSetPath(
        _ path: [Route], of column: Column, preferring preferred: ((Route) -> Column)?
    ) throws(NavigationError) -> [NavigationEvent<Route>] {
        guard columns.contains(column) else {
            throw NavigationError(.columnNotInSplit, "a two-column split has no \(column) column")
        }
        if layout == .compact, column != .primary {
            guard path.isEmpty else {
                throw NavigationError(
                    .stackNotExplained,
                    "in compact layout the one stack is the primary column's; the \(column) column shows nothing")
            }
            return []
        }
        // An empty column: the routes are its whole new stack, the first one at the bottom.
        guard let bottom = shownStackForPath(column).first else {
            return try eventsToAdopt(routes: path, in: column)
        }
        let events = try eventsToAdopt(routes: [bottom.route] + path, in: column)
        // In compact layout the new children go on the one stack; each prefers the column the
        // next split should put it in.
        guard layout == .compact, let preferred else { return events }
        var preferring: [NavigationEvent<Route>] = []
        for event in events {
            guard case .push(let child, let onto) = event, onto == column else {
                preferring.append(event)
                continue
            }
            let preference = preferred(child.route)
            // As adopting does for the detail column: a detail push would bring a kept-aside
            // detail stack back on top, which the platform's path does not show, so it goes first.
            if preference == .detail, let aside = keptAside.first, !preferring.contains(.popChild(aside.id)) {
                preferring.append(.popChild(aside.id))
            }
            preferring.append(.push(NewChild(child.route, preferring: preference, content: child.content), onto: preference))
        }
        return preferring
    }

    /// The routes above a modal's root; `nil` when no modal with this id is up.
    func path(ofModal id: ChildID) -> [Route]? {
        modals.first { $0.id == id }.map { $0.stack.dropFirst().map(\.route) }
    }

    /// The events that make a modal's stack hold its root and then `path`.
    func eventsToSetPath(_ path: [Route], ofModal id: ChildID) throws(NavigationError) -> [NavigationEvent<Route>] {
        guard let modal = modals.first(where: { $0.id == id }) else {
            throw NavigationError(.noModal, "no modal \(id) is presented")
        }
        return try eventsToAdopt(routes: [modal.root.route] + path, inModal: id)
    }

    private func shownStackForPath(_ column: Column) -> [Child<Route>] {
        if let compactStack { return column == .primary ? compactStack : [] }
        return stack(column)
    }
}
