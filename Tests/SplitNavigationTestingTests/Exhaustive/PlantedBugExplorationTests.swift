import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// Exhaustive exploration finds the planted bugs the random runner finds (those that need no
/// accordion), each with a sequence no longer than the random runner's shrunk one, from two
/// small starts (two columns, and three with a supplementary child) and the standard alphabet
/// over one route.
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

    func expectFound<Navigator: TestableNavigator>(
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
}
