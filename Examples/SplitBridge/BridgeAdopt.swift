import SplitNavigation

/// An `adopt` line: the stack a front end's platform changed on its own (the browser's back
/// button), as `{"event":"adopt","column":"primary","ids":[1,2]}` or with `"routes":[…]`.
struct BridgeAdopt: Decodable {
    let column: Column
    let ids: [ChildID]?
    let routes: [BridgeRoute]?

    /// The events that explain the reported stack (see `SplitState.eventsToAdopt(_:in:)`).
    func events(for state: SplitState<BridgeRoute>) throws(NavigationError) -> [NavigationEvent<BridgeRoute>] {
        if let ids { return try state.eventsToAdopt(ids, in: column) }
        return try state.eventsToAdopt(routes: routes ?? [], in: column)
    }
}
