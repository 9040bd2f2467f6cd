extension SplitNavigator {
    /// The tab group of a child, or `nil` when no shown child has that id or its content is not
    /// a tab group: what a tab bar view draws (its tabs, badges and selection).
    ///
    /// - Complexity: O(*n*).
    public func tabGroup(_ id: ChildID) -> TabGroup<Route>? {
        state.child(id)?.content.tabs
    }
}
