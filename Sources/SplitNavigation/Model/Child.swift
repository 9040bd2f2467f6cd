/// A child descriptor: one entry of a column's stack.
///
/// A child has a stable ``id`` assigned by the navigator, the app's ``route`` value, the column
/// it prefers, and its content. In regular layout every child sits in its preferred column; in
/// compact layout the preferred column is what puts it back on the next split.
public struct Child<Route: Hashable & Codable & Sendable>: Hashable, Sendable, Identifiable {
    /// The child's stable identity.
    public let id: ChildID
    /// The app's value for the screen this child shows.
    public let route: Route
    /// The column the child belongs to when the layout is regular.
    public let preferredColumn: Column
    /// What the child shows besides its route.
    public internal(set) var content: ChildContent<Route>
    /// The list row whose selection showed this child, when a
    /// ``NavigationEvent/select(_:in:showing:)`` made it the first child of its column: what
    /// the list highlights while the child is there.
    public let openedBy: RowSelection<Route>?

    /// Makes a child descriptor. Apps normally let the navigator make children; this is for
    /// restoring saved states and for tests.
    public init(
        id: ChildID, route: Route, preferredColumn: Column, content: ChildContent<Route> = .plain,
        openedBy: RowSelection<Route>? = nil
    ) {
        self.id = id
        self.route = route
        self.preferredColumn = preferredColumn
        self.content = content
        self.openedBy = openedBy
    }
}

extension Child: CustomStringConvertible {
    public var description: String {
        let base = "\(id) \(route) (\(preferredColumn))"
        return openedBy.map { "\(base) opened by \($0)" } ?? base
    }
}
