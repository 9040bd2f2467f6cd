import Foundation
import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// The laws are only as strong as the situations the generated flows reach.
@Suite("Event generators", .cpuBound)
struct EventGeneratorTests {
    @Test("The standard generator reaches every event, every rejection and the tricky states, accordions, modals, tab groups and three columns included")
    func coverage() {
        var runner = FlowRunner(routes: .names)
        // Enough events that the rarest rejection (an exhausted page) comes up, and every other
        // accordion rejection ten times, with every kind in the mix (`select`, `raise`, the modal
        // and tab kinds included), which thins the accordion's share.
        runner.sequences = 600
        runner.length = 60
        runner.seed = 1
        let counter = SituationCounter()
        runner.properties.append(FlowProperty("count situations") { step in
            counter.record(step.state)
            return nil
        })
        let report = runner.run()
        report.expectPassed()
        let statistics = report.statistics
        for name in NavigationEvent<String>.eventNames {
            #expect(statistics.accepted[name, default: 0] >= (name == "restore" ? 40 : 100), "\(name) accepted \(statistics.accepted[name, default: 0]) times")
        }
        for code in [NavigationError.Code.rootCannotBePopped, .columnEmpty, .unknownChild] {
            #expect(statistics.rejected[code, default: 0] >= 100, "\(code) seen \(statistics.rejected[code, default: 0]) times")
        }
        #expect(statistics.rejected[.idsExhausted, default: 0] >= 5)
        // Modal events with no modal up, and tab events naming a tab the group lacks or a child
        // that is no tab group.
        for code in [NavigationError.Code.noModal, .unknownTab, .notATabGroup] {
            #expect(statistics.rejected[code, default: 0] >= 20, "\(code) seen \(statistics.rejected[code, default: 0]) times")
        }
        // Naming the supplementary column of a two-column split, and restoring the other column count.
        #expect(statistics.rejected[.columnNotInSplit, default: 0] >= 100, "\(statistics.rejected)")
        // Every accordion operation is accepted, and every rejection an accordion event can meet.
        for action in ["expand", "collapse", "toggle", "expandAll", "collapseAll", "select", "insert", "remove", "move",
                       "replace", "beginPage", "endPage", "cancelPage"] {
            let count = statistics.acceptedAccordionActions[action, default: 0]
            #expect(count >= 15, "accordion \(action) accepted \(count) times")
        }
        #expect(statistics.acceptedAccordionActions.values.reduce(0, +) == statistics.accepted["accordion"])
        let accordionCodes: [AccordionError.Code] = [
            .unknownNode, .hiddenNode, .indexOutOfRange, .duplicateNode, .moveIntoDescendant, .alreadyLoading, .notLoading,
            .pageExhausted,
        ]
        for code in [.notAnAccordion] + accordionCodes.map({ NavigationError.Code(rawValue: $0.rawValue) }) {
            let count = statistics.rejected[code, default: 0]
            // An exhausted page needs a page ended as the last one first: the rarest rejection.
            #expect(count >= (code.rawValue == "pageExhausted" ? 1 : 10), "\(code) seen \(count) times")
        }
        let total = statistics.accepted.values.reduce(0, +) + statistics.rejected.values.reduce(0, +)
        #expect(total == statistics.events)
        // Most events are accepted: the invalid share is 10 %, plus events with no valid variant.
        #expect(statistics.rejected.values.reduce(0, +) * 4 < statistics.events)
        let counts = counter.counts
        #expect(counts.keptAside >= 500 && counts.interleaved >= 500, "\(counts)")
        // Three-column splits are about half the states, at every width, under every
        // visibility and medium-width policy, with supplementary children in compact stacks too.
        #expect(counts.threeColumns * 3 > counts.states && counts.threeColumns * 3 < counts.states * 2, "\(counts)")
        #expect(counts.supplementaryInCompact >= 500, "\(counts)")
        // Sheets through layout changes and over one another, and tabs that keep stacks to restore.
        #expect(counts.compactUnderModal >= 500 && counts.nestedModals >= 200 && counts.storedTabStacks >= 500, "\(counts)")
        for (situation, count) in counts.threeColumnSituations {
            #expect(count >= 300, "three-column states \(situation): \(count)")
        }
    }

    @Test("Pushes, showDetail and showSupplementary respect the depth cap")
    func depthCap() {
        // Starts have up to 3 + 2 + 2 children: the cap at that, no restores, so only events grow a state.
        var weights = EventWeights()
        weights.maxChildren = 7
        weights.restore = 0
        var runner = FlowRunner(routes: .names, weights: weights)
        runner.sequences = 100
        runner.properties.append(.invariant("at most 7 children") { state, _ in state.children.count <= 7 })
        runner.run().expectPassed()
    }

    @Test("The invalid share is tunable")
    func invalidShare() {
        func rejectedShare(_ percent: Int) -> Double {
            var weights = EventWeights()
            weights.invalidPercent = percent
            var runner = FlowRunner(routes: .names, weights: weights)
            runner.sequences = 100
            let statistics = runner.run().statistics
            return Double(statistics.rejected.values.reduce(0, +)) / Double(statistics.events)
        }
        let none = rejectedShare(0)
        let many = rejectedShare(60)
        #expect(none < 0.1, "\(none)")
        #expect(many > 0.55, "\(none) → \(many)")
    }

