import Foundation
import SplitNavigation
@testable import SplitNavigationTesting
import Testing

/// The run's statistics, counted in arrays while each sequence runs (`StatisticsTally`), against
/// the plain count a property keeps in dictionaries of every state and step it is shown: in a
/// passing run, a run that stops at a failure, and both replays.
@Suite("Statistics against a plain count")
struct StatisticsOracleTests {
    /// What the property saw, counted as `FlowStatistics` describes its fields.
    struct Counts {
        var events = 0
        var sent: [String: Int] = [:]
        var accepted: [String: Int] = [:]
        var rejected: [NavigationError.Code: Int] = [:]
        var accordionActions: [String: Int] = [:]
        var layouts: [Layout: Int] = [:]
        var columns: [SplitColumns: Int] = [:]
        var stackDepths: [Int: Int] = [:]

        mutating func count(_ state: SplitState<String>) {
            layouts[state.layout, default: 0] += 1
            columns[state.columns, default: 0] += 1
            let deepest = state.compactStack?.count ?? Column.allCases.map { state.stack($0).count }.max() ?? 0
            stackDepths[deepest, default: 0] += 1
        }

        mutating func count(_ step: FlowStep<String>) {
            events += 1
            sent[step.event.name, default: 0] += 1
            switch step.result {
            case .failure(let error):
                rejected[error.code, default: 0] += 1
            case .success:
                accepted[step.event.name, default: 0] += 1
                if case .accordion(_, let action) = step.event {
                    accordionActions[AccordionAction(action).rawValue, default: 0] += 1
                }
            }
            count(step.state)
        }
    }

    /// Counts under a lock (not `Mutex`, which the thread sanitizer does not see through on
    /// Linux), until the planted failure is first met: the replays the shrinker makes after it
    /// are not part of the run's statistics.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts = Counts()
        private var stopped = false

        var value: Counts { lock.withLock { counts } }

        func count(_ body: (inout Counts) -> Void) {
            lock.withLock { if !stopped { body(&counts) } }
        }

        func stop() {
            lock.withLock { stopped = true }
        }
    }

    /// A runner whose one property counts what it is shown; with `failing`, the property also
    /// fails at the first 21st step that ends with three children or more.
    func runner(counter: Counter, workers: Int = 1, failing: Bool = false) -> FlowRunner<String> {
        let counting = FlowProperty<String>(
            name: "counts",
            checkStart: { state, _ in
                counter.count { $0.count(state) }
                return nil
            },
            checkStep: { step in
                counter.count { $0.count(step) }
                guard failing, step.index == 20, step.state.children.count >= 3 else { return nil }
                counter.stop()
                return "planted: three children at step 20"
            })
        var runner = FlowRunner<String>(routes: .names)
        runner.sequences = 60
        runner.length = 40
        runner.seed = 31
        runner.workers = workers
        runner.properties = [counting]
        return runner
    }

    /// Whether the statistics are the counts, field by field (the states' only when `states`).
    func expectSame(_ statistics: FlowStatistics, _ seen: Counts, states: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(statistics.events == seen.events, sourceLocation: sourceLocation)
        #expect(statistics.sent == seen.sent, sourceLocation: sourceLocation)
        #expect(statistics.accepted == seen.accepted, sourceLocation: sourceLocation)
        #expect(statistics.rejected == seen.rejected, sourceLocation: sourceLocation)
        #expect(statistics.acceptedAccordionActions == seen.accordionActions, sourceLocation: sourceLocation)
        guard states else { return }
        #expect(statistics.layouts == seen.layouts, sourceLocation: sourceLocation)
        #expect(statistics.columns == seen.columns, sourceLocation: sourceLocation)
        #expect(statistics.stackDepths == seen.stackDepths, sourceLocation: sourceLocation)
    }

    @Test(arguments: [1, 2])
    func aPassingRunCountsWhatAPlainCountCounts(workers: Int) {
        let counter = Counter()
        let report = runner(counter: counter, workers: workers).run()
        #expect(report.passed)
        let seen = counter.value
        #expect(report.statistics.events == 60 * 40)
        expectSame(report.statistics, seen)
        // The run reaches enough to make the comparison mean something.
        #expect(seen.sent.count >= 15 && seen.rejected.count >= 5 && seen.accordionActions.count >= 5)
        #expect(seen.stackDepths.count >= 4 && seen.layouts.count == 2 && seen.columns.count == 2)
    }

    @Test func aFailingRunAndItsReplaysCountUpToTheFailure() throws {
        let counter = Counter()
        let runner = runner(counter: counter, failing: true)
        let report = runner.run()
        let failure = try #require(report.failure, "no sequence reached three children at step 20")
        // Sequences before the failing one ran whole; the failing one stopped after step 20.
        #expect(report.statistics.events % 40 == 21)
        expectSame(report.statistics, counter.value)

        // The failing sequence again, by its seed: its own statistics, up to the failure.
        let bySeed = Counter()
        let seed = try #require(failure.seed)
        let replayed = self.runner(counter: bySeed, failing: true).replay(SplitNavigator<String>.self, seed: seed)
        #expect(!replayed.passed)
        #expect(replayed.statistics.events == 21)
        expectSame(replayed.statistics, bySeed.value)

        // The shrunk recording, replayed: its events (a recording's replay counts no states).
        let byRecording = Counter()
        let recording = try #require(failure.recording)
        let again = self.runner(counter: byRecording, failing: true).replay(SplitNavigator<String>.self, recording, shrinking: false)
        #expect(!again.passed)
        #expect(again.statistics.events == recording.events.count)
        expectSame(again.statistics, byRecording.value, states: false)
    }
}
