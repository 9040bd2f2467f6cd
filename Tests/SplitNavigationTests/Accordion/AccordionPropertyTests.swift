import Foundation
import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// Random operation sequences from fixed seeds. After every step: the accordion agrees with the
/// naive ``ReferenceAccordion`` (same success or error, same rows, values, opened orders and
/// paging), the change set turns the old rows into the new ones, every lookup agrees with a
/// naive walk, the policy holds, a failed event changed nothing; every few steps the JSON round
/// trip is the identity. A failure names the seed and prints the start and the events as JSON,
/// which replays them.
@Suite(.cpuBound) struct AccordionPropertyTests {
    static let policies: [AccordionExpansionPolicy] = [
        .multiple, .single, (try? .atMost(2)) ?? .single, (try? .atMost(3)) ?? .single,
    ]
    static let seeds: [UInt64] = [1, 2, 3, 42, 2024]
    static let steps = 300

    @Test(arguments: policies, seeds)
    func randomOperations(policy: AccordionExpansionPolicy, seed: UInt64) throws {
        var random = SplitMix64(seed: seed &* 7919 &+ UInt64(policy.limit ?? 0))
        var events = EventSource()
        var accordion = try StringAccordion(policy: policy, nodes: events.subtrees(&random, count: 4, depth: 3))
        let start = accordion
        var reference = ReferenceAccordion(accordion)
        var log: [AccordionEvent<String>] = []
        var outcomes: [String: Int] = [:]
        for step in 1...Self.steps {
            let event = events.next(for: accordion, &random)
            log.append(event)
            let before = accordion
            let (outcome, problems) = applyAndCheck(event, to: &accordion)
            switch outcome {
            case .success: outcomes["ok", default: 0] += 1
            case .failure(let error): outcomes[error.code.rawValue, default: 0] += 1
            }
            let expectedError = reference.apply(event)
            var all = problems + consistencyProblems(accordion) + disagreements(accordion, reference)
            if case .failure(let error) = outcome {
                if error.code != expectedError { all.append("failed with \(error), the reference says \(String(describing: expectedError))") }
            } else if let expectedError {
                all.append("succeeded, the reference says \(expectedError)")
            }
            if case .success(let changes) = outcome {
                all += openedOrderProblems(event, changes, before: before, after: accordion)
            }
            if step % 10 == 0 || step == Self.steps {
                all += roundTripProblems(accordion) + roundTripProblems(event)
            }
            if !all.isEmpty {
                Issue.record("""
                    seed \(seed), policy \(policy), step \(step): \(all.prefix(3).joined(separator: "; "))
                    start: \(json(start))
                    events: \(json(log))
                    """)
                return
            }
        }
        // The generator must reach both successes and the interesting errors.
        #expect((outcomes["ok"] ?? 0) > Self.steps / 2, "\(outcomes)")
        #expect(outcomes.count >= 5, "\(outcomes)")
    }

    /// After an expansion, the siblings that closed are the least recently opened, and the
    /// expanded node is the most recently opened.
    private func openedOrderProblems(
        _ event: AccordionEvent<String>, _ changes: AccordionChangeSet,
        before: StringAccordion, after: StringAccordion
    ) -> [String] {
        let id: AccordionNodeID
        switch event {
        case .expand(let node), .toggle(let node): id = node
        default: return []
        }
        guard let wasExpanded = try? before.isExpanded(id), !wasExpanded,
              let parent = try? before.parent(of: id),
              let opened = try? before.openedOrder(under: parent),
              let now = try? after.openedOrder(under: parent)
        else { return [] }
        let closing = max(0, opened.count + 1 - (before.policy.limit ?? Int.max))
        let closed = changes.notifications.compactMap { notification -> AccordionNodeID? in
            if case .didCollapse(let node) = notification { node } else { nil }
        }
        var problems: [String] = []
        if closed != Array(opened.prefix(closing)) {
            problems.append("expanding \(id) closed \(closed), not the least recently opened of \(opened)")
        }
        if now != Array(opened.dropFirst(closing)) + [id] {
            problems.append("after expanding \(id) the opened order is \(now), was \(opened)")
        }
        let expected: [AccordionNotification] = closed.flatMap { [.willCollapse($0), .didCollapse($0)] }
            + [.willExpand(id), .didExpand(id)]
        if changes.notifications != expected {
            problems.append("notifications \(changes.notifications), expected \(expected)")
        }
        return problems
    }

    private func roundTripProblems(_ accordion: StringAccordion) -> [String] {
        do {
            let (decoded, text) = try roundTrip(accordion)
            let (_, again) = try roundTrip(decoded)
            var problems: [String] = []
            if decoded != accordion { problems.append("JSON round trip changed the accordion: \(text)") }
            if decoded.hashValue != accordion.hashValue { problems.append("round trip changed the hash") }
            if decoded.visibleRows != accordion.visibleRows { problems.append("round trip changed the rows") }
            if again != text { problems.append("re-encoding is not stable") }
            return problems
        } catch {
            return ["JSON round trip threw \(error)"]
        }
    }

    private func roundTripProblems(_ event: AccordionEvent<String>) -> [String] {
        do {
            let (decoded, text) = try roundTrip(event)
            return decoded == event ? [] : ["event round trip changed \(text)"]
        } catch {
            return ["event round trip threw \(error)"]
        }
    }

