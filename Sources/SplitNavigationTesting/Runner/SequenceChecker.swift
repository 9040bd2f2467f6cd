import SplitNavigation

/// Sends the events of one sequence to a navigator and checks the runner's laws and
/// properties after each, keeping what the laws need between steps.
struct SequenceChecker<Navigator: TestableNavigator> {
    typealias Route = Navigator.Route

    let runner: FlowRunner<Route>
    private(set) var navigator: Navigator
    /// The error code of each step so far, `nil` for accepted events.
    private(set) var outcomes: [NavigationError.Code?] = []
    private var model: ReferenceNavigator<Route>?
    /// Every id the state's life has used, and the ids of the current children.
    private var usedIDs: Set<ChildID> = []
    private var currentIDs: Set<ChildID> = []
    /// Events whose JSON round trip already passed: JSON is the costliest law, and sequences
    /// repeat events (`back`, `setLayout`, pops) often.
    private var eventsThroughJSON: Set<NavigationEvent<Route>> = []
    private let laws: Set<NavigationLaw>

    init(runner: FlowRunner<Route>, start: SplitState<Route>) {
        self.runner = runner
        laws = runner.laws
        navigator = Navigator(state: start, placeholder: runner.placeholder)
        if laws.contains(.referenceModel) {
            model = ReferenceNavigator(state: start, placeholder: runner.placeholder)
        }
        if laws.contains(.freshIDs) {
            currentIDs = Set(start.children.map(\.id))
            usedIDs = currentIDs
        }
    }

    /// Checks a whole recorded sequence, stopping at the first violation, or at the first
    /// event that breaks the runner's assumption (then `brokeAssumption` is set).
    static func check(
        runner: FlowRunner<Route>, start: SplitState<Route>, events: [NavigationEvent<Route>]
    ) -> (violation: FlowViolation?, outcomes: [NavigationError.Code?], brokeAssumption: Bool) {
        var checker = SequenceChecker(runner: runner, start: start)
        if let violation = checker.checkStart() { return (violation, [], false) }
        for event in events {
            if let assumption = runner.assumption, !assumption(event, checker.navigator.state) {
                return (nil, checker.outcomes, true)
            }
            if let violation = checker.step(event) { return (violation, checker.outcomes, false) }
        }
        return (nil, checker.outcomes, false)
    }

    /// Checks the start state: the laws about single states, and the user's invariants.
    func checkStart() -> FlowViolation? {
        let state = navigator.state
        if let message = invariantsBroken(state) { return FlowViolation(check: .law(.invariants), step: nil, message: message) }
        if let message = roundTripBroken(state) {
            return FlowViolation(check: .law(.splitCollapseRoundTrip), step: nil, message: message)
        }
        if laws.contains(.referenceModel), let model, let message = modelDisagrees(model) {
            return FlowViolation(check: .law(.referenceModel), step: nil, message: message)
        }
        for property in runner.properties {
            if let check = property.checkStart, let message = check(state, navigator.presentation) {
                return FlowViolation(check: .property(property.name), step: nil, message: message)
            }
        }
        return nil
    }

