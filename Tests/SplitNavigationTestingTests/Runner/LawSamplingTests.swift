import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Synchronization
import Testing

/// `lawSampling`: every law on one step in N and on each sequence's last step, the cheap laws on
/// every step. A sampled run does less work, still finds a planted bug, and reports the
/// failure a check of every step finds first, the same on a replay of its seed.
@Suite("Sampling the laws")
struct LawSamplingTests {
    func runner(sampling: Int) -> FlowRunner<String> {
        var runner = FlowRunner(routes: .names)
        runner.sequences = 30
        runner.length = 40
        runner.seed = 7
        runner.lawSampling = sampling
        return runner
    }

    /// The laws that re-run an app's navigator make one per check: a sampled run makes far
    /// fewer, and sends the same events.
    @Test func samplingChecksFewerSteps() {
        func made(sampling: Int) -> (navigators: Int, events: Int) {
            CountingNavigator.made.withLock { $0 = 0 }
            let report = runner(sampling: sampling).run(CountingNavigator.self)
            #expect(report.passed, "\(report)")
            return (CountingNavigator.made.withLock { $0 }, report.statistics.events)
        }
        let every = made(sampling: 1), sampled = made(sampling: 32)
        #expect(sampled.events == every.events)
        #expect(sampled.navigators * 4 < every.navigators, "every step: \(every.navigators) navigators, sampled: \(sampled.navigators)")
    }

    /// A planted bug in collapsing, found with the default sampling, shrunk as small as with
    /// every step checked, and replayed from its seed to the same failure.
    @Test(arguments: [1, 32])
    func aPlantedBugIsFoundWhateverTheSampling(sampling: Int) throws {
        var runner = runner(sampling: sampling)
        runner.sequences = 100
        let failure = try #require(runner.run(DetailUnderPrimaryOnCollapse.self).failure)
        #expect(failure.events.count <= 2, "\(failure)")
        let seed = try #require(failure.seed)
        let again = try #require(runner.replay(DetailUnderPrimaryOnCollapse.self, seed: seed).failure)
        #expect(again.events == failure.events)
        #expect(again.violation == failure.violation)
    }
}

/// The library's navigator, counting the navigators the runner makes of it.
struct CountingNavigator: SplitNavigating {
    static let made = Mutex(0)
    private var navigator: SplitNavigator<String>

    init(state: SplitState<String>, placeholder: PlaceholderProvider<String>) {
        Self.made.withLock { $0 += 1 }
        navigator = SplitNavigator(state: state, placeholder: placeholder)
    }

    var state: SplitState<String> { navigator.state }
    var presentation: Presentation<String> { navigator.presentation }
    var placeholderProvider: PlaceholderProvider<String> { navigator.placeholderProvider }

    mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
        try navigator.send(event)
    }
}
