import SplitNavigation

/// What a run exercised: how many sequences and events, which events were accepted and which
/// errors rejected the others. Use it to check that a generator reaches what it should.
public struct FlowStatistics: Hashable, Sendable {
    /// Sequences run (the failing one included).
    public internal(set) var sequences = 0
    /// Events sent to the navigator under test, outside shrinking.
    public internal(set) var events = 0
    /// Accepted events by their JSON name (`"push"`, `"detailOnly"`, …).
    public internal(set) var accepted: [String: Int] = [:]
    /// Rejected events by error code.
    public internal(set) var rejected: [NavigationError.Code: Int] = [:]
    /// Generated events not sent because they broke ``FlowRunner/assumption``.
    public internal(set) var skipped = 0

    /// Empty statistics.
    public init() {}

    /// Adds another run's counts, for runs split across tests.
    public mutating func merge(_ other: FlowStatistics) {
        sequences += other.sequences
        events += other.events
        skipped += other.skipped
        accepted.merge(other.accepted, uniquingKeysWith: +)
        rejected.merge(other.rejected, uniquingKeysWith: +)
    }
}
