import SplitNavigation
import SplitNavigationTesting
import Testing

/// The testing kit's counts, weights and limits at the edges of `Int`: a runner given them
/// still runs (doing little or nothing where a count is negative) and never traps.
@Suite("Hostile values: the testing kit's knobs")
struct HostileKnobsTests {
    static func weights(
        _ value: Int, accordionPercent: Int, invalidPercent: Int, maxChildren: Int, maxAccordionNodes: Int
    ) -> EventWeights {
        var weights = EventWeights()
        weights.push = value
        weights.showDetail = value
        weights.replaceTop = value
        weights.pop = value
        weights.popTo = value
        weights.popChild = value
        weights.popToRoot = value
        weights.back = value
        weights.setLayout = value
        weights.setVisibility = value
        weights.restore = value
        weights.accordion = value
        weights.accordionPercent = accordionPercent
        weights.invalidPercent = invalidPercent
        weights.maxChildren = maxChildren
        weights.maxAccordionNodes = maxAccordionNodes
        var actions = AccordionEventWeights()
        actions.expand = value
        actions.collapse = value
        actions.toggle = value
        actions.expandAll = value
        actions.collapseAll = value
        actions.select = value
        actions.insert = value
        actions.remove = value
        actions.move = value
        actions.replace = value
        actions.beginPage = value
        actions.endPage = value
        actions.cancelPage = value
        weights.accordionActions = actions
        return weights
    }

    // `maxAccordionNodes` stays small at the top: it is the size of the accordions the kit
    // builds, and `Int.max` of them is a request for more memory than exists, not a trap.
    @Test(arguments: [
        (Int.min, Int.min, Int.min, Int.min, Int.min), (-1, -1, -1, -1, -1), (0, 0, 0, 0, 0),
        // Caps below any count, with events that meet them: valid ones, and accordion ones.
        (100, 100, 0, Int.min, Int.min), (Int.max, 50, 20, Int.min, Int.min), (1, Int.max, Int.min, -1, -1),
        (Int.max, Int.max, Int.max, Int.max, 8), (Int.max, 50, 10, 3, 3),
    ])
    func runnersWithHostileWeightsRunAndPass(
        weight: Int, accordionPercent: Int, invalidPercent: Int, maxChildren: Int, maxAccordionNodes: Int
    ) {
        let weights = Self.weights(
            weight, accordionPercent: accordionPercent, invalidPercent: invalidPercent,
            maxChildren: maxChildren, maxAccordionNodes: maxAccordionNodes)
        var runner = FlowRunner(routes: .names, weights: weights)
        runner.sequences = 5
        runner.length = 40
        runner.run().expectPassed()
    }

    @Test(arguments: [Int.min, -1, 0])
    func negativeCountsRunNothing(count: Int) {
        var runner = FlowRunner(routes: .names)
        runner.sequences = count
        runner.length = count
        runner.shrinkBudget = count
        let report = runner.run()
        report.expectPassed()
        #expect(report.statistics.events == 0)
    }

    @Test func randomNumbersAtTheEdges() {
        var random = SplitMix64(seed: 7)
        let belowMin = random.int(below: Int.min)
        let belowZero = random.int(below: 0)
        let belowMax = random.int(below: Int.max)
        _ = random.int(in: Int.min...Int.max)
        let atMax = random.int(in: Int.max...Int.max)
        let atMin = random.int(in: Int.min...Int.min)
        let never = random.chance(percent: Int.min)
        let always = random.chance(percent: Int.max)
        let none = random.weightedIndex([Int.min, 0, -1])
        let heavy = random.weightedIndex([Int.min, Int.max, Int.max])
        #expect(belowMin == 0 && belowZero == 0 && belowMax >= 0)
        #expect(atMax == Int.max && atMin == Int.min)
        #expect(!never && always)
        #expect(none == nil && heavy != 0 && heavy != nil)
    }
}
