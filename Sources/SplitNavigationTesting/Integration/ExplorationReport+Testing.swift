#if canImport(Testing)
import Testing

extension ExplorationReport {
    /// Records a Swift Testing issue with the failure's full report (its shortest sequence as
    /// Swift code and JSON lines) when the exploration found one.
    ///
    /// ```swift
    /// @Test func everyShortFlow() throws {
    ///     let start = try SplitState<String>(primary: [NewChild("A", preferring: .primary)])
    ///     FlowRunner(routes: .names).explore(from: start, events: .standard(routes: ["A"]), depth: 2).expectPassed()
    /// }
    /// ```
    public func expectPassed(sourceLocation: SourceLocation = #_sourceLocation) {
        guard !passed else { return }
        Issue.record(Comment(rawValue: description), sourceLocation: sourceLocation)
    }
}
#endif
