import SplitNavigation

/// Stateful property testing of navigation flows: runs many random event sequences from a seed
/// through a navigator, checks your properties after every step and the library's laws (the
/// costly ones on one step in ``lawSampling``, every step of a sequence that fails), compares
/// against ``ReferenceNavigator``, and shrinks the first failure to a minimal counterexample.
///
/// ```swift
/// var runner = FlowRunner(routes: .oneOf("Inbox", "Message", "Settings"))
/// runner.sequences = 500
/// runner.properties.append(.invariant("never two Settings") { state, _ in
///     state.children.filter { $0.route == "Settings" }.count <= 1
/// })
/// let report = runner.run()
/// report.expectPassed()        // Swift Testing; XCTest: report.assertPassed()
/// ```
///
/// A failure reports the sequence's seed (``replay(seed:)`` reruns it), the original length and
/// the shrunk sequence as Swift code and as `splitnav` JSON lines. The same configuration and
/// seed always run the same events, on every platform.
///
/// It is not a fuzzer of the JSON decoder, and it does not test views: it tests the state
/// machine, or an app layer that wraps one (see `SplitNavigating`).
public struct FlowRunner<Route: Hashable & Codable & Sendable>: Sendable {
    /// How many sequences a run makes.
    public var sequences = 100
    /// How many events each sequence has.
    public var length = 50
    /// The run's seed; sequence *i* uses `SplitMix64.seed(seed, index: i)`.
    public var seed: UInt64 = 0
    /// Where sequences start.
    public var starts: StartGenerator<Route>
    /// What events sequences are made of.
    public var events: EventGenerator<Route>
    /// The placeholder provider of every navigator the runner makes.
    public var placeholder: PlaceholderProvider<Route> = .none
    /// The laws checked after every step; all of them by default.
    public var laws: Set<NavigationLaw> = Set(NavigationLaw.allCases)
    /// The app's own properties, checked with the laws (and listed first when both fail).
    public var properties: [FlowProperty<Route>] = []
    /// Situations of the app's own to count per sequence in ``FlowStatistics/labels``; a
    /// ``FlowLabel/cover(_:atLeast:_:)`` label fails a run that reaches it in too few sequences.
    /// Give labels distinct names.
    public var labels: [FlowLabel<Route>] = []
    /// What the app assumes about the events it sends: `false` for an event it never sends in
    /// the given state (opening a message with no mailbox open, say). Generated events that
    /// break it are not sent, and the shrinker never keeps a sequence that breaks it, so a
    /// counterexample is always one the app can produce. `nil` assumes nothing.
    public var assumption: (@Sendable (NavigationEvent<Route>, SplitState<Route>) -> Bool)?
    /// How many threads check sequences at once; 1 (the default) checks them one after another
    /// on the calling thread. Every sequence has its own seed, so a run reports the same
    /// failure and the same statistics whatever the number: the lowest-numbered failing
    /// sequence, shrunk, and the counts of the sequences up to it. With more than one, your
    /// properties, labels, assumption and navigator type are used from several threads at once
    /// (they are `Sendable`), and the run finishes up to that many times sooner:
    ///
    /// ```swift
    /// runner.workers = ProcessInfo.processInfo.activeProcessorCount
    /// ```
    public var workers = 1
    /// How often the ``NavigationLaw/jsonRoundTrip`` law checks while a run generates
    /// sequences: one step in `jsonSampling` (256 by default; each sequence starts at a step its
    /// seed picks, so every position of a sequence is checked across a run). Encoding and
    /// decoding a whole state through Foundation's coders costs more than every other law
    /// together on a step, and a type whose JSON loses something loses it in many states.
    /// A failing sequence is checked again on every step (see ``lawSampling``); replays, saved
    /// failures and the shrinker check every step, so a failure shrinks as far as with 1, which
    /// checks every step of a run too.
    public var jsonSampling = 256
    /// How often every law checks a step while a run generates sequences: on one step in
    /// `lawSampling` (each sequence starts at a step its seed picks, so every position of a
    /// sequence is checked across a run) and on the last step of every sequence. The other
    /// steps check your properties and the laws that cost next to nothing:
    /// ``NavigationLaw/errorsChangeNothing``, ``NavigationLaw/visibleColumnsInSplit``,
    /// ``NavigationLaw/widthAndVisibilityKeepStacks`` and ``NavigationLaw/tabSelectionRestores``
    /// (and the JSON law, on its own ``jsonSampling``). The laws that collapse, split, reach,
    /// validate or re-send the state cost most of a checked event, and a bug they catch mostly
    /// stays in the state for later steps to show.
    ///
    /// A sequence that fails is checked again with every law on every step, and the first
    /// failure found then is the one shrunk and reported; ``replay(seed:)`` does the same, and
    /// replays of recordings, saved failures and the shrinker check every step. Set it to 1 to
    /// check every law on every step of a run too; the default, 32, lets a debug build
    /// (`swift test`) check about five times as many events a second (docs/testing.md, "Cost").
    public var lawSampling = 32
    /// The most replays the shrinker may spend on one failure.
    public var shrinkBudget = 20_000
    /// Where ``run(_:fileID:function:)`` saves the failures it finds and replays them from, first,
    /// until they pass; `nil` (the default) saves nothing. See ``FailureDatabase``.
    public var database: FailureDatabase?
    /// How a route is written in the Swift snippet and the messages of a failure; `nil` (the
    /// default) writes strings, integers and booleans as literals and declares any other route
    /// as a constant decoded from its JSON, which compiles for every `Codable` route:
    /// `let route1 = try NavigationRecording<MailRoute>.route(json: #"{"message":{"_0":3}}"#)`.
    /// Set it for shorter snippets when your routes have a Swift spelling, such as
    /// `{ ".\($0)" }` for enum cases whose description is their Swift; set it back to `nil`
    /// for the default.
    public var routeLiteral: (@Sendable (Route) -> String)?

