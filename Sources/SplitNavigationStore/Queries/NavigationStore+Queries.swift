import SplitNavigation

// Each query reads the navigator once, under the lock, and answers outside it. Two queries in a
// row may see different states when other threads send; ask one `navigator` snapshot instead.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationStore {
    /// Whether `NavigationEvent.back` would apply now (see `SplitNavigator.canGoBack`).
    ///
    /// - Complexity: O(1).
    public var canGoBack: Bool {
        navigator.canGoBack
    }

    /// The child `NavigationEvent.back` would pop now (see `SplitNavigator.backTarget`).
    ///
    /// - Complexity: O(1).
    public var backTarget: Child<Route>? {
        navigator.backTarget
    }

    /// The top of a column's stack now (see `SplitNavigator.top(of:)`).
    ///
    /// - Complexity: O(1) in regular layout, O(*n*) in compact layout.
    public func top(of column: Column) -> Child<Route>? {
        navigator.top(of: column)
    }

    /// Where the child with the given id is now (see `SplitNavigator.location(of:)`).
    ///
    /// - Complexity: O(*n*).
    public func location(of id: ChildID) -> ChildLocation? {
        navigator.location(of: id)
    }

    /// Where every child showing the route is now (see `SplitNavigator.locations(of:)`).
    ///
    /// - Complexity: O(*n*).
    public func locations(of route: Route) -> [ChildLocation] {
        navigator.locations(of: route)
    }
}
