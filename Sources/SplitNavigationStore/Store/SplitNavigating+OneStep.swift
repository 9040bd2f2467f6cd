import SplitNavigation

/// Sends an event to `rules` as the store applies it: a batch through `send(_:into:)`, whose
/// default shows the app's rules each of its events, and any other event through `send(_:)`.
///
/// The store holds an app's navigator as an existential, where `send(_:into:)`'s default runs as
/// unspecialized generic code; a single event, by far the most common, skips it. A function of
/// the existential rather than a method of `SplitNavigating`: called on an opened existential, a
/// generic method runs unspecialized, and this one, inlinable and generic over the route alone,
/// runs in the store's send specialized for the app's route type.
@inlinable
func sendAsOneStep<Route>(
    _ event: NavigationEvent<Route>, to rules: inout any SplitNavigating<Route>, into changes: inout [NavigationChange<Route>]
) throws(NavigationError) {
    if case .batch = event {
        try rules.send(event, into: &changes)
    } else {
        changes = try rules.send(event)
    }
}
