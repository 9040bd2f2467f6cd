/// The outcome of an exhaustive exploration: how much of the state space it covered, and the
/// shortest failing sequence, if any.
///
/// A passing report is a guarantee random sampling cannot give: every sequence of up to
/// ``depth`` events from the starts, over the alphabet, passed every law and property.
public struct ExplorationReport<Route: Hashable & Codable & Sendable>: Sendable, CustomStringConvertible {
    /// The first violation found, with a shortest event path to it (breadth-first search finds
    /// the violations of shorter sequences first); `nil` when everything explored passed.
    public let failure: FlowFailure<Route>?
    /// How many distinct states the exploration reached (the starts included), deduplicated by
    /// `SplitState` equality; at most the limit.
    public let states: Int
    /// How many distinct states were first reached at each depth: `statesByDepth[0]` counts the
    /// starts, `statesByDepth[d]` the states whose shortest sequence has `d` events.
    public let statesByDepth: [Int]
    /// How many events were sent and checked: one per event of the alphabet (that the runner's
    /// assumption allows) from every state explored.
    public let transitions: Int
    /// The depth covered completely: every sequence of up to this many events was checked. The
    /// depth asked for, unless a failure or the state limit stopped the exploration earlier.
    public let depth: Int
    /// Whether the state limit stopped the exploration before the depth asked for.
    public let limitReached: Bool
    /// Whether no new state was left to explore: every state reachable from the starts, at any
    /// depth, was reached and checked.
    public let exhausted: Bool

    init(
        failure: FlowFailure<Route>?, statesByDepth: [Int], transitions: Int, depth: Int,
        limitReached: Bool, exhausted: Bool
    ) {
        self.failure = failure
        self.statesByDepth = statesByDepth
        states = statesByDepth.reduce(0, +)
        self.transitions = transitions
        self.depth = depth
        self.limitReached = limitReached
        self.exhausted = exhausted
    }

    /// Whether every state and event explored passed every check.
    public var passed: Bool { failure == nil }

    /// The failure's full report (its shortest sequence as Swift code and JSON lines), or a
    /// summary of what the exploration covered.
    public var description: String {
        let coverage = "\(states) distinct states, \(transitions) events, every sequence of up to \(depth) events"
            + (exhausted ? "; no other state is reachable" : "")
            + (limitReached ? "; stopped at the limit of \(states) states" : "")
        guard let failure else { return "SplitNavigationTesting: explored \(coverage), every check passed." }
        return failure.description + "\nExplored \(coverage) before the failure."
    }
}
