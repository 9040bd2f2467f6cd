#if canImport(XCTest)
import XCTest

extension LinearizabilityReport {
    /// Fails the current XCTest test with the failure's full report when the run failed.
    public func assertPassed(file: StaticString = #filePath, line: UInt = #line) {
        guard !passed else { return }
        XCTFail(description, file: file, line: line)
    }
}
#endif
