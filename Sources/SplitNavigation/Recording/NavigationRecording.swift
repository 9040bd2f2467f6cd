/// A start state and the events sent after it: enough to rebuild every state, id and change,
/// so that a bug report is a file.
///
/// One type serves every layer: a store records the events it accepted
/// (`NavigationStore.startRecording()`), a property test's failures carry the shrunk events that
/// fail a check and replay them (`FlowRunner.replay(_:shrinking:)`), and the `splitnav` bridge
/// reads and writes the same saved form, JSON lines (``jsonLines()``,
/// ``init(jsonLines:)-(Data)``):
///
/// ```
/// {"event":"start","state":{"detail":[],"detailOnly":false,"format":1,…}}
/// {"column":"primary","event":"push","route":"Inbox"}
/// {"event":"back"}
/// ```
///
/// The navigator is a pure function of its state and events, so sending the events again to a
/// navigator of the start state, with the same placeholder provider, gives the same states, ids
/// and changes, bit for bit (the store's `replay(placeholder:rejectionsExpected:onTransition:)`
/// does so).
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
