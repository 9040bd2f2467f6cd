import SplitNavigationStore

/// What a ``LinearizabilityChecker`` ran: runs of schedules, and the answers the tasks got.
public struct LinearizabilityStatistics: Hashable, Codable, Sendable {
    /// How many times a schedule ran against a fresh store, shrinking excluded.
    public var runs = 0
    /// How many events the tasks sent in those runs.
    public var sends = 0
    /// How many of them applied.
    public var applied = 0
    /// How many the navigator rejected.
    public var rejected = 0

    /// Empty statistics.
    public init() {}

    /// Counts one run's answers.
    mutating func record<Route>(_ history: ConcurrentHistory<Route>) {
        runs += 1
        for call in history.tasks.joined() {
            sends += 1
            switch call.outcome {
            case .applied: applied += 1
            case .rejected: rejected += 1
            case .vetoed: break
            }
        }
    }
}
