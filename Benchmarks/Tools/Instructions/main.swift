import Workloads
import SplitNavigation
import SplitNavigationStore
import SplitNavigationTesting
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

// Instruction counts, for figures that a loaded machine cannot move: run one workload under
// `valgrind --tool=callgrind --toggle-collect=splitnav_measured_*` and callgrind counts only
// the instructions of the measured loop (the script is made and checked outside it).
//
//     swift build -c release --product instructions
//     valgrind --tool=callgrind --toggle-collect='splitnav_measured_*' \
//         .build/release/instructions events-library three 100000
//
// `Benchmarks/instructions.sh` runs every workload and prints instructions per event (per child
// for collapse and split) and the library/baseline ratios (docs/benchmarks.md).

/// The workloads, by the name the command line gives: each takes the split's columns and a
/// count (events, or children per state for collapse and split, whose states hold 100,000
/// children in all).
let workloads: [String: (SplitColumns, Int) -> Void] = [
    "events-library": { columns, count in
        let script = verifiedScript(columns, count)
        var navigator = EventScript.startNavigator(columns: script.columns)
        measuredLibrary(script, &navigator)
    },
    "events-baseline": { columns, count in
        let script = verifiedScript(columns, count)
        var baseline = PlainSplit(root: EventScript.root)
        measuredBaseline(script, &baseline)
    },
    // Transactions: the script in batches of 8 events, against the same events one by one
    // (the goal: at most 1.5×).
    "batch-library": { columns, count in
        let script = verifiedScript(columns, count)
        let batches = stride(from: 0, to: script.events.count, by: 8).map { start in
            NavigationEvent<MailRoute>.batch(Array(script.events[start..<min(start + 8, script.events.count)]))
        }
        var navigator = EventScript.startNavigator(columns: script.columns)
        measuredBatches(batches, &navigator)
    },
    "batch-baseline": { columns, count in
        let script = verifiedScript(columns, count)
        var navigator = EventScript.startNavigator(columns: script.columns)
        measuredLibrary(script, &navigator)
    },
    // The store running an app's navigator layer (one with no rule of its own), against the
    // store running a plain navigator (the goal: at most 1.2×).
    "store-library": { columns, count in
        let script = verifiedScript(columns, count)
        let navigator = EventScript.startNavigator(columns: script.columns)
        let store = NavigationStore(PassThroughNavigator(state: navigator.state, placeholder: .none))
        measuredStore(script, store)
    },
    "store-baseline": { columns, count in
        let script = verifiedScript(columns, count)
        let store = NavigationStore(EventScript.startNavigator(columns: script.columns))
        measuredStore(script, store)
    },
    // Deep links: reaching a target whose detail stack keeps the first half of the current one
    // and replaces the second, and back, 100,000 children deep in all (the goal: linear in the
    // depth), against the same prefix diff on a plain array.
    "reach-library": { columns, depth in
        let (near, far) = reachTargets(depth: depth)
        var navigator: SplitNavigator<MailRoute>
        do {
            navigator = try SplitNavigator(primary: near.primary, detail: near.detail, columns: columns)
        } catch {
            print("a state with a root cannot fail: \(error)")
            exit(1)
        }
        measuredReach(&navigator, [far, near], times: max(1, 100_000 / depth))
    },
    "reach-baseline": { _, depth in
        let (near, far) = reachTargets(depth: depth)
        var stack = near.detail.enumerated().map { PlainChild(id: $0.offset + 2, route: $0.element, column: .detail) }
        measuredPlainReach(&stack, [far.detail, near.detail], nextID: depth + 2, times: max(1, 100_000 / depth))
    },
    // The property runner: COUNT checked events (sequences of 50 from random starts, two and
    // three columns mixed whatever the columns argument says) with every law, against the
    // same events generated and sent with no law.
    "flows-library": { _, count in
        measuredFlows(FlowWorkload.runner(sequences: max(1, count / FlowWorkload.length), laws: Set(NavigationLaw.allCases)))
    },
    // Every law but the JSON round trip, whose cost is the JSON coder's rather than the laws'.
    "flows-nojson": { _, count in
        measuredFlows(FlowWorkload.runner(sequences: max(1, count / FlowWorkload.length), laws: Set(NavigationLaw.allCases).subtracting([.jsonRoundTrip])))
    },
    "flows-baseline": { _, count in
        measuredFlows(FlowWorkload.runner(sequences: max(1, count / FlowWorkload.length), laws: []))
    },
    // The Hypothesis comparison's Swift side: its events with one invariant and no law.
    "flows-core": { _, count in
        measuredFlows(FlowWorkload.coreRunner(sequences: max(1, count / FlowWorkload.length), laws: []))
    },
    // The JSON laws' round trips: COUNT states (or events) of random flows through
    // `jsonData()` and `init(json:)`, against the same through Foundation's JSONEncoder and
    // JSONDecoder, which the library used before it had its own coder.
    "json-library": { _, count in
        measuredStateRoundTrips(JSONWorkload(count: count).states, foundation: false)
    },
    "json-foundation": { _, count in
        measuredStateRoundTrips(JSONWorkload(count: count).states, foundation: true)
    },
    "json-events-library": { _, count in
        measuredEventRoundTrips(JSONWorkload(count: count).events, foundation: false)
    },
    "json-events-foundation": { _, count in
        measuredEventRoundTrips(JSONWorkload(count: count).events, foundation: true)
    },
    "collapse-library": { columns, children in
        var navigators = SplitWorkload(children: children, totalChildren: 100_000, columns: columns).navigators(in: .regular)
        measuredLayout(&navigators, .compact)
    },
    "collapse-baseline": { columns, children in
        var plain = SplitWorkload(children: children, totalChildren: 100_000, columns: columns).plainColumns(compact: false)
        measuredPlainCollapse(&plain)
    },
    "split-library": { columns, children in
        var navigators = SplitWorkload(children: children, totalChildren: 100_000, columns: columns).navigators(in: .compact)
        measuredLayout(&navigators, .regular)
    },
    "split-baseline": { columns, children in
        var plain = SplitWorkload(children: children, totalChildren: 100_000, columns: columns).plainColumns(compact: true)
        measuredPlainSplit(&plain)
    },
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3, let workload = workloads[arguments[0]],
      let columns = ["two": SplitColumns.two, "three": .three][arguments[1]],
      let count = Int(arguments[2]), count > 2 else {
    print("usage: instructions (\(workloads.keys.sorted().joined(separator: "|"))) (two|three) COUNT")
    exit(64)
}
workload(columns, count)

/// Two targets `depth` children deep in the detail column that share their first half.
func reachTargets(depth: Int) -> (near: NavigationTarget<MailRoute>, far: NavigationTarget<MailRoute>) {
    let shared = (0..<(depth / 2)).map { MailRoute.message($0) }
    let near = shared + ((depth / 2)..<depth).map { MailRoute.message($0) }
    let far = shared + ((depth / 2)..<depth).map { MailRoute.mailbox($0) }
    return (NavigationTarget(primary: [.mailboxes], detail: near), NavigationTarget(primary: [.mailboxes], detail: far))
}

/// The seeded event script, checked to be accepted event by event before it is measured.
func verifiedScript(_ columns: SplitColumns, _ count: Int) -> EventScript {
    let script = EventScript(count: count, seed: 2026, columns: columns)
    script.verify()
    return script
}

/// Sends every event of the script to the navigator; callgrind collects only inside it.
@_silgen_name("splitnav_measured_library")
@inline(never)
func measuredLibrary(_ script: EventScript, _ navigator: inout SplitNavigator<MailRoute>) {
    for event in script.events {
        blackHole(accepted("the script's events are all accepted") { () throws(NavigationError) in try navigator.send(event) })
    }
    blackHole(navigator)
}

/// Applies every event of the script to the plain arrays; callgrind collects only inside it.
@_silgen_name("splitnav_measured_baseline")
@inline(never)
func measuredBaseline(_ script: EventScript, _ baseline: inout PlainSplit) {
    for event in script.events {
        blackHole(baseline.apply(event))
    }
    blackHole(baseline)
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
@_optimize(none)
func blackHole<Value>(_ value: Value) {}

/// Changes every navigator's layout; callgrind collects only inside it.
@_silgen_name("splitnav_measured_layout")
@inline(never)
func measuredLayout(_ navigators: inout [SplitNavigator<MailRoute>], _ layout: Layout) {
    for index in navigators.indices {
        blackHole(accepted("a layout change cannot fail") { () throws(NavigationError) in try navigators[index].send(.setLayout(layout)) })
    }
}

/// Runs the property runner; callgrind collects only inside it.
@_silgen_name("splitnav_measured_flows")
@inline(never)
func measuredFlows(_ runner: FlowRunner<MailRoute>) {
    let report = runner.run()
    guard report.passed else {
        print("the flows failed: \(String(describing: report.failure))")
        exit(1)
    }
    blackHole(report)
}

/// Encodes and decodes every state, with the library's coder or Foundation's; callgrind
/// collects only inside it.
@_silgen_name("splitnav_measured_state_round_trips")
@inline(never)
func measuredStateRoundTrips(_ states: [SplitState<MailRoute>], foundation: Bool) {
    roundTrip(states, foundation: foundation) { state throws(NavigationError) in try SplitState(json: state.jsonData()) }
}

/// Encodes and decodes every event, with the library's coder or Foundation's; callgrind
/// collects only inside it.
@_silgen_name("splitnav_measured_event_round_trips")
@inline(never)
func measuredEventRoundTrips(_ events: [NavigationEvent<MailRoute>], foundation: Bool) {
    roundTrip(events, foundation: foundation) { event throws(NavigationError) in try NavigationEvent(json: event.jsonData()) }
}

/// Each value through JSON and back: with `JSONEncoder` and `JSONDecoder` as the library used
/// them, or with `library`.
func roundTrip<Value: Codable>(_ values: [Value], foundation: Bool, library: (Value) throws(NavigationError) -> Value) {
    let encoder = JSONWorkload.foundationEncoder(), decoder = JSONDecoder()
    for value in values {
        do {
            blackHole(foundation ? try decoder.decode(Value.self, from: encoder.encode(value)) : try library(value))
        } catch {
            print("a value did not survive JSON: \(error)")
            exit(1)
        }
    }
}

/// Collapses every set of plain arrays; callgrind collects only inside it.
@_silgen_name("splitnav_measured_plain_collapse")
@inline(never)
func measuredPlainCollapse(_ columns: inout [PlainColumns]) {
    for index in columns.indices { columns[index].collapse() }
}

/// Splits every plain stack; callgrind collects only inside it.
@_silgen_name("splitnav_measured_plain_split")
@inline(never)
func measuredPlainSplit(_ columns: inout [PlainColumns]) {
    for index in columns.indices { columns[index].split() }
}

/// Sends every batch to the navigator; callgrind collects only inside it.
@_silgen_name("splitnav_measured_batches")
@inline(never)
func measuredBatches(_ batches: [NavigationEvent<MailRoute>], _ navigator: inout SplitNavigator<MailRoute>) {
    for batch in batches {
        blackHole(accepted("the script's events are all accepted") { () throws(NavigationError) in try navigator.send(batch) })
    }
    blackHole(navigator)
}

/// Sends every event of the script to the store; callgrind collects only inside it.
@_silgen_name("splitnav_measured_store")
@inline(never)
func measuredStore(_ script: EventScript, _ store: NavigationStore<MailRoute>) {
    for event in script.events {
        let outcome = store.send(event)
        guard case .applied = outcome else {
            print("the script's events are all accepted: \(outcome)")
            exit(1)
        }
    }
}

/// Reaches the targets in turn, `times` times; callgrind collects only inside it.
@_silgen_name("splitnav_measured_reach")
@inline(never)
func measuredReach(_ navigator: inout SplitNavigator<MailRoute>, _ targets: [NavigationTarget<MailRoute>], times: Int) {
    for time in 0..<times {
        blackHole(accepted("a target with a primary root is reachable") { () throws(NavigationError) in try navigator.reach(targets[time % targets.count], reveal: false) })
    }
}

/// The plain prefix diff: keep the longest common prefix of routes, drop the rest, append the
/// target's remaining routes with new ids; callgrind collects only inside it.
@_silgen_name("splitnav_measured_plain_reach")
@inline(never)
func measuredPlainReach(_ stack: inout [PlainChild], _ targets: [[MailRoute]], nextID: Int, times: Int) {
    var nextID = nextID
    for time in 0..<times {
        let routes = targets[time % targets.count]
        var kept = 0
        while kept < stack.count, kept < routes.count, stack[kept].route == routes[kept] { kept += 1 }
        stack.removeSubrange(kept...)
        for route in routes[kept...] {
            stack.append(PlainChild(id: nextID, route: route, column: .detail))
            nextID += 1
        }
        blackHole(stack)
    }
}

/// The value of an operation the workload knows succeeds; a failure stops the run, naming `what`.
@inline(__always)
func accepted<Value>(_ what: String, _ operation: () throws(NavigationError) -> Value) -> Value {
    do {
        return try operation()
    } catch {
        print("\(what): \(error)")
        exit(1)
    }
}