    private func disagreements(_ accordion: StringAccordion, _ reference: ReferenceAccordion) -> [String] {
        var problems: [String] = []
        if accordion.visibleRows != reference.rows {
            problems.append("rows \(accordion.visibleRows), the reference has \(reference.rows)")
        }
        if accordion.selection != reference.selection {
            problems.append("selection \(String(describing: accordion.selection)), the reference has \(String(describing: reference.selection))")
        }
        if accordion.count != reference.parent.count { problems.append("\(accordion.count) nodes, the reference has \(reference.parent.count)") }
        for id in [nil] + reference.parent.keys.map(Optional.some) {
            if (try? accordion.openedOrder(under: id)) != (reference.opened[id] ?? []) {
                problems.append("opened order under \(String(describing: id)) differs from \(reference.opened[id] ?? [])")
            }
            if (try? accordion.paging(of: id)) != (reference.paging[id] ?? .idle) {
                problems.append("paging of \(String(describing: id)) differs")
            }
            if (try? accordion.children(of: id)) != (reference.children[id] ?? []) {
                problems.append("children of \(String(describing: id)) differ")
            }
            if let id, let (label, destination) = reference.payload[id],
               (try? accordion.label(of: id)) != label || (try? accordion.destination(of: id)) != destination {
                problems.append("label of \(id) differs")
            }
        }
        return problems
    }

    private func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
    }
}

/// Makes random events for an accordion, mostly valid, some deliberately not.
struct EventSource {
    private var nextID = 1

    mutating func subtrees(_ random: inout SplitMix64, count: Int, depth: Int) -> [Node] {
        (0..<count).map { _ in subtree(&random, depth: depth) }
    }

    /// A small random subtree with fresh ids.
    mutating func subtree(_ random: inout SplitMix64, depth: Int) -> Node {
        let id = nextID
        nextID += 1
        let childCount = depth > 0 ? Int.random(in: 0...3, using: &random) : 0
        let children = (0..<childCount).map { _ in subtree(&random, depth: depth - 1) }
        return Node(
            id: AccordionNodeID(id), value: "v\(id)",
            destination: Bool.random(using: &random) ? RowDestination("r\(id)", column: .detail) : nil,
            isExpanded: Int.random(in: 0..<3, using: &random) == 0,
            children: children
        )
    }

    mutating func next(for accordion: StringAccordion, _ random: inout SplitMix64) -> AccordionEvent<String> {
        let ids = accordion.allIDs
        func anyID() -> AccordionNodeID {
            // Now and then an id that no node has.
            if ids.isEmpty || Int.random(in: 0..<25, using: &random) == 0 { return AccordionNodeID(-7) }
            return ids.randomElement(using: &random) ?? AccordionNodeID(-7)
        }
        func anyParent() -> AccordionNodeID? {
            Int.random(in: 0..<4, using: &random) == 0 ? nil : anyID()
        }
        func loadingParent() -> AccordionNodeID? {
            // Mostly a node (or the top level) that is loading, so pages get ended.
            let loading = ([nil] + ids.map(Optional.some)).filter { (try? accordion.paging(of: $0)) == .loading }
            if Int.random(in: 0..<4, using: &random) > 0, let pick = loading.randomElement(using: &random) { return pick }
            return anyParent()
        }
        func anyIndex(under parent: AccordionNodeID?) -> Int? {
            let count = (try? accordion.children(of: parent).count) ?? 0
            switch Int.random(in: 0..<10, using: &random) {
            case 0: return nil
            case 1: return count + 2  // out of range
            default: return Int.random(in: 0...count, using: &random)
            }
        }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<14: return .toggle(anyID())
        case 14..<22: return .expand(anyID())
        case 22..<28: return .collapse(anyID())
        case 28..<30: return .expandAll
        case 30..<32: return .collapseAll
        case 32..<35: return .selectNode(anyID())
        case 35: return .deselect
        case 36..<52:
            let parent = anyParent()
            var node = subtree(&random, depth: Int.random(in: 0...2, using: &random))
            if Int.random(in: 0..<15, using: &random) == 0, let used = ids.randomElement(using: &random) {
                node.id = used  // duplicate
            }
            if accordion.count > 120, let victim = ids.randomElement(using: &random) {
                return .remove(victim)  // keep trees small enough to check in full
            }
            return .insert(node, parent: parent, index: anyIndex(under: parent))
        case 52..<60: return .remove(anyID())
        case 60..<74:
            let parent = anyParent()
            return .move(anyID(), parent: parent, index: anyIndex(under: parent))
        case 74..<80:
            let id = anyID()
            let value = Bool.random(using: &random) ? "v\(id.rawValue)" : "w\(Int.random(in: 0..<3, using: &random))"
            return .replace(id, value: value, destination: Bool.random(using: &random) ? RowDestination("x", column: .primary) : nil)
        case 80..<88: return .beginPage(anyParent())
        case 88..<96:
            let children = subtrees(&random, count: Int.random(in: 0...3, using: &random), depth: 1)
            return .endPage(loadingParent(), children: children, exhausted: Int.random(in: 0..<4, using: &random) == 0)
        default: return .cancelPage(loadingParent())
        }
    }
}
