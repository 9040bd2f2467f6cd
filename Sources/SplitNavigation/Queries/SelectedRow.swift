// Which row a plain list highlights. The link lives on the child the selection opened
// (`Child.openedBy`), so it needs no bookkeeping when stacks change: the row is selected exactly
// as long as that child exists.

extension SplitNavigator {
    /// The row of a plain list whose selection opened a child that is still in the state,
    /// shown or kept aside; `nil` when the list has not selected, or what it opened has gone.
    ///
    /// ```swift
    /// var navigator = try SplitNavigator<String>(primary: ["Inbox"])
    /// let list = navigator.state.stack(.primary)[0].id
    /// try navigator.send(.selectRow("Lunch?", in: list, showing: [NewChild("Lunch?", preferring: .detail)]))
    /// navigator.selectedRow(in: list)   // → Optional("Lunch?")
    /// try navigator.send(.back)
    /// navigator.selectedRow(in: list)   // → nil
    /// ```
    ///
    /// - Complexity: O(*n*).
    public func selectedRow(in list: ChildID) -> Route? {
        state.children.last { $0.openedBy?.list == list }?.openedBy?.row
    }
}

extension Presentation {
    /// The row of a plain list whose selection opened a child on screen; `nil` when what it
    /// opened is not shown (popped, or kept aside in compact layout).
    ///
    /// - Complexity: O(*n*).
    public func selectedRow(in list: ChildID) -> Route? {
        for column in columns.all {
            if let row = stack(column).last(where: { $0.openedBy?.list == list })?.openedBy?.row { return row }
        }
        return nil
    }
}