    /// Sends one event and checks every enabled law and property.
    mutating func step(_ event: NavigationEvent<Route>) -> FlowViolation? {
        let index = outcomes.count
        let before = navigator.state
        let presentationBefore = navigator.presentation
        let result: Result<[NavigationChange<Route>], NavigationError>
        do throws(NavigationError) {
            result = .success(try navigator.send(event))
        } catch {
            result = .failure(error)
        }
        let code: NavigationError.Code? = if case .failure(let error) = result { error.code } else { nil }
        outcomes.append(code)
        let state = navigator.state
        let presentation = navigator.presentation
        func violation(_ law: NavigationLaw, _ message: String) -> FlowViolation {
            FlowViolation(check: .law(law), step: index, message: "\(describe(event)): \(message)")
        }

        switch result {
        case .failure(let error):
            if laws.contains(.errorsChangeNothing), state != before || presentation != presentationBefore {
                return violation(.errorsChangeNothing, "rejected with \(error.code) but changed \(StateSummary(before)) into \(StateSummary(state))")
            }
        case .success(let changes):
            if let message = invariantsBroken(state) { return violation(.invariants, message) }
            if laws.contains(.freshIDs), let message = freshIDsBroken(event, before: before, after: state) {
                return violation(.freshIDs, message)
            }
            if laws.contains(.changesReproducePresentation),
               let message = changesBroken(changes, from: presentationBefore, to: presentation) {
                return violation(.changesReproducePresentation, message)
            }
            if state != before, let message = roundTripBroken(state) { return violation(.splitCollapseRoundTrip, message) }
            if laws.contains(.jsonRoundTrip), state != before, let message = stateJSONBroken(state) {
                return violation(.jsonRoundTrip, message)
            }
        }
        if laws.contains(.commutesWithSplit), before.layout == .compact, event.isColumnAddressed,
           let message = commutationBroken(event, before: before, after: result.map { _ in state }) {
            return violation(.commutesWithSplit, message)
        }
        if laws.contains(.jsonRoundTrip), !eventsThroughJSON.contains(event),
           let message = eventJSONBroken(event, before: before) {
            return violation(.jsonRoundTrip, message)
        }
        if model != nil {
            let modelCode = model?.outcome(of: event)
            if modelCode != code {
                return violation(.referenceModel, "the navigator \(code.map { "rejected it with \($0)" } ?? "accepted it"), the reference model \(modelCode.map { "rejects it with \($0)" } ?? "accepts it") (state before: \(StateSummary(before)))")
            }
            if code == nil, let model, let message = modelDisagrees(model) {
                return violation(.referenceModel, "\(message) (state before: \(StateSummary(before)))")
            }
        }
        if !runner.properties.isEmpty {
            let step = FlowStep(
                index: index, event: event, stateBefore: before, state: state,
                presentationBefore: presentationBefore, presentation: presentation, result: result)
            for property in runner.properties {
                if let message = property.checkStep(step) {
                    return FlowViolation(check: .property(property.name), step: index, message: "\(describe(event)): \(message)")
                }
            }
        }
        return nil
    }

    /// The event as Swift code, as the failure's snippet writes it.
    private func describe(_ event: NavigationEvent<Route>) -> String {
        SwiftSnippet(recording: FlowRecording(start: navigator.state, events: []), outcomes: [], failingStep: nil,
                     routeLiteral: runner.routeLiteral).event(event)
    }

    // MARK: The laws

    private func invariantsBroken(_ state: SplitState<Route>) -> String? {
        guard laws.contains(.invariants) else { return nil }
        do throws(NavigationError) {
            try state.validate()
            return nil
        } catch {
            return "the state breaks an invariant: \(error.message)"
        }
    }

    private mutating func freshIDsBroken(_ event: NavigationEvent<Route>, before: SplitState<Route>, after: SplitState<Route>) -> String? {
        let ids = Set(after.children.map(\.id))
        defer { currentIDs = ids }
        if case .restore = event {
            usedIDs = ids
            return nil
        }
        if after.nextID < before.nextID { return "the id counter went down from \(before.nextID) to \(after.nextID)" }
        for id in ids where !currentIDs.contains(id) {
            if id < before.nextID || !usedIDs.insert(id).inserted {
                return "it created a child with id \(id), which is not fresh (the counter was \(before.nextID))"
            }
        }
        return nil
    }

    private func changesBroken(
        _ changes: [NavigationChange<Route>], from old: Presentation<Route>, to new: Presentation<Route>
    ) -> String? {
        if old == new {
            return changes.isEmpty ? nil : "nothing visible changed but it reported \(changes)"
        }
        do throws(NavigationError) {
            let rebuilt = try old.applying(changes)
            return rebuilt == new ? nil : "its changes \(changes) rebuild \(rebuilt), not \(new)"
        } catch {
            return "its changes do not apply to the old presentation: \(error.message)"
        }
    }

    /// The state in the other layout, through the navigator under test.
    private func toggled(_ state: SplitState<Route>) -> SplitState<Route> {
        var copy = Navigator(state: state, placeholder: runner.placeholder)
        _ = try? copy.send(.setLayout(state.layout == .regular ? .compact : .regular))
        return copy.state
    }

