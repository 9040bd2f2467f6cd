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
    /// decode to an equal value and the same bytes.
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
            guard try decoded.jsonData() == bytes else { return "re-encoding a decoded state changes its bytes" }
        } catch {
            return "an accepted state fails: \(error)"
        }
        return nil
    }
}
