/// A start state and the events sent after it: enough to rebuild every state, id and change,
/// so that a bug report is a file.
///
/// A store records one, a property test's failure carries one, and the `splitnav` bridge reads
/// and writes the same JSON lines (``jsonLines()``, ``init(jsonLines:)-(Data)``):
///
/// ```
/// {"event":"start","state":{"detail":[],"detailOnly":false,"format":1,…}}
/// {"column":"primary","event":"push","route":"Inbox"}
/// {"event":"back"}
/// ```
///
/// Sending the events again from the start state, with the same placeholder provider, gives
/// the same states, ids and changes.
public struct NavigationRecording<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The state the recording starts from.
    public var start: SplitState<Route>
    /// The events, in the order they were sent.
    public var events: [NavigationEvent<Route>]

    /// Makes a recording from a start state and events.
    public init(start: SplitState<Route>, events: [NavigationEvent<Route>] = []) {
        self.start = start
        self.events = events
    }
}
