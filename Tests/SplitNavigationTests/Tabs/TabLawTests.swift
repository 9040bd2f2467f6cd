import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// Every law of the testing kit (invariants, fresh ids, errors change nothing, split and collapse
/// round trips, commuting with the split, changes reproducing the presentation, JSON round trips,
/// the reference model, tab selections restoring, …) on flows that start from a tab group as the
/// primary root, with the standard generator's tab events weighted up. The kit's runner shrinks a failure and prints its seed and
/// the shrunk sequence.
@Suite(.cpuBound) struct TabLawTests {
    static let starts = StartGenerator<String> { (random: inout SplitMix64) throws(NavigationError) -> SplitState<String> in
        let root: NewChild<String>
        do {
            root = try tabsChild("Tabs", .primary, tabs: ["a", "b", "c"])
        } catch {
            throw NavigationError(.invalidState, "the start's tab group: \(error)")
        }
        return try SplitState(
            primary: [root], columns: random.bool() ? .two : .three, width: random.bool() ? .regular : .compact,
            policy: random.element(of: CollapsePolicy.allCases) ?? .detailOnTop)
    }

    /// The kit's own tab kind, three times as often as by default, and more tab groups made.
    static let weights: EventWeights = {
        var weights = EventWeights()
        weights.tabs = 40
        weights.tabGroupPercent = 20
        return weights
    }()

    @Test(arguments: [UInt64(5), 77])
    func everyKitLawHoldsWithTabGroups(seed: UInt64) {
        var runner = FlowRunner(starts: Self.starts, events: EventGenerator.standard(routes: .oneOf("A", "B", "C"), weights: Self.weights))
        runner.seed = seed
        runner.sequences = 60
        runner.length = 40
        let report = runner.run()
        report.expectPassed()
        #expect(report.statistics.accepted["tabs", default: 0] >= 150, "\(report.statistics.accepted)")
    }
}
