import SplitNavigation
import Testing

/// The properties are only as strong as the situations the random sequences reach: this checks
/// that they reach every event accepted and rejected, every error code, and the states that the
/// laws single out (kept-aside detail stacks, detail children below primary ones in compact).
@Suite("Random sequences reach every situation")
struct GeneratorCoverage {
    @Test func coverage() {
        var accepted: [String: Int] = [:]
        var rejected: [NavigationError.Code: Int] = [:]
        var keptAsideStates = 0
        var interleavedCompactStates = 0
        let generator = EventGenerator()
        for policy in CollapsePolicy.allCases {
            for seed in 0..<100 as Range<UInt64> {
                let start = randomStart(policy: policy, seed: seed)
                var navigator = SplitNavigator(state: start)
                for event in generator.sequence(from: start, length: 60, seed: seed) {
                    do throws(NavigationError) {
                        try navigator.send(event)
                        accepted[event.name, default: 0] += 1
                    } catch {
                        rejected[error.code, default: 0] += 1
                    }
                    if !navigator.state.keptAside.isEmpty { keptAsideStates += 1 }
                    if let stack = navigator.state.compactStack,
                       let firstDetail = stack.firstIndex(where: { $0.preferredColumn == .detail }),
                       stack[firstDetail...].contains(where: { $0.preferredColumn == .primary }) {
                        interleavedCompactStates += 1
                    }
                }
            }
        }
        for name in NavigationEvent<String>.eventNames {
            #expect(accepted[name, default: 0] >= (name == "restore" ? 20 : 50), "event \(name) accepted only \(accepted[name, default: 0]) times")
        }
        for code in [NavigationError.Code.rootCannotBePopped, .columnEmpty, .unknownChild] {
            #expect(rejected[code, default: 0] >= 50, "error \(code) seen only \(rejected[code, default: 0]) times")
        }
        #expect(keptAsideStates >= 500)
        #expect(interleavedCompactStates >= 500)
    }
}
