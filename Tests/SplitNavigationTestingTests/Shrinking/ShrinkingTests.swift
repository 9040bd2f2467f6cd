import SplitNavigation
import SplitNavigationTesting
import Testing

@Suite("Shrinking")
struct ShrinkingTests {
    /// Fails once the detail column has four children, whatever their routes: the shrunk
    /// counterexample keeps only the events that add them, all with the simplest route.
    @Test("Routes become the simplest, columns primary, unneeded events go")
    func simplifies() throws {
        var runner = FlowRunner(routes: .names)
        runner.sequences = 50
        runner.length = 80
        runner.properties.append(.invariant("at most three detail children") { state, _ in
            state.stack(.detail).count <= 3
        })
        let failure = try #require(runner.run().failure)
        #expect(failure.violation.check == .property("at most three detail children"))
        #expect(failure.originalLength > failure.events.count)
        let routes = failure.events.flatMap { event -> [String] in
            switch event {
            case .push(let child, _), .replaceTop(_, let child): [child.route]
            case .showDetail(let children): children.map(\.route)
            default: []
            }
        }
        #expect(routes.allSatisfy { $0 == "A" }, "\(failure)")
        let start = try #require(failure.recording?.start)
        #expect(start.children.allSatisfy { $0.route == "A" }, "\(failure)")
        #expect(start.children.count + failure.events.count <= 5, "\(failure)")
    }

    @Test("Ids shrink towards 1")
    func ids() throws {
        // A planted property: popping to any child but the root "fails".
        var runner = FlowRunner(routes: .names)
        runner.sequences = 50
        runner.properties.append(FlowProperty("popTo a non-root") { step in
            if case .popTo(let id) = step.event, step.isAccepted, id != step.stateBefore.root.id { return "popped to \(id)" }
            return nil
        })
        let failure = try #require(runner.run().failure)
        #expect(failure.events.count <= 2, "\(failure)")
        guard case .popTo(let id)? = failure.events.last else {
            Issue.record("expected a popTo, got \(failure)")
            return
        }
        #expect(id == 2, "\(failure)")
    }

    @Test("A failure of a restored state starts from it")
    func restoreBecomesStart() throws {
        var runner = FlowRunner(routes: .names)
        runner.sequences = 200
        runner.properties.append(.invariant("no gaps in ids") { state, _ in
            state.nextID.rawValue <= state.children.count + 1
        })
        let failure = try #require(runner.run().failure)
        #expect(failure.events.isEmpty || failure.events.count == 1, "\(failure)")
    }

    @Test("The budget bounds the work")
    func budget() throws {
        var runner = FlowRunner(routes: .names)
        runner.sequences = 20
        runner.shrinkBudget = 0
        runner.properties.append(FlowProperty("never setLayout") { step in
            if case .setLayout = step.event { "a layout change" } else { nil }
        })
        let failure = try #require(runner.run().failure)
        // Without budget the sequence is only cut after the failing step.
        #expect(failure.events.count == (failure.violation.step ?? -1) + 1)
    }
}
