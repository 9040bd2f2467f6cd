import SplitNavigation

/// Sends the events of one sequence to a navigator and checks the runner's laws and
/// properties after each, keeping what the laws need between steps.
struct SequenceChecker<Navigator: SplitNavigating> {
    typealias Route = Navigator.Route

    let runner: FlowRunner<Route>
    private(set) var navigator: Navigator
    /// The error code of each step so far, `nil` for accepted events.
    private(set) var outcomes: [NavigationError.Code?] = []
    private var model: ReferenceNavigator<Route>?
    /// Every id the state's life has used, and the ids of the current children in increasing
    /// order.
    var usedIDs: Set<ChildID> = []
    var currentIDs: [ChildID] = []
    /// Whether a rejected step changed the state since `currentIDs` was taken (a bug the
    /// errors law reports): then the fresh-ids law must look even at a step that changes nothing.
    var currentIDsStale = false
    /// Which steps the JSON round-trip law checks: those whose index plus `jsonPhase` is a
    /// multiple of `jsonSampling` (see ``FlowRunner/jsonSampling``); every step when it is 1.
    let jsonSampling: Int
    let jsonPhase: Int
    /// The navigator's presentation, kept from the step that produced it (or from the start) to
    /// be the next step's presentation before: the navigator changes only when a step sends it
    /// an event, and a navigator's presentation is a function of its value (a placeholder
    /// provider that answered differently on every read would be read once a step).
    var presentationNow: Presentation<Route>?
    /// The changes of the latest event `sentUnderTest(_:from:)` sent, kept so that their buffer
    /// is reused.
    var scratchChanges: [NavigationChange<Route>] = []
    /// The navigator's state in the other layout, once computed (see `toggledState()`).
    var toggledNow: SplitState<Route>?
    /// The navigator's compact state split to medium width, once computed (see `mediumState()`).
    var mediumNow: SplitState<Route>?
    /// The navigator's state as a reach target, once computed (see `ownTarget()`): the reach law
    /// reaches it now, and reaches it from the next state.
    var targetNow: NavigationTarget<Route>?
    let laws: LawSet
    /// Whether a law on uses the states above (the layout, commutation and reach laws): without
    /// one, a step leaves them alone, as handing them on costs generic code metadata lookups.
    let keepsDerivedStates: Bool
    /// Whether the navigator under test is the library's own, which the reach law applies
    /// targets with: then the reach law can use the split the layout laws computed.
    let testsLibraryNavigator: Bool

    /// A checker of a sequence from `start`; the JSON law checks one step in `jsonSampling`,
    /// from step `jsonPhase` on (every step by default, as replays and the shrinker need).
    init(runner: FlowRunner<Route>, start: SplitState<Route>, jsonSampling: Int = 1, jsonPhase: Int = 0) {
        self.runner = runner
        self.jsonSampling = max(1, jsonSampling)
        self.jsonPhase = jsonPhase
        let laws = LawSet(runner.laws)
        self.laws = laws
        testsLibraryNavigator = Navigator.self == SplitNavigator<Route>.self
        keepsDerivedStates = [.splitCollapseRoundTrip, .layoutKeepsAccordions, .layoutKeepsModals, .commutesWithSplit, .reachesTargets]
            .contains { laws.contains($0) }
        navigator = Navigator(state: start, placeholder: runner.placeholder)
        if laws.contains(.referenceModel) {
            model = ReferenceNavigator(state: start, placeholder: runner.placeholder)
        }
        if laws.contains(.freshIDs) {
            currentIDs = start.sortedHeldIDs
            usedIDs = Set(currentIDs)
        }
    }

    /// Checks a whole recorded sequence, stopping at the first step that fails a check (with
    /// every check that fails there, see ``step(_:)``), or at the first event that breaks the
    /// runner's assumption (then `brokeAssumption` is set).
    static func check(
        runner: FlowRunner<Route>, start: SplitState<Route>, events: [NavigationEvent<Route>]
    ) -> (violations: [FlowViolation], outcomes: [NavigationError.Code?], brokeAssumption: Bool) {
        var checker = SequenceChecker(runner: runner, start: start)
        let atStart = checker.checkStart()
        if !atStart.isEmpty { return (atStart, [], false) }
        for event in events {
            if let assumption = runner.assumption, !assumption(event, checker.navigator.state) {
                return ([], checker.outcomes, true)
            }
            let violations = checker.step(event)
            if !violations.isEmpty { return (violations, checker.outcomes, false) }
        }
        return ([], checker.outcomes, false)
    }

