import SplitNavigation
import Testing

/// The algebra of the layout transitions, checked at every state the random sequences reach.
@Suite("Layout transition laws")
struct TransitionLaws {
    @Test("Column-addressed events commute with the split: split(apply(e, s)) == apply(e, split(s))")
    func eventsCommuteWithSplit() {
        checkProperty("commutation with split", sequences: 400, length: 60) { start, events in
            var state = start
            for (step, event) in events.enumerated() {
                if state.layout == .compact, event.isColumnAddressed {
                    let viaCompact: Outcome = switch state.applying(event) {
                    case .applied(let after): .applied(after.toggledLayout())
                    case .rejected(let code): .rejected(code)
                    }
                    let viaRegular = state.toggledLayout().applying(event)
                    if viaCompact != viaRegular {
                        return "step \(step): \(event) on \(state.debugSummary): split after gives \(viaCompact), before gives \(viaRegular)"
                    }
                }
                if case .applied(let next) = state.applying(event) { state = next }
            }
            return nil
        }
    }

    @Test("split(collapse(r)) == r for every regular state under every policy")
    func splitUndoesCollapse() {
        checkProperty("split ∘ collapse = id", sequences: 300, length: 60) { start, events in
            var state = start
            for (step, event) in events.enumerated() {
                if state.layout == .regular {
                    let roundTrip = state.toggledLayout().toggledLayout()
                    if roundTrip != state { return "step \(step): \(state.debugSummary) came back as \(roundTrip.debugSummary)" }
                }
                if case .applied(let next) = state.applying(event) { state = next }
            }
            return nil
        }
    }

    @Test("collapse(split(c)): identity under chronological, the stable partition under detailOnTop, primary-only under hideDetail")
    func collapseAfterSplit() {
        checkProperty("collapse ∘ split", sequences: 300, length: 60) { start, events in
            var state = start
            for (step, event) in events.enumerated() {
                if state.layout == .compact, let stack = state.compactStack {
                    let roundTrip = state.toggledLayout().toggledLayout()
                    let primary = stack.filter { $0.preferredColumn == .primary }
                    let detail = state.keptAside + stack.filter { $0.preferredColumn == .detail }
                    let (expectedStack, expectedAside): ([Child<String>], [Child<String>]) = switch state.policy {
                    case .chronological: (stack, state.keptAside)
                    case .detailOnTop: (primary + detail, [])
                    case .hideDetail: (primary, detail)
                    }
                    if roundTrip.compactStack != expectedStack || roundTrip.keptAside != expectedAside {
                        return "step \(step): \(state.debugSummary) became \(roundTrip.debugSummary) under \(state.policy)"
                    }
                    if roundTrip.toggledLayout().toggledLayout() != roundTrip {
                        return "step \(step): the round trip is not idempotent from \(roundTrip.debugSummary)"
                    }
                }
                if case .applied(let next) = state.applying(event) { state = next }
            }
            return nil
        }
    }
}
