// How events that touch a few children scale with the children they do not touch: a tab select,
// an accordion toggle, a pop to a child, a list selection, each on a child on top of n detail
// (or primary) children, and one-event batches over n detail children, at 10,000 and 100,000
// children. Prints CPU microseconds an event; exits 1 when an event at 100,000 children costs
// more than 3x one at 10,000 (an event that reads or copies every child costs 10x).
//
//   cd Benchmarks && swift run -c release event-scale [small large]
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SplitNavigation

/// This process's CPU time, to the nanosecond: a loaded machine slows the clock, much less
/// this; `getrusage` counts in ticks, too coarse for 10,000 events of a fraction of a
/// microsecond.
func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A navigator whose `column` holds `n` plain children above its root column's, then `top`.
func navigator(_ n: Int, in column: Column, top: NewChild<String>?) throws -> SplitNavigator<String> {
    var navigator = try SplitNavigator<String>(primary: ["Mailboxes"])
    try navigator.send(.batch((0..<n).map { .push(NewChild("Message \($0)", preferring: column)) }))
    if let top { try navigator.send(.push(top)) }
    return navigator
}

/// Microseconds an event, `events` events made by `event(index, navigator)`, after `setup`.
func measure(
    _ events: Int, _ setup: () throws -> SplitNavigator<String>,
    _ event: (Int, SplitNavigator<String>) -> NavigationEvent<String>
) throws -> Double {
    var navigator = try setup()
    let start = cpuSeconds()
    for index in 0..<events {
        try navigator.send(event(index, navigator))
    }
    return (cpuSeconds() - start) / Double(events) * 1e6
}

let tabs = try TabGroup<String>(tabs: [Tab("mail", value: "Mail"), Tab("news", value: "News")])
let outline = try Accordion<String>(nodes: [
    AccordionNode(id: 1, value: "On My Mac", children: [AccordionNode(id: 2, value: "Inbox")]),
])

let scenarios: [(name: String, measure: (Int, Int) throws -> Double)] = [
    ("tab select on top of n detail children", { n, events in
        try measure(events, { try navigator(n, in: .detail, top: NewChild("Tabs", preferring: .detail, content: .tabs(tabs))) }) { index, navigator in
            .tabs(navigator.state.nextID.previous, .selectTab(index.isMultiple(of: 2) ? "news" : "mail"))
        }
    }),
    ("accordion toggle on top of n detail children", { n, events in
        try measure(events, { try navigator(n, in: .detail, top: NewChild("Folders", preferring: .detail, content: .accordion(outline))) }) { _, navigator in
            .accordion(navigator.state.nextID.previous, .toggle(1))
        }
    }),
    ("one-event batch over n detail children", { n, events in
        try measure(events, { try navigator(n, in: .detail, top: nil) }) { index, _ in
            .batch([index.isMultiple(of: 2) ? .push(NewChild("Reply", preferring: .detail)) : .pop(.detail)])
        }
    }),
    ("pop to the child under the top of n detail children", { n, events in
        try measure(events, { try navigator(n, in: .detail, top: nil) }) { index, navigator in
            index.isMultiple(of: 2) ? .push(NewChild("Reply", preferring: .detail)) : .popTo(navigator.state.stack(.detail)[n - 1].id)
        }
    }),
    ("list selection in a list on top of n primary children", { n, events in
        try measure(events, { try navigator(n, in: .primary, top: NewChild("Inbox", preferring: .primary)) }) { index, navigator in
            .selectRow("Message \(index)", in: navigator.state.stack(.primary).last!.id, showing: [NewChild("Message \(index)", preferring: .detail)])
        }
    }),
]

extension ChildID {
    /// The id given just before this one.
    var previous: ChildID { ChildID(rawValue - 1) }
}

func format(_ value: Double) -> String { "\((value * 100).rounded() / 100)" }

let sizes = CommandLine.arguments.dropFirst().compactMap(Int.init)
let (small, large) = sizes.count == 2 ? (sizes[0], sizes[1]) : (10_000, 100_000)
let events = 20_000
var failed = false
for scenario in scenarios {
    // The best of three runs each, so that a burst of load on a shared machine is not read as cost.
    let perSmall = try (0..<3).map { _ in try scenario.measure(small, events) }.min()!
    let perLarge = try (0..<3).map { _ in try scenario.measure(large, events) }.min()!
    let ratio = perLarge / perSmall
    print("\(scenario.name): \(small) children \(format(perSmall)) µs an event, \(large) children \(format(perLarge)) µs, ratio \(format(ratio))")
    if ratio > 3 { failed = true }
}
if failed {
    print("an event at \(large) children costs more than 3x one at \(small)")
    exit(1)
}
