import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

@Suite("User properties, law switches and replay", .cpuBound)
struct PropertyTests {
    @Test("A step property sees the event, both states and the result")
    func stepProperty() {
        var runner = FlowRunner(routes: .names)
        runner.sequences = 50
        runner.properties.append(FlowProperty("rejections change nothing") { step in
            if step.isAccepted { return nil }
            return step.state == step.stateBefore && step.presentation == step.presentationBefore ? nil : "changed"
        })
        runner.properties.append(FlowProperty("index counts") { step in
            step.index >= 0 && step.index < 50 ? nil : "index \(step.index)"
        })
        runner.run().expectPassed()
    }

    @Test("An invariant is checked at the start too")
    func invariantAtStart() throws {
        var runner = FlowRunner(routes: .names)
        runner.properties.append(.invariant("never") { _, _ in false })
        let failure = try #require(runner.run().failure)
        #expect(failure.violation.step == nil)
        #expect(failure.events.isEmpty)
        #expect(failure.swiftCode.contains("← fails here, at the start"))
    }

    @Test("Laws switch off one by one")
    func switches() {
        var runner = FlowRunner(routes: .names)
        runner.sequences = 100
        runner.laws = Set(NavigationLaw.allCases).subtracting([.splitCollapseRoundTrip, .referenceModel, .commutesWithSplit])
        // The collapse bug breaks only the switched-off laws.
        #expect(runner.run(DetailUnderPrimaryOnCollapse.self).passed)
        runner.laws = []
        #expect(runner.run(CompactPopRemovesWrongChild.self).passed)
    }

    @Test("The same seed runs the same events; replay(seed:) reruns one sequence")
    func determinism() throws {
        var runner = FlowRunner(routes: .names)
        runner.sequences = 40
        runner.seed = 5
        runner.properties.append(.invariant("no Settings") { state, _ in !state.children.contains { $0.route == "Settings" } })
        let first = try #require(runner.run().failure)
        let second = try #require(runner.run().failure)
        #expect(first.events == second.events && first.seed == second.seed && first.sequenceIndex == second.sequenceIndex)
        let seed = try #require(first.seed)
        let replayed = try #require(runner.replay(seed: seed).failure)
        #expect(replayed.events == first.events)
        #expect(replayed.originalLength == first.originalLength)
        #expect(first.description.contains("Replay: runner.replay(seed: 0x"))
    }

    @Test("A start generator that throws is reported, not trapped")
    func throwingStart() throws {
        let starts = StartGenerator<String> { _ throws(NavigationError) in
            try SplitState(primary: [])
        }
        let runner = FlowRunner(starts: starts, events: .standard(routes: .names))
        let failure = try #require(runner.run().failure)
        #expect(failure.violation.check == .start)
        #expect(failure.recording == nil)
        #expect(failure.description.contains("noPrimaryRoot"))
    }

    @Test("Fixed starts and zero sequences")
    func edges() throws {
        let state = try SplitState<String>(primary: [NewChild("Root", preferring: .primary)], layout: .compact, policy: .chronological)
        var runner = FlowRunner(starts: .fixed(state), events: .standard(routes: .names))
        runner.sequences = 0
        #expect(runner.run().statistics.events == 0)
        runner.sequences = 20
        runner.length = 0
        #expect(runner.run().passed)
        #expect(runner.run().description.contains("every check passed"))
    }

    @Test("Assumptions filter generated events and recordings")
    func assumptions() throws {
        var runner = FlowRunner(routes: .names)
        runner.sequences = 50
        runner.assumption = { event, _ in if case .restore = event { false } else { true } }
        runner.properties.append(FlowProperty("no restore sent") { step in
            if case .restore = step.event { "a restore was sent" } else { nil }
        })
        let report = runner.run()
        report.expectPassed()
        #expect(report.statistics.skipped > 0)
        let start = try SplitState<String>(primary: [NewChild("A", preferring: .primary)])
        let replayed = runner.replay(NavigationRecording(start: start, events: [.back, .restore(start)]))
        #expect(replayed.failure?.violation.check == .assumption)
        #expect(replayed.failure?.violation.step == 1)
    }
}
