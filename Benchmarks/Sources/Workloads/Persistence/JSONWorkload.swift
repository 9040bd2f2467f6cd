import SplitNavigation
import SplitNavigationTesting

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The states and events the property runner's JSON laws round-trip: those of seeded random
/// flows over ``MailRoute`` (random starts, the standard events, sequences of 50), for comparing
/// the library's JSON coder with Foundation's on the same values.
public struct JSONWorkload: Sendable {
    public let states: [SplitState<MailRoute>]
    public let events: [NavigationEvent<MailRoute>]

    /// `count` states and `count` events (seed 2026).
    public init(count: Int) {
        let starts = StartGenerator<MailRoute>.random(routes: FlowWorkload.routes)
        let generator = EventGenerator<MailRoute>.standard(routes: FlowWorkload.routes)
        var random = SplitMix64(seed: 2026)
        var states: [SplitState<MailRoute>] = []
        var events: [NavigationEvent<MailRoute>] = []
        while states.count < count {
            guard let start = try? starts.start(using: &random) else { continue }
            var navigator = SplitNavigator(state: start)
            for _ in 0..<FlowWorkload.length where states.count < count {
                let event = generator.event(for: navigator.state, using: &random)
                events.append(event)
                if (try? navigator.send(event)) != nil {
                    states.append(navigator.state)
                }
            }
        }
        self.states = states
        self.events = Array(events.prefix(count))
    }

    /// Foundation's coders as the library used them: sorted keys, slashes unescaped.
    public static func foundationEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
