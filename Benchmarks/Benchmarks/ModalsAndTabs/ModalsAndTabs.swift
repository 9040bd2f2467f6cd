import Benchmark
import BenchmarkSupport
import SplitNavigation

// The events tab groups and modals add, each against plain arrays doing the same
// logical work in the same run. The figures are per event.
//
// - tab switches: a tab group of three tabs as the primary root, every tab with its own detail
//   stack; a seeded million events, half of them selecting the next tab, the rest pushes, pops
//   and new detail stacks (TabScript). The baseline keeps one detail array per tab and swaps.
// - modal sessions: present a sheet, push under it, push two inside, pop, pop under it,
//   dismiss, show a new detail (ModalScript), in regular and in compact layout. The baseline
//   keeps the sheets as an array of arrays beside PlainSplit.

let benchmarks: @Sendable () -> Void = {
    let count = BenchmarkRun.size(1_000_000, smoke: 1_000)
    let configuration = BenchmarkRun.configuration(units: count, seconds: 5, iterations: 20)

    Benchmark("tab switches library", configuration: configuration) { (benchmark: Benchmark, script: TabScript) in
        var navigator = TabScript.startNavigator()
        sendAll(script.events, to: &navigator, measuredBy: benchmark)
    } setup: {
        let script = TabScript(count: count, seed: 2026)
        script.verify()
        return script
    }

    Benchmark("tab switches baseline", configuration: configuration) { (benchmark: Benchmark, script: TabScript) in
        var baseline = TabScript.startBaseline()
        baseline.applyAll(script.events, measuredBy: benchmark)
    } setup: {
        TabScript(count: count, seed: 2026)
    }

    let sessions = count / ModalScript.eventsPerSession
    for layout in [Layout.regular, .compact] {
        Benchmark("modal sessions \(layout) library", configuration: configuration) { (benchmark: Benchmark, script: ModalScript) in
            var navigator = script.startNavigator()
            sendAll(script.events, to: &navigator, measuredBy: benchmark)
        } setup: {
            let script = ModalScript(sessions: sessions, layout: layout)
            script.verify()
            return script
        }

        Benchmark("modal sessions \(layout) baseline", configuration: configuration) { (benchmark: Benchmark, script: ModalScript) in
            var baseline = script.startBaseline()
            baseline.applyAll(script.events, measuredBy: benchmark)
        } setup: {
            ModalScript(sessions: sessions, layout: layout)
        }
    }
}

/// Sends every event to the navigator through `send(_:)`, inside the measurement. The scripts
/// were verified in the library benchmarks' setup, so no event is rejected here.
@inline(__always)
func sendAll(_ events: [NavigationEvent<MailRoute>], to navigator: inout SplitNavigator<MailRoute>, measuredBy benchmark: Benchmark) {
    benchmark.startMeasurement()
    for event in events {
        do throws(NavigationError) {
            blackHole(try navigator.send(event))
        } catch {
            fatalError("the script's events are all accepted: \(error)")
        }
    }
    benchmark.stopMeasurement()
    benchmark.record(units: events.count)
    blackHole(navigator)
}
