import Foundation

// Fuzz target "decode": arbitrary bytes as a saved state and as an event log (JSON lines). Any
// accepted value must satisfy every invariant and re-encode to bytes that decode to an equal value.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecode(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    if let state = try? SplitState<String>(json: data) {
        check(state)
    }
    for line in data.split(separator: UInt8(ascii: "\n")) {
        guard let event = try? NavigationEvent<String>(json: Data(line)) else { continue }
        guard let again = try? NavigationEvent<String>(json: event.jsonData()) else {
            fatalError("an accepted event does not survive re-encoding: \(event)")
        }
        guard (try? again.jsonData()) == (try? event.jsonData()) else {
            fatalError("re-encoding an event changes it: \(event) → \(again)")
        }
        if case .restore(let state) = event { check(state) }
    }
    return 0
}

private func check(_ state: SplitState<String>) {
    do {
        try state.validate()
        let decoded = try SplitState<String>(json: state.jsonData())
        guard decoded == state else { fatalError("a decoded state changes in a JSON round trip") }
    } catch {
        fatalError("an accepted state fails: \(error)")
    }
}
