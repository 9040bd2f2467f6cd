#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if !SPLITNAV_FUZZ
import SplitNavigation
#endif

extension FuzzCheck {
    /// Target "decode": the bytes as a saved state, and each line as an event. A rejection is a
    /// typed error; an accepted value satisfies every invariant and re-encodes to bytes that
    /// decode to an equal value and the same bytes, also through the property runner's memo of
    /// children's JSON (read through a fresh memo and through the one that wrote them).
    @Sendable
    static func decode(_ data: Data) -> String? {
        if let state = try? SplitState<String>(json: data), let broken = roundTrip(state) {
            return broken
        }
        for line in data.split(separator: UInt8(ascii: "\n")) {
            let event: NavigationEvent<String>
            do {
                event = try NavigationEvent<String>(json: Data(line))
            } catch {
                continue
            }
            guard let bytes = try? event.jsonData(), let again = try? NavigationEvent<String>(json: bytes) else {
                return "an accepted event does not survive re-encoding: \(event)"
            }
            guard (try? again.jsonData()) == bytes else {
                return "re-encoding an event changes it: \(event) → \(again)"
            }
            if case .restore(let state) = event, let broken = roundTrip(state) {
                return broken
            }
        }
        return nil
    }

    private static func roundTrip(_ state: SplitState<String>) -> String? {
        do {
            try state.validate()
            let bytes = try state.jsonData()
            let decoded = try SplitState<String>(json: bytes)
            guard decoded == state else { return "a decoded state changes in a JSON round trip" }
            // The property runner's memo: what it writes must be the bytes above, read back
            // through a fresh memo (every child read from its bytes) and through the writer's
            // own (every child looked up), and written again from what it remembers.
            let memo = ChildJSONMemo<String>()
            let memoBytes = try state.jsonBytes(memo: memo)
            guard memoBytes == Array(bytes) else { return "the memo writes other bytes" }
            guard try SplitState<String>(jsonBytes: memoBytes, memo: ChildJSONMemo()) == state else {
                return "a fresh memo reads another state"
            }
            guard try SplitState<String>(jsonBytes: memoBytes, memo: memo) == state else {
                return "the writing memo reads another state"
            }
            guard try state.jsonBytes(memo: memo) == memoBytes else { return "the memo writes other bytes the second time" }
        } catch {
            return "an accepted state fails: \(error)"
        }
        return nil
    }
}
