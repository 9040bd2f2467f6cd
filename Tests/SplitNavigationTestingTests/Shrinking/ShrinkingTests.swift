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
        runner.seed = 1  // its first failing sequence has 38 events
        runner.properties.append(.invariant("at most three detail children") { state, _ in
            state.stack(.detail).count <= 3
        })
        let failure = try #require(runner.run().failure)
        #expect(failure.violation.check == .property("at most three detail children"))
        #expect(failure.originalLength > failure.events.count, "\(failure)")
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
        // A planted property: popping to any child but the root "fails". No restores: a restored
        // state that becomes the start keeps its ids (the shrinker does not renumber one).
        var weights = EventWeights()
        weights.restore = 0
        weights.batch = 0   // ids inside a batch are renumbered with it, but not one by one
        var runner = FlowRunner(routes: .names, weights: weights)
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

    /// Each kind of id an event names moves with the children when the shrinker drops the events
    /// that created others before them: a selection's list, a tab group, a modal. A planted
    /// property fails the first accepted event of the kind that names a child other than the root
    /// (or the first modal); the shrunk sequence is the one event that makes that child and the
    /// event itself (for a modal, the two presentations and the dismissal), naming it by the id
    /// it has then. (A selection and a tab event also reach theirs through the smaller ids the
    /// shrinker tries; the modal's needs the renaming.)
    @Test("Ids in selections, tab events and modal events shrink with the children",
          arguments: [("select", 2), ("tabs", 2), ("dismissModal", 3)])
    func idsOfEveryKindShrink(kind: String, shortest: Int) throws {
        var weights = EventWeights()
        weights.restore = 0
        weights.batch = 0
        var runner = FlowRunner(routes: .names, weights: weights)
        runner.sequences = 200
        runner.properties.append(FlowProperty("\(kind) names a later child") { step in
            guard step.isAccepted else { return nil }
            switch step.event {
            case .selectRow(_, let list, _) where kind == "select" && list != step.stateBefore.root.id:
                return "selected in \(list)"
            case .tabs(let id, _) where kind == "tabs" && id != step.stateBefore.root.id:
                return "tab event on \(id)"
            case .dismissModal(let id) where kind == "dismissModal" && id != step.stateBefore.modals.first?.id:
                return "dismissed \(id)"
            default:
                return nil
            }
        })
        let failure = try #require(runner.run().failure)
        #expect(failure.events.count <= shortest, "\(failure)")
        let named: ChildID? = switch failure.events.last {
        case .selectRow(_, let list, _)?: list
        case .tabs(let id, _)?: id
        case .dismissModal(let id)?: id
        default: nil
        }
        #expect(named.map { $0.rawValue <= shortest + 1 } == true, "\(failure)")
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

    /// Fails once an accordion has a row two levels below a panel: the counterexample ends with
    /// one accordion of three nodes in a chain, whether the start, a push or an insert made it,
    /// with the simplest values, no destinations, nothing expanded, under `multiple`.
    @Test("Accordions lose the nodes, destinations, expansion and policy that do not matter")
    func accordionContent() throws {
        @Sendable func isDeep(_ accordion: Accordion<String>) -> Bool {
            accordion.nodes.contains { panel in panel.children.contains { !$0.children.isEmpty } }
        }
        var runner = FlowRunner(routes: .names)
        runner.sequences = 50
        runner.properties.append(.invariant("rows at most one level deep") { state, _ in
            !state.children.compactMap(\.content.accordion).contains(where: isDeep)
        })
        let failure = try #require(runner.run().failure)
        let recording = try #require(failure.recording)
        var navigator = SplitNavigator(state: recording.start)
        for event in recording.events { _ = try? navigator.send(event) }
        let deep = navigator.state.children.compactMap(\.content.accordion).filter(isDeep)
        let accordion = try #require(deep.first)
        #expect(deep.count == 1 && accordion.count == 3 && accordion.policy == .multiple, "\(failure)")
        let panel = try #require(accordion.nodes.first)
        let row = try #require(panel.children.first)
        let leaf = try #require(row.children.first)
        for node in [panel, row, leaf] {
            #expect(node.value == "A" && node.destination == nil && !node.isExpanded, "\(failure)")
        }
        #expect(navigator.state.children.count + recording.events.count <= 4, "\(failure)")
    }

    /// Fails once a page is exhausted: the counterexample begins and ends one page of the top
    /// level of an empty accordion, appending nothing. (The failing sequence of this seed pages
    /// a node; only changing both paging events at once reaches the top level.)
    @Test("Accordion events become the simplest that still fail")
    func accordionEvents() throws {
        var runner = FlowRunner(routes: .names)
        runner.sequences = 100
        runner.properties.append(.invariant("no exhausted pages") { state, _ in
            !state.children.compactMap(\.content.accordion).contains { (try? $0.paging(of: nil)) == .exhausted || hasExhaustedNode($0) }
        })
        let failure = try #require(runner.run().failure)
        let actions = failure.events.compactMap { event -> AccordionEvent<String>? in
            if case .accordion(_, let action) = event { action } else { nil }
        }
        #expect(actions == [.beginPage(nil), .endPage(nil, children: [], exhausted: true)], "\(failure)")
        // One empty accordion, from the start or created by an event (a push, or a replaceTop
        // when the failing sequence made it that way: the shrinker does not turn one into the other).
        let accordions = try #require(failure.recording?.start).children.compactMap(\.content.accordion)
            + failure.events.flatMap { event -> [Accordion<String>] in
                switch event {
                case .push(let child, _), .replaceTop(_, let child): [child.content.accordion].compactMap { $0 }
                case .showDetail(let children), .showSupplementary(let children): children.compactMap(\.content.accordion)
                default: []
                }
            }
        #expect(accordions == [Accordion(policy: .multiple)], "\(failure)")
        #expect(failure.swiftCode.contains("try navigator.send(.accordion("), "\(failure)")
    }
}

private func hasExhaustedNode(_ accordion: Accordion<String>) -> Bool {
    var pending = accordion.nodes
    while let node = pending.popLast() {
        if (try? accordion.paging(of: node.id)) == .exhausted { return true }
        pending += node.children
    }
    return false
}
