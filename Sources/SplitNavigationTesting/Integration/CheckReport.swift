/// The outcome of a check a test asserts: a property run (``FlowReport``), an exhaustive
/// exploration (``ExplorationReport``) or a linearizability check (the store kit's report).
///
/// Its `description` is the full report a failing test prints (seed, shrunk events as Swift
/// code and JSON lines, what fell short); `expectPassed()` (Swift Testing) and `assertPassed()`
/// (XCTest) record it when the check did not pass.
public protocol CheckReport: CustomStringConvertible {
    /// Whether the check found nothing wrong.
    var passed: Bool { get }
}

extension FlowReport: CheckReport {}
extension ExplorationReport: CheckReport {}
