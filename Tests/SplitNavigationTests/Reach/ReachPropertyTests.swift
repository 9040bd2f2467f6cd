import Foundation
import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// The laws of reaching, on random states and targets from fixed seeds. A failure names the
/// seed and sample and prints the state as JSON and the target, which reproduce it.
@Suite(.cpuBound) struct ReachPropertyTests {
    static let seeds: [UInt64] = [1, 7, 42, 2024]
    static let samples = 300

    /// Runs `check` on every sample of a seed, recording the first failure with its inputs.
    func forEachSample(
        seed: UInt64, invalid: Bool = false,
        _ check: (SplitState<String>, NavigationTarget<String>, Bool) throws -> String?
    ) throws {
        var samples = ReachSamples(seed: seed)
        for index in 0..<Self.samples {
            let state = try samples.state()
            let target = samples.target(for: state, invalid: invalid)
            let reveal = samples.random.bool()
            if let problem = try check(state, target, reveal) {
                let json = String(decoding: try state.jsonData(), as: UTF8.self)
                let targetJSON = String(decoding: try JSONEncoder().encode(target), as: UTF8.self)
                Issue.record("seed \(seed), sample \(index), reveal \(reveal): \(problem)\nstate: \(json)\ntarget: \(targetJSON)")
                return
            }
        }
    }

    @Test(arguments: seeds)
    func reachingGivesTheTargetAndKeepsThePrefix(seed: UInt64) throws {
        try forEachSample(seed: seed) { state, target, reveal in
            var navigator = SplitNavigator(state: state)
            do {
                try navigator.reach(target, reveal: reveal)
            } catch let error as NavigationError where error.code == .idsExhausted {
                return navigator.state == state ? nil : "a failed reach changed the state"
            }
            let reached = navigator.state
            for column in state.columns.all {
                let routes = reached.stack(column).map(\.route)
                if routes != target[column] { return "the \(column) column is \(routes), not \(target[column])" }
                let old = state.stack(column)
                let new = reached.stack(column)
                var kept = 0
                while kept < old.count, kept < target[column].count, old[kept].route == target[column][kept] { kept += 1 }
                if Array(new.prefix(kept)) != Array(old.prefix(kept)) {
                    return "the \(column) column did not keep its first \(kept) children (ids and content)"
                }
            }
            if let problem = Self.modalsBroken(from: state, reaching: target, gives: reached) { return problem }
            if let visibility = target.visibility, reached.visibility != visibility {
                return "the visibility is \(reached.visibility), the target's \(visibility)"
            }
            if !reveal, target.visibility == nil, reached.visibility != state.visibility { return "without reveal the visibility changed" }
            // New children have fresh ids, in column order, then the modals', bottom first.
            let oldIDs = Set(state.children.map(\.id) + state.modals.flatMap(\.stack).map(\.id))
            let created = (state.columns.all.flatMap { reached.stack($0) } + reached.modals.flatMap(\.stack))
                .map(\.id).filter { !oldIDs.contains($0) }
            if created != created.sorted() || created.contains(where: { $0 < state.nextID }) {
                return "the new ids \(created) are not fresh and in column order, then modal order"
            }
            if reached.layout != state.layout || reached.width != state.width { return "reaching changed the layout or width" }
            return nil
        }
    }

    /// Why the reached modals are not the target's with the common prefix kept, or `nil`. The
    /// prefix, worked out on the modals flattened: the modals equal to the target's (style and
    /// every route) are kept whole; after them, one modal with the target's style and root
    /// keeps the children whose routes match.
    static func modalsBroken(
        from state: SplitState<String>, reaching target: NavigationTarget<String>, gives reached: SplitState<String>
    ) -> String? {
        let modals = reached.modals.map(ModalTarget.init)
        if modals != target.modals { return "the modals are \(modals), not \(target.modals)" }
        let whole = zip(state.modals, target.modals).prefix { ModalTarget($0) == $1 }.count
        if Array(reached.modals.prefix(whole)) != Array(state.modals.prefix(whole)) {
            return "the first \(whole) modals, the target's whole, were not kept as they were"
        }
        guard whole < state.modals.count, whole < target.modals.count else { return nil }
        let (old, new) = (state.modals[whole], reached.modals[whole])
        guard old.style == new.style, old.root.route == new.root.route else { return nil }
        let kept = zip(old.stack, new.stack).prefix { $0.route == $1.route }.count
        return Array(new.stack.prefix(kept)) == Array(old.stack.prefix(kept))
            ? nil : "modal \(whole) did not keep its first \(kept) children"
    }

