import SplitNavigation
import SplitNavigationTesting
import Testing

/// The reach law's maker remembers the content of a state's children, so that reaching that
/// state's target makes them again.
@Suite("The reach law's remembering maker")
struct RememberingMakerTests {
    static func accordion(_ policy: AccordionExpansionPolicy, open: Bool) throws -> ChildContent<String> {
        .accordion(try Accordion(policy: policy, nodes: [
            AccordionNode(id: 1, value: "one", isExpanded: open), AccordionNode(id: 2, value: "two", isExpanded: open),
        ]))
    }

    /// Two children of one route with the same nodes under different policies: no maker makes
    /// both, so reaching one of them again could not give it its look.
    @Test func accordionsOfOneRouteUnderTwoPoliciesAreAmbiguous() throws {
        let both = try SplitState<String>(primary: [
            NewChild("A", preferring: .primary, content: try Self.accordion(.single, open: false)),
            NewChild("A", preferring: .primary, content: try Self.accordion(.multiple, open: true)),
        ])
        #expect(ChildMaker.isAmbiguous(both))
    }

    /// With one policy the maker makes what the state has, and the state's target is reached
    /// again from its root alone.
    @Test func theStatesTargetIsReachedAgainFromItsRoot() throws {
        let both = try SplitState<String>(primary: [
            NewChild("A", preferring: .primary, content: try Self.accordion(.multiple, open: false)),
            NewChild("A", preferring: .primary, content: try Self.accordion(.multiple, open: true)),
        ])
        #expect(!ChildMaker.isAmbiguous(both))
        let maker = ChildMaker.remembering(contentOf: both)
        var navigator = SplitNavigator(state: try SplitState<String>(primary: [
            NewChild("A", preferring: .primary, content: try Self.accordion(.multiple, open: false)),
        ]))
        let target = NavigationTarget(both)
        try navigator.reach(target, making: maker)
        #expect(navigator.state.shows(target))
    }

    /// A pop from two accordions of one route under two policies: the reach law reaches the
    /// state before the pop, and passes.
    @Test func theReachLawPassesAfterPoppingAnAccordionOfAnotherPolicy() throws {
        let both = try SplitState<String>(primary: [
            NewChild("A", preferring: .primary, content: try Self.accordion(.single, open: false)),
            NewChild("A", preferring: .primary, content: try Self.accordion(.multiple, open: true)),
        ])
        let pop = EventKind<String>(name: "pop", weight: 1) { _, _ in .pop(.primary) }
        var runner = FlowRunner(starts: .fixed(both), events: EventGenerator(kinds: [pop], routes: .oneOf("A")))
        runner.sequences = 1
        runner.length = 1
        runner.laws = [.reachesTargets]
        let report = runner.run()
        #expect(report.failure == nil, "\(report.failure.map { "\($0.violation)" } ?? "")")
    }
}
