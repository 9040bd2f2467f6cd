#if canImport(XCTest)
import Foundation
import SplitNavigation
import SplitNavigationTesting
import XCTest

/// The XCTest helper, used as an XCTest user would.
///
/// These are the package's only XCTest tests. `swift test` runs XCTest first and Swift Testing
/// after it, so its output opens with an XCTest summary ("Executed 2 tests") that reads like the
/// whole run; the note below, printed when XCTest is done, says what it was.
final class XCTestIntegrationTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        XCTestObservationCenter.shared.addTestObserver(RunNote.shared)
    }

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

/// Prints, once the XCTest run is over, that it was only the XCTest part.
private final class RunNote: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = RunNote()

    func testBundleDidFinish(_ testBundle: Bundle) {
        print("""
            Those were the XCTest tests only: SplitNavigationTesting's XCTest helper, \
            used from XCTest. The Swift Testing suite, all the other tests, runs next.
            """)
    }
}
#endif
