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
// The tool prints the workload's units of work (events, or children for collapse, split and
// reach), by which `Benchmarks/instructions.sh` divides the count; that script runs every
// workload and prints instructions and allocations per unit and the library/baseline ratios
// (docs/benchmarks.md).

/// Children in all for collapse, split and reach (the optional fourth argument): the states or
/// reaches are repeated until they hold this many, so a linear cost reads the same per child at
/// every size.
let totalChildren = CommandLine.arguments.count > 4 ? Int(CommandLine.arguments[4]) ?? 0 : 100_000

/// The workloads, by the name the command line gives: each takes the split's columns and a
/// count (events, or children per state for collapse and split, or the depth for reach) and
/// returns its units of work.
let workloads: [String: (SplitColumns, Int) -> Int] = [
    "events-library": { columns, count in
        let script = verifiedScript(columns, count)
        var navigator = EventScript.startNavigator(columns: script.columns)
        measured { measuredEvents(script.events, &navigator) }
        return script.events.count
    },
    "events-baseline": { columns, count in
        let script = verifiedScript(columns, count)
        var baseline = PlainSplit(root: EventScript.root)
        measured { measuredBaseline(script, &baseline) }
        return script.events.count
    },
    // The same events through `send(_:into:)`, one change buffer reused for every event
    // (against events-baseline).
    "into-library": { columns, count in
        let script = verifiedScript(columns, count)
        var navigator = EventScript.startNavigator(columns: script.columns)
        var changes: [NavigationChange<MailRoute>] = []
        changes.reserveCapacity(64)
        measured { measuredInto(script, &navigator, &changes) }
        return script.events.count
    },
    // Transactions: the script in batches of 8 events, against the same events one by one
    // (events-library; the goal: at most 1.5×).
    "batch-library": { columns, count in
        let script = verifiedScript(columns, count)
        let batches = stride(from: 0, to: script.events.count, by: 8).map { start in
            NavigationEvent<MailRoute>.batch(Array(script.events[start..<min(start + 8, script.events.count)]))
        }
        var navigator = EventScript.startNavigator(columns: script.columns)
        measured { measuredEvents(batches, &navigator) }
        return script.events.count
    },
    // The store running an app's navigator layer (one with no rule of its own), against the
    // store running a plain navigator (the goal: at most 1.2×).
    "store-library": { columns, count in
        let script = verifiedScript(columns, count)
        let navigator = EventScript.startNavigator(columns: script.columns)
        let store = NavigationStore(PassThroughNavigator(state: navigator.state, placeholder: .none))
        measured { measuredStore(script, store) }
        return script.events.count
    },
    "store-baseline": { columns, count in
        let script = verifiedScript(columns, count)
        let store = NavigationStore(EventScript.startNavigator(columns: script.columns))
        measured { measuredStore(script, store) }
        return script.events.count
    },
    // Tab switches (TabScript: half the events select the next of three tabs, each with its
    // own detail stack), against `PlainTabs`. Two columns whatever the argument says.
    "tabs-library": { _, count in
        let script = TabScript(count: count, seed: 2026)
        script.verify()
        var navigator = TabScript.startNavigator()
        measured { measuredEvents(script.events, &navigator) }
        return script.events.count
    },
    "tabs-baseline": { _, count in
        let script = TabScript(count: count, seed: 2026)
        var baseline = TabScript.startBaseline()
        measured { measuredPlainEvents(script.events, &baseline) }
        return script.events.count
    },
    // Sheet sessions of 8 events (ModalScript), in regular and in compact layout, against
    // `PlainModals`. Two columns whatever the argument says.
    "modals-regular-library": { _, count in measuredModalSessions(count, .regular) },
    "modals-regular-baseline": { _, count in measuredPlainModalSessions(count, .regular) },
    "modals-compact-library": { _, count in measuredModalSessions(count, .compact) },
    "modals-compact-baseline": { _, count in measuredPlainModalSessions(count, .compact) },
    // Deep links: reaching a target whose detail stack keeps the first half of the current one
    // and replaces the second, and back, `totalChildren` children deep in all (the goal: linear
    // in the depth), against the same prefix diff on a plain array.
    "reach-library": { columns, depth in
        warmUpReach { reachSetUp(depth: 10, columns: columns, looks: false) }
        var (navigator, targets) = reachSetUp(depth: depth, columns: columns, looks: false)
        let times = max(1, totalChildren / depth)
        measured { measuredReach(&navigator, targets, times: times) }
        return times * depth
    },
    // The same reach with looks: the sidebar (the primary root, an accordion) changes its
    // selected node each time, so every reach is planned event by event on a copy.
    "reach-looks-library": { columns, depth in
        warmUpReach { reachSetUp(depth: 10, columns: columns, looks: true) }
        var (navigator, targets) = reachSetUp(depth: depth, columns: columns, looks: true)
        let times = max(1, totalChildren / depth)
        measured { measuredReach(&navigator, targets, times: times) }
        return times * depth
    },
    "reach-baseline": { _, depth in
        // Warmed up in a small set-up of its own, as the library is (see `warmUpReach`).
        var (warm, warmTargets) = plainReachSetUp(depth: 10)
        measuredPlainReach(&warm, warmTargets, nextID: 12, times: 2)
        var (stack, targets) = plainReachSetUp(depth: depth)
        let times = max(1, totalChildren / depth)
        measured { measuredPlainReach(&stack, targets, nextID: depth + 2, times: times) }
        return times * depth
    },
    // The property runner: COUNT checked events (sequences of 50 from random starts, two and
    // three columns mixed whatever the columns argument says) with every law on the runner's
    // default sampling, against the same events generated and sent with no law.
    "flows-library": { _, count in
        let runner = FlowWorkload.runner(sequences: flowSequences(count), laws: Set(NavigationLaw.allCases))
        measured { measuredFlows(runner) }
        return flowSequences(count) * FlowWorkload.length
    },
    // Every law but the JSON round trip (whose cost is the JSON coder's rather than the laws')
    // on every step, so that what any law costs shows here whatever the default sampling.
    "flows-nojson": { _, count in
        let runner = FlowWorkload.runner(
            sequences: flowSequences(count), laws: Set(NavigationLaw.allCases).subtracting([.jsonRoundTrip]), lawSampling: 1)
        measured { measuredFlows(runner) }
        return flowSequences(count) * FlowWorkload.length
    },
    "flows-baseline": { _, count in
        let runner = FlowWorkload.runner(sequences: flowSequences(count), laws: [])
        measured { measuredFlows(runner) }
        return flowSequences(count) * FlowWorkload.length
    },
    // The Hypothesis comparison's Swift side: its events with one invariant and no law.
    "flows-core": { _, count in
        let runner = FlowWorkload.coreRunner(sequences: flowSequences(count), laws: [])
        measured { measuredFlows(runner) }
        return flowSequences(count) * FlowWorkload.length
    },
    // The JSON law's round trips: COUNT states (or events) of random flows through
    // `jsonData()` and `init(json:)`, which check every invariant on decoding, against the same
    // values through bare `JSONEncoder` and `JSONDecoder`.
    "json-library": { _, count in
        let states = JSONWorkload(count: count).states
        measured { measuredStateRoundTrips(states, foundation: false) }
        return states.count
    },
    "json-foundation": { _, count in
        let states = JSONWorkload(count: count).states
        measured { measuredStateRoundTrips(states, foundation: true) }
        return states.count
    },
    "json-events-library": { _, count in
        let events = JSONWorkload(count: count).events
        measured { measuredEventRoundTrips(events, foundation: false) }
        return events.count
    },
    "json-events-foundation": { _, count in
        let events = JSONWorkload(count: count).events
        measured { measuredEventRoundTrips(events, foundation: true) }
        return events.count
    },
    // Collapse and split: `totalChildren` children in all, in states of COUNT children.
    "collapse-library": { columns, children in
        let workload = SplitWorkload(children: children, totalChildren: totalChildren, columns: columns)
        var navigators = workload.navigators(in: .regular)
        measured { measuredLayout(&navigators, .compact) }
        return workload.copies * children
    },
    "collapse-baseline": { columns, children in
        let workload = SplitWorkload(children: children, totalChildren: totalChildren, columns: columns)
        var plain = workload.plainColumns(compact: false)
        measured { measuredPlainCollapse(&plain) }
        return workload.copies * children
    },
    "split-library": { columns, children in
        let workload = SplitWorkload(children: children, totalChildren: totalChildren, columns: columns)
        var navigators = workload.navigators(in: .compact)
        measured { measuredLayout(&navigators, .regular) }
        return workload.copies * children
    },
    "split-baseline": { columns, children in
        let workload = SplitWorkload(children: children, totalChildren: totalChildren, columns: columns)
        var plain = workload.plainColumns(compact: true)
        measured { measuredPlainSplit(&plain) }
        return workload.copies * children
    },
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3 || arguments.count == 4, let workload = workloads[arguments[0]],
      let columns = ["two": SplitColumns.two, "three": .three][arguments[1]],
      let count = Int(arguments[2]), count > 2, totalChildren > 0 else {
    print("usage: instructions (\(workloads.keys.sorted().joined(separator: "|"))) (two|three) COUNT [CHILDREN]")
    exit(64)
}
print("units", workload(columns, count))

/// Sequences of the property runner for about `count` events.
func flowSequences(_ count: Int) -> Int { max(1, count / FlowWorkload.length) }

/// Two targets `depth` children deep in the detail column that share their first half.
/// The plain stack a reach baseline starts from (the detail column's `depth` routes) and the
/// two targets it reaches in turn.
func plainReachSetUp(depth: Int) -> ([PlainChild], [[MailRoute]]) {
    let (near, far) = reachTargets(depth: depth)
    return (near.detail.enumerated().map { PlainChild(id: $0.offset + 2, route: $0.element, column: .detail) }, [far.detail, near.detail])
}

/// The navigator a reach workload starts from and the two targets it reaches in turn: the
/// detail stack of `depth` routes; with `looks`, the primary root is an accordion sidebar whose
/// selected node each target changes.
func reachSetUp(depth: Int, columns: SplitColumns, looks: Bool) -> (SplitNavigator<MailRoute>, [NavigationTarget<MailRoute>]) {
    var (near, far) = reachTargets(depth: depth)
    do {
        guard looks else {
            return (try SplitNavigator(primary: near.primary, detail: near.detail, columns: columns), [far, near])
        }
        near.setLook(ChildLook(selectedNode: AccordionNodeID(2)), of: .primary, at: 0)
        far.setLook(ChildLook(selectedNode: AccordionNodeID(3)), of: .primary, at: 0)
        let sidebar = try Accordion<MailRoute>(nodes: (1...4).map { AccordionNode(id: AccordionNodeID($0), value: .mailbox($0)) })
        let state = try SplitState<MailRoute>(
            primary: [NewChild(.mailboxes, preferring: .primary, content: .accordion(sidebar))],
            detail: near.detail.map { NewChild($0, preferring: .detail) }, columns: columns)
        return (SplitNavigator(state: state), [far, near])
    } catch {
        print("a state with a root and an accordion of four nodes cannot fail: \(error)")
        exit(1)
    }
}

func reachTargets(depth: Int) -> (near: NavigationTarget<MailRoute>, far: NavigationTarget<MailRoute>) {
    let shared = (0..<(depth / 2)).map { MailRoute.message($0) }
    let near = shared + ((depth / 2)..<depth).map { MailRoute.message($0) }
    let far = shared + ((depth / 2)..<depth).map { MailRoute.mailbox($0) }
    return (NavigationTarget(primary: [.mailboxes], detail: near), NavigationTarget(primary: [.mailboxes], detail: far))
}

/// About `count` events of sheet sessions in `layout`, sent to the library; returns the events.
func measuredModalSessions(_ count: Int, _ layout: Layout) -> Int {
    let script = ModalScript(sessions: max(1, count / ModalScript.eventsPerSession), layout: layout)
    script.verify()
    var navigator = script.startNavigator()
    measured { measuredEvents(script.events, &navigator) }
    return script.events.count
}

/// The same sessions applied to `PlainModals`; returns the events.
func measuredPlainModalSessions(_ count: Int, _ layout: Layout) -> Int {
    let script = ModalScript(sessions: max(1, count / ModalScript.eventsPerSession), layout: layout)
    var baseline = script.startBaseline()
    measured { measuredPlainEvents(script.events, &baseline) }
    return script.events.count
}
