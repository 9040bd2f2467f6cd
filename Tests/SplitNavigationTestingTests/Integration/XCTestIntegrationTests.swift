#if canImport(XCTest)
import SplitNavigation
import SplitNavigationTesting
import XCTest

/// The XCTest helper, used as an XCTest user would.
final class XCTestIntegrationTests: XCTestCase {
    func testPassingRunAsserts() {
        var runner = FlowRunner(routes: .names)
        runner.sequences = 20
        runner.run().assertPassed()
    }

    func testFailingRunReportsSeedAndCode() {
        var runner = FlowRunner(routes: .names)
        runner.sequences = 300
        runner.seed = 11
        let report = runner.run(CompactPopRemovesWrongChild.self)
        // XCTExpectFailure is not in corelibs-xctest, so the failing helper call itself is not
        // exercised here; what it reports is the description checked below.
        XCTAssertFalse(report.passed)
        let description = report.description
        XCTAssertTrue(description.contains("sequence seed 0x"), description)
        XCTAssertTrue(description.contains("try navigator.send("), description)
        XCTAssertTrue(description.contains(#"{"event":"start","state":"#), description)
    }
}
#endif
