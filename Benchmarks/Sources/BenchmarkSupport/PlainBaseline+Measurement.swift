import Benchmark
import SplitNavigation
import Workloads

extension PlainBaseline {
    /// Applies every event inside the measurement and records one unit an event: the baseline
    /// half of a library-against-baseline pair.
    @inline(__always)
    public mutating func applyAll(_ events: [NavigationEvent<MailRoute>], measuredBy benchmark: Benchmark) {
        benchmark.startMeasurement()
        for event in events {
            blackHole(apply(event))
        }
        benchmark.stopMeasurement()
        benchmark.record(units: events.count)
        blackHole(self)
    }
}
