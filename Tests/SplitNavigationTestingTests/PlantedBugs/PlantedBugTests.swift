import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// The runner finds planted bugs and shrinks them to a handful of events.
@Suite("Planted bugs are found and shrunk", .cpuBound)
struct PlantedBugTests {
    func runner(laws: Set<NavigationLaw> = Set(NavigationLaw.allCases), lawSampling: Int? = nil) -> FlowRunner<String> {
        // The planted bugs are in single events; batches (checked by the laws tests) would only
        // make their counterexamples longer to shrink.
        var weights = EventWeights()
        weights.batch = 0
        var runner = FlowRunner(routes: .names, weights: weights)
        runner.sequences = 300
        runner.length = 60
        runner.seed = 11
        runner.laws = laws
        runner.placeholder = .always("Select")
        if let lawSampling { runner.lawSampling = lawSampling }
        return runner
    }

    func expectFound<Navigator: SplitNavigating>(
        _ navigator: Navigator.Type, laws: Set<NavigationLaw> = Set(NavigationLaw.allCases), lawSampling: Int? = nil,
        by expected: Set<NavigationLaw>, atMost maxEvents: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) where Navigator.Route == String {
        let report = runner(laws: laws, lawSampling: lawSampling).run(Navigator.self)
        guard let failure = report.failure else {
            Issue.record("the planted bug in \(Navigator.self) was not found", sourceLocation: sourceLocation)
            return
        }
        guard case .law(let law) = failure.violation.check else {
            Issue.record("unexpected check \(failure.violation.check)", sourceLocation: sourceLocation)
            return
        }
        #expect(expected.contains(law), "found by \(law): \(failure)", sourceLocation: sourceLocation)
        #expect(failure.events.count <= maxEvents, "shrunk only to \(failure.events.count): \(failure)", sourceLocation: sourceLocation)
        // Shrinking cut events, unless the start itself already failed (a bug in collapsing can
        // show in the start's own round trip; then it simplified the start), or the failing
        // sequence was already that short.
        #expect(
            failure.originalLength > failure.events.count || failure.violation.step == nil || failure.originalLength <= maxEvents,
            "\(failure)", sourceLocation: sourceLocation)
        // The shrunk recording still fails the same way when replayed on its own.
        if let recording = failure.recording {
            let replayed = runner(laws: laws, lawSampling: lawSampling).replay(Navigator.self, recording, shrinking: false)
            #expect(replayed.failure?.violation.check == failure.violation.check, sourceLocation: sourceLocation)
        }
        // And its seed replays it.
        if let seed = failure.seed {
            let again = runner(laws: laws, lawSampling: lawSampling).replay(Navigator.self, seed: seed)
            #expect(again.failure?.events == failure.events, sourceLocation: sourceLocation)
            // The report's replay line names the type, so it compiles when pasted.
            let line = "Replay: runner.replay(\(Navigator.self).self, seed: 0x"
            #expect(failure.description.contains(line), "\(failure)", sourceLocation: sourceLocation)
        }
    }

    @Test func collapsePutsDetailUnderPrimary() {
        expectFound(DetailUnderPrimaryOnCollapse.self, by: [.splitCollapseRoundTrip, .referenceModel, .commutesWithSplit], atMost: 2)
    }

    @Test func collapsePutsDetailUnderPrimaryFoundByTheModelAlone() {
        expectFound(DetailUnderPrimaryOnCollapse.self, laws: [.referenceModel], by: [.referenceModel], atMost: 2)
    }

    // Three events: the random start this seed draws has no detail children, and the shrinker
    // never adds children to a start, so it keeps the showDetail and the collapse that make them.
    @Test func compactPopRemovesTheWrongChild() {
        expectFound(CompactPopRemovesWrongChild.self, by: [.commutesWithSplit, .referenceModel], atMost: 3)
    }

    @Test func compactShowDetailInsertsUnderPrimary() {
        // Invisible to the split laws: only the reference model catches it.
        let lawsOnly = runner(laws: Set(NavigationLaw.allCases).subtracting([.referenceModel])).run(CompactShowDetailUnderPrimary.self)
        #expect(lawsOnly.passed)
        expectFound(CompactShowDetailUnderPrimary.self, by: [.referenceModel], atMost: 3)
    }

    @Test func rejectedEventChangesTheState() {
        expectFound(RejectedPopClearsDetailOnly.self, by: [.errorsChangeNothing], atMost: 3)
    }

    @Test func changesForgetThePlaceholder() {
        expectFound(ForgetsPlaceholderChanges.self, by: [.changesReproducePresentation], atMost: 2)
    }

    @Test func collapseForgetsTheSupplementaryColumn() throws {
        expectFound(
            // A dropped supplementary child with an accordion or tab group is lost content too.
            CollapseForgetsSupplementary.self, by: [.splitCollapseRoundTrip, .referenceModel, .commutesWithSplit, .layoutKeepsAccordions],
            atMost: 2)
        let failure = try #require(runner().run(CollapseForgetsSupplementary.self).failure)
        #expect(failure.recording?.start.columns == .three, "\(failure)")
        #expect(failure.swiftCode.contains("columns: .three"), "\(failure)")
    }

    @Test func showSupplementaryKeepsTheDetailColumn() throws {
        expectFound(ShowSupplementaryKeepsDetail.self, by: [.referenceModel, .commutesWithSplit], atMost: 3)
        let failure = try #require(runner().run(ShowSupplementaryKeepsDetail.self).failure)
        let last = try #require(failure.events.last)
        guard case .showSupplementary = last else {
            Issue.record("expected the counterexample to end with showSupplementary: \(failure)")
            return
        }
    }

    @Test func mediumWidthDropsTheDetailTop() {
        expectFound(MediumWidthDropsDetailTop.self, by: [.widthAndVisibilityKeepStacks], atMost: 2)
        expectFound(MediumWidthDropsDetailTop.self, laws: [.referenceModel], by: [.referenceModel], atMost: 2)
    }

    @Test func presentationIgnoresVisibility() {
        expectFound(PresentationIgnoresVisibility.self, by: [.visibleColumnsInSplit], atMost: 1)
    }

    @Test func collapseClosesAccordions() throws {
        expectFound(CollapseClosesAccordions.self, by: [.layoutKeepsAccordions], atMost: 2)
        // One accordion of one expanded row is left, with the simplest routes, in the start or
        // created by the one event.
        let failure = try #require(runner().run(CollapseClosesAccordions.self).failure)
        let accordions = try #require(failure.recording?.start).children.compactMap(\.content.accordion)
            + failure.events.flatMap { event -> [Accordion<String>] in
                switch event {
                case .push(let child, _), .replaceTop(_, let child): [child.content.accordion].compactMap { $0 }
                case .showDetail(let children), .showSupplementary(let children): children.compactMap(\.content.accordion)
                default: []
                }
            }
        #expect(accordions.count == 1 && accordions.first?.count == 1, "\(failure)")
        #expect(accordions.first?.nodes.first?.value == "A", "\(failure)")
    }

    @Test func collapseClosesAccordionsFoundWithoutTheAccordionLaw() {
        // The round trip and the model see it too, under their own names.
        let laws = Set(NavigationLaw.allCases).subtracting([.layoutKeepsAccordions])
        expectFound(CollapseClosesAccordions.self, laws: laws, by: [.splitCollapseRoundTrip, .referenceModel], atMost: 2)
    }

    @Test func accordionStorageDamageIsFoundThoughContentsCompareEqual() {
        // Equality compares what an accordion holds, not how it stores it, so the damaged
        // accordion equals the one it was made from: the invariants law must not take equality
        // as a reason to leave out the full check. Every law on every step: on a sampled step the
        // damaged accordion would live on, and the generator's next edit of it traps in a build
        // with the library's internal checks (CI's), before any law could report it.
        expectFound(VisibilityDamagesAccordionStorage.self, lawSampling: 1, by: [.invariants], atMost: 2)
    }

    @Test func collapseDismissesModals() {
        expectFound(CollapseDismissesModals.self, by: [.layoutKeepsModals], atMost: 2)
    }

    @Test func collapseDismissesModalsFoundWithoutTheModalLaw() {
        // The round trip and the model see it too, under their own names.
        let laws = Set(NavigationLaw.allCases).subtracting([.layoutKeepsModals])
        expectFound(CollapseDismissesModals.self, laws: laws, by: [.splitCollapseRoundTrip, .referenceModel], atMost: 2)
    }

    @Test func tabSelectForgetsDetail() {
        expectFound(TabSelectForgetsDetail.self, laws: [.tabSelectionRestores], by: [.tabSelectionRestores], atMost: 4)
        // With every law, the model (or the commutation law, in compact layout) may see it first.
        expectFound(TabSelectForgetsDetail.self, by: [.tabSelectionRestores, .referenceModel, .commutesWithSplit], atMost: 4)
    }

    @Test func updatesForgetTheirRows() {
        expectFound(UpdatesForgetRows.self, by: [.changesReproducePresentation], atMost: 2)
    }

    // Three events: the random start this seed draws has no accordion, and the shrinker never
    // adds content to a start, so it keeps the collapse, the accordion's push and its selection.
    @Test func compactSelectOpensNothing() {
        expectFound(CompactSelectOpensNothing.self, by: [.commutesWithSplit, .referenceModel], atMost: 3)
    }
}
