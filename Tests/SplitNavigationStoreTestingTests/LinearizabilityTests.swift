import SplitNavigation
import SplitNavigationStore
import SplitNavigationStoreTesting
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// The checker passes the real store, under the library's rules and an app's, and catches a
/// store that loses updates; a failing schedule is shrunk and reported so it can be run again.
@Suite("Linearizability of the store under concurrent senders", .cpuBound)
struct LinearizabilityTests {
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    static func checker() -> LinearizabilityChecker<String> {
        var checker = LinearizabilityChecker<String>(routes: .names)
        checker.schedules = 12
        checker.tasks = 4
        checker.eventsPerTask = 20
        checker.seed = 2026
        checker.placeholder = .always("Select")
        return checker
    }

    /// The routes of the children an event makes.
    static func newRoutes(_ event: NavigationEvent<String>) -> [String] {
        switch event {
        case .push(let child, _), .replaceTop(_, let child): [child.route]
        case .showDetail(let children), .showSupplementary(let children), .selectRow(_, in: _, showing: let children): children.map(\.route)
        default: []
        }
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func theStorePasses() async {
        let report = await Self.checker().run()
        report.expectPassed()
        #expect(report.statistics.runs == 12)
        #expect(report.statistics.sends == 12 * 4 * 20)
        // Both kinds of answer were there to explain.
        #expect(report.statistics.applied > report.statistics.sends / 3)
        #expect(report.statistics.rejected > 0)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func theStorePassesWithAnAppNavigator() async {
        // An app's rules (here one that handles a deep detail push twice) run inside the store;
        // the replay uses the same type, so the answers are still explained.
        let report = await Self.checker().run(DoubleTapNavigator<String>.self)
        report.expectPassed()
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func aStoreThatLosesUpdatesIsCaughtAndShrunk() async throws {
        let checker = Self.checker()
        let report = await checker.run(SplitNavigator<String>.self) { LostUpdateStore($0) }
        let failure = try #require(report.failure, "the lost-update store passed: the checker cannot fail")
        let original = try #require(failure.original)
        let shrunk = try #require(failure.schedule)
        // One task alone never loses an update, so two are needed; the shrinker gets there.
        #expect(shrunk.tasks.count == 2, "\(failure)")
        #expect(shrunk.eventCount < original.eventCount)
        // How far the start and the routes simplify depends on how often a candidate schedule
        // loses an update again, which is timing: on a quiet machine to the simplest route's
        // root, under ThreadSanitizer's slowdown sometimes less. Never more complex, though.
        #expect(shrunk.start.children.count <= original.start.children.count, "\(failure)")
        #expect(
            shrunk.tasks.joined().flatMap(Self.newRoutes).count <= original.tasks.joined().flatMap(Self.newRoutes).count,
            "\(failure)")
        #expect(failure.failingRuns > 0, "\(failure)")
        #expect(failure.seed != nil)
        let description = failure.description
        #expect(description.contains("LostUpdateStore<SplitNavigator<String>> over SplitNavigator<String> is not linearizable"))
        #expect(description.contains("task 0:") && description.contains("task 1:"))
        #expect(description.contains("Replay: checker.replay(SplitNavigator<String>.self, seed: 0x") && description.contains(", store: …)"))

        // The printed schedule reads back and fails again; the real store passes it.
        let schedule = try ConcurrentSchedule<String>(json: try shrunk.jsonString())
        #expect(schedule == shrunk)
        var again = checker
        again.attempts = 50
        #expect(await again.check(SplitNavigator<String>.self, schedule) { LostUpdateStore($0) }.failure != nil)
        #expect(await again.check(SplitNavigator<String>.self, schedule) { NavigationStore($0, recording: true) }.passed)
        // The seed gives the original schedule back, and replays it.
        let seed = try #require(failure.seed)
        #expect(try checker.schedule(seed: seed) == original)
        #expect(await checker.replay(SplitNavigator<String>.self, seed: seed) { LostUpdateStore($0) }.failure?.seed == seed)
        #expect(await checker.replay(SplitNavigator<String>.self, seed: seed).passed)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func oneTaskAloneCannotCatchTheLostUpdate() async {
        // What the checker catches is the concurrency: sent by one task, the double is a store.
        var checker = Self.checker()
        checker.tasks = 1
        let report = await checker.run(SplitNavigator<String>.self) { LostUpdateStore($0) }
        report.expectPassed()
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func schedulesComeFromTheSeed() throws {
        let checker = Self.checker()
        let schedule = try checker.schedule(seed: 7)
        #expect(try checker.schedule(seed: 7) == schedule)
        #expect(try checker.schedule(seed: 8) != schedule)
        #expect(schedule.tasks.count == 4 && schedule.tasks.allSatisfy { $0.count == 20 })
        #expect(Set(schedule.tasks).count == 4, "each task draws its own events")
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func outOfRangeKnobsAreClamped() async throws {
        var checker = Self.checker()
        checker.tasks = -1
        checker.eventsPerTask = Int.min
        checker.schedules = 2
        checker.attempts = -5
        checker.shrinkBudget = Int.min
        let report = await checker.run()
        #expect(report.passed)
        #expect(report.statistics.runs == 2 && report.statistics.sends == 0)
        // With no budget the shrinker tries nothing, yet a failure is still reported whole.
        checker.tasks = 4
        checker.eventsPerTask = 20
        checker.schedules = 12
        let failing = await checker.run(SplitNavigator<String>.self) { LostUpdateStore($0) }
        let failure = try #require(failing.failure)
        #expect(failure.schedule == failure.original)
        #expect(failure.runs == 1, "attempts below 1 count as 1")
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func aStartThatCannotBeMadeIsReported() async throws {
        let noRoot = StartGenerator<String> { _ throws(NavigationError) in try SplitState(primary: []) }
        var checker = LinearizabilityChecker(starts: noRoot, events: .standard(routes: .names))
        checker.seed = 3
        let failure = try #require(await checker.run().failure)
        #expect(failure.message.contains("noPrimaryRoot"), "\(failure.message)")
        #expect(failure.schedule == nil && failure.scheduleIndex == 0 && failure.runSeed == 3)
        #expect(failure.description.hasPrefix("SplitNavigationStoreTesting: the store over its navigator is not linearizable: the start generator threw"))
    }
}
