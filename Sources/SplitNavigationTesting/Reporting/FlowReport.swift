/// The outcome of a run: the first failure, shrunk, if any, and what the run exercised.
public struct FlowReport<Route: Hashable & Codable & Sendable>: Sendable, CustomStringConvertible {
    /// The first failure, shrunk; `nil` when every sequence passed.
    public let failure: FlowFailure<Route>?
    /// What the run exercised.
    public let statistics: FlowStatistics
    /// The `cover` requirements of ``FlowRunner/labels`` that the run did not meet; checked
    /// only when every sequence passed.
    public internal(set) var coverageShortfalls: [CoverageShortfall] = []
    /// How fast the run checked its events, and in which build; `nil` for a replay.
    public internal(set) var speed: FlowSpeed?

    init(failure: FlowFailure<Route>?, statistics: FlowStatistics) {
        self.failure = failure
        self.statistics = statistics
    }

    /// Whether every sequence passed and every `cover` requirement was met.
    public var passed: Bool { failure == nil && coverageShortfalls.isEmpty }

    /// The failure's full report, the requirements not met with the run's statistics, or a
    /// summary of a passing run: its counts, then its build and speed (see ``FlowSpeed``).
    public var description: String {
        if let failure { return failure.description }
        if !coverageShortfalls.isEmpty {
            return "SplitNavigationTesting: every check passed, but coverage fell short:\n"
                + coverageShortfalls.map { "- \($0)" }.joined(separator: "\n") + "\n\n" + statistics.summary
        }
        let summary = "SplitNavigationTesting: \(statistics.sequences) sequences, \(statistics.events) events, every check passed."
        return speed.map { "\(summary)\n\($0)" } ?? summary
    }
}
