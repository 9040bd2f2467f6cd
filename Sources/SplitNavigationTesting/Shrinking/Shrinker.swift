import SplitNavigation

/// Reduces a failing sequence to a small one that fails the same check.
///
/// Passes, repeated until none makes progress or the budget of replays runs out: cut
/// everything after the failing step; drop chunks of events, halving the chunk size down to
/// single events; start from a restored state instead of restoring it; replace each event by
/// a simpler one (see ``EventSimplification``); and simplify the start (fewer initial
/// children, the simplest route, regular layout). Every accepted candidate is
/// strictly simpler, so shrinking ends.
struct Shrinker<Route: Hashable & Codable & Sendable> {
    private(set) var budget: Int
    let routes: RouteGenerator<Route>
    /// The violation the candidate causes when it fails the same check, else `nil`.
    let failure: (SplitState<Route>, [NavigationEvent<Route>]) -> FlowViolation?

    init(budget: Int, routes: RouteGenerator<Route>, failure: @escaping (SplitState<Route>, [NavigationEvent<Route>]) -> FlowViolation?) {
        self.budget = budget
        self.routes = routes
        self.failure = failure
    }

    mutating func shrink(
        start: SplitState<Route>, events: [NavigationEvent<Route>], violation: FlowViolation
    ) -> (SplitState<Route>, [NavigationEvent<Route>], FlowViolation) {
        var best = (start: start, events: truncated(events, after: violation), violation: violation)
        var progress = true
        while progress, budget > 0 {
            progress = false
            progress = dropChunks(&best) || progress
            progress = restoresAsStart(&best) || progress
            progress = simplifyEvents(&best) || progress
            progress = simplifyStart(&best) || progress
        }
        return best
    }

    private typealias Candidate = (start: SplitState<Route>, events: [NavigationEvent<Route>], violation: FlowViolation)

    private func truncated(_ events: [NavigationEvent<Route>], after violation: FlowViolation) -> [NavigationEvent<Route>] {
        guard let step = violation.step else { return [] }
        return Array(events.prefix(step + 1))
    }

    /// Tries a candidate; on failure of the same check, makes it the best one.
    private mutating func attempt(_ start: SplitState<Route>, _ events: [NavigationEvent<Route>], into best: inout Candidate) -> Bool {
        guard budget > 0 else { return false }
        budget -= 1
        guard let violation = failure(start, events) else { return false }
        best = (start, truncated(events, after: violation), violation)
        return true
    }

    private mutating func dropChunks(_ best: inout Candidate) -> Bool {
        var progress = false
        var chunk = max(1, best.events.count / 2)
        while chunk >= 1, budget > 0 {
            var index = 0
            var removedAny = false
            while index < best.events.count, budget > 0 {
                var events = best.events
                events.removeSubrange(index..<min(index + chunk, events.count))
                if attempt(best.start, events, into: &best) {
                    removedAny = true
                    progress = true
                } else {
                    index += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return progress
    }

    /// Starts from a restored state instead of restoring it, dropping the events before.
    private mutating func restoresAsStart(_ best: inout Candidate) -> Bool {
        var progress = false
        var index = best.events.count - 1
        while index >= 0, budget > 0 {
            if index < best.events.count, case .restore(let state) = best.events[index],
               attempt(state, Array(best.events[(index + 1)...]), into: &best) {
                progress = true
                index = best.events.count - 1
            } else {
                index -= 1
            }
        }
        return progress
    }

    private mutating func simplifyEvents(_ best: inout Candidate) -> Bool {
        var progress = false
        var index = 0
        while index < best.events.count, budget > 0 {
            var improved = true
            while improved, index < best.events.count, budget > 0 {
                improved = false
                for simpler in EventSimplification.candidates(for: best.events[index], routes: routes) {
                    var events = best.events
                    events[index] = simpler
                    if attempt(best.start, events, into: &best) {
                        improved = true
                        progress = true
                        break
                    }
                }
            }
            index += 1
        }
        return progress
    }

    private mutating func simplifyStart(_ best: inout Candidate) -> Bool {
        var progress = false
        var improved = true
        while improved, budget > 0 {
            improved = false
            for start in EventSimplification.candidates(for: best.start, simplestRoute: routes.simplest) {
                if attempt(start, best.events, into: &best) {
                    improved = true
                    progress = true
                    break
                }
            }
        }
        return progress
    }
}
