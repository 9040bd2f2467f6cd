import Foundation
import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// Accordion children and accordion events: the generator makes what it promises.
@Suite("Accordion generation", .cpuBound)
struct AccordionGenerationTests {
    /// Walks a navigator through `steps` standard events from random starts, calling `body` with
    /// every state reached.
    func walk(weights: EventWeights = EventWeights(), steps: Int, seed: UInt64, _ body: (SplitState<String>, inout SplitMix64) -> Void) throws {
        var random = SplitMix64(seed: seed)
        let generator = EventGenerator.standard(routes: .names, weights: weights)
        let starts = StartGenerator.random(routes: .names, weights: weights)
        var navigator = SplitNavigator(state: try starts.start(using: &random))
        for step in 0..<steps {
            if step % 60 == 0 { navigator = SplitNavigator(state: try starts.start(using: &random)) }
            body(navigator.state, &random)
            _ = try? navigator.send(generator.event(for: navigator.state, using: &random))
        }
    }

    @Test("Accordion children come in every policy, shape and destination column, within the size cap")
    func shapes() throws {
        var weights = EventWeights()
        weights.maxAccordionNodes = 5
        var policies: Set<String> = []
        var columns: Set<Column> = []
        var deepest = 0
        var expanded = 0
        var accordionStates = 0
        var titled = 0
        var valued = 0
        try walk(weights: weights, steps: 6_000, seed: 4) { state, _ in
            let accordions = state.children.compactMap(\.content.accordion)
            if !accordions.isEmpty { accordionStates += 1 }
            for accordion in accordions {
                #expect(accordion.count <= 5, "\(accordion)")
                policies.insert("\(accordion.policy)")
                for row in accordion.visibleRows where row.isExpanded { expanded += 1 }
                for node in Self.preorder(accordion) {
                    deepest = max(deepest, (try? accordion.depth(of: node)) ?? 0)
                    if let destination = try? accordion.destination(of: node) { columns.insert(destination.column) }
                    switch try? accordion.label(of: node) {
                    case .title?: titled += 1
                    case .value?: valued += 1
                    case nil: break
                    }
                }
            }
        }
        #expect(policies == ["multiple", "single", "atMost(2)"])
        #expect(columns == Set(Column.allCases))
        #expect(deepest >= 2 && expanded > 100 && accordionStates > 1_000, "depth \(deepest), expanded \(expanded), states \(accordionStates)")
        // Some rows are titled with text, most have a value.
        #expect(titled > 100 && valued > titled, "titled \(titled), valued \(valued)")
    }

    @Test("Valid accordion events are accepted and invalid ones rejected")
    func validity() throws {
        let kind = EventKind<String>.accordion(weight: 1)
        var valid = 0
        var invalid = 0
        var codes: Set<String> = []
        try walk(steps: 4_000, seed: 9) { state, random in
            for wantsInvalid in [false, true] {
                let context = EventContext(state: state, routes: .names, weights: EventWeights(), wantsInvalid: wantsInvalid)
                guard let event = kind.event(in: context, using: &random) else {
                    #expect(!wantsInvalid, "an invalid accordion event can always be made")
                    #expect(!state.children.contains { $0.content.accordion != nil })
                    continue
                }
                guard case .accordion = event else {
                    Issue.record("not an accordion event: \(event)")
                    continue
                }
                var navigator = SplitNavigator(state: state)
                do throws(NavigationError) {
                    try navigator.send(event)
                    #expect(!wantsInvalid, "\(event) was accepted")
                    valid += 1
                } catch {
                    // A selection may open a destination when the id counter is exhausted.
                    #expect(wantsInvalid || error.code == .idsExhausted, "\(event) was rejected: \(error)")
                    if wantsInvalid { invalid += 1 }
                    codes.insert(error.code.rawValue)
                }
            }
        }
        #expect(valid > 500 && invalid > 1_000, "valid \(valid), invalid \(invalid)")
        #expect(codes.isSuperset(of: ["notAnAccordion", "unknownChild", "unknownNode", "hiddenNode", "indexOutOfRange",
                                      "duplicateNode", "moveIntoDescendant", "notLoading"]), "\(codes.sorted())")
    }

    @Test("Weights of zero turn accordions off, and the events are those made before accordions")
    func off() throws {
        var weights = EventWeights()
        weights.accordion = 0
        weights.accordionPercent = 0
        // Tab groups are drawn only when no accordion was: off too, so content draws nothing.
        weights.tabGroupPercent = 0
        try walk(weights: weights, steps: 3_000, seed: 5) { state, _ in
            #expect(!state.children.contains { $0.content.accordion != nil })
        }
        // Off, they draw nothing: a seed makes the events it made before accordions existed,
        // those of the standard kinds without the accordion kind.
        let state = try SplitState<String>(primary: [NewChild("A", preferring: .primary)])
        var random = SplitMix64(seed: 3)
        let drawn = random
        #expect(EventContext(state: state, routes: .names, weights: weights, wantsInvalid: false).content(using: &random) == .plain)
        #expect(random == drawn)
        let standard = EventGenerator.standard(routes: .names, weights: weights)
        var withoutKind = standard
        withoutKind.kinds.removeAll { $0.name == "accordion" }
        func events(_ generator: EventGenerator<String>) throws -> [NavigationEvent<String>] {
            var random = SplitMix64(seed: 99)
            var navigator = try SplitNavigator<String>(primary: ["A"])
            return (0..<300).map { _ in
                let event = generator.event(for: navigator.state, using: &random)
                _ = try? navigator.send(event)
                return event
            }
        }
        #expect(try events(standard) == events(withoutKind))
    }

    @Test("Accordions on their own: only accordion events, on the accordions of a fixed start")
    func accordionOnly() throws {
        var weights = EventWeights()
        weights.invalidPercent = 20
        let accordion = try Accordion<String>(policy: .single, nodes: [
            AccordionNode(id: 1, value: "Mail", children: [AccordionNode(id: 2, value: "Inbox", destination: RowDestination("Inbox"))]),
            AccordionNode(id: 3, value: "Calendar"),
        ])
        let start = try SplitState<String>(primary: [NewChild("Root", preferring: .primary, content: .accordion(accordion))])
        var runner = FlowRunner(starts: .fixed(start), events: EventGenerator(kinds: [.accordion(weight: 1), .back(weight: 1)], routes: .names, weights: weights))
        runner.sequences = 40
        runner.length = 40
        let report = runner.run()
        report.expectPassed()
        #expect(report.statistics.accepted["accordion", default: 0] > 500, "\(report.statistics)")
    }

    static func preorder(_ accordion: Accordion<String>) -> [AccordionNodeID] {
        var result: [AccordionNodeID] = []
        var pending = Array(((try? accordion.children(of: nil)) ?? []).reversed())
        while let id = pending.popLast() {
            result.append(id)
            pending += ((try? accordion.children(of: id)) ?? []).reversed()
        }
        return result
    }
}