    @Test("Kinds compose: weights of zero turn kinds off, custom kinds join in")
    func composition() {
        var weights = EventWeights()
        weights.setLayout = 0
        weights.restore = 0
        let settings = EventKind<String>(name: "openSettings", weight: 20) { context, _ in
            context.hasRoom(for: 1) ? .push(NewChild("Settings", preferring: .detail)) : nil
        }
        let generator = EventGenerator.standard(routes: .oneOf("A", "B"), weights: weights).adding(settings)
        var random = SplitMix64(seed: 3)
        var navigator = try? SplitNavigator<String>(primary: ["Root"])
        var sawSettings = false
        for _ in 0..<2_000 {
            guard let state = navigator?.state else { break }
            let event = generator.event(for: state, using: &random)
            if case .setLayout = event { Issue.record("setLayout has weight 0") }
            if case .restore = event { Issue.record("restore has weight 0") }
            if case .push(let child, _) = event, child.route == "Settings" { sawSettings = true }
            _ = try? navigator?.send(event)
        }
        #expect(sawSettings)
    }

    @Test("A generator with nothing to offer sends a no-op")
    func nothingToOffer() throws {
        let generator = EventGenerator<String>(kinds: [.push(weight: 0)], routes: .names)
        var random = SplitMix64(seed: 1)
        let state = try SplitState<String>(primary: [NewChild("A", preferring: .primary)], layout: .compact)
        #expect(generator.event(for: state, using: &random) == .setLayout(.compact))
    }

    @Test("The same seed gives the same events")
    func determinism() throws {
        let generator = EventGenerator.standard(routes: .names)
        let start = try SplitState<String>(primary: [NewChild("A", preferring: .primary)])
        func events() -> [NavigationEvent<String>] {
            var random = SplitMix64(seed: 99)
            var navigator = SplitNavigator(state: start)
            return (0..<200).map { _ in
                let event = generator.event(for: navigator.state, using: &random)
                _ = try? navigator.send(event)
                return event
            }
        }
        #expect(events() == events())
    }
}

/// Counts states with a kept-aside stack, and compact stacks with detail children below
/// primary ones: the two shapes the compact rules single out; and three-column states by width,
/// visibility and medium-width policy.
/// (A lock rather than `Mutex`, which needs macOS 15.)
final class SituationCounter: @unchecked Sendable {
    struct Counts: CustomStringConvertible {
        var states = 0
        var keptAside = 0
        var interleaved = 0
        var threeColumns = 0
        var supplementaryInCompact = 0
        var threeColumnSituations: [String: Int] = [:]
        /// States with a modal over a compact stack, and with a modal over another modal.
        var compactUnderModal = 0
        var nestedModals = 0
        /// States with a tab group that stores another tab's stacks.
        var storedTabStacks = 0

        var description: String {
            "\(states) states: kept aside \(keptAside), interleaved \(interleaved), three columns \(threeColumns), "
                + "supplementary in compact \(supplementaryInCompact), compact under a modal \(compactUnderModal), "
                + "nested modals \(nestedModals), stored tab stacks \(storedTabStacks)"
        }
    }

    private let lock = NSLock()
    private var tally = Counts()

    init() {
        for width in Width.allCases { tally.threeColumnSituations["width \(width)"] = 0 }
        for visibility in ColumnVisibility.allCases { tally.threeColumnSituations["visibility \(visibility)"] = 0 }
        for policy in MediumWidthPolicy.allCases { tally.threeColumnSituations["medium \(policy)"] = 0 }
    }

    var counts: Counts { lock.withLock { tally } }

    func record(_ state: SplitState<String>) {
        let keptAside = !state.keptAside.isEmpty
        var interleaved = false
        if let stack = state.compactStack, let firstDetail = stack.firstIndex(where: { $0.preferredColumn == .detail }) {
            interleaved = stack[firstDetail...].contains { $0.preferredColumn == .primary }
        }
        let supplementaryInCompact = state.compactStack?.contains { $0.preferredColumn == .supplementary } ?? false
        let storesStacks = state.children.contains { !($0.content.tabs?.storedChildren.isEmpty ?? true) }
        lock.withLock {
            tally.states += 1
            if state.layout == .compact, !state.modals.isEmpty { tally.compactUnderModal += 1 }
            if state.modals.count > 1 { tally.nestedModals += 1 }
            if storesStacks { tally.storedTabStacks += 1 }
            if keptAside { tally.keptAside += 1 }
            if interleaved { tally.interleaved += 1 }
            if supplementaryInCompact { tally.supplementaryInCompact += 1 }
            guard state.columns == .three else { return }
            tally.threeColumns += 1
            tally.threeColumnSituations["width \(state.width)", default: 0] += 1
            tally.threeColumnSituations["visibility \(state.visibility)", default: 0] += 1
            if state.width == .medium { tally.threeColumnSituations["medium \(state.mediumWidthPolicy)", default: 0] += 1 }
        }
    }
}
