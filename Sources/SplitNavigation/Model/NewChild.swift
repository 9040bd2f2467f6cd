/// A child that an event will create; the navigator assigns its id when the event applies.
///
/// ```swift
/// try navigator.send(.push(NewChild(.message(42), preferring: .detail)))
/// ```
public struct NewChild<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The app's value for the screen the child will show.
    public var route: Route
    /// The column the child goes to when pushed without naming one.
    public var preferredColumn: Column
    /// What the child will show besides its route.
    public var content: ChildContent<Route>

    /// Describes a child to create.
    public init(_ route: Route, preferring preferredColumn: Column, content: ChildContent<Route> = .plain) {
        self.route = route
        self.preferredColumn = preferredColumn
        self.content = content
    }
}
