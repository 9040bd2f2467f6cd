// The one libFuzzer entry of every target. `Fuzz/run.sh TARGET` builds a single binary for all
// of them (one optimized compile of the library under AddressSanitizer instead of one per target)
// and names the target in SPLITNAV_FUZZ_TARGET. The promises each target checks, and their
// description, are in Tests/SplitNavigationTests/FuzzRegressions/Harness/FuzzCheck+<Target>.swift,
// which the regression test replays; a broken promise stops the fuzzer here as a finding.

import Foundation

/// The check of the target this run fuzzes, looked up once.
private let check: @Sendable (Data) -> String? = {
    let name = ProcessInfo.processInfo.environment["SPLITNAV_FUZZ_TARGET"] ?? ""
    guard let check = FuzzCheck.targets[name] else {
        fatalError("SPLITNAV_FUZZ_TARGET is \"\(name)\", not one of \(FuzzCheck.targets.keys.sorted())")
    }
    return check
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    if let broken = check(Data(bytes: bytes, count: count)) {
        fatalError(broken)
    }
    return 0
}
