import SplitNavigation

/// The navigator a store owns. A plain `SplitNavigator` is held as itself, not as an
/// existential: its conformance's methods are generic code that looks up type metadata at each
/// step, while `SplitNavigator.send` called on the concrete type is inlined into the store's
/// send, specialized for the app's route. An app's own navigator answers through its
/// conformance, whose methods its module compiled for its route.
///
/// Two optionals, exactly one of them set, rather than an enum of the two: an enum with an
/// existential case is copied whole each time a case is read, and an optional is read in place.
@usableFromInline
struct StoreRules<Route: Hashable & Codable & Sendable>: Sendable {
    /// The navigator, when it is a plain `SplitNavigator`.
    @usableFromInline var plain: SplitNavigator<Route>?
    /// The navigator, when it is an app's own.
    @usableFromInline var app: (any SplitNavigating<Route>)?

    init<Navigator: SplitNavigating>(_ navigator: Navigator) where Navigator.Route == Route {
        if let plain = navigator as? SplitNavigator<Route> {
            self.plain = plain
        } else {
            app = navigator
        }
    }

    /// The navigator as any navigator, for proposals.
    var any: any SplitNavigating<Route> {
        plain ?? app!
    }

    /// The navigation state.
    @inlinable
    var state: SplitState<Route> {
        // Read through `plain!` rather than `??`, whose autoclosure would copy the rules.
        plain != nil ? plain!.state : app!.state
    }

    /// What the front end shows now.
    @inlinable
    var presentation: Presentation<Route> {
        plain != nil ? plain!.presentation : app!.presentation
    }

    /// A plain navigator holding the rules' state, for queries and snapshots.
    var navigator: SplitNavigator<Route> {
        plain ?? SplitNavigator(state: app!.state, placeholder: app!.placeholderProvider)
    }

    /// Applies an event in place, as `sendAsOneStep(_:to:into:)` does.
    @inlinable
    mutating func send(_ event: NavigationEvent<Route>, into changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        // Unwrapped in place, so that the navigator's stacks keep one owner while the event
        // edits them, and are edited rather than copied.
        if plain != nil {
            try plain!.send(event, into: &changes)
        } else {
            try sendAsOneStep(event, to: &app!, into: &changes)
        }
    }
}
