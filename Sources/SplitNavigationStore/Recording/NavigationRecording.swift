import SplitNavigation

/// A start state and the events accepted after it: enough to rebuild every state, id and
/// change a store went through, so that a bug report is a file.
///
/// A store makes one while it records (``NavigationStore/startRecording()``); its saved form is
/// JSON lines (``jsonLines()``, ``init(jsonLines:)-(Data)``), the form the `splitnav` bridge reads:
///
/// ```
/// {"event":"start","state":{"detail":[],"detailOnly":false,"format":1,…}}
/// {"column":"primary","event":"push","route":"Inbox"}
/// {"event":"back"}
/// ```
///
/// ``replay(placeholder:rejectionsExpected:onTransition:)`` applies the events again. The navigator is a pure
/// function of its state and events, so with the same placeholder provider the replay gives the
/// same states, ids and changes, bit for bit.
///
/// Only accepted events are recorded: rejected and vetoed ones changed nothing.
public struct NavigationRecording<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The state the recording starts from.
    public var start: SplitState<Route>
    /// The accepted events, in the order they applied.
    public var events: [NavigationEvent<Route>]

    /// Makes a recording from a start state and events.
    public init(start: SplitState<Route>, events: [NavigationEvent<Route>] = []) {
        self.start = start
        self.events = events
    }
}
