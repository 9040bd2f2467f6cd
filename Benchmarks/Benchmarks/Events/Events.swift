import Benchmark
import BenchmarkSupport
import SplitNavigation

// One million seeded events (push, pop, show detail, back, pop to, a layout change 1 in 50) on
// stacks of at most 16 children, sent to the navigator and applied to two plain arrays. The
// figures are per event.

let benchmarks: @Sendable () -> Void = {
    let count = BenchmarkRun.size(1_000_000, smoke: 1_000)
    let configuration = BenchmarkRun.configuration(units: count, seconds: 5, iterations: 20)

    Benchmark("events library", configuration: configuration) { (benchmark: Benchmark, script: EventScript) in
        sendAll(script, measuredBy: benchmark) { (navigator, event) throws(NavigationError) in
            blackHole(try navigator.send(event))
        }
    } setup: {
        verifiedScript(count: count)
    }

    // The same events through `send(_:into:)`, which reuses one change buffer: what a front end
    // sending many events would do, and the figure for the allocation goal.
    for columns in [SplitColumns.two, .three] {
        let name = columns == .three ? "three-column events with a reused change buffer" : "events with a reused change buffer"
        Benchmark(name, configuration: configuration) { (benchmark: Benchmark, script: EventScript) in
            var changes: [NavigationChange<MailRoute>] = []
            changes.reserveCapacity(64)
            sendAll(script, measuredBy: benchmark) { (navigator, event) throws(NavigationError) in
                try navigator.send(event, into: &changes)
                blackHole(changes)
            }
        } setup: {
            verifiedScript(count: count, columns: columns)
        }
    }

    Benchmark("events baseline", configuration: configuration) { (benchmark: Benchmark, script: EventScript) in
        var baseline = PlainSplit(root: EventScript.root)
        baseline.applyAll(script.events, measuredBy: benchmark)
    } setup: {
        EventScript(count: count, seed: 2026)
    }

    // The same mix on a three-column split: pushes and pops spread over three columns, and half
    // of the detail selections show a supplementary list instead. The goal: at most 2× the
    // three-array baseline (docs/benchmarks.md, "Goals").
    Benchmark("three-column events library", configuration: configuration) { (benchmark: Benchmark, script: EventScript) in
        sendAll(script, measuredBy: benchmark) { (navigator, event) throws(NavigationError) in
            blackHole(try navigator.send(event))
        }
    } setup: {
        verifiedScript(count: count, columns: .three)
    }

    Benchmark("three-column events baseline", configuration: configuration) { (benchmark: Benchmark, script: EventScript) in
        var baseline = PlainSplit(root: EventScript.root)
        baseline.applyAll(script.events, measuredBy: benchmark)
    } setup: {
        EventScript(count: count, seed: 2026, columns: .three)
    }

    // Allocates exactly 1,000 blocks per iteration. Its malloc count must read 1,000: a run
    // whose malloc counter silently reads zero (an interposer that did not load) is caught
    // here, by ci-smoke.sh, instead of passing every allocation goal.
    Benchmark("malloc counter check", configuration: BenchmarkRun.configuration(units: 1_000, seconds: 1, iterations: 10)) { benchmark in
        for index in 0..<1_000 {
            let block = UnsafeMutablePointer<Int>.allocate(capacity: 4)
            block.initialize(to: index)
            blackHole(block.pointee)
            block.deallocate()
        }
        benchmark.stopMeasurement()
        benchmark.record(units: 1_000)
    }
}

/// The seeded script, checked to be accepted event by event before it is measured.
func verifiedScript(count: Int, columns: SplitColumns = .two) -> EventScript {
    let script = EventScript(count: count, seed: 2026, columns: columns)
    script.verify()
    return script
}

/// Sends every event of the script to a fresh navigator through `send`, inside the measurement.
/// Always inlined, so that the closure costs nothing in the measured loop.
@inline(__always)
func sendAll(
    _ script: EventScript, measuredBy benchmark: Benchmark,
    _ send: (inout SplitNavigator<MailRoute>, NavigationEvent<MailRoute>) throws(NavigationError) -> Void
) {
    var navigator = EventScript.startNavigator(columns: script.columns)
    benchmark.startMeasurement()
    for event in script.events {
        do throws(NavigationError) {
            try send(&navigator, event)
        } catch {
            fatalError("the script's events are all accepted: \(error)")
        }
    }
    benchmark.stopMeasurement()
    benchmark.record(units: script.events.count)
    blackHole(navigator)
}