    /// Checks the start state: the user's invariants, then the laws about single states. Every
    /// check that fails is returned, the user's first.
    mutating func checkStart() -> [FlowViolation] {
        let state = navigator.state
        let presentation = navigator.presentation
        presentationNow = presentation
        var properties: [FlowViolation] = []
        for property in runner.properties {
            if let check = property.checkStart, let message = check(state, presentation) {
                properties.append(FlowViolation(check: .property(property.name), step: nil, message: message))
            }
        }
        var broken: [FlowViolation] = []
        func fail(_ law: NavigationLaw, _ message: String) {
            broken.append(FlowViolation(check: .law(law), step: nil, message: message))
        }
        if let message = invariantsBroken(state) {
            fail(.invariants, message)
            return properties + broken
        }
        if let message = visibleColumnsBroken(state, presentation) { fail(.visibleColumnsInSplit, message) }
        if let (law, message) = layoutLawsBroken() { fail(law, message) }
        if laws.contains(.referenceModel), let model {
            if let message = modelDisagrees(model, presentation: presentation) { fail(.referenceModel, message) } else { self.model?.shareStacks(with: state) }
        }
        return properties + broken
    }

    /// Sends one event and checks every enabled law and property. Every check that fails is
    /// returned — the user's properties first, in their order, then the library's laws — so that
    /// a failure blames everything the step broke, not only the first check to notice. Once the
    /// state breaks the library's invariants, the laws that would transform it are not run.
    mutating func step(_ event: NavigationEvent<Route>) -> [FlowViolation] {
        let index = outcomes.count
        let before = navigator.state
        let presentationBefore = presentationNow.take() ?? navigator.presentation
        let result: Result<[NavigationChange<Route>], NavigationError>
        do throws(NavigationError) {
            // As the store sends it: an app navigator's rules see a batch's events one by one.
            var changes: [NavigationChange<Route>] = []
            try navigator.send(event, into: &changes)
            result = .success(changes)
        } catch {
            result = .failure(error)
        }
        let code: NavigationError.Code? = if case .failure(let error) = result { error.code } else { nil }
        outcomes.append(code)
        let state = navigator.state
        let presentation = navigator.presentation
        let changed = state != before
        // What was computed for the state before, moved out (not copied) when the event changed it.
        var toggledBefore: SplitState<Route>?
        var mediumBefore: SplitState<Route>?
        var targetBefore: NavigationTarget<Route>?
        if keepsDerivedStates {
            if changed {
                (toggledBefore, mediumBefore, targetBefore) = (toggledNow.take(), mediumNow.take(), targetNow.take())
            } else {
                targetBefore = targetNow
            }
        }
        var broken: [FlowViolation] = []
        var described: String?
        func fail(_ law: NavigationLaw, _ message: String) {
            let event = described ?? describe(event)
            described = event
            broken.append(FlowViolation(check: .law(law), step: index, message: "\(event): \(message)"))
        }

        let checksJSON = laws.contains(.jsonRoundTrip) && (index + jsonPhase) % jsonSampling == 0
        var invalid = false
        switch result {
        case .failure(let error):
            if changed { currentIDsStale = true }
            if laws.contains(.errorsChangeNothing), changed || presentation != presentationBefore {
                fail(.errorsChangeNothing, "rejected with \(error.code) but changed \(StateSummary(before)) into \(StateSummary(state))")
            }
        case .success(let changes):
            if let message = invariantsBroken(state) {
                fail(.invariants, message)
                invalid = true
                break
            }
            if let message = visibleColumnsBroken(state, presentation) { fail(.visibleColumnsInSplit, message) }
            if let message = stacksMoved(by: event, before: before, after: state) {
                fail(.widthAndVisibilityKeepStacks, message)
            }
            // A step that changes nothing holds the ids it held (unless a restore starts a new life).
            if laws.contains(.freshIDs), changed || currentIDsStale || event.restores,
               let message = freshIDsBroken(event, before: before, after: state) {
                fail(.freshIDs, message)
            }
            if laws.contains(.changesReproducePresentation),
               let message = changesBroken(changes, from: presentationBefore, to: presentation) {
                fail(.changesReproducePresentation, message)
            }
            // The layout first: a cheap comparison, where asking the event is a generic enum copy
            // unoptimized.
            if laws.contains(.layoutKeepsAccordions), state.layout != before.layout, event.isLayoutChange,
               let message = Self.contentChanged(from: before, to: state) {
                fail(.layoutKeepsAccordions, message)
            }
            if let message = tabSelectionBroken(event, before: before) { fail(.tabSelectionRestores, message) }
            if laws.contains(.layoutKeepsModals), state.layout != before.layout, event.isLayoutChange,
               let message = Self.modalsChanged(from: before, to: state) {
                fail(.layoutKeepsModals, message)
            }
            if changed, let (law, message) = layoutLawsBroken() { fail(law, message) }
            // Past the invariants law: with it on, the state is valid.
            if checksJSON, changed {
                // The presentation holds the state's routes: a loss there is reported once, as the state's.
                if let message = stateJSONBroken(state) ?? presentationJSONBroken(presentation, changes: changes) {
                    fail(.jsonRoundTrip, message)
                }
            }
        }
        if !invalid, laws.contains(.commutesWithSplit), before.layout == .compact, event.isColumnAddressed {
            let splitBefore = changed ? toggledBefore ?? toggled(before) : toggledState()
            let mediumSplitBefore = changed ? mediumBefore ?? toggled(before, splitTo: .medium) : mediumState()
            let viaCompact = result.map { _ in toggledState() }
            if let message = commutationBroken(
                event, before: before, splitBefore: splitBefore, mediumSplitBefore: mediumSplitBefore, viaCompact: viaCompact) {
                fail(.commutesWithSplit, message)
            }
        }
        if checksJSON, let message = eventJSONBroken(event, before: before) {
            fail(.jsonRoundTrip, message)
        }
        if model != nil {
            let modelCode = model?.outcome(of: event)
            if modelCode != code {
                fail(.referenceModel, "the navigator \(code.map { "rejected it with \($0)" } ?? "accepted it"), the reference model \(modelCode.map { "rejects it with \($0)" } ?? "accepts it") (state before: \(StateSummary(before)))")
            } else if code == nil {
                if let model, let message = modelDisagrees(model, presentation: presentation) {
                    fail(.referenceModel, "\(message) (state before: \(StateSummary(before)))")
                } else {
                    model?.shareStacks(with: state)
                }
            }
        }
        // Last, so that a bug the other laws catch is listed before it: this law reads the
        // states the navigator gives, through the library's own navigator.
        if laws.contains(.reachesTargets), code == nil,
           let message = reachBroken(toTargetOf: before, target: targetBefore) {
            fail(.reachesTargets, message)
        }
        var properties: [FlowViolation] = []
        if !runner.properties.isEmpty {
            let step = FlowStep(
                index: index, event: event, stateBefore: before, state: state,
                presentationBefore: presentationBefore, presentation: presentation, result: result)
            for property in runner.properties {
                if let message = property.checkStep(step) {
                    let event = described ?? describe(event)
                    described = event
                    properties.append(FlowViolation(check: .property(property.name), step: index, message: "\(event): \(message)"))
                }
            }
        }
        // Last, so that the presentation moves into place rather than being copied.
        presentationNow = consume presentation
        return properties + broken
    }

    /// The event as Swift code, as the failure's snippet writes it.
    func describe(_ event: NavigationEvent<Route>) -> String {
        SwiftSnippet(recording: NavigationRecording(start: navigator.state, events: []), outcomes: [], failingStep: nil,
                     routeLiteral: runner.routeLiteral, declaringRoutes: false).event(event)
    }
}
