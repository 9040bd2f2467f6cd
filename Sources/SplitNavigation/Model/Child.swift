/// A child descriptor: one entry of a column's stack.
///
/// A child has a stable ``id`` assigned by the navigator, the app's ``route`` value, the column
/// it prefers, and its content. In regular layout every child sits in its preferred column; in
/// compact layout the preferred column is what puts it back on the next split.
public struct Child<Route: Hashable & Codable & Sendable>: Hashable, Sendable, Identifiable {
    /// The child's stable identity.
    public let id: ChildID
    /// Everything but the id, in one shared box (see ``Fields``).
    @usableFromInline var fields: Fields

    /// The app's value for the screen this child shows.
    @inlinable public var route: Route { fields.route }
    /// The column the child belongs to when the layout is regular.
    @inlinable public var preferredColumn: Column { fields.preferredColumn }
    /// What the child shows besides its route.
    public internal(set) var content: ChildContent<Route> {
        @inlinable get { fields.content }
        set { fields = fields.with(content: newValue) }
    }
    /// The list row whose selection showed this child, when a
    /// ``NavigationEvent/selectRow(_:in:showing:)`` made it the first child of its column: what
    /// the list highlights while the child is there.
    @inlinable public var openedBy: RowSelection<Route>? { fields.openedBy }

    /// Makes a child descriptor. Apps normally let the navigator make children; this is for
    /// restoring saved states and for tests.
    public init(
        id: ChildID, route: Route, preferredColumn: Column, content: ChildContent<Route> = .plain,
        openedBy: RowSelection<Route>? = nil
    ) {
        self.id = id
        fields = Fields(route: route, preferredColumn: preferredColumn, content: content, openedBy: openedBy)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && (lhs.fields === rhs.fields || lhs.fields.holdsTheSameValues(as: rhs.fields))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(route)
        hasher.combine(preferredColumn)
        hasher.combine(content)
        hasher.combine(openedBy)
    }
}

extension Child: CustomReflectable {
    /// The child's fields, as `dump` and test failures show a value: the box they are kept in is
    /// a detail of storage.
    public var customMirror: Mirror {
        Mirror(self, children: ["id": id, "route": route, "preferredColumn": preferredColumn, "content": content, "openedBy": openedBy as Any])
    }
}

extension Child: CustomStringConvertible {
    public var description: String {
        let base = "\(id) \(route) (\(preferredColumn))"
        return openedBy.map { "\(base) opened by \($0)" } ?? base
    }
}
