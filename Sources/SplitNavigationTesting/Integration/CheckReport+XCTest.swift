#if canImport(XCTest)
import XCTest

extension CheckReport {
    /// Fails the current XCTest test with the full report when the check did not pass.
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
