import SplitNavigation

/// One step of a flow, as a user property sees it: the event, the states and presentations
/// around it, and what the navigator answered.
public struct FlowStep<Route: Hashable & Codable & Sendable>: Sendable {
    /// The step's position in the sequence, from 0.
    public let index: Int
    /// The event sent.
    public let event: NavigationEvent<Route>
    /// The state before the event.
    public let stateBefore: SplitState<Route>
    /// The state after the event (the same as before when it was rejected).
    public let state: SplitState<Route>
    /// The presentation before the event.
    public let presentationBefore: Presentation<Route>
    /// The presentation after the event.
    public let presentation: Presentation<Route>
    /// The changes the navigator reported, or the error it threw.
    public let result: Result<[NavigationChange<Route>], NavigationError>

    /// Whether the event was accepted.
    public var isAccepted: Bool {
        if case .success = result { true } else { false }
    }
}
