/// A child that an event will create; the navigator assigns its id when the event applies.
///
/// ```swift
/// try navigator.send(.push(NewChild(.message(42), preferring: .detail)))
/// ```
///
/// It holds its fields in the box a ``Child`` keeps them in, so that the child an event makes
/// shares the box instead of allocating one: making the new child, not sending it, allocates.
public struct NewChild<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The box the child this makes shares, when it goes to its preferred column.
    @usableFromInline var fields: Child<Route>.Fields

    /// The app's value for the screen the child will show.
    public var route: Route {
        @inlinable get { fields.route }
        set { fields = Child.Fields(route: newValue, preferredColumn: preferredColumn, content: content, selection: nil) }
    }

    /// The column the child goes to when pushed without naming one.
    public var preferredColumn: Column {
        @inlinable get { fields.preferredColumn }
        set { fields = Child.Fields(route: route, preferredColumn: newValue, content: content, selection: nil) }
    }

    /// What the child will show besides its route.
    public var content: ChildContent<Route> {
        @inlinable get { fields.content }
        set { fields = fields.with(content: newValue) }
    }

    /// Describes a child to create.
    @inlinable
    public init(_ route: Route, preferring preferredColumn: Column, content: ChildContent<Route> = .plain) {
        fields = Child.Fields(route: route, preferredColumn: preferredColumn, content: content, selection: nil)
    }

    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.fields === rhs.fields || lhs.fields.holdsTheSameValues(as: rhs.fields)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(route)
        hasher.combine(preferredColumn)
        hasher.combine(content)
    }
}

extension NewChild: CustomReflectable {
    /// The fields, not the box that holds them.
    public var customMirror: Mirror {
        Mirror(self, children: ["route": route, "preferredColumn": preferredColumn, "content": content])
    }
}

extension Child {
    /// The child a ``NewChild`` makes in `column` with `id`: it shares the new child's box when
    /// the column is the preferred one and no selection opened it.
    @inlinable
    init(id: ChildID, _ new: NewChild<Route>, in column: Column, openedBy: RowSelection<Route>? = nil) {
        self.id = id
        fields = column == new.fields.preferredColumn && openedBy == nil
            ? new.fields
            : Fields(route: new.route, preferredColumn: column, content: new.content, openedBy: openedBy)
    }
}
