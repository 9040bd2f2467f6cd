#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SplitNavigation
import Testing

/// The library's internal checks are compiled into a debug build exactly when the build's
/// environment asks for them: off in a client's build, on in the library's CI.
@Suite struct InternalChecksTests {
    @Test func followTheEnvironment() {
        let value = ProcessInfo.processInfo.environment["SPLITNAV_INTERNAL_CHECKS"] ?? ""
        let asked = !["", "0"].contains(value)
        #if DEBUG
        #expect(InternalChecks.areCompiledIn == asked, "SPLITNAV_INTERNAL_CHECKS=\(value)")
        #else
        // Release builds never carry them.
        #expect(!InternalChecks.areCompiledIn)
        #endif
    }
}
