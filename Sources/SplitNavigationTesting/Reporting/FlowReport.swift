/// The outcome of a run: the first failure, shrunk, if any, and what the run exercised.
public struct FlowReport<Route: Hashable & Codable & Sendable>: Sendable, CustomStringConvertible {
    /// The first failure, shrunk; `nil` when every sequence passed.
    public let failure: FlowFailure<Route>?
    /// What the run exercised.
    public let statistics: FlowStatistics

    /// Whether every sequence passed.
    public var passed: Bool { failure == nil }

    /// The failure's full report, or a one-line summary of a passing run.
    public var description: String {
        failure?.description
            ?? "SplitNavigationTesting: \(statistics.sequences) sequences, \(statistics.events) events, every check passed."
    }
}
