import SplitNavigation

/// Sends the events of one sequence to a navigator and checks the runner's laws and
/// properties after each, keeping what the laws need between steps.
struct SequenceChecker<Navigator: SplitNavigating> {
    typealias Route = Navigator.Route

    let runner: FlowRunner<Route>
    var navigator: Navigator
    /// The error code of each step so far, `nil` for accepted events.
    var outcomes: [NavigationError.Code?] = []
    var model: ReferenceNavigator<Route>?
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
    /// Which steps every law checks: those whose index plus `lawPhase` is a multiple of
    /// `lawSampling` (see ``FlowRunner/lawSampling``), the last one and the JSON law's; every
    /// step when it is 1.
    let lawSampling: Int
    let lawPhase: Int
    /// Whether a step that not every law checked changed the state since `currentIDs` was
    /// taken: the fresh-ids law then takes them again from the state before its next step.
    var currentIDsBehind = false
    /// Whether a step that not every law checked left the reference model behind the
    /// navigator: the model law then loads the state before its next step into it.
    var modelBehind = false
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
    /// from step `jsonPhase` on, and every law one step in `lawSampling`, from step `lawPhase`
    /// on (every step by default, as replays and the shrinker need).
    init(
        runner: FlowRunner<Route>, start: SplitState<Route>, jsonSampling: Int = 1, jsonPhase: Int = 0,
        lawSampling: Int = 1, lawPhase: Int = 0
    ) {
        self.runner = runner
        self.jsonSampling = max(1, jsonSampling)
        self.jsonPhase = jsonPhase
        self.lawSampling = max(1, lawSampling)
        self.lawPhase = lawPhase
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

    /// The event as Swift code, as the failure's snippet writes it.
    func describe(_ event: NavigationEvent<Route>) -> String {
        SwiftSnippet(recording: NavigationRecording(start: navigator.state, events: []), outcomes: [], failingStep: nil,
                     routeLiteral: runner.routeLiteral, declaringRoutes: false).event(event)
    }
}
