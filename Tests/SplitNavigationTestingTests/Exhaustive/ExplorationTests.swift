import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// A planted bug that only a sequence of three events reaches: in regular layout, popping a
/// detail column of two children removes both.
struct PopsTwoDetailChildren: MutatedNavigator {
    var inner: SplitNavigator<String>

    static func mutation(_ event: NavigationEvent<String>, _ state: SplitState<String>) throws(NavigationError) -> SplitState<String>? {
        guard event == .pop(.detail), state.layout == .regular, state.stack(.detail).count == 2 else { return nil }
        var navigator = SplitNavigator(state: state)
        try navigator.send(.showDetail([]))
        return navigator.state
    }
}

/// Exhaustive exploration covers exactly the states every sequence reaches, checks them all,
/// and reports a shortest failing sequence.
@Suite("Exhaustive exploration", .cpuBound)
struct ExplorationTests {
    static func start() throws -> SplitState<String> {
        try SplitState(primary: [NewChild("A", preferring: .primary)])
    }

    /// A small alphabet whose states still branch: two columns, two layouts, growing ids.
    static let tiny = EventAlphabet<String>.fixed([
        .push(NewChild("A", preferring: .detail)), .push(NewChild("B", preferring: .primary)),
        .pop(.detail), .back, .setLayout(.compact), .setLayout(.regular),
    ])

    /// The brute force the exploration is checked against: every sequence of up to `depth`
    /// events, each applied from scratch, with no deduplication along the way; answers each
    /// distinct final state with the fewest events that reach it.
    static func bruteForce(
        _ alphabet: EventAlphabet<String>, from start: SplitState<String>, depth: Int
    ) -> [SplitState<String>: Int] {
        var shortest: [SplitState<String>: Int] = [start: 0]
        var sequences: [[NavigationEvent<String>]] = [[]]
        for length in 1...depth {
            var longer: [[NavigationEvent<String>]] = []
            for sequence in sequences {
                var navigator = SplitNavigator(state: start)
                for event in sequence { _ = try? navigator.send(event) }
                for event in alphabet.events(navigator.state) {
                    var next = navigator
                    _ = try? next.send(event)
                    if shortest[next.state] == nil { shortest[next.state] = length }
                    longer.append(sequence + [event])
                }
            }
            sequences = longer
        }
        return shortest
    }

    static func countsByDepth(_ shortest: [SplitState<String>: Int], depth: Int) -> [Int] {
        (0...depth).map { level in shortest.values.filter { $0 == level }.count }
    }

    @Test func countsEveryDistinctStateAsBruteForceDoes() throws {
        let start = try Self.start()
        let report = FlowRunner(routes: .names).explore(from: start, events: Self.tiny, depth: 4)
        let expected = Self.bruteForce(Self.tiny, from: start, depth: 4)
        #expect(report.passed, "\(report)")
        #expect(report.states == expected.count)
        #expect(report.statesByDepth == Self.countsByDepth(expected, depth: 4))
        #expect(report.depth == 4)
        #expect(!report.limitReached)
        #expect(!report.exhausted, "ids keep growing, so there is always a new state")
        #expect(report.transitions == Self.tiny.events(start).count * (report.states - report.statesByDepth[4]))
    }

    @Test func standardAlphabetCountsMatchBruteForce() throws {
        let start = try SplitState<String>(
            primary: [NewChild("A", preferring: .primary)], supplementary: [NewChild("B", preferring: .supplementary)],
            columns: .three)
        let alphabet = EventAlphabet<String>.standard(routes: ["A", "B"])
        let report = FlowRunner(routes: .names).explore(from: start, events: alphabet, depth: 2)
        let expected = Self.bruteForce(alphabet, from: start, depth: 2)
        #expect(report.passed, "\(report)")
        #expect(report.states == expected.count)
        #expect(report.statesByDepth == Self.countsByDepth(expected, depth: 2))
        #expect(alphabet.events(start).contains(.showSupplementary([])), "a three-column split gets its own events")
    }

    @Test func theLimitStopsTheExplorationAndIsReported() throws {
        let report = FlowRunner(routes: .names).explore(from: try Self.start(), events: Self.tiny, depth: 4, limit: 10)
        #expect(report.passed)
        #expect(report.limitReached)
        #expect(report.states == 10)
        // Depth 1 has fewer than 10 states, so it completes; the limit falls within depth 2,
        // which is finished without keeping new states.
        #expect(report.depth == 2)
        #expect(report.description.contains("stopped at the limit of 10 states"))
    }

