import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// A run on several threads reports exactly what the same run on one reports.
@Suite("Workers do not change a run's report", .cpuBound)
struct WorkerTests {
    func runner(workers: Int, sequences: Int = 24) -> FlowRunner<String> {
        var runner = FlowRunner(routes: .names)
        runner.sequences = sequences
        runner.length = 20
        runner.seed = 5
        runner.workers = workers
        runner.labels = [.cover("compact", atLeast: 0.1) { state, _ in state.layout == .compact }]
        return runner
    }

    @Test(arguments: [2, 3, 8])
    func passingRunsCountTheSame(workers: Int) {
        let serial = runner(workers: 1).run()
        let parallel = runner(workers: workers).run()
        #expect(serial.passed, "\(serial)")
        #expect(parallel.passed, "\(parallel)")
        #expect(parallel.statistics == serial.statistics)
        #expect(parallel.statistics.sequences == 24)
        #expect(parallel.statistics.labels["compact"] == serial.statistics.labels["compact"])
    }

    /// Many sequences fail; whichever worker finds one first, the run reports the lowest-numbered
    /// failing sequence, shrunk the same way, with the counts of the sequences up to it.
    @Test(arguments: [2, 4])
    func failingRunsReportTheFirstFailingSequence(workers: Int) throws {
        let serial = runner(workers: 1, sequences: 200).run(DetailUnderPrimaryOnCollapse.self)
        let parallel = runner(workers: workers, sequences: 200).run(DetailUnderPrimaryOnCollapse.self)
        let expected = try #require(serial.failure)
        // Not the first sequence, so that workers ran sequences before and after it.
        #expect((expected.sequenceIndex ?? 0) > 0)
        let failure = try #require(parallel.failure)
        #expect(failure.sequenceIndex == expected.sequenceIndex)
        #expect(failure.seed == expected.seed)
        #expect(failure.events == expected.events)
        #expect(failure.violations == expected.violations)
        #expect(failure.description == expected.description)
        #expect(parallel.statistics == serial.statistics)
        #expect(parallel.statistics.sequences == (expected.sequenceIndex ?? -1) + 1)
    }

    /// The app's own property, called from several threads at once, fails on the same sequence,
    /// shrunk the same way, as on one thread.
    @Test func propertiesFailTheSameOnEveryWorkerCount() throws {
        func run(workers: Int) -> FlowReport<String> {
            var runner = runner(workers: workers, sequences: 100)
            runner.properties = [.invariant("at most five children") { state, _ in state.children.count <= 5 }]
            return runner.run()
        }
        let serial = try #require(run(workers: 1).failure)
        let parallel = try #require(run(workers: 4).failure)
        #expect(parallel.violation.check == .property("at most five children"))
        #expect(parallel.description == serial.description)
    }

    @Test func moreWorkersThanSequences() {
        let report = runner(workers: 16, sequences: 3).run()
        #expect(report.passed, "\(report)")
        #expect(report.statistics.sequences == 3)
    }

    @Test func noSequences() {
        let report = runner(workers: 4, sequences: 0).run()
        #expect(report.passed)
        #expect(report.statistics.sequences == 0)
    }
}
