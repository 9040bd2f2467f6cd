// The names earlier versions used, kept so that code written against them still compiles, with a
// fix-it to the new name. Each `select` said nothing of what it selects; the new names do. A
// placeholder was a route; it is now a route or text.

extension NavigationEvent {
    /// A list child selected one of its rows.
    @available(*, deprecated, renamed: "selectRow(_:in:showing:)")
    public static func select(_ row: Route, in list: ChildID, showing children: [NewChild<Route>]) -> Self {
        .selectRow(row, in: list, showing: children)
    }
}

extension TabEvent {
    /// Selects a tab.
    @available(*, deprecated, renamed: "selectTab(_:)")
    public static func select(_ tab: TabID) -> Self {
        .selectTab(tab)
    }
}

extension AccordionEvent {
    /// Selects a row.
    @available(*, deprecated, renamed: "selectNode(_:)")
    public static func select(_ node: AccordionNodeID) -> Self {
        .selectNode(node)
    }
}

extension NavigationChange {
    /// An empty column's placeholder is now this route, or none.
    @_disfavoredOverload
    @available(*, deprecated, message: "a placeholder is a route or text: write .placeholder(.route(route), column:)")
    public static func placeholder(_ route: Route?, column: Column = .detail) -> Self {
        .placeholder(route.map(Placeholder.route), column: column)
    }
}
