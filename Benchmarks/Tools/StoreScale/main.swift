// How a push through `NavigationStore.send` scales: n pushes onto one column, and onto one
// modal's stack, at 10,000 and 100,000 children, with the navigator's own pushes beside them.
// Prints CPU seconds and microseconds a push; exits 1 when a push at 100,000 costs more than 3x
// a push at 10,000 (a store that copied the stack on every push was 9x at 10x the children).
//
//   cd Benchmarks && swift run -c release store-scale [sizes…] [--filter]
//
// `--filter` adds a filter that allows everything: each event is then tried on a copy of the
// navigator the filter may still refuse, so a push copies the stack (O(n)); the check is off.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SplitNavigation
import SplitNavigationStore

/// This process's CPU time, to the nanosecond: a loaded machine slows the clock, much less
/// this; `getrusage` counts in ticks, too coarse for 10,000 events of a fraction of a
/// microsecond.
func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Microseconds a push, n pushes through `send`.
func storePushes(_ n: Int, modal: Bool, filter: Bool) throws -> Double {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { fatalError("NavigationStore needs macOS 15") }
    let store = try NavigationStore<String>(primary: ["Mailboxes"])
    if filter { store.addFilter { _ in .allow } }
    if modal { precondition(store.send(.present(NewChild("Compose", preferring: .primary))).isApplied) }
    let start = cpuSeconds()
    for index in 0..<n {
        let child = NewChild("Message \(index)", preferring: .detail)
        precondition(store.send(modal ? .modal(.push(child)) : .push(child)).isApplied)
    }
    return (cpuSeconds() - start) / Double(n) * 1e6
}

/// Microseconds a push, n pushes through `SplitNavigator.send` (and its presentation, which a
/// store's transition carries).
func navigatorPushes(_ n: Int) throws -> Double {
    var navigator = try SplitNavigator<String>(primary: ["Mailboxes"])
    let start = cpuSeconds()
    for index in 0..<n {
        _ = try navigator.send(.push(NewChild("Message \(index)", preferring: .detail)))
        _ = navigator.presentation
    }
    return (cpuSeconds() - start) / Double(n) * 1e6
}

func format(_ value: Double) -> String { "\((value * 100).rounded() / 100)" }

let arguments = CommandLine.arguments.dropFirst()
let filter = arguments.contains("--filter")
let sizes = arguments.compactMap(Int.init)
let (small, large) = sizes.count == 2 ? (sizes[0], sizes[1]) : (10_000, 100_000)
var failed = false
for (name, measure) in [
    ("SplitNavigator.send", { (n: Int) throws -> Double in try navigatorPushes(n) }),
    ("store push" + (filter ? ", one filter" : ""), { n in try storePushes(n, modal: false, filter: filter) }),
    ("store modal push" + (filter ? ", one filter" : ""), { n in try storePushes(n, modal: true, filter: filter) }),
] {
    let perSmall = try measure(small)
    let perLarge = try measure(large)
    let ratio = perLarge / perSmall
    print("\(name): \(small) pushes \(format(perSmall)) µs each, \(large) pushes \(format(perLarge)) µs each, ratio \(format(ratio))")
    if !filter, ratio > 3 { failed = true }
}
if failed {
    print("a push at \(large) children costs more than 3x a push at \(small)")
    exit(1)
}
