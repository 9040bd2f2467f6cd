import SplitNavigation
@testable import SplitNavigationTesting
import Synchronization
import Testing

/// The run's statistics, counted in arrays while each sequence runs (`StatisticsTally`), against
/// the plain count a property keeps in dictionaries of every state and step it is shown.
@Suite("Statistics against a plain count")
struct StatisticsOracleTests {
    /// What the property saw, counted as `FlowStatistics` describes its fields.
    struct Counts: Sendable {
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
    }

    @Test(arguments: [1, 2])
    func theTallyCountsWhatAPlainCountCounts(workers: Int) {
        let counts = Mutex(Counts())
        let counting = FlowProperty<String>(
            name: "counts",
            checkStart: { state, _ in
                counts.withLock { $0.count(state) }
                return nil
            },
            checkStep: { step in
                counts.withLock { counts in
                    counts.sent[step.event.name, default: 0] += 1
                    switch step.result {
                    case .failure(let error):
                        counts.rejected[error.code, default: 0] += 1
                    case .success:
                        counts.accepted[step.event.name, default: 0] += 1
                        if case .accordion(_, let action) = step.event {
                            counts.accordionActions[AccordionAction(action).rawValue, default: 0] += 1
                        }
                    }
                    counts.count(step.state)
                }
                return nil
            })
        var runner = FlowRunner<String>(routes: .names)
        runner.sequences = 60
        runner.length = 40
        runner.seed = 31
        runner.workers = workers
        runner.properties = [counting]
        let report = runner.run()
        #expect(report.passed)
        let statistics = report.statistics
        let seen = counts.withLock { $0 }
        #expect(statistics.events == 60 * 40)
        #expect(statistics.sent == seen.sent)
        #expect(statistics.accepted == seen.accepted)
        #expect(statistics.rejected == seen.rejected)
        #expect(statistics.acceptedAccordionActions == seen.accordionActions)
        #expect(statistics.layouts == seen.layouts)
        #expect(statistics.columns == seen.columns)
        #expect(statistics.stackDepths == seen.stackDepths)
        // The run reaches enough to make the comparison mean something.
        #expect(seen.sent.count >= 15 && seen.rejected.count >= 5 && seen.accordionActions.count >= 5)
        #expect(seen.stackDepths.count >= 4 && seen.layouts.count == 2 && seen.columns.count == 2)
    }
}
