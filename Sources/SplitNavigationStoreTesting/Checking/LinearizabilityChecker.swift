import SplitNavigation
import SplitNavigationStore
import SplitNavigationTesting

/// Checks that a store is linearizable: that when many tasks send events at once, every answer
/// each task saw is explained by one serial order of the events — the order the store claims,
/// checked against its recording and against a replay through a fresh navigator.
///
/// ```swift
/// var checker = LinearizabilityChecker(routes: .oneOf("Inbox", "Message", "Settings"))
/// checker.tasks = 4            // 4 tasks at once …
/// checker.eventsPerTask = 20   // … of 20 events each
/// checker.seed = 2026
/// let report = await checker.run()   // NavigationStore over SplitNavigator
/// report.expectPassed()
/// ```
///
/// Each of ``schedules`` schedules draws a start and, for each task, a list of events: the
/// kit's `EventGenerator` run on the task's own view of the navigation (as if it were alone,
/// so that, sent at once with the others', some events meet children another task removed).
/// A fresh store runs the schedule, and its history is checked with
/// ``ConcurrentHistory/linearizabilityViolation(_:start:placeholder:)``.
///
/// Which interleaving a run gets is the scheduler's, not the seed's: the seed fixes the start
/// and the event lists. A failing schedule is shrunk — whole tasks dropped, then chunks of
/// each task's events, then a simpler start — keeping a candidate when it fails in any of ``attempts`` runs, and is
/// reported with its seed, its start and the per-task event lists, with the answers of a
/// failing run.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public struct LinearizabilityChecker<Route: Hashable & Codable & Sendable>: Sendable {
    /// How many schedules a run makes.
    public var schedules = 20
    /// How many tasks send at once in each schedule.
    public var tasks = 4
    /// How many events each task sends.
    public var eventsPerTask = 20
    /// The run's seed; schedule *i* uses `SplitMix64.seed(seed, index: i)`.
    public var seed: UInt64 = 0
    /// Where schedules start.
    public var starts: StartGenerator<Route>
    /// What the tasks' events are made of.
    public var events: EventGenerator<Route>
    /// The placeholder provider of every navigator the checker makes.
    public var placeholder: PlaceholderProvider<Route> = .none
    /// How many times a schedule is run before it counts as passing, when a failure is being
    /// shrunk or replayed; a failing interleaving may not come back on every run.
    public var attempts = 10
    /// The most candidate schedules the shrinker may try for one failure.
    public var shrinkBudget = 300

    /// A checker over random starts and the standard events, with `routes`.
    public init(routes: RouteGenerator<Route>, weights: EventWeights = EventWeights()) {
        starts = .random(routes: routes, weights: weights)
        events = .standard(routes: routes, weights: weights)
    }

    /// A checker over the given starts and events.
    public init(starts: StartGenerator<Route>, events: EventGenerator<Route>) {
        self.starts = starts
        self.events = events
    }

    /// The schedule a seed gives: its start, and each task's events drawn by ``events`` on a
    /// navigator of the task's own, which applies them as if the task were alone.
    ///
    /// - Throws: the start generator's error.
    public func schedule(seed scheduleSeed: UInt64) throws(NavigationError) -> ConcurrentSchedule<Route> {
        var random = SplitMix64(seed: scheduleSeed)
        let start = try starts.start(using: &random)
        let lists = (0..<max(0, tasks)).map { task in
            var random = SplitMix64(seed: SplitMix64.seed(scheduleSeed, index: UInt64(task)))
            var own = SplitNavigator(state: start, placeholder: placeholder)
            return (0..<max(0, eventsPerTask)).map { _ in
                let event = events.event(for: own.state, using: &random)
                _ = try? own.send(event)
                return event
            }
        }
        return ConcurrentSchedule(start: start, tasks: lists)
    }

    /// Runs every schedule against a `NavigationStore` over `SplitNavigator`, stopping at the
    /// first failure, which it shrinks.
    public func run() async -> LinearizabilityReport<Route> {
        await run(SplitNavigator<Route>.self)
    }

    /// Runs every schedule against a `NavigationStore` over a navigator of the given type (an
    /// app's own rules), stopping at the first failure, which it shrinks.
    public func run<Navigator: SplitNavigating>(_ navigator: Navigator.Type) async -> LinearizabilityReport<Route>
    where Navigator.Route == Route {
        await run(Navigator.self) { NavigationStore($0, recording: true) }
    }

    /// Runs every schedule against a store `store` makes from a navigator of the given type,
    /// stopping at the first failure, which it shrinks.
    ///
    /// `store` is called for every run of a schedule, with a fresh navigator at the schedule's
    /// start; the store it makes must record from that state (see ``ConcurrentNavigationStore``).
    ///
    /// - Complexity: O(``schedules`` × ``tasks`` × ``eventsPerTask``) sends, each history
    ///   checked in O(*n*²) for its *n* calls; shrinking a failure runs at most ``shrinkBudget``
    ///   × ``attempts`` schedules more.
    public func run<Navigator: SplitNavigating, Store: ConcurrentNavigationStore>(
        _ navigator: Navigator.Type, store: @escaping @Sendable (Navigator) -> Store
    ) async -> LinearizabilityReport<Route> where Navigator.Route == Route, Store.Route == Route {
        var statistics = LinearizabilityStatistics()
        for index in 0..<max(0, schedules) {
            let scheduleSeed = SplitMix64.seed(seed, index: UInt64(index))
            let schedule: ConcurrentSchedule<Route>
            do throws(NavigationError) {
                schedule = try self.schedule(seed: scheduleSeed)
            } catch {
                return LinearizabilityReport(failure: .noStart(error, seed: scheduleSeed, runSeed: seed, index: index), statistics: statistics)
            }
            let history = await schedule.run(against: store(Navigator(state: schedule.start, placeholder: placeholder)))
            statistics.record(history)
            if let message = history.linearizabilityViolation(Navigator.self, start: schedule.start, placeholder: placeholder) {
                let failure = await shrink(
                    Navigator.self, schedule, history: history, message: message, store: store,
                    origin: .init(seed: scheduleSeed, runSeed: seed, index: index))
                return LinearizabilityReport(failure: failure, statistics: statistics)
            }
        }
        return LinearizabilityReport(failure: nil, statistics: statistics)
    }

    /// Runs the schedule a seed gives (see ``schedule(seed:)``) up to ``attempts`` times
    /// against a `NavigationStore` over a navigator of the given type, and shrinks it if a run
    /// fails.
    public func replay<Navigator: SplitNavigating>(_ navigator: Navigator.Type, seed scheduleSeed: UInt64) async -> LinearizabilityReport<Route>
    where Navigator.Route == Route {
        await replay(Navigator.self, seed: scheduleSeed) { NavigationStore($0, recording: true) }
    }

    /// Runs the schedule a seed gives up to ``attempts`` times against the stores `store`
    /// makes, and shrinks it if a run fails.
    public func replay<Navigator: SplitNavigating, Store: ConcurrentNavigationStore>(
        _ navigator: Navigator.Type, seed scheduleSeed: UInt64, store: @escaping @Sendable (Navigator) -> Store
    ) async -> LinearizabilityReport<Route> where Navigator.Route == Route, Store.Route == Route {
        let schedule: ConcurrentSchedule<Route>
        do throws(NavigationError) {
            schedule = try self.schedule(seed: scheduleSeed)
        } catch {
            return LinearizabilityReport(failure: .noStart(error, seed: scheduleSeed, runSeed: nil, index: nil), statistics: LinearizabilityStatistics())
        }
        return await check(Navigator.self, schedule, store: store, origin: .init(seed: scheduleSeed, runSeed: nil, index: nil))
    }

    /// Runs a schedule (a failure's ``LinearizabilityFailure/schedule``, say) up to
    /// ``attempts`` times against the stores `store` makes, and shrinks it if a run fails.
    public func check<Navigator: SplitNavigating, Store: ConcurrentNavigationStore>(
        _ navigator: Navigator.Type, _ schedule: ConcurrentSchedule<Route>, store: @escaping @Sendable (Navigator) -> Store
    ) async -> LinearizabilityReport<Route> where Navigator.Route == Route, Store.Route == Route {
        await check(Navigator.self, schedule, store: store, origin: .init(seed: nil, runSeed: nil, index: nil))
    }

    private func check<Navigator: SplitNavigating, Store: ConcurrentNavigationStore>(
        _ navigator: Navigator.Type, _ schedule: ConcurrentSchedule<Route>, store: @escaping @Sendable (Navigator) -> Store,
        origin: LinearizabilityFailure<Route>.Origin
    ) async -> LinearizabilityReport<Route> where Navigator.Route == Route, Store.Route == Route {
        var statistics = LinearizabilityStatistics()
        for _ in 0..<max(1, attempts) {
            let history = await schedule.run(against: store(Navigator(state: schedule.start, placeholder: placeholder)))
            statistics.record(history)
            if let message = history.linearizabilityViolation(Navigator.self, start: schedule.start, placeholder: placeholder) {
                let failure = await shrink(Navigator.self, schedule, history: history, message: message, store: store, origin: origin)
                return LinearizabilityReport(failure: failure, statistics: statistics)
            }
        }
        return LinearizabilityReport(failure: nil, statistics: statistics)
    }

    /// Shrinks a failing schedule and packs the report.
    private func shrink<Navigator: SplitNavigating, Store: ConcurrentNavigationStore>(
        _ navigator: Navigator.Type, _ schedule: ConcurrentSchedule<Route>, history: ConcurrentHistory<Route>, message: String,
        store: @escaping @Sendable (Navigator) -> Store, origin: LinearizabilityFailure<Route>.Origin
    ) async -> LinearizabilityFailure<Route> where Navigator.Route == Route, Store.Route == Route {
        let attempts = max(1, self.attempts)
        let placeholder = self.placeholder
        let runOnce: @Sendable (ConcurrentSchedule<Route>) async -> (ConcurrentHistory<Route>, String)? = { candidate in
            let history = await candidate.run(against: store(Navigator(state: candidate.start, placeholder: placeholder)))
            return history.linearizabilityViolation(Navigator.self, start: candidate.start, placeholder: placeholder).map { (history, $0) }
        }
        // A candidate fails when any of its runs does; the first failing run is its evidence.
        var shrinker = ScheduleShrinker<Route>(budget: shrinkBudget, simplest: events.routes.simplest) { candidate in
            for _ in 0..<attempts {
                if let failure = await runOnce(candidate) { return failure }
            }
            return nil
        }
        let shrunk = await shrinker.shrink(schedule, history: history, message: message)
        // How reliably the shrunk schedule fails, for whoever tries to reproduce it.
        var failingRuns = 0
        for _ in 0..<attempts where await runOnce(shrunk.schedule) != nil {
            failingRuns += 1
        }
        return LinearizabilityFailure(
            message: shrunk.message, origin: origin, original: schedule, schedule: shrunk.schedule, history: shrunk.history,
            navigatorType: String(describing: Navigator.self), storeType: String(describing: Store.self),
            failingRuns: failingRuns, runs: attempts)
    }
}