    @Test(arguments: seeds)
    func theSamplesReachModalsInEveryWay(seed: UInt64) throws {
        // Every rule comes up: dismissing all, keeping whole, cutting a kept stack, pushing onto
        // a kept one, presenting, and states with two modals or more.
        var counts: [String: Int] = [:]
        try forEachSample(seed: seed) { state, target, reveal in
            let events = try state.eventsToReach(target, reveal: reveal)
            if state.modals.count > 1 { counts["modals over modals", default: 0] += 1 }
            if !state.modals.isEmpty, target.modals.isEmpty { counts["dismiss all", default: 0] += 1 }
            if !state.modals.isEmpty, state.modals.map(ModalTarget.init) == target.modals { counts["keep all", default: 0] += 1 }
            for event in events {
                switch event {
                case .modal(.popTo): counts["cut", default: 0] += 1
                case .modal(.push): counts["push", default: 0] += 1
                case .present: counts["present", default: 0] += 1
                case .dismissModal: counts["dismiss", default: 0] += 1
                default: break
                }
            }
            return nil
        }
        for way in ["modals over modals", "dismiss all", "keep all", "cut", "push", "present", "dismiss"] {
            #expect(counts[way, default: 0] >= 5, "seed \(seed): \(way) came up \(counts[way, default: 0]) times")
        }
    }

    @Test(arguments: seeds)
    func theOwnTargetIsNoEventsAndReachingIsIdempotent(seed: UInt64) throws {
        try forEachSample(seed: seed) { state, target, reveal in
            let ownTarget = NavigationTarget(state)
            let own = try state.eventsToReach(ownTarget, reveal: reveal)
            // Revealing in compact layout raises the target's top when the stack shows another child.
            let column = ownTarget.deepestColumn
            let raised: [NavigationEvent<String>] =
                reveal && state.layout == .compact && state.compactStack?.last?.id != state.stack(column).last?.id ? [.raise(column)] : []
            if own != raised { return "reaching the state's own target takes \(own), not \(raised)" }
            var navigator = SplitNavigator(state: state)
            guard (try? navigator.reach(target, reveal: reveal)) != nil else { return nil }
            let again = try navigator.state.eventsToReach(target, reveal: reveal)
            if !again.isEmpty { return "reaching the target a second time takes \(again)" }
            return nil
        }
    }

    @Test(arguments: seeds)
    func theEventsOneByOneGiveTheSameStateAndTheChangesReproduceThePresentation(seed: UInt64) throws {
        try forEachSample(seed: seed) { state, target, reveal in
            var batched = SplitNavigator(state: state)
            let before = batched.presentation
            guard let (events, changes) = try? batched.reach(target, reveal: reveal) else { return nil }
            var oneByOne = SplitNavigator(state: state)
            for event in events { try oneByOne.send(event) }
            if oneByOne.state != batched.state { return "the events \(events) one by one give another state" }
            if try before.applying(changes) != batched.presentation { return "the changes do not reproduce the presentation" }
            return nil
        }
    }

