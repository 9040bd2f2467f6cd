#if canImport(Testing)
import Testing

extension CheckReport {
    /// Records a Swift Testing issue with the full report when the check did not pass.
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
