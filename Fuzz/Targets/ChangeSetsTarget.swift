// libFuzzer entry of the "changesets" target. The promises it checks, and their description, are in
// Tests/SplitNavigationTests/FuzzRegressions/Harness/FuzzCheck+ChangeSets.swift, which the regression
// test replays; a broken promise stops the fuzzer here as a finding.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChangeSets(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    if let broken = FuzzCheck.changeSets(Data(bytes: bytes, count: count)) {
        fatalError(broken)
    }
    return 0
}
