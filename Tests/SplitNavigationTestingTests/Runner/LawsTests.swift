import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// The library's own proof run: at least 200,000 random events (3 policies × 1,200 sequences
/// × 60 events = 216,000), accordion children and accordion events included, through every law
/// and the reference model, with fixed seeds.
@Suite("Every law and the reference model hold on random flows", .cpuBound)
struct LawsTests {
    static let placeholder = PlaceholderProvider<String> { primary in "Select from \(primary.last?.route ?? "?")" }

    static func runner(policy: CollapsePolicy, seed: UInt64) -> FlowRunner<String> {
        var runner = FlowRunner(routes: .names, policies: [policy])
        runner.sequences = 1_200
        runner.length = 60
        runner.seed = seed
        runner.placeholder = placeholder
        return runner
    }

    @Test("All laws under each policy", arguments: CollapsePolicy.allCases)
    func allLaws(policy: CollapsePolicy) {
        let report = Self.runner(policy: policy, seed: 2026).run()
        report.expectPassed()
        #expect(report.statistics.events == 72_000)
        // Accordion children and accordion events are part of the mix.
        let accordionEvents = report.statistics.accepted["accordion", default: 0]
        #expect(accordionEvents >= 4_000, "\(accordionEvents) accordion events accepted")
    }
}
