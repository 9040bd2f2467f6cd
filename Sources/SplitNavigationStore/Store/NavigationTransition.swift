import SplitNavigation

/// One accepted event and what it did: the record that observers, stream subscribers and
/// replays all share.
///
/// Transitions are numbered 1, 2, 3, … in the order the store applied them, with no gaps, so a
/// consumer can tell it missed one. A front end mirroring the store applies ``changes`` to the
/// presentation it shows and gets ``presentation`` (see `Presentation.applying(_:)`).
public struct NavigationTransition<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The transition's number: the store's ``NavigationStore/sequence`` right after it applied.
    /// In a replay, the event's position in the recording (the first event is 1).
    public let sequence: Int
    /// The event that applied.
    public let event: NavigationEvent<Route>
    /// The changes that take the previous presentation to ``presentation``, in animation order.
    public let changes: [NavigationChange<Route>]
    /// What the front end shows after the event.
    public let presentation: Presentation<Route>

    /// Makes a transition; the store and replays make them, this is for tests.
    @inlinable
    public init(
        sequence: Int, event: NavigationEvent<Route>, changes: [NavigationChange<Route>],
        presentation: Presentation<Route>
    ) {
        self.sequence = sequence
        self.event = event
        self.changes = changes
        self.presentation = presentation
    }
}

extension NavigationTransition: CustomStringConvertible {
    /// The number, the event's name and the changes, in one line for logs.
    public var description: String {
        "#\(sequence) \(event.name): \(changes.map(\.description).joined(separator: "; "))"
    }
}
