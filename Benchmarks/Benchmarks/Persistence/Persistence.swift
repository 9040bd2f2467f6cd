import Benchmark
import BenchmarkSupport
import SplitNavigation

// JSON encoding and decoding of a saved session — 1,000 children, the root holding a
// 10,000-row accordion — with `jsonData()` and `SplitState(json:)`, against the same
// information as plain arrays of routes and rows with synthesized Codable. The same without the
// accordion shows what the children alone cost. The figures are per document.

let benchmarks: @Sendable () -> Void = {
    let bytes = BenchmarkMetric.custom("JSON bytes", polarity: .prefersSmaller, useScalingFactor: false)
    let configuration = BenchmarkRun.configuration(units: 1, seconds: 3, iterations: 100, metrics: [bytes])
    let documents = BenchmarkRun.isSmoke
        ? [("100 children 1000 rows", 100, 1_000)]
        : [("1000 children", 1_000, 0), ("1000 children 10000 rows", 1_000, 10_000)]

    for (name, children, rows) in documents {
        Benchmark("encode \(name) library", configuration: configuration) { (benchmark: Benchmark, session: SessionWorkload) in
            benchmark.startMeasurement()
            let data = try! session.state.jsonData()
            benchmark.stopMeasurement()
            benchmark.record(units: 1)
            benchmark.measurement(bytes, data.count)
        } setup: { SessionWorkload(children: children, rows: rows) }

        Benchmark("encode \(name) baseline", configuration: configuration) { (benchmark: Benchmark, session: SessionWorkload) in
            benchmark.startMeasurement()
            let data = session.plain.jsonData()
            benchmark.stopMeasurement()
            benchmark.record(units: 1)
            benchmark.measurement(bytes, data.count)
        } setup: { SessionWorkload(children: children, rows: rows) }

        Benchmark("decode \(name) library", configuration: configuration) { (benchmark: Benchmark, session: SessionWorkload) in
            benchmark.startMeasurement()
            let state = try! SplitState<MailRoute>(json: session.stateJSON)
            benchmark.stopMeasurement()
            precondition(state == session.state, "decoding gave another state")
            benchmark.record(units: 1)
            benchmark.measurement(bytes, session.stateJSON.count)
        } setup: { SessionWorkload(children: children, rows: rows) }

        Benchmark("decode \(name) baseline", configuration: configuration) { (benchmark: Benchmark, session: SessionWorkload) in
            benchmark.startMeasurement()
            let plain = PlainSession(json: session.plainJSON)
            benchmark.stopMeasurement()
            blackHole(plain)
            benchmark.record(units: 1)
            benchmark.measurement(bytes, session.plainJSON.count)
        } setup: { SessionWorkload(children: children, rows: rows) }
    }
}
