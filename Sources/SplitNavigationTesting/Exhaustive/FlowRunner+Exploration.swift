import SplitNavigation

extension FlowRunner {
    /// Explores through `SplitNavigator` every distinct state reachable from `start` within
    /// `depth` events of the alphabet, checking every law and property on every event sent.
    /// See ``explore(_:from:events:depth:limit:)``.
    ///
    /// ```swift
    /// let start = try SplitState<String>(primary: [NewChild("A", preferring: .primary)])
    /// let report = FlowRunner(routes: .names).explore(from: start, events: .standard(routes: ["A", "B"]), depth: 2)
    /// report.expectPassed()
    /// ```
    public func explore(
        from start: SplitState<Route>, events alphabet: EventAlphabet<Route>, depth: Int, limit: Int = 100_000
    ) -> ExplorationReport<Route> {
        explore(SplitNavigator<Route>.self, from: [start], events: alphabet, depth: depth, limit: limit)
    }

    /// Explores every distinct state reachable from the starts within `depth` events of the
    /// alphabet, breadth first, through a navigator of the given type: each event of the
    /// alphabet is sent once from each distinct state, with the runner's ``laws``,
    /// ``properties`` and ``assumption``, as ``run(_:fileID:function:)`` sends a random one.
    ///
    /// States are deduplicated by `SplitState` equality (the id counter, layout, width,
    /// visibility and focus included), so the navigator's behaviour must depend on its state
    /// alone, as every `SplitNavigating` made with `init(state:placeholder:)` does. The laws
    /// that look back along a sequence start again at each state: the fresh-id law checks new
    /// ids against the state's counter and its current children.
    ///
    /// Breadth first, the first violation found has a shortest sequence: the report's failure
    /// is that sequence (not shrunk: nothing shorter fails), as Swift code and JSON lines.
    ///
    /// - Parameters:
    ///   - navigator: the navigator type to explore.
    ///   - starts: the states at depth 0.
    ///   - alphabet: the events to send from each state.
    ///   - depth: the most events in a sequence.
    ///   - limit: the most distinct states to keep (at least 1). Once it is reached, the depth
    ///     being explored is finished without keeping new states, and the exploration stops;
    ///     the report says so (``ExplorationReport/limitReached``).
    /// - Complexity: O(*s* × *a*) events checked, for *s* distinct states (at most `limit`)
    ///   and an alphabet of *a* events per state.
    public func explore<Navigator: SplitNavigating>(
        _ navigator: Navigator.Type, from starts: [SplitState<Route>], events alphabet: EventAlphabet<Route>,
        depth: Int, limit: Int = 100_000
    ) -> ExplorationReport<Route> where Navigator.Route == Route {
        var search = BreadthFirstSearch<Navigator>(runner: self, limit: max(1, limit))
        let maxDepth = max(0, depth)
        if let failure = search.addStarts(starts) {
            return ExplorationReport(
                failure: failure, statesByDepth: [search.nodes.count], transitions: 0, depth: 0,
                limitReached: false, exhausted: false)
        }
        var statesByDepth = [search.frontier.count]
        var completed = 0
        while completed < maxDepth, !search.frontier.isEmpty, !search.limitReached {
            if let failure = search.expandFrontier(alphabet) {
                statesByDepth.append(search.frontier.count)
                return ExplorationReport(
                    failure: failure, statesByDepth: statesByDepth, transitions: search.transitions, depth: completed,
                    limitReached: search.limitReached, exhausted: false)
            }
            completed += 1
            statesByDepth.append(search.frontier.count)
        }
        let exhausted = search.frontier.isEmpty && !search.limitReached
        // With nothing left to explore, every longer sequence only revisits checked states.
        return ExplorationReport(
            failure: nil, statesByDepth: statesByDepth, transitions: search.transitions,
            depth: exhausted ? maxDepth : completed, limitReached: search.limitReached, exhausted: exhausted)
    }
}

