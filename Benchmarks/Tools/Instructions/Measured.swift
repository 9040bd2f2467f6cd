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

// The measured loops. Each workload runs its loop inside `measured(_:)`, between two calls that
// instructions.sh has callgrind zero its counters at and dump them at, so making and checking a
// workload's input is left out of its counts, call counts included (with `--toggle-collect`
// callgrind still counts the calls made outside the collected functions). Each loop is also
// named `splitnav_measured_*`, for `--toggle-collect='splitnav_measured_*'` by hand.

/// Runs a workload's measured loop between the two markers.
@inline(__always)
func measured(_ loop: () -> Void) {
    measurementStarts()
    loop()
    measurementEnds()
}

/// Where callgrind's counters are zeroed (`--zero-before=splitnav_measurement_starts`). Not
/// optimized, so that no call of it is dropped or merged.
@_silgen_name("splitnav_measurement_starts")
@inline(never)
@_optimize(none)
func measurementStarts() {}

/// Where callgrind's counters are dumped (`--dump-before=splitnav_measurement_ends`).
@_silgen_name("splitnav_measurement_ends")
@inline(never)
@_optimize(none)
func measurementEnds() {}

/// The seeded event script, checked to be accepted event by event before it is measured.
func verifiedScript(_ columns: SplitColumns, _ count: Int) -> EventScript {
    let script = EventScript(count: count, seed: 2026, columns: columns)
    script.verify()
    return script
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

/// Sends every event of the script through `send(_:into:)`, reusing one change buffer;
/// callgrind collects only inside it.
@_silgen_name("splitnav_measured_into")
@inline(never)
func measuredInto(_ script: EventScript, _ navigator: inout SplitNavigator<MailRoute>, _ changes: inout [NavigationChange<MailRoute>]) {
    for event in script.events {
        accepted("the script's events are all accepted") { () throws(NavigationError) in try navigator.send(event, into: &changes) }
        blackHole(changes)
    }
    blackHole(navigator)
}

/// Sends every event (or batch) to the navigator through `send(_:)`; callgrind collects only
/// inside it.
@_silgen_name("splitnav_measured_events")
@inline(never)
func measuredEvents(_ events: [NavigationEvent<MailRoute>], _ navigator: inout SplitNavigator<MailRoute>) {
    for event in events {
        blackHole(accepted("the script's events are all accepted") { () throws(NavigationError) in try navigator.send(event) })
    }
    blackHole(navigator)
}

/// Applies every event to the plain tabs; callgrind collects only inside it.
@_silgen_name("splitnav_measured_plain_tabs")
@inline(never)
func measuredPlainEvents(_ events: [NavigationEvent<MailRoute>], _ baseline: inout PlainTabs) {
    for event in events {
        blackHole(baseline.apply(event))
    }
    blackHole(baseline)
}

/// Applies every event to the plain modals; callgrind collects only inside it.
@_silgen_name("splitnav_measured_plain_modals")
@inline(never)
func measuredPlainEvents(_ events: [NavigationEvent<MailRoute>], _ baseline: inout PlainModals) {
    for event in events {
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

/// Reaches a small set-up's targets once, outside the measurement: the first reach of a run
/// makes the runtime instantiate the type metadata it needs, a cost paid once a process (tens of
/// thousands of instructions), not a child, which a run of ten reaches would spread over its
/// children. A set-up of its own, small, so that the measured one's heap is left as it was.
func warmUpReach(_ setUp: () -> (SplitNavigator<MailRoute>, [NavigationTarget<MailRoute>])) {
    var (navigator, targets) = setUp()
    measuredReach(&navigator, targets, times: targets.count)
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
