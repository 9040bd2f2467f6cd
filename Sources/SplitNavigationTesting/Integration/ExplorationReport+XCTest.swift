#if canImport(XCTest)
import XCTest

extension ExplorationReport {
    /// Fails the current XCTest test with the failure's full report (its shortest sequence as
    /// Swift code and JSON lines) when the exploration found one.
    public func assertPassed(file: StaticString = #filePath, line: UInt = #line) {
        guard !passed else { return }
        XCTFail(description, file: file, line: line)
    }
}
#endif