/// The state of one exploration: every distinct state reached, how it was first reached, and
/// the states of the depth to explore next.
struct BreadthFirstSearch<Navigator: SplitNavigating> {
    typealias Route = Navigator.Route

    /// A distinct state and the step that first reached it, which, breadth first, ends a
    /// shortest sequence to it.
    struct Node {
        let state: SplitState<Route>
        let parent: Int?
        let event: NavigationEvent<Route>?
    }

    let runner: FlowRunner<Route>
    let limit: Int
    private(set) var nodes: [Node] = []
    private var index: [SplitState<Route>: Int] = [:]
    /// The nodes of the depth to explore next.
    private(set) var frontier: [Int] = []
    private(set) var transitions = 0
    private(set) var limitReached = false

    init(runner: FlowRunner<Route>, limit: Int) {
        self.runner = runner
        self.limit = limit
    }

    /// Checks each distinct start and makes the starts the frontier; answers the first start
    /// that fails a check.
    mutating func addStarts(_ starts: [SplitState<Route>]) -> FlowFailure<Route>? {
        for start in starts where index[start] == nil {
            var checker = SequenceChecker<Navigator>(runner: runner, start: start)
            if let violation = checker.checkStart().first {
                nodes.append(Node(state: start, parent: nil, event: nil))
                return failure(violation, endingAt: nodes.count - 1, then: nil)
            }
            guard keep(Node(state: start, parent: nil, event: nil)) else { break }
        }
        return nil
    }

    /// Sends every event of the alphabet to every state of the frontier, keeping the new states
    /// as the next frontier; answers the first event that fails a check.
    mutating func expandFrontier(_ alphabet: EventAlphabet<Route>) -> FlowFailure<Route>? {
        let current = frontier
        frontier = []
        for node in current {
            let state = nodes[node].state
            for event in alphabet.events(state) {
                if let assumption = runner.assumption, !assumption(event, state) { continue }
                var checker = SequenceChecker<Navigator>(runner: runner, start: state)
                let violations = checker.step(event)
                transitions += 1
                if let violation = violations.first { return failure(violation, endingAt: node, then: event) }
                let reached = checker.navigator.state
                if index[reached] == nil {
                    _ = keep(Node(state: reached, parent: node, event: event))
                }
            }
        }
        return nil
    }

    /// Keeps a new state in the next frontier, unless the limit is reached.
    private mutating func keep(_ node: Node) -> Bool {
        guard nodes.count < limit else {
            limitReached = true
            return false
        }
        index[node.state] = nodes.count
        nodes.append(node)
        frontier.append(nodes.count - 1)
        return true
    }

    /// The failure of the shortest sequence to `node`, followed by `event`: replayed from its
    /// start, as a run's failure is, for the outcomes and every check failing at its last step.
    private func failure(_ violation: FlowViolation, endingAt node: Int, then event: NavigationEvent<Route>?) -> FlowFailure<Route> {
        var events: [NavigationEvent<Route>] = event.map { [$0] } ?? []
        var current = node
        while let parent = nodes[current].parent, let step = nodes[current].event {
            events.insert(step, at: 0)
            current = parent
        }
        let start = nodes[current].state
        let replayed = SequenceChecker<Navigator>.check(runner: runner, start: start, events: events)
        // The checker that found it started at the state itself, so its step is 0; in the
        // whole sequence it is the last. Replayed from the start, the checks failing there join
        // it (the laws that look back along the sequence may see more).
        let found = FlowViolation(check: violation.check, step: events.isEmpty ? nil : events.count - 1, message: violation.message)
        var failure = FlowFailure(
            Navigator.self, violation: found, violations: replayed.violations, seed: nil, runSeed: nil, sequenceIndex: nil,
            originalLength: events.count, recording: NavigationRecording(start: start, events: events), outcomes: replayed.outcomes,
            routeLiteral: runner.routeLiteral)
        failure.originNote = "exhaustive exploration: a shortest failing sequence, \(events.count) events (every shorter one passed)."
        return failure
    }
}
