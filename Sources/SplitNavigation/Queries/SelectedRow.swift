// The link lives on the child the selection opened, so it needs no bookkeeping.

extension SplitNavigator {
    /// The row of a plain list whose selection opened a child still in the state, or `nil`.
    ///
    /// - Complexity: O(*n*).
    public func selectedRow(in list: ChildID) -> Route? {
        state.children.last { $0.openedBy?.list == list }?.openedBy?.row
    }
}

extension Presentation {
    /// The row of a plain list whose selection opened a child on screen, or `nil`.
    ///
    /// - Complexity: O(*n*).
    public func selectedRow(in list: ChildID) -> Route? {
        for column in columns.all {
            if let row = stack(column).last(where: { $0.openedBy?.list == list })?.openedBy?.row { return row }
        }
        return nil
    }
}