    private func roundTripBroken(_ state: SplitState<Route>) -> String? {
        guard laws.contains(.splitCollapseRoundTrip) else { return nil }
        let once = toggled(state)
        let twice = toggled(once)
        switch state.layout {
        case .regular:
            return twice == state ? nil : "split(collapse(s)) is \(StateSummary(twice)), not s = \(StateSummary(state))"
        case .compact:
            let stack = state.compactStack ?? []
            let primary = stack.filter { $0.preferredColumn == .primary }
            let detail = state.keptAside + stack.filter { $0.preferredColumn == .detail }
            let expected: (stack: [Child<Route>], keptAside: [Child<Route>]) = switch state.policy {
            case .chronological: (Self.creationOrder(primary: primary, detail: detail), [])
            case .detailOnTop: (primary + detail, [])
            case .hideDetail: (primary, detail)
            }
            if twice.compactStack == expected.stack, twice.keptAside == expected.keptAside, twice.nextID == state.nextID,
               twice.showsDetailOnly == state.showsDetailOnly, twice.policy == state.policy {
                return nil
            }
            return "collapse(split(s)) under \(state.policy) is \(StateSummary(twice)) for s = \(StateSummary(state))"
        }
    }

    /// The root, then the other children of both columns merged by id, each column keeping its
    /// own order: the identity on a stack that is already in creation order.
    private static func creationOrder(primary: [Child<Route>], detail: [Child<Route>]) -> [Child<Route>] {
        var result = Array(primary.prefix(1))
        var p = 1
        var d = 0
        while p < primary.count || d < detail.count {
            if d < detail.count, p == primary.count || detail[d].id < primary[p].id {
                result.append(detail[d])
                d += 1
            } else {
                result.append(primary[p])
                p += 1
            }
        }
        return result
    }

    private func commutationBroken(
        _ event: NavigationEvent<Route>, before: SplitState<Route>, after: Result<SplitState<Route>, NavigationError>
    ) -> String? {
        let viaCompact = after.map(toggled)
        var regular = Navigator(state: toggled(before), placeholder: runner.placeholder)
        let viaRegular: Result<SplitState<Route>, NavigationError>
        do throws(NavigationError) {
            _ = try regular.send(event)
            viaRegular = .success(regular.state)
        } catch {
            viaRegular = .failure(error)
        }
        switch (viaCompact, viaRegular) {
        case (.success(let a), .success(let b)) where a == b: return nil
        case (.failure(let a), .failure(let b)) where a.code == b.code: return nil
        default:
            return "from \(StateSummary(before)), applying then splitting gives \(Self.describe(viaCompact)) but splitting then applying gives \(Self.describe(viaRegular))"
        }
    }

    private static func describe(_ result: Result<SplitState<Route>, NavigationError>) -> String {
        switch result {
        case .success(let state): "\(StateSummary(state))"
        case .failure(let error): "error \(error.code)"
        }
    }

    private func stateJSONBroken(_ state: SplitState<Route>) -> String? {
        do throws(NavigationError) {
            let decoded = try SplitState<Route>(json: state.jsonData())
            return decoded == state ? nil : "the state comes back from JSON as \(StateSummary(decoded))"
        } catch {
            return "the state does not survive JSON: \(error)"
        }
    }

    private mutating func eventJSONBroken(_ event: NavigationEvent<Route>, before: SplitState<Route>) -> String? {
        let decoded: NavigationEvent<Route>
        do throws(NavigationError) {
            decoded = try NavigationEvent<Route>(json: event.jsonData())
        } catch {
            return "the event does not survive JSON: \(error)"
        }
        if decoded == event {
            eventsThroughJSON.insert(event)
            return nil
        }
        // Some fields are implied by others (a replaced child prefers its column): compare meanings.
        var a = Navigator(state: before, placeholder: runner.placeholder)
        var b = Navigator(state: before, placeholder: runner.placeholder)
        let first = Result { () throws(NavigationError) in try a.send(event) }.map { _ in a.state }
        let second = Result { () throws(NavigationError) in try b.send(decoded) }.map { _ in b.state }
        switch (first, second) {
        case (.success(let x), .success(let y)) where x == y: return nil
        case (.failure(let x), .failure(let y)) where x.code == y.code: return nil
        default: return "the event comes back from JSON as \(describe(decoded)), which does something else"
        }
    }

    private func modelDisagrees(_ model: ReferenceNavigator<Route>) -> String? {
        if let difference = model.difference(from: navigator.state) {
            return "the navigator and the reference model disagree: \(difference)"
        }
        if model.presentation != navigator.presentation {
            return "the presentation is \(navigator.presentation), the reference model's is \(model.presentation)"
        }
        return nil
    }
}
