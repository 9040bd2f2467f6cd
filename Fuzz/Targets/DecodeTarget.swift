// libFuzzer entry of the "decode" target. The promises it checks, and their description, are in
// Tests/SplitNavigationTests/FuzzRegressions/Harness/FuzzCheck+Decode.swift, which the regression
// test replays; a broken promise stops the fuzzer here as a finding.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecode(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    if let broken = FuzzCheck.decode(Data(bytes: bytes, count: count)) {
        fatalError(broken)
    }
    return 0
}