    /// A runner over random starts (under `policies`, with accordion children as `weights`
    /// says) and the standard events, with `routes`.
    public init(routes: RouteGenerator<Route>, weights: EventWeights = EventWeights(), policies: [CollapsePolicy] = CollapsePolicy.allCases) {
        starts = .random(routes: routes, policies: policies, weights: weights)
        events = .standard(routes: routes, weights: weights)
    }

    /// A runner over the given starts and events.
    public init(starts: StartGenerator<Route>, events: EventGenerator<Route>) {
        self.starts = starts
        self.events = events
    }

    /// Runs every sequence through `SplitNavigator` and stops at the first failure.
    public func run(fileID: String = #fileID, function: String = #function) -> FlowReport<Route> {
        run(SplitNavigator<Route>.self, fileID: fileID, function: function)
    }

    /// Runs every sequence through a navigator of the given type and stops at the first
    /// failure, which it shrinks.
    ///
    /// With a ``database``, the failures saved by earlier runs of the same test (`fileID` and
    /// `function`, the caller's by default, and the navigator type) are replayed first, and a
    /// new failure is saved. The report's ``FlowReport/speed`` says which build ran it and how
    /// fast.
    ///
    /// - Complexity: O(`sequences` × `length` × *n*) for states of *n* children, plus the
    ///   shrinking of a failure (at most ``shrinkBudget`` replays).
    public func run<Navigator: SplitNavigating>(
        _ navigator: Navigator.Type, fileID: String = #fileID, function: String = #function
    ) -> FlowReport<Route> where Navigator.Route == Route {
        let start = FlowSpeed.now()
        var report = if let database {
            run(Navigator.self, database: database, key: "\(fileID) \(function) \(SwiftTypeName.of(Navigator.self))")
        } else {
            runSequences(Navigator.self)
        }
        report.speed = FlowSpeed(events: report.statistics.events, seconds: Double(FlowSpeed.now() - start) / 1e9)
        return report
    }

    /// Generates and checks every sequence, stopping at the first failure: in batches of
    /// consecutive sequences, each batch on up to ``workers`` threads.
    func runSequences<Navigator: SplitNavigating>(_ navigator: Navigator.Type) -> FlowReport<Route>
    where Navigator.Route == Route {
        var statistics = FlowStatistics()
        // The counts by state and event, written into `statistics` when the run ends.
        var tally = StatisticsTally()
        for label in labels { statistics.labels[label.name, default: 0] += 0 }
        let count = max(0, sequences)
        // Batches of a few sequences per worker: enough to keep every thread busy while one
        // shrinks a failure, few enough that a failure early in a run stops it soon.
        let batchSize = workers > 1 ? workers * 8 : 1
        var start = 0
        while start < count {
            let batch = SequenceBatch<Route>(indices: start..<min(count, start + batchSize))
            let outcomes = batch.run(workers: workers) { _, index in
                var outcome = SequenceBatch<Route>.Outcome()
                let sequenceSeed = SplitMix64.seed(seed, index: UInt64(index))
                outcome.failure = runSequence(
                    Navigator.self, seed: sequenceSeed, index: index, statistics: &outcome.statistics, tally: &outcome.tally)
                return outcome
            }
            for outcome in outcomes {
                statistics.merge(outcome.statistics)
                tally.merge(outcome.tally)
                if let failure = outcome.failure {
                    tally.write(into: &statistics)
                    return FlowReport(failure: failure, statistics: statistics)
                }
            }
            start = batch.indices.upperBound
        }
        tally.write(into: &statistics)
        var report = FlowReport<Route>(failure: nil, statistics: statistics)
        report.coverageShortfalls = labels.compactMap { label in
            let reached = statistics.labels[label.name] ?? 0
            guard label.minimumShare > 0, Double(reached) < label.minimumShare * Double(statistics.sequences) else { return nil }
            return CoverageShortfall(label: label.name, reached: reached, sequences: statistics.sequences, required: label.minimumShare)
        }
        return report
    }

