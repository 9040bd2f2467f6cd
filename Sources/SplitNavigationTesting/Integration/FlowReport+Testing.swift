#if canImport(Testing)
import Testing

extension FlowReport {
    /// Records a Swift Testing issue with the failure's full report (seed, shrunk Swift code,
    /// JSON lines) when the run failed, or the requirements it fell short of with its statistics.
    ///
    /// ```swift
    /// @Test func navigationFlows() {
    ///     FlowRunner(routes: .names).run().expectPassed()
    /// }
    /// ```
    public func expectPassed(sourceLocation: SourceLocation = #_sourceLocation) {
        guard !passed else { return }
        Issue.record(Comment(rawValue: description), sourceLocation: sourceLocation)
    }
}
#endif
