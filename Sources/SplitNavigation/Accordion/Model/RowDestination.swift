/// Where selecting an accordion row takes the navigator: a route, shown in a preferred column.
///
/// ```swift
/// let row = AccordionNode(id: 7, value: "Inbox", destination: RowDestination(.mailbox("inbox")))
/// ```
public struct RowDestination<Route: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
    /// The route the navigator pushes (or shows) when the row is selected.
    public var route: Route
    /// The column the route prefers; in compact layout it is remembered for the next split.
    public var column: Column

    /// Makes a destination; rows usually open their content in the detail column.
    public init(_ route: Route, column: Column = .detail) {
        self.route = route
        self.column = column
    }
}
