import Foundation
import SplitNavigation
import Testing

/// Runs a property over many seeded random event sequences. On the first failure it shrinks the
/// sequence (dropping chunks, then single events) to one that still fails, and records an issue
/// with the seed, the original length and the shrunk sequence as JSON lines.
///
/// `check` replays `events` from `start` and returns a description of the first violation, or
/// `nil` when the property holds for the whole sequence.
func checkProperty(
    _ name: String,
    policies: [CollapsePolicy] = CollapsePolicy.allCases,
    sequences: Int,
    length: Int,
    seed: UInt64 = 2026,
    generator: EventGenerator = EventGenerator(),
    sourceLocation: SourceLocation = #_sourceLocation,
    check: (SplitState<String>, [NavigationEvent<String>]) -> String?
) {
    for policy in policies {
        for index in 0..<sequences {
            let caseSeed = seed &+ UInt64(index) &* 0x9E37_79B9 &+ UInt64(policy.hashValueStable)
            let start = randomStart(policy: policy, seed: caseSeed)
            let events = generator.sequence(from: start, length: length, seed: caseSeed)
            guard let failure = check(start, events) else { continue }
            let shrunk = shrink(events) { check(start, $0) != nil }
            let finalFailure = check(start, shrunk) ?? failure
            let lines = shrunk.map { (try? $0.jsonData()).flatMap { String(data: $0, encoding: .utf8) } ?? "\($0)" }
            let startJSON = (try? start.jsonData()).flatMap { String(data: $0, encoding: .utf8) } ?? "\(start)"
            Issue.record(
                """
                Property "\(name)" failed: \(finalFailure)
                seed \(caseSeed) (policy \(policy), sequence \(index)), \(events.count) events shrunk to \(shrunk.count):
                start: \(startJSON)
                \(lines.joined(separator: "\n"))
                """,
                sourceLocation: sourceLocation)
            return
        }
    }
}

/// Drops chunks, then single events, as long as the sequence still fails.
func shrink<Event>(_ events: [Event], stillFails: ([Event]) -> Bool) -> [Event] {
    var current = events
    var chunk = max(1, current.count / 2)
    while chunk >= 1 {
        var start = 0
        var removedAny = false
        while start < current.count {
            var candidate = current
            candidate.removeSubrange(start..<min(start + chunk, candidate.count))
            if stillFails(candidate) {
                current = candidate
                removedAny = true
            } else {
                start += chunk
            }
        }
        if !removedAny { chunk /= 2 }
    }
    return current
}

extension CollapsePolicy {
    /// A hash that does not change between runs, for seeding.
    var hashValueStable: Int {
        switch self {
        case .detailOnTop: 1
        case .chronological: 2
        case .hideDetail: 3
        }
    }
}
