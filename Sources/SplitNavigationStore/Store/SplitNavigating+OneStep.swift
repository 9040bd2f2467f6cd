import SplitNavigation

extension SplitNavigating {
    /// Sends an event as the store applies it: a batch through `send(_:into:)`, whose default
    /// shows the app's rules each of its events, and any other event through `send(_:)`.
    ///
    /// The store holds its navigator as an existential, where `send(_:into:)`'s default runs as
    /// unspecialized generic code; a single event, by far the most common, skips it.
    mutating func sendAsOneStep(
        _ event: NavigationEvent<Route>, into changes: inout [NavigationChange<Route>]
    ) throws(NavigationError) {
        if case .batch = event {
            try send(event, into: &changes)
        } else {
            changes = try send(event)
        }
    }
}
