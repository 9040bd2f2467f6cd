#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SplitNavigation
import SplitNavigationTestSupport
import Testing

/// Events that touch a few children cost what they touch, not the children under them: a tab
/// select, an accordion toggle, a pop to a child and a list selection on top of 100,000 children
/// cost about what they cost on top of 10,000, and a batch of one event edits its column in place.
///
/// A ratio of CPU times on this thread, never a time, with a generous bound (an event that reads
/// every child is 10 times dearer at 10 times the children). The library's internal checks
/// (CI's debug builds) re-check every invariant after each event, an O(*n*) walk that hides any
/// lookup, so the event ratios run without them; `child(_:)` runs no check and is measured
/// always, and the batch is checked on its column's storage, which no check touches. CI's
/// release build holds the event ratios too (`event-scale` in the benchmarks' smoke pass).
@Suite("Event scale", .cpuBound)
struct EventScaleTests {
    static let small = 10_000
    static let large = 100_000
    /// An event on top of 100,000 children may cost this many times one on top of 10,000.
    static let bound = 3.0

    /// CPU seconds this thread has used.
    static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The least CPU time of five runs of `body`, so that a burst of load is not read as cost.
    static func cost(_ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<5 {
            let start = threadSeconds()
            try body()
            best = min(best, threadSeconds() - start)
        }
        return best
    }

    /// A navigator whose `column` holds `n` children above the primary root, then `top`.
    static func navigator(_ n: Int, in column: Column, top: NewChild<String>? = nil) throws -> SplitNavigator<String> {
        let primary = (1...(column == .primary ? n + 1 : 1)).map { Child(id: ChildID($0), route: "P\($0)", preferredColumn: .primary) }
        let detail = column == .primary ? [] : (0..<n).map { Child(id: ChildID(2 + $0), route: "D\($0)", preferredColumn: .detail) }
        var navigator = SplitNavigator(state: try .regular(primary: primary, detail: detail, policy: .detailOnTop, nextID: ChildID(primary.count + detail.count + 1)))
        if let top { try navigator.send(.push(top)) }
        return navigator
    }

    /// The cost of `events` events from `event` on a navigator `setup` makes for `n` children,
    /// at the large size over the small.
    static func ratio(
        events: Int, _ setup: (Int) throws -> SplitNavigator<String>,
        _ event: (Int, SplitNavigator<String>) -> NavigationEvent<String>
    ) throws -> Double {
        func run(_ n: Int) throws -> Double {
            var navigator = try setup(n)
            return try cost {
                for index in 0..<events { try navigator.send(event(index, navigator)) }
            }
        }
        return try run(large) / run(small)
    }

    @Test func findingAChildNearATopCostsTheSameUnderTenTimesTheChildren() throws {
        func run(_ n: Int) throws -> Double {
            // The child under the top, in the column searched last.
            let state = try Self.navigator(n, in: .detail).state
            let id = state.stack(.detail)[n - 2].id
            return Self.cost {
                for _ in 0..<20_000 { #expect(state.child(id) != nil) }
            }
        }
        let ratio = try run(Self.large) / run(Self.small)
        #expect(ratio < Self.bound, "child(_:) at \(Self.large) children costs \(ratio) times one at \(Self.small)")
    }

    @Test(.disabled(if: InternalChecks.areCompiledIn, "the internal checks walk the whole state after every event"))
    func aTabSelectOnTopOfChildrenCostsTheSame() throws {
        let group = try TabGroup<String>(tabs: [Tab("mail", value: "Mail"), Tab("news", value: "News")])
        let ratio = try Self.ratio(events: 2_000, { n in
            try Self.navigator(n, in: .detail, top: NewChild("Tabs", preferring: .detail, content: .tabs(group)))
        }) { index, navigator in
            .tabs(ChildID(navigator.state.nextID.rawValue - 1), .selectTab(index.isMultiple(of: 2) ? "news" : "mail"))
        }
        #expect(ratio < Self.bound, "a tab select costs \(ratio) times more on top of \(Self.large) children than of \(Self.small)")
    }

    @Test(.disabled(if: InternalChecks.areCompiledIn, "the internal checks walk the whole state after every event"))
    func anAccordionToggleOnTopOfChildrenCostsTheSame() throws {
        let outline = try Accordion<String>(nodes: [AccordionNode(id: 1, value: "Mac", children: [AccordionNode(id: 2, value: "Inbox")])])
        let ratio = try Self.ratio(events: 2_000, { n in
            try Self.navigator(n, in: .detail, top: NewChild("Folders", preferring: .detail, content: .accordion(outline)))
        }) { _, navigator in
            .accordion(ChildID(navigator.state.nextID.rawValue - 1), .toggle(1))
        }
        #expect(ratio < Self.bound, "an accordion toggle costs \(ratio) times more on top of \(Self.large) children than of \(Self.small)")
    }

    @Test(.disabled(if: InternalChecks.areCompiledIn, "the internal checks walk the whole state after every event"))
    func aPopToAChildNearTheTopAndAListSelectionCostTheSame() throws {
        let popTo = try Self.ratio(events: 2_000, { n in try Self.navigator(n, in: .detail) }) { index, navigator in
            let detail = navigator.state.stack(.detail)
            return index.isMultiple(of: 2) ? .push(NewChild("Reply", preferring: .detail)) : .popTo(detail[detail.count - 2].id)
        }
        #expect(popTo < Self.bound, "a pop to a child costs \(popTo) times more on top of \(Self.large) children than of \(Self.small)")
        let select = try Self.ratio(events: 2_000, { n in try Self.navigator(n, in: .primary) }) { index, navigator in
            .selectRow("Row \(index)", in: navigator.state.stack(.primary)[navigator.state.stack(.primary).count - 1].id, showing: [NewChild("Message \(index)", preferring: .detail)])
        }
        #expect(select < Self.bound, "a list selection costs \(select) times more on top of \(Self.large) children than of \(Self.small)")
    }

    /// A batch of one event edits its column in place: the detail column's storage moves only as
    /// it grows (about log₂ of the pushes), where a batch that kept the navigator from before it
    /// to compare copies the column on every push.
    @Test func aBatchOfOneEventEditsItsColumnInPlace() throws {
        var navigator = try Self.navigator(Self.small, in: .detail)
        /// Where the detail column's children are stored; the copy it reads is released at once.
        func storage(_ navigator: SplitNavigator<String>) -> UnsafeRawPointer? {
            navigator.state.stack(.detail).withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        }
        var moves = 0
        for _ in 0..<2_000 {
            let before = storage(navigator)
            try navigator.send(.batch([.push(NewChild("Reply", preferring: .detail))]))
            if storage(navigator) != before { moves += 1 }
        }
        #expect(navigator.state.stack(.detail).count == Self.small + 2_000)
        #expect(moves < 40, "the detail column moved to new storage \(moves) times in 2,000 one-event batches")
        // The check can fail: a batch of two events still compares the presentations, so it
        // keeps the navigator from before it and copies the column.
        var copies = 0
        for _ in 0..<50 {
            let before = storage(navigator)
            try navigator.send(.batch([.push(NewChild("Reply", preferring: .detail)), .push(NewChild("Reply", preferring: .detail))]))
            if storage(navigator) != before { copies += 1 }
        }
        #expect(copies == 50)
    }
}
