import SplitNavigation

/// What became of an event sent to a ``NavigationStore``.
///
/// Exactly one of three things happens, and only the first changes anything:
///
/// ```swift
/// switch store.send(.back) {
/// case .applied(let transition): animate(transition.changes)
/// case .rejected(let error): log(error)            // the navigator refused it
/// case .vetoed(let reason): askToDiscard(reason)     // a filter refused it
/// }
/// ```
///
/// It is a value rather than a thrown error because a veto is an ordinary answer ("there are
/// unsaved changes"), not a failure, and a caller should see all three outcomes side by side.
public enum NavigationOutcome<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The event applied; the transition is the one observers and subscribers get too.
    case applied(NavigationTransition<Route>)
    /// The navigator refused the event (a pop of the root, an unknown child, …) or the store did
    /// (`NavigationError.Code.reentrantSend`). Nothing changed.
    case rejected(NavigationError)
    /// A filter refused the event, with its reason. Nothing changed.
    case vetoed(reason: String)
}

extension NavigationOutcome {
    /// The transition, when the event applied.
    public var transition: NavigationTransition<Route>? {
        if case .applied(let transition) = self { transition } else { nil }
    }

    /// The changes, when the event applied.
    public var changes: [NavigationChange<Route>]? {
        transition?.changes
    }

    /// The error, when the navigator or the store rejected the event.
    public var error: NavigationError? {
        if case .rejected(let error) = self { error } else { nil }
    }

    /// Whether the event applied.
    public var isApplied: Bool {
        transition != nil
    }
}
