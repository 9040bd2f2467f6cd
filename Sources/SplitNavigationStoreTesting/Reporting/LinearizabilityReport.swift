/// The outcome of a ``LinearizabilityChecker`` run: the first failure, shrunk, if any, and what
/// the run sent.
public struct LinearizabilityReport<Route: Hashable & Codable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The first schedule no serial order explained, shrunk; `nil` when every run passed.
    public let failure: LinearizabilityFailure<Route>?
    /// What the run sent and what the tasks were answered.
    public let statistics: LinearizabilityStatistics

    init(failure: LinearizabilityFailure<Route>?, statistics: LinearizabilityStatistics) {
        self.failure = failure
        self.statistics = statistics
    }

    /// Whether every run was explained by one serial order.
    public var passed: Bool { failure == nil }

    /// The failure's full report, or a one-line summary of a passing run.
    public var description: String {
        if let failure { return failure.description }
        return "SplitNavigationStoreTesting: \(statistics.runs) concurrent runs, \(statistics.sends) events "
            + "(\(statistics.applied) applied, \(statistics.rejected) rejected), each explained by one serial order."
    }
}