    /// Generates and checks one sequence; on failure, shrinks it.
    func runSequence<Navigator: SplitNavigating>(
        _ navigator: Navigator.Type, seed sequenceSeed: UInt64, index: Int?, statistics: inout FlowStatistics,
        tally: inout StatisticsTally
    ) -> FlowFailure<Route>? where Navigator.Route == Route {
        var random = SplitMix64(seed: sequenceSeed)
        statistics.sequences += 1
        let start: SplitState<Route>
        do throws(NavigationError) {
            start = try starts.start(using: &random)
        } catch {
            let violation = FlowViolation(check: .start, step: nil, message: "the start generator threw \(error)")
            return FlowFailure(Navigator.self, violation: violation, seed: sequenceSeed, runSeed: index == nil ? nil : seed,
                               sequenceIndex: index, originalLength: 0, recording: nil, outcomes: [], routeLiteral: routeLiteral)
        }
        let sampling = max(1, jsonSampling), lawSampling = max(1, self.lawSampling)
        // The two phases from different bits of the seed, so that the JSON law's steps and the
        // other laws' do not coincide in every sequence.
        var checker = SequenceChecker<Navigator>(
            runner: self, start: start, jsonSampling: sampling, jsonPhase: Int(sequenceSeed % UInt64(sampling)),
            lawSampling: lawSampling, lawPhase: Int((sequenceSeed >> 32) % UInt64(lawSampling)))
        var events: [NavigationEvent<Route>] = []
        var violations = checker.checkStart()
        // The labels this sequence reached, counted once each when it ends.
        var reached: Set<String> = []
        func observe(_ navigator: Navigator) {
            tally.record(navigator.state)
            for label in labels where !reached.contains(label.name) && label.holds(navigator.state, navigator.presentation) {
                reached.insert(label.name)
            }
        }
        observe(checker.navigator)
        defer {
            for name in reached { statistics.labels[name, default: 0] += 1 }
        }
        var step = 0
        while violations.isEmpty, step < length {
            step += 1
            let event = self.events.event(for: checker.navigator.state, using: &random)
            if let assumption, !assumption(event, checker.navigator.state) {
                statistics.skipped += 1
                continue
            }
            events.append(event)
            violations = checker.step(event, isLast: step == length)
            statistics.events += 1
            if let outcome = checker.outcomes.last { tally.record(event, outcome: outcome) }
            observe(checker.navigator)
        }
        guard var violation = violations.first else { return nil }
        // A sampled run may have passed over an earlier step that breaks a law: the sequence
        // checked with every law on every step fails first there, and that failure is the one
        // shrunk, as a replay of the recording reports it.
        if lawSampling > 1 || sampling > 1 {
            let everyStep = SequenceChecker<Navigator>.check(runner: self, start: start, events: events)
            if !everyStep.brokeAssumption, let first = everyStep.violations.first { violation = first }
        }
        return failure(
            Navigator.self, violation: violation, start: start, events: events,
            seed: sequenceSeed, index: index)
    }

    /// Shrinks a failing sequence, keeping its first check failing, and packs the report with
    /// every check that fails at the shrunk sequence's failing step.
    func failure<Navigator: SplitNavigating>(
        _ navigator: Navigator.Type, violation: FlowViolation, start: SplitState<Route>,
        events: [NavigationEvent<Route>], seed sequenceSeed: UInt64?, index: Int?
    ) -> FlowFailure<Route> where Navigator.Route == Route {
        let originalLength = events.count
        var shrinker = Shrinker(budget: shrinkBudget, routes: self.events.routes, keepsStart: starts.fixedState != nil) { start, events in
            let result = SequenceChecker<Navigator>.check(runner: self, start: start, events: events)
            return result.brokeAssumption ? nil : result.violations.first { $0.check == violation.check }
        }
        let (shrunkStart, shrunkEvents, shrunkViolation) = shrinker.shrink(start: start, events: events, violation: violation)
        let final = SequenceChecker<Navigator>.check(runner: self, start: shrunkStart, events: shrunkEvents)
        var failure = FlowFailure(
            Navigator.self, violation: shrunkViolation, violations: final.violations, seed: sequenceSeed,
            runSeed: index == nil ? nil : seed,
            sequenceIndex: index, originalLength: originalLength,
            recording: NavigationRecording(start: shrunkStart, events: shrunkEvents), outcomes: final.outcomes, routeLiteral: routeLiteral)
        // An app's navigator is blamed for its own bugs only: if the library's navigator fails
        // the same check on the same events, the report says so (one more check of a short
        // sequence, once per failure).
        if Navigator.self != SplitNavigator<Route>.self {
            let library = SequenceChecker<SplitNavigator<Route>>.check(runner: self, start: shrunkStart, events: shrunkEvents)
            failure.libraryNavigatorFailsToo = !library.brokeAssumption && library.violations.contains { $0.check == shrunkViolation.check }
        }
        return failure
    }
}
