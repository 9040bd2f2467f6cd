/// A row that a plain list child selected, as the child it opened remembers it.
///
/// The first child ``NavigationEvent/selectRow(_:in:showing:)`` shows carries it in
/// ``Child/openedBy``, so the highlight lasts exactly as long as that child.
///
/// ```swift
/// try navigator.send(.selectRow(.message(42), in: list.id, showing: [NewChild(.message(42), preferring: .detail)]))
/// navigator.selectedRow(in: list.id)   // → .message(42)
/// ```
public struct RowSelection<Route: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
    /// The child whose row was selected: the list.
    public let list: ChildID
    /// The row the list selected, as the app names it (often the route of what it opened).
    public let row: Route

    /// Describes a list's selection.
    public init(list: ChildID, row: Route) {
        self.list = list
        self.row = row
    }
}

extension RowSelection: CustomStringConvertible {
    public var description: String { "\(row) in \(list)" }
}
