import Workloads
import SplitNavigation
import SplitNavigationTesting
#if canImport(Glibc)
import Glibc
#endif

// Checked events a second of the property runner, timed in one run: the Swift side of the
// Hypothesis comparison (`Benchmarks/hypothesis.sh`, docs/benchmarks.md).
//
//     swift build -c release --product flows-speed
//     .build/release/flows-speed core 200000
//     .build/release/flows-speed standard 20000 2      # on two worker threads
//
// Workloads:
// - `core`: the comparison's events (FlowWorkload.coreEvents) from a two-column start with the
//   one invariant and no law: what the Python RuleBasedStateMachine does.
// - `core-laws`: the same events and invariant with every law.
// - `standard`: the standard generator (every event, two and three columns, accordions) with
//   every law: the kit as a test uses it by default (every law on one step in
//   `FlowRunner.lawSampling`, the cheap ones on every step).
// - `standard-every-step`: the same with `lawSampling` 1, every law on every step.
// - `standard-without-json`: the standard generator with every law but `jsonRoundTrip`, to show
//   what the JSON round trips cost.
// - `standard-baseline`: the standard generator with no law.
//
// WORKERS (default 1) is `FlowRunner.workers`: the sequences are checked on that many threads.
//
// It prints one line in the Python script's format: `NAME events=N seconds=S cpu_seconds=C
// events_per_second=R events_per_cpu_second=P` (then ` workers=W` when W is not 1).

let arguments = Array(CommandLine.arguments.dropFirst())
let names = ["core", "core-laws", "standard", "standard-every-step", "standard-without-json", "standard-baseline"]
guard (2...3).contains(arguments.count), names.contains(arguments[0]), let events = Int(arguments[1]), events >= FlowWorkload.length,
      let workers = arguments.count == 3 ? Int(arguments[2]) : 1, workers >= 1 else {
    print("usage: flows-speed (\(names.joined(separator: "|"))) EVENTS [WORKERS]")
    exit(64)
}
let sequences = events / FlowWorkload.length
var runner: FlowRunner<MailRoute> = switch arguments[0] {
case "core": FlowWorkload.coreRunner(sequences: sequences, laws: [])
case "core-laws": FlowWorkload.coreRunner(sequences: sequences, laws: Set(NavigationLaw.allCases))
case "standard": FlowWorkload.runner(sequences: sequences, laws: Set(NavigationLaw.allCases))
case "standard-every-step": FlowWorkload.runner(sequences: sequences, laws: Set(NavigationLaw.allCases), lawSampling: 1)
case "standard-without-json": FlowWorkload.runner(sequences: sequences, laws: Set(NavigationLaw.allCases).subtracting([.jsonRoundTrip]))
default: FlowWorkload.runner(sequences: sequences, laws: [])
}
runner.workers = workers

/// This process's CPU time in seconds, which other jobs on a shared machine move much less
/// than the wall clock.
func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let clock = ContinuousClock()
let cpuStart = cpuSeconds()
let start = clock.now
let report = runner.run()
let elapsed = clock.now - start
let cpu = cpuSeconds() - cpuStart
guard report.passed else {
    print("the flows failed: \(String(describing: report.failure))")
    exit(1)
}
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
let checked = report.statistics.events
print("\(arguments[0]) events=\(checked) seconds=\(String(format3: seconds)) cpu_seconds=\(String(format3: cpu)) "
    + "events_per_second=\(Int((Double(checked) / seconds).rounded())) events_per_cpu_second=\(Int((Double(checked) / cpu).rounded()))"
    + (workers == 1 ? "" : " workers=\(workers)"))

extension String {
    /// A number with three decimals, without Foundation.
    init(format3 value: Double) {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        self = "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
