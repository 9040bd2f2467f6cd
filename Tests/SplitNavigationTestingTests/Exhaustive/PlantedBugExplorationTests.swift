import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// Exhaustive exploration finds every planted bug the random runner finds, each with a sequence
/// no longer than the random runner's shrunk one: those that need no accordion from two small
/// starts (two columns, and three with a supplementary child) and the standard alphabet over one
/// route; the accordion ones from a root with an accordion, adding the accordion alphabet.
@Suite("Exploration finds the planted bugs", .cpuBound)
struct PlantedBugExplorationTests {
    static func starts() throws -> [SplitState<String>] {
        [
            try SplitState(primary: [NewChild("A", preferring: .primary)]),
            try SplitState(
                primary: [NewChild("A", preferring: .primary)], supplementary: [NewChild("A", preferring: .supplementary)],
                columns: .three),
        ]
    }

    func expectFound<Navigator: SplitNavigating>(
        _ navigator: Navigator.Type, by expected: Set<NavigationLaw>, atMost maxEvents: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws where Navigator.Route == String {
        var runner = FlowRunner<String>(routes: .names)
        runner.placeholder = .always("Select")
        let report = runner.explore(
            Navigator.self, from: try Self.starts(), events: .standard(routes: ["A"]), depth: maxEvents, limit: 20_000)
        guard let failure = report.failure else {
            Issue.record("\(Navigator.self) passed \(report.states) states to depth \(report.depth)", sourceLocation: sourceLocation)
            return
        }
        let laws = Set(failure.violations.compactMap { if case .law(let law) = $0.check { law } else { nil } })
        #expect(!laws.isDisjoint(with: expected), "found by \(laws): \(failure)", sourceLocation: sourceLocation)
        #expect(failure.events.count <= maxEvents, sourceLocation: sourceLocation)
        // A start that fails (a collapse law checks the start's own collapse) is depth 0.
        #expect(report.depth == max(0, failure.events.count - 1), "every shorter sequence passed", sourceLocation: sourceLocation)
    }

    @Test func bugsInCollapsing() throws {
        try expectFound(DetailUnderPrimaryOnCollapse.self, by: [.splitCollapseRoundTrip, .referenceModel, .commutesWithSplit], atMost: 3)
        try expectFound(CollapseForgetsSupplementary.self, by: [.splitCollapseRoundTrip, .referenceModel, .commutesWithSplit], atMost: 2)
    }

    @Test func bugsInCompactEvents() throws {
        try expectFound(CompactPopRemovesWrongChild.self, by: [.commutesWithSplit, .referenceModel], atMost: 3)
        try expectFound(CompactShowDetailUnderPrimary.self, by: [.referenceModel], atMost: 3)
    }

    @Test func bugsInAnswersAndVisibility() throws {
        try expectFound(RejectedPopClearsDetailOnly.self, by: [.errorsChangeNothing], atMost: 3)
        try expectFound(ForgetsPlaceholderChanges.self, by: [.changesReproducePresentation], atMost: 2)
        try expectFound(PresentationIgnoresVisibility.self, by: [.visibleColumnsInSplit], atMost: 1)
    }

    @Test func bugsInColumnsAndWidths() throws {
        try expectFound(ShowSupplementaryKeepsDetail.self, by: [.referenceModel, .commutesWithSplit], atMost: 3)
        try expectFound(MediumWidthDropsDetailTop.self, by: [.widthAndVisibilityKeepStacks, .referenceModel], atMost: 2)
    }

    /// A bug that needs a list's selection: the random runner's shrunk counterexample is as short
    /// as the shortest sequence exploration finds (the shrinker renames the list a selection
    /// names when it drops the events that made other children).
    @Test func aBugThatNeedsASelectionShrinksAsShortAsExplorationFindsIt() throws {
        var explorer = FlowRunner<String>(routes: .names)
        explorer.placeholder = .always("Select")
        let explored = try #require(explorer.explore(
            SelectionOverChildrenForgetsRow.self, from: try Self.starts(), events: .standard(routes: ["A"]), depth: 3,
            limit: 20_000).failure)
        #expect(explored.events.contains { if case .selectRow = $0 { true } else { false } }, "\(explored)")
        var weights = EventWeights()
        weights.batch = 0
        for seed: UInt64 in [11, 12, 13] {
            var runner = FlowRunner<String>(routes: .names, weights: weights)
            runner.sequences = 300
            runner.length = 60
            runner.seed = seed
            runner.placeholder = .always("Select")
            let shrunk = try #require(runner.run(SelectionOverChildrenForgetsRow.self).failure, "seed \(seed)")
            #expect(shrunk.events.count <= explored.events.count, "seed \(seed): \(shrunk)\nexplored: \(explored)")
        }
    }

    @Test func bugsInAccordions() throws {
        // A primary root whose accordion has a panel with one row that opens a detail child.
        let accordion = try Accordion<String>(nodes: [
            AccordionNode(id: 1, value: "A", children: [AccordionNode(id: 2, value: "A", destination: RowDestination("A", column: .detail))]),
        ])
        let start = try SplitState<String>(primary: [NewChild("A", preferring: .primary, content: .accordion(accordion))])
        let alphabet = EventAlphabet<String>.standard(routes: ["A"]).adding(EventAlphabet.accordionNavigation.events)
        #expect(alphabet.events(start).contains(.accordion(1, .selectNode(2))))
        func found<Navigator: SplitNavigating>(_ navigator: Navigator.Type) -> FlowFailure<String>? where Navigator.Route == String {
            FlowRunner(routes: .names).explore(Navigator.self, from: [start], events: alphabet, depth: 3, limit: 20_000).failure
        }
        // Collapsing closes the panel: the law collapses every state reached, so one expansion
        // is enough to show it.
        let closes = try #require(found(CollapseClosesAccordions.self))
        #expect(closes.events == [.accordion(1, .expand(1))], "\(closes)")
        #expect(closes.violations.contains { $0.check == .law(.layoutKeepsAccordions) })
        // An expansion is an update whose rows the changes forget.
        let forgets = try #require(found(UpdatesForgetRows.self))
        #expect(forgets.events == [.accordion(1, .expand(1))], "\(forgets)")
        #expect(forgets.violations.contains { $0.check == .law(.changesReproducePresentation) })
        // A compact selection through the wrapper leaves the focus where it was: the shortest
        // way to see it collapses a state with a detail child and selects the panel.
        let opensNothing = try #require(found(CompactSelectOpensNothing.self))
        #expect(opensNothing.events.count == 3, "\(opensNothing)")
        #expect(opensNothing.events.last == .accordion(1, .selectNode(1)), "\(opensNothing)")
        #expect(opensNothing.violations.contains { $0.check == .law(.commutesWithSplit) || $0.check == .law(.referenceModel) })
    }
}
