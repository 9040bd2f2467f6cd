import SplitNavigation
@testable import SplitNavigationTesting
import Testing

/// Statistics of what a run reached, user labels, and `cover` requirements that fail a run.
@Suite("Coverage")
struct CoverageTests {
    static let collapsedDeep = "collapsed with a detail stack of two or more"

    static func collapsedWithDetail(_ state: SplitState<String>) -> Bool {
        state.layout == .compact && (state.compactStack ?? []).filter { $0.preferredColumn == .detail }.count >= 2
    }

    private func runner() -> FlowRunner<String> {
        var runner = FlowRunner<String>(routes: .names)
        runner.sequences = 40
        runner.length = 30
        runner.seed = 11
        return runner
    }

    @Test func statisticsCountStatesByLayoutColumnsAndDepth() {
        var runner = runner()
        runner.labels = [FlowLabel(Self.collapsedDeep) { state, _ in Self.collapsedWithDetail(state) }]
        let report = runner.run()
        let statistics = report.statistics
        #expect(report.passed)
        // One state per sequence start and one per event sent.
        let states: Int = statistics.sequences + statistics.events
        let byLayout: Int = statistics.layouts.values.reduce(0, +)
        let byColumns: Int = statistics.columns.values.reduce(0, +)
        let byDepth: Int = statistics.stackDepths.values.reduce(0, +)
        #expect(byLayout == states)
        #expect(byColumns == states)
        #expect(byDepth == states)
        let compact: Int = statistics.layouts[.compact] ?? 0
        let regular: Int = statistics.layouts[.regular] ?? 0
        let threeColumns: Int = statistics.columns[.three] ?? 0
        #expect(compact > 0)
        #expect(regular > 0)
        #expect(threeColumns > 0)
        #expect(statistics.stackDepths.keys.allSatisfy { $0 >= 1 })
        let sent: Int = statistics.sent.values.reduce(0, +)
        let accepted: Int = statistics.accepted.values.reduce(0, +)
        let rejected: Int = statistics.rejected.values.reduce(0, +)
        #expect(sent == statistics.events)
        #expect(sent == accepted + rejected)
        let reached: Int = statistics.labels[Self.collapsedDeep] ?? -1
        #expect(reached > 0)
        #expect(reached <= statistics.sequences)
        #expect(statistics.summary.contains("labels: \"\(Self.collapsedDeep)\" \(reached) of 40 sequences"), "\(statistics.summary)")
        #expect(statistics.summary.hasPrefix("40 sequences, \(statistics.events) events"))
    }

    @Test func aCoverRequirementFailsARunThatReachesItTooRarely() {
        var runner = runner()
        runner.labels = [
            .cover(Self.collapsedDeep, atLeast: 1) { state, _ in Self.collapsedWithDetail(state) },
            .cover("never", atLeast: 0.1) { _, _ in false },
            .cover("always", atLeast: 1) { _, _ in true },
        ]
        let report = runner.run()
        #expect(report.failure == nil)
        #expect(!report.passed)
        #expect(report.coverageShortfalls.map(\.label) == [Self.collapsedDeep, "never"])
        let never = report.coverageShortfalls.last
        #expect(never?.description == #""never" was reached in 0 of 40 sequences (0%), less than the 10% required"#)
        #expect(report.description.hasPrefix("SplitNavigationTesting: every check passed, but coverage fell short:\n- \""), "\(report)")
        #expect(report.description.contains("labels: "))
    }

    @Test func aMetRequirementPassesAndSharesAreClamped() {
        var runner = runner()
        runner.labels = [.cover("always", atLeast: 2) { _, _ in true }, .cover("nan", atLeast: .nan) { _, _ in false }]
        #expect(runner.labels.map(\.minimumShare) == [1, 0])
        let report = runner.run()
        #expect(report.passed, "\(report)")
        #expect(report.statistics.labels == ["always": 40, "nan": 0])
    }

    @Test func percentagesKeepOneDecimal() {
        #expect(CoverageShortfall.percent(0.05) == "5%")
        #expect(CoverageShortfall.percent(0.125) == "12.5%")
        #expect(CoverageShortfall.percent(3, of: 0) == "0%")
    }
}