    @Test func aClosedStateSpaceIsExhausted() throws {
        let alphabet = EventAlphabet<String>.fixed([.setLayout(.compact), .setLayout(.regular), .setVisibility(.detailOnly)])
        let report = FlowRunner(routes: .names).explore(from: try Self.start(), events: alphabet, depth: 6)
        let expected = Self.bruteForce(alphabet, from: try Self.start(), depth: 6)
        #expect(report.exhausted)
        #expect(report.states == expected.count)
        #expect(report.depth == 6, "nothing new beyond the last state found, so every sequence was covered")
    }

    @Test func aPlantedBugIsFoundAtItsMinimalDepth() throws {
        let start = try Self.start()
        let alphabet = EventAlphabet<String>.fixed([
            .push(NewChild("A", preferring: .detail)), .pop(.detail), .back, .setLayout(.compact), .setLayout(.regular),
        ])
        // Independently: no sequence of two events tells the buggy navigator from the real one,
        // and some sequence of three does.
        func differs(at length: Int) -> Bool {
            var sequences: [[NavigationEvent<String>]] = [[]]
            for _ in 0..<length {
                sequences = sequences.flatMap { sequence in alphabet.events(start).map { sequence + [$0] } }
            }
            return sequences.contains { sequence in
                var real = SplitNavigator(state: start)
                var buggy = PopsTwoDetailChildren(state: start, placeholder: .none)
                for event in sequence {
                    _ = try? real.send(event)
                    _ = try? buggy.send(event)
                }
                return real.state != buggy.state
            }
        }
        #expect(!differs(at: 1) && !differs(at: 2) && differs(at: 3))

        let report = FlowRunner(routes: .names).explore(PopsTwoDetailChildren.self, from: [start], events: alphabet, depth: 6)
        let failure = try #require(report.failure)
        #expect(failure.events.count == 3, "\(failure)")
        #expect(failure.violation.step == 2)
        #expect(failure.violations.contains { $0.check == .law(.referenceModel) })
        #expect(report.depth == 2, "every sequence of two events passed before the failure")
        #expect(report.description.contains("a shortest failing sequence, 3 events"))
        #expect(failure.swiftCode.contains("PopsTwoDetailChildren"))
        // The failure replays as a recording.
        #expect(!FlowRunner(routes: .names).replay(PopsTwoDetailChildren.self, try #require(failure.recording), shrinking: false).passed)
    }

    @Test func userInvariantsAreCheckedOnEveryState() throws {
        var runner = FlowRunner<String>(routes: .names)
        runner.properties = [.invariant("the detail column is at most two deep") { state, _ in state.stack(.detail).count <= 2 }]
        let report = runner.explore(from: try Self.start(), events: Self.tiny, depth: 5)
        let failure = try #require(report.failure)
        #expect(failure.violation.check == .property("the detail column is at most two deep"))
        #expect(failure.events == Array(repeating: .push(NewChild("A", preferring: .detail)), count: 3))
    }

    @Test func anAssumptionPrunesEvents() throws {
        var runner = FlowRunner<String>(routes: .names)
        runner.assumption = { event, _ in event != .setLayout(.compact) }
        let report = runner.explore(from: try Self.start(), events: Self.tiny, depth: 3)
        let pruned = EventAlphabet<String>.fixed(Self.tiny.events(try Self.start()).filter { $0 != .setLayout(.compact) })
        #expect(report.states == Self.bruteForce(pruned, from: try Self.start(), depth: 3).count)
    }

    @Test func outOfRangeKnobsAreClamped() throws {
        let start = try Self.start()
        let none = FlowRunner(routes: .names).explore(from: start, events: Self.tiny, depth: -3, limit: -1)
        #expect(none.passed && none.states == 1 && none.depth == 0 && none.transitions == 0)
        // A limit of one keeps the start only, but still checks every event from it.
        let one = FlowRunner(routes: .names).explore(from: start, events: Self.tiny, depth: Int.max, limit: 0)
        #expect(one.states == 1 && one.limitReached && one.depth == 1)
        #expect(one.transitions == Self.tiny.events(start).count)
        let nothing = FlowRunner(routes: .names).explore(SplitNavigator<String>.self, from: [], events: Self.tiny, depth: 2)
        #expect(nothing.states == 0 && nothing.passed)
    }
}
