#if canImport(Testing)
import Testing

extension LinearizabilityReport {
    /// Records a Swift Testing issue with the failure's full report (seed, shrunk per-task
    /// events, the answers of a failing run) when the run failed.
    public func expectPassed(sourceLocation: SourceLocation = #_sourceLocation) {
        guard !passed else { return }
        Issue.record(Comment(rawValue: description), sourceLocation: sourceLocation)
    }
}
#endif
