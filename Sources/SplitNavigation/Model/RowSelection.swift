/// A row that a plain list child selected, as the child it opened remembers it.
///
/// Split views driven by a selection highlight the row whose detail is open. A plain child's
/// rows are the app's, so the navigator keeps the link on the other end: the first child that
/// ``NavigationEvent/selectRow(_:in:showing:)`` shows carries the selection in
/// ``Child/openedBy``. The link lasts exactly as long as that child: popping or replacing it
/// clears the highlight, and it moves with the child through collapse, split and saved state.
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