    @Test(arguments: seeds)
    func inCompactLayoutReachingCommutesWithTheSplit(seed: UInt64) throws {
        var compactSamples = 0
        try forEachSample(seed: seed) { state, target, reveal in
            guard state.layout == .compact else { return nil }
            compactSamples += 1
            for width in [Width.regular, .medium] {
                var compact = SplitNavigator(state: state)
                var split = SplitNavigator(state: state)
                try split.send(.setWidth(width))
                let viaCompact = Result { () throws(NavigationError) in try compact.reach(target, reveal: reveal).events }
                let viaSplit = Result { () throws(NavigationError) in try split.reach(target, reveal: reveal).events }
                switch (viaCompact, viaSplit) {
                case (.success(let a), .success(let b)):
                    // Compact layout may end with a raise, which changes nothing in the split.
                    if a != b, a != b + [.raise(target.deepestColumn)] {
                        return "split to \(width): compact reaches with \(a), the split with \(b)"
                    }
                    try compact.send(.setWidth(width))
                    if compact.state != split.state { return "split to \(width): split(reach(c, t)) != reach(split(c), t)" }
                case (.failure(let a), .failure(let b)) where a.code == b.code:
                    break
                default:
                    return "split to \(width): compact gives \(viaCompact), the split \(viaSplit)"
                }
            }
            return nil
        }
        #expect(compactSamples > Self.samples / 5, "too few compact states to check the law")
    }

    @Test(arguments: seeds)
    func badTargetsChangeNothing(seed: UInt64) throws {
        try forEachSample(seed: seed, invalid: true) { state, target, reveal in
            var navigator = SplitNavigator(state: state)
            do {
                try navigator.reach(target, reveal: reveal)
                return "the bad target \(target) was reached"
            } catch let error as NavigationError {
                let expected: NavigationError.Code = target.primary.isEmpty ? .noPrimaryRoot : .columnNotInSplit
                if error.code != expected { return "the error is \(error.code), not \(expected)" }
                return navigator.state == state ? nil : "a refused reach changed the state"
            }
        }
    }

    @Test(arguments: seeds)
    func inCompactLayoutRevealPutsTheTargetsTopOnTop(seed: UInt64) throws {
        var compactSamples = 0
        try forEachSample(seed: seed) { state, target, _ in
            guard state.layout == .compact else { return nil }
            compactSamples += 1
            var navigator = SplitNavigator(state: state)
            guard (try? navigator.reach(target, reveal: true)) != nil else { return nil }
            // Under the modals, if any: the stack shows the target's top once they are dismissed.
            let top = navigator.state.stack(target.deepestColumn).last
            if navigator.presentation.stack(.primary).last?.id != top?.id {
                return "the stack shows \(String(describing: navigator.presentation.stack(.primary).last)), not the target's top \(String(describing: top))"
            }
            let shown = navigator.state.modals.last?.top ?? top
            if navigator.presentation.topmost?.id != shown?.id { return "the screen shows \(String(describing: navigator.presentation.topmost)), not \(String(describing: shown))" }
            return nil
        }
        #expect(compactSamples > Self.samples / 5, "too few compact states to check the law")
    }

    @Test(arguments: seeds)
    func revealShowsTheTargetsDeepestColumn(seed: UInt64) throws {
        try forEachSample(seed: seed) { state, target, _ in
            var target = target
            target.visibility = nil
            var navigator = SplitNavigator(state: state)
            guard (try? navigator.reach(target)) != nil else { return nil }
            let column = target.deepestColumn
            var shown = navigator
            if shown.state.layout == .compact {
                // Compact layout shows the stack's top: the target's top child, whether it was
                // pushed, kept under other pushes, interleaved or kept aside.
                if navigator.presentation.stack(.primary).last?.id != navigator.state.stack(column).last?.id {
                    return "compact layout shows \(String(describing: navigator.presentation.stack(.primary).last)) under the modals, not the target's top"
                }
                try shown.send(.setLayout(.regular))
            }
            let mediumFollowing = state.columns == .three && state.mediumWidthPolicy == .followNavigation
                && column == .primary && shown.state.focus == .detail
            for width in [Width.medium, .regular] where width == .regular || !mediumFollowing {
                var sized = shown
                try sized.send(.setWidth(width))
                if !sized.presentation.visibleColumns.contains(column) {
                    return "at \(width) width the visible columns \(sized.presentation.visibleColumns) lack the \(column) column"
                }
            }
            return nil
        }
    }
}
