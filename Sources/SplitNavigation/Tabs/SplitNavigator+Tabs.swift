extension SplitNavigator {
    /// The tab group of a shown child, or `nil`: what a tab bar view draws.
    ///
    /// - Complexity: O(*n*).
    public func tabGroup(_ id: ChildID) -> TabGroup<Route>? {
        state.child(id)?.content.tabs
    }
}
