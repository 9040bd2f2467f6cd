import SplitNavigation
@testable import SplitNavigationTesting
import Testing

/// The accordion generator's survey, read in one pass over an accordion's storage
/// (`Accordion.preorderSummary()`), answers as the public lookups do, node by node: the events
/// it makes from a seed depend on every answer, their order included.
@Suite("Accordion survey")
struct AccordionSurveyTests {
    @Test func theSurveyAnswersAsThePublicLookups() throws {
        var random = SplitMix64(seed: 0x5EED_0A11)
        var weights = EventWeights()
        weights.accordionPercent = 60
        weights.maxAccordionNodes = 8
        let generator = EventGenerator.standard(routes: .names, weights: weights)
        let starts = StartGenerator.random(routes: .names, weights: weights)
        var navigator = SplitNavigator(state: try starts.start(using: &random))
        var surveyed = 0, sawHidden = false, sawLoading = false
        for step in 0..<3_000 {
            if step % 60 == 0 { navigator = SplitNavigator(state: try starts.start(using: &random)) }
            for accordion in navigator.state.children.compactMap({ $0.content.accordion }) {
                try expectSameAnswers(AccordionSurvey(accordion), accordion, "step \(step)")
                surveyed += 1
                sawHidden = sawHidden || !AccordionSurvey(accordion).hidden.isEmpty
                sawLoading = sawLoading || AccordionSurvey.isLoading(accordion)
            }
            _ = try? navigator.send(generator.event(for: navigator.state, using: &random))
        }
        #expect(surveyed > 1_000 && sawHidden && sawLoading, "\(surveyed) accordions surveyed")
    }

    func expectSameAnswers(_ survey: AccordionSurvey<String>, _ accordion: Accordion<String>, _ context: String) throws {
        // The reference: pre-order through `children(of:)`, the top level first.
        var ids: [AccordionNodeID] = []
        var pending = try accordion.children(of: nil).reversed() as [AccordionNodeID]
        while let id = pending.popLast() {
            ids.append(id)
            pending += try accordion.children(of: id).reversed()
        }
        #expect(survey.ids == ids, "\(context)")
        #expect(survey.maxID == ids.map(\.rawValue).reduce(0, max), "\(context)")
        let visibleIDs = Set(accordion.visibleRows.compactMap(\.id))
        #expect(survey.visible == ids.filter { visibleIDs.contains($0) }, "\(context)")
        #expect(survey.hidden == ids.filter { !visibleIDs.contains($0) }, "\(context)")
        #expect(survey.parents == (try ids.filter { !(try accordion.children(of: $0)).isEmpty }), "\(context)")
        let unknown = AccordionNodeID(ids.map(\.rawValue).reduce(0, max) + 1)
        #expect(survey.children(of: nil) == (try accordion.children(of: nil)), "\(context)")
        #expect(survey.children(of: unknown).isEmpty, "\(context)")
        #expect(survey.subtree(of: unknown) == [unknown], "\(context)")
        for id in ids {
            #expect(survey.children(of: id) == (try accordion.children(of: id)), "\(context): children of \(id)")
            var subtree: Set<AccordionNodeID> = []
            var below = [id]
            while let next = below.popLast() {
                subtree.insert(next)
                below += try accordion.children(of: next)
            }
            #expect(survey.subtree(of: id) == subtree, "\(context): subtree of \(id)")
        }
        let loading = try accordion.paging(of: nil) == .loading || ids.contains { try accordion.paging(of: $0) == .loading }
        #expect(AccordionSurvey.isLoading(accordion) == loading, "\(context)")
        for state in [AccordionPaging.idle, .loading, .exhausted] {
            let top: [AccordionNodeID?] = try accordion.paging(of: nil) == state ? [nil] : []
            let nodes: [AccordionNodeID?] = try ids.filter { try accordion.paging(of: $0) == state }
            #expect(survey.nodes(paging: state) == top + nodes, "\(context): \(state)")
        }
    }
}
