import SplitNavigation

/// Reduces a failing sequence to a small one that fails the same check.
///
/// Passes, repeated until none makes progress or the budget of replays runs out: cut
/// everything after the failing step; drop chunks of events, halving the chunk size down to
/// single events, and when that fails, drop them while the later events follow the children
/// they named to their new ids; start from a restored state instead of restoring it; replace each event by
/// a simpler one (see ``EventSimplification``); page the top level of an accordion instead of a
/// node, in all its paging events at once; and simplify the start (fewer initial
/// children, plain content or smaller accordions, the simplest route, regular layout), the
/// events following their children to the ids the simpler start gives them when needed. With
/// `keepsStart` (a runner whose starts are ``StartGenerator/fixed(_:)``: the app only ever
/// starts there) the last two passes are skipped, so the counterexample starts where the app does.
/// Every accepted candidate is strictly simpler, so shrinking ends.
struct Shrinker<Route: Hashable & Codable & Sendable> {
    private(set) var budget: Int
    let routes: RouteGenerator<Route>
    /// Whether the start must stay as it is.
    let keepsStart: Bool
    /// The violation the candidate causes when it fails the same check, else `nil`.
    let failure: (SplitState<Route>, [NavigationEvent<Route>]) -> FlowViolation?

    init(
        budget: Int, routes: RouteGenerator<Route>, keepsStart: Bool = false,
        failure: @escaping (SplitState<Route>, [NavigationEvent<Route>]) -> FlowViolation?
    ) {
        self.budget = budget
        self.routes = routes
        self.keepsStart = keepsStart
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
            if !keepsStart { progress = restoresAsStart(&best) || progress }
            progress = simplifyEvents(&best) || progress
            progress = pageTopLevels(&best) || progress
            if !keepsStart { progress = simplifyStart(&best) || progress }
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
                let range = index..<min(index + chunk, best.events.count)
                var events = best.events
                events.removeSubrange(range)
                var removed = attempt(best.start, events, into: &best)
                if !removed, let renamed = followingIDs(of: best, without: range) {
                    removed = attempt(best.start, renamed, into: &best)
                }
                if removed {
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

    /// The events without `range`, the later ones renaming the children they named so that
    /// they name the same children: ids are handed out in order, so dropping events that created
    /// *k* children lowers by *k* the ids of the children created after them (until a restore
    /// starts a new count). `nil` when that renames nothing. The ids come from `SplitNavigator`.
    private func followingIDs(of best: Candidate, without range: Range<Int>) -> [NavigationEvent<Route>]? {
        var navigator = SplitNavigator(state: best.start)
        var counters = [navigator.state.nextID.rawValue]
        for event in best.events[..<range.upperBound] {
            _ = try? navigator.send(event)
            counters.append(navigator.state.nextID.rawValue)
        }
        let (low, high) = (counters[range.lowerBound], counters[range.upperBound])
        guard high > low, !best.events[range].contains(where: \.restores) else { return nil }
        let following = Self.renaming(Array(best.events[range.upperBound...])) { id in
            id.rawValue >= high ? ChildID(id.rawValue - (high - low)) : id
        }
        return following.map { Array(best.events[..<range.lowerBound]) + $0 }
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

    /// Pages the top level of an accordion instead of a node, in every paging event of the
    /// accordion at once: a page is begun and ended by two events, which simplifying one event
    /// at a time cannot both change.
    private mutating func pageTopLevels(_ best: inout Candidate) -> Bool {
        var progress = false
        var pages: [(child: ChildID, node: AccordionNodeID)] = []
        for event in best.events {
            guard case .accordion(let child, let action) = event, let node = Self.pagedNode(action) else { continue }
            if !pages.contains(where: { $0 == (child, node) }) { pages.append((child, node)) }
        }
        for (child, node) in pages where budget > 0 {
            let events = best.events.map { event -> NavigationEvent<Route> in
                guard case .accordion(child, let action) = event, Self.pagedNode(action) == node else { return event }
                return switch action {
                case .beginPage: .accordion(child, .beginPage(nil))
                case .cancelPage: .accordion(child, .cancelPage(nil))
                case .endPage(_, let children, let exhausted): .accordion(child, .endPage(nil, children: children, exhausted: exhausted))
                default: event
                }
            }
            if attempt(best.start, events, into: &best) { progress = true }
        }
        return progress
    }

    /// The node a paging operation names, `nil` for other operations and the top level.
    private static func pagedNode(_ action: AccordionEvent<Route>) -> AccordionNodeID? {
        switch action {
        case .beginPage(let node), .cancelPage(let node), .endPage(let node, _, _): node
        default: nil
        }
    }

    private mutating func simplifyStart(_ best: inout Candidate) -> Bool {
        var progress = false
        var improved = true
        while improved, budget > 0 {
            improved = false
            for start in EventSimplification.candidates(for: best.start, simplestRoute: routes.simplest) {
                var simpler = attempt(start, best.events, into: &best)
                if !simpler, let renamed = Self.renaming(best.events, createdFrom: best.start.nextID, to: start.nextID) {
                    simpler = attempt(start, renamed, into: &best)
                }
                if simpler {
                    improved = true
                    progress = true
                    break
                }
            }
        }
        return progress
    }

    /// The events, naming the children they create by the ids a start with another id counter
    /// gives them: ids from `old` on move by `new - old` (until a restore starts a new count).
    /// `nil` when that renames nothing.
    private static func renaming(_ events: [NavigationEvent<Route>], createdFrom old: ChildID, to new: ChildID) -> [NavigationEvent<Route>]? {
        let (low, offset) = (old.rawValue, new.rawValue.subtractingReportingOverflow(old.rawValue))
        guard offset.partialValue != 0, !offset.overflow else { return nil }
        return renaming(events) { id in
            guard id.rawValue >= low else { return id }
            let moved = id.rawValue.addingReportingOverflow(offset.partialValue)
            return moved.overflow ? id : ChildID(moved.partialValue)
        }
    }

    /// The events with the child ids they name renamed, up to the first restore (inside a batch
    /// too); `nil` when nothing changes.
    private static func renaming(_ events: [NavigationEvent<Route>], _ rename: (ChildID) -> ChildID) -> [NavigationEvent<Route>]? {
        var following = true
        let result = events.map { renamed($0, rename, following: &following) }
        return result != events ? result : nil
    }

    /// The event with every child id it names renamed — the child an event addresses, a list a
    /// selection is in, a tab group, a modal — while `following` (the ids still count from the
    /// same start); a restore ends that, in a batch as anywhere.
    private static func renamed(
        _ event: NavigationEvent<Route>, _ rename: (ChildID) -> ChildID, following: inout Bool
    ) -> NavigationEvent<Route> {
        guard following else { return event }
        switch event {
        case .restore:
            following = false
            return event
        case .popTo(let id): return .popTo(rename(id))
        case .popChild(let id): return .popChild(rename(id))
        case .accordion(let id, let action): return .accordion(rename(id), action)
        case .tabs(let id, let action): return .tabs(rename(id), action)
        case .selectRow(let row, let list, let children): return .selectRow(row, in: rename(list), showing: children)
        case .dismissModal(let id): return .dismissModal(rename(id))
        case .modal(.popTo(let id)): return .modal(.popTo(rename(id)))
        case .batch(let events): return .batch(events.map { renamed($0, rename, following: &following) })
        default: return event
        }
    }
}
