import Foundation
import SplitNavigation
import SplitNavigationTestSupport
@testable import SplitNavigationTesting
import Testing

/// The reach kind and the reach law: generated reaches apply, keep and create children, and the
/// law holds on flows made mostly of them.
@Suite("Reach events and the reach law", .cpuBound)
struct ReachGenerationTests {
    @Test func theKindMakesBatchesThatKeepSomeChildrenAndCreateOthers() throws {
        let starts = StartGenerator<String>.random(routes: .names)
        let kind = EventKind<String>.reach(weight: 1)
        var random = SplitMix64(seed: 5)
        var (keptAny, createdAny, poppedAny) = (0, 0, 0)
        for sample in 0..<300 {
            let state = try starts.start(using: &random)
            let context = EventContext(state: state, routes: .names, weights: EventWeights(), wantsInvalid: false)
            guard case .batch(let events)? = kind.event(in: context, using: &random) else {
                Issue.record("sample \(sample): the reach kind made no batch")
                continue
            }
            var navigator = SplitNavigator(state: state)
            try navigator.send(.batch(events))
            let after = navigator.state
            #expect(after.children.count <= EventWeights().maxChildren, "sample \(sample)")
            // Its own target: nothing to do, but for a raise of the target's top in compact layout.
            #expect(try after.eventsToReach(NavigationTarget(after), reveal: false).isEmpty)
            let revealed = try after.eventsToReach(NavigationTarget(after))
            #expect(revealed.isEmpty || (after.layout == .compact && revealed.count == 1), "sample \(sample): \(revealed)")
            let before = Set(state.children.map(\.id))
            let now = Set(after.children.map(\.id))
            if before.count > 1, !before.intersection(now).subtracting([state.root.id]).isEmpty { keptAny += 1 }
            if !now.subtracting(before).isEmpty { createdAny += 1 }
            if !before.subtracting(now).isEmpty { poppedAny += 1 }
        }
        #expect(keptAny >= 30, "\(keptAny) reaches kept a child besides the root")
        #expect(createdAny >= 100, "\(createdAny) reaches created children")
        #expect(poppedAny >= 100, "\(poppedAny) reaches popped children")
    }

    @Test func theKindKeepsCutsDismissesAndPresentsModals() throws {
        let kind = EventKind<String>.reach(weight: 1)
        var random = SplitMix64(seed: 8)
        var counts: [String: Int] = [:]
        for sample in 0..<200 {
            // A sheet of two children under a full-screen cover.
            var navigator = try SplitNavigator<String>(primary: ["A"], detail: ["B"])
            try navigator.send(.present(NewChild("C", preferring: .detail)))
            try navigator.send(.modal(.push(NewChild("D", preferring: .detail))))
            try navigator.send(.present(NewChild("E", preferring: .detail), style: .fullScreenCover))
            let context = EventContext(state: navigator.state, routes: .names, weights: EventWeights(), wantsInvalid: false)
            guard case .batch(let events)? = kind.event(in: context, using: &random) else {
                Issue.record("sample \(sample): the reach kind made no batch")
                continue
            }
            try navigator.send(.batch(events))
            #expect(try navigator.state.eventsToReach(NavigationTarget(navigator.state), reveal: false).isEmpty, "sample \(sample)")
            for event in events {
                switch event {
                case .dismissModal: counts["dismiss", default: 0] += 1
                case .modal(.popTo): counts["cut", default: 0] += 1
                case .present: counts["present", default: 0] += 1
                default: break
                }
            }
            if navigator.state.modals.count == 3 { counts["three", default: 0] += 1 }
        }
        for way in ["dismiss", "cut", "present", "three"] {
            #expect(counts[way, default: 0] >= 20, "\(way) came up \(counts[way, default: 0]) times")
        }
    }

    @Test func theLawNamesAModalNotKeptOrNotReached() throws {
        var navigator = try SplitNavigator<String>(primary: ["A"])
        try navigator.send(.present(NewChild("C", preferring: .detail)))
        try navigator.send(.modal(.push(NewChild("D", preferring: .detail))))
        let state = navigator.state
        let target = NavigationTarget(state)
        typealias Checker = SequenceChecker<SplitNavigator<String>>
        #expect(Checker.modalsBroken(reaching: target, from: state, gives: state) == nil)
        // The same routes, presented anew: the sheet was not kept.
        var anew = navigator
        try anew.send(.batch([.dismiss, .present(NewChild("C", preferring: .detail)), .modal(.push(NewChild("D", preferring: .detail)))]))
        #expect(Checker.modalsBroken(reaching: target, from: state, gives: anew.state) == "did not keep the first 2 children of modal 0")
        // The root kept, the pushed child replaced by another with its route.
        var replaced = navigator
        try replaced.send(.modal(.replaceTop(NewChild("D", preferring: .detail))))
        #expect(Checker.modalsBroken(reaching: target, from: state, gives: replaced.state) == "did not keep the first 2 children of modal 0")
        var dismissed = navigator
        try dismissed.send(.dismiss)
        #expect(Checker.modalsBroken(reaching: target, from: state, gives: dismissed.state)?.hasPrefix("gives the modals []") == true)
    }

    @Test("The reach law holds on flows made mostly of reaches", arguments: CollapsePolicy.allCases)
    func reachLawOnReachHeavyFlows(policy: CollapsePolicy) {
        var weights = EventWeights()
        weights.reach = 40
        var runner = FlowRunner(routes: .oneOf("A", "B", "C"), weights: weights, policies: [policy])
        runner.sequences = 150
        runner.length = 40
        runner.seed = 15
        let report = runner.run()
        report.expectPassed()
        #expect(report.statistics.accepted["batch", default: 0] >= 1_000, "\(report.statistics.accepted)")
    }
}

/// The kit's link property on an app mapping that reads back, and on one that does not.
@Suite("The links-read-back property")
struct LinksReadBackTests {
    /// Routes whose segments lose case: "Inbox" reads back as "inbox".
    struct LossyRoute: LinkRoute {
        var name: String
        var linkSegment: String { name.lowercased() }
        init(name: String) { self.name = name }
        init?(linkSegment: String, column: Column) { name = linkSegment }
    }

    @Test func stringLinksReadBackOnRandomFlows() {
        var runner = FlowRunner(routes: .oneOf("A", "-", "a b", "x/y", "é?&="))
        runner.sequences = 60
        runner.length = 30
        runner.seed = 4
        runner.properties.append(.linksReadBack)
        runner.run().expectPassed()
    }

    @Test func aMappingThatLosesInformationFails() {
        var runner = FlowRunner<LossyRoute>(routes: .oneOf(LossyRoute(name: "a"), LossyRoute(name: "Inbox")))
        runner.sequences = 20
        runner.length = 20
        runner.seed = 4
        runner.routeLiteral = { "LossyRoute(name: \"\($0.name)\")" }
        runner.properties.append(.linksReadBack)
        let report = runner.run()
        #expect(!report.passed)
        #expect(report.failure?.violation.message.contains("reads back as") == true, "\(String(describing: report.failure?.violation))")
    }
}
