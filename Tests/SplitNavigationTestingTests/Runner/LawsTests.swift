import Foundation
import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// The library's own proof run: at least 200,000 random events through every law and the
/// reference model, with fixed seeds: 3 policies × 800 sequences × 60 events = 144,000, about
/// half of them in three-column splits, accordion children and accordion events included; then
/// 6 × 200 × 60 = 72,000 events in three-column splits alone, under each policy and each
/// medium-width policy. (1,200 sequences a policy until the CI run had to fit in 25 minutes:
/// these debug-build events, each re-checking the core's invariants, were a fifth of the
/// suite's CPU time.)
@Suite("Every law and the reference model hold on random flows", .cpuBound)
struct LawsTests {
    /// Placeholders for both the supplementary and the detail column, so that their changes
    /// are part of what the presentation law checks.
    static let placeholder = PlaceholderProvider<String>(columns: { request in
        switch request.column {
        case .supplementary: "Select from \(request.primary.last?.route ?? "?")"
        default: "Select from \((request.supplementary.last ?? request.primary.last)?.route ?? "?")"
        }
    })

    static func runner(policy: CollapsePolicy, seed: UInt64, weights: EventWeights = EventWeights()) -> FlowRunner<String> {
        var runner = FlowRunner(routes: .names, weights: weights, policies: [policy])
        runner.sequences = 800
        runner.length = 60
        runner.seed = seed
        // The proof run checks every law on every step, not one step in `lawSampling`.
        runner.lawSampling = 1
        runner.placeholder = placeholder
        return runner
    }

    @Test("All laws under each policy", arguments: CollapsePolicy.allCases)
    func allLaws(policy: CollapsePolicy) {
        let report = Self.runner(policy: policy, seed: 2026).run()
        report.expectPassed()
        #expect(report.statistics.events == 48_000)
        // Accordion children and accordion events are part of the mix, and so are the events
        // of three-column splits.
        let accordionEvents = report.statistics.accepted["accordion", default: 0]
        #expect(accordionEvents >= 4_000, "\(accordionEvents) accordion events accepted")
        let supplementary = report.statistics.accepted["showSupplementary", default: 0]
        #expect(supplementary >= 1_000, "\(supplementary) showSupplementary events accepted")
    }

    static let threeColumnCases = CollapsePolicy.allCases.flatMap { policy in
        MediumWidthPolicy.allCases.map { (policy, $0) }
    }

    @Test("All laws on three-column splits under each policy and medium-width policy", arguments: threeColumnCases)
    func threeColumns(policy: CollapsePolicy, mediumWidthPolicy: MediumWidthPolicy) {
        var weights = EventWeights()
        weights.threeColumnPercent = 100
        var runner = Self.runner(policy: policy, seed: 2027, weights: weights)
        runner.sequences = 200
        let random = runner.starts
        runner.starts = StartGenerator { generator throws(NavigationError) in
            try Self.with(mediumWidthPolicy, try random.start(using: &generator))
        }
        let counter = ThreeColumnCounter()
        runner.properties.append(FlowProperty("three columns") { step in
            counter.record(step)
            return step.state.columns == .three ? nil : "a \(step.state.columns) split"
        })
        let report = runner.run()
        report.expectPassed()
        #expect(report.statistics.events == 12_000)
        let counts = counter.counts
        // Medium width is reached and left, under the run's medium-width policy.
        #expect(counts.medium >= 1_500 && counts.mediumPolicy * 10 >= counts.medium * 8, "\(counts)")
    }

    /// The state under another medium-width policy.
    static func with(_ mediumWidthPolicy: MediumWidthPolicy, _ state: SplitState<String>) throws(NavigationError) -> SplitState<String> {
        switch state.layout {
        case .regular:
            try .regular(
                primary: state.stack(.primary), supplementary: state.stack(.supplementary), detail: state.stack(.detail),
                columns: state.columns, width: state.width, policy: state.policy, visibility: state.visibility,
                mediumWidthPolicy: mediumWidthPolicy, focus: state.focus, nextID: state.nextID)
        case .compact:
            try .compact(
                stack: state.compactStack ?? [], keptAside: state.keptAside, columns: state.columns, policy: state.policy,
                visibility: state.visibility, mediumWidthPolicy: mediumWidthPolicy, focus: state.focus, nextID: state.nextID)
        }
    }
}

/// Counts the steps that end at medium width, and those of them under the run's medium-width
/// policy (restores may bring another).
final class ThreeColumnCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var tally = (medium: 0, mediumPolicy: 0)
    private var policy: MediumWidthPolicy?

    var counts: (medium: Int, mediumPolicy: Int) { lock.withLock { tally } }

    func record(_ step: FlowStep<String>) {
        lock.withLock {
            if step.index == 0 { policy = policy ?? step.stateBefore.mediumWidthPolicy }
            guard step.state.width == .medium else { return }
            tally.medium += 1
            if step.state.mediumWidthPolicy == policy { tally.mediumPolicy += 1 }
        }
    }
}
