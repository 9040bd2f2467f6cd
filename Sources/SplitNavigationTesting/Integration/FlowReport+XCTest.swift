#if canImport(XCTest)
import XCTest

extension FlowReport {
    /// Fails the current XCTest test with the failure's full report (seed, shrunk Swift code,
    /// JSON lines) when the run failed, or the requirements it fell short of with its statistics.
    ///
    /// ```swift
    /// func testNavigationFlows() {
    ///     FlowRunner(routes: .names).run().assertPassed()
    /// }
    /// ```
    public func assertPassed(file: StaticString = #filePath, line: UInt = #line) {
        guard !passed else { return }
        XCTFail(description, file: file, line: line)
    }
}
#endif
