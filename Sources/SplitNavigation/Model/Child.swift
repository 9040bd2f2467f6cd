/// A child descriptor: one entry of a column's stack.
///
/// A stable ``id`` assigned by the navigator, the app's ``route``, the column it prefers (where
/// the next split puts it), and its content.
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
        @inlinable set { fields = fields.with(content: newValue) }
    }
    /// The list row whose selection (``NavigationEvent/selectRow(_:in:showing:)``) showed this
    /// child first in its column.
    @inlinable public var openedBy: RowSelection<Route>? { fields.openedBy }

    /// Makes a child descriptor, for restoring saved states and for tests.
    @inlinable
    public init(
        id: ChildID, route: Route, preferredColumn: Column, content: ChildContent<Route> = .plain,
        openedBy: RowSelection<Route>? = nil
    ) {
        self.id = id
        fields = Fields(route: route, preferredColumn: preferredColumn, content: content, openedBy: openedBy)
    }

    @inlinable
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
    /// The child's fields, without the box they are stored in.
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
