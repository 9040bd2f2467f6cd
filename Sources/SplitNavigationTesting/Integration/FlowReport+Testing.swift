#if canImport(Testing)
import Testing

extension FlowReport {
    /// Records a Swift Testing issue with the failure's full report (seed, shrunk Swift code,
    /// JSON lines) when the run failed.
    ///
    /// ```swift
    /// @Test func navigationFlows() {
    ///     FlowRunner(routes: .names).run().expectPassed()
    /// }
    /// ```
    public func expectPassed(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let failure else { return }
        Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
    }
}
#endif
