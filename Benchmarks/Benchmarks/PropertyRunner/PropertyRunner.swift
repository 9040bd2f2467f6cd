import Benchmark
import BenchmarkSupport
import SplitNavigation
import SplitNavigationTesting

// FlowRunner checking random events with every law on, against the same runner with no law
// (generating and sending the same events only), and with every law but the JSON round trip.
// Each iteration runs 20 sequences of 50 events from random starts (FlowWorkload); the figures
// are per event.

let benchmarks: @Sendable () -> Void = {
    let sequences = BenchmarkRun.size(20, smoke: 2)
    let variants: [(name: String, laws: Set<NavigationLaw>)] = [
        ("flows library", Set(NavigationLaw.allCases)),
        ("flows without jsonRoundTrip", Set(NavigationLaw.allCases).subtracting([.jsonRoundTrip])),
        ("flows baseline", []),
    ]

    for variant in variants {
        Benchmark(variant.name, configuration: BenchmarkRun.configuration(units: sequences * FlowWorkload.length, seconds: 4, iterations: 30)) { benchmark in
            let runner = FlowWorkload.runner(sequences: sequences, laws: variant.laws)
            benchmark.startMeasurement()
            let report = runner.run()
            benchmark.stopMeasurement()
            guard report.passed else { fatalError("the flows failed: \(String(describing: report.failure))") }
            benchmark.record(units: report.statistics.events)
        }
    }
}
