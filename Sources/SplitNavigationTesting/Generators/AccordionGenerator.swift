import SplitNavigation

/// Small random accordions for generated children, and small random subtrees for inserts and
/// pages: panels and rows up to three levels deep, about a third of them expanded, half of them
/// with a destination in any column of the split, under `multiple`, `single` or `atMost(2)`.
/// Nodes whose ids are multiples of 3 have a title rather than a value (see ``label(id:value:)``).
enum AccordionGenerator {
    /// The content of a created child: `plain`, or ``EventWeights/accordionPercent`` of the time
    /// an accordion of 1 to ``EventWeights/maxAccordionNodes`` nodes with ids 1, 2, 3, …
    ///
    /// Draws nothing when `accordionPercent` is 0, so that such weights generate exactly what
    /// the kit generated before accordions existed.
    static func content<Route>(
        routes: RouteGenerator<Route>, columns: SplitColumns, weights: EventWeights, using random: inout SplitMix64
    ) -> ChildContent<Route> {
        guard weights.accordionPercent > 0, random.chance(percent: weights.accordionPercent) else { return .plain }
        let count = random.int(in: 1...max(1, weights.maxAccordionNodes))
        let nodes = subtrees(count: count, firstID: 1, maxDepth: 2, singleRoot: false, routes: routes, columns: columns, using: &random)
        let policy = policy(using: &random)
        guard let accordion = try? Accordion(policy: policy, nodes: nodes) else { return .plain }
        return .accordion(accordion)
    }

    /// A node's label: a title for ids that are multiples of 3, else `value`. Decided by the id
    /// rather than drawn, so that a seed draws the numbers it drew before titles existed.
    static func label<Route>(id: AccordionNodeID, value: Route) -> RowLabel<Route> {
        id.rawValue % 3 == 0 ? .title("Title \(id.rawValue)") : .value(value)
    }

    /// `multiple`, `single` or `atMost(2)`, uniformly.
    static func policy(using random: inout SplitMix64) -> AccordionExpansionPolicy {
        switch random.int(below: 3) {
        case 0: .multiple
        case 1: .single
        default: (try? .atMost(2)) ?? .single
        }
    }

    /// Subtrees of `count` nodes in all, with the ids `firstID`, `firstID + 1`, … in the order
    /// they were drawn (a parent before its children), at most `maxDepth` levels below their
    /// roots; one root when `singleRoot`; destinations in the columns of `columns`. Empty when
    /// the ids would overflow.
    static func subtrees<Route>(
        count: Int, firstID: Int, maxDepth: Int, singleRoot: Bool,
        routes: RouteGenerator<Route>, columns: SplitColumns, using random: inout SplitMix64
    ) -> [AccordionNode<Route>] {
        guard count > 0, firstID <= Int.max - count else { return [] }
        var parents: [Int] = []
        var depths: [Int] = []
        var attributes: [(value: Route, destination: RowDestination<Route>?, isExpanded: Bool)] = []
        for index in 0..<count {
            let candidates = (0..<index).filter { depths[$0] < maxDepth }
            // A new root one time in three, if allowed; the first node always is one.
            if candidates.isEmpty || (!singleRoot && random.int(below: 3) == 0) {
                parents.append(-1)
                depths.append(0)
            } else {
                let parent = candidates[random.int(below: candidates.count)]
                parents.append(parent)
                depths.append(depths[parent] + 1)
            }
            let value = routes.route(using: &random)
            let destination = random.bool()
                ? RowDestination(routes.route(using: &random), column: random.element(of: columns.all) ?? .detail) : nil
            attributes.append((value, destination, random.int(below: 3) == 0))
        }
        // Bottom-up: every parent precedes its children, so each node's children are complete
        // when it is built.
        var built = [[AccordionNode<Route>]](repeating: [], count: count)
        var roots: [AccordionNode<Route>] = []
        for index in (0..<count).reversed() {
            let id = AccordionNodeID(firstID + index)
            let node = AccordionNode(
                id: id, label: label(id: id, value: attributes[index].value),
                destination: attributes[index].destination, isExpanded: attributes[index].isExpanded,
                children: built[index].reversed())
            if parents[index] >= 0 {
                built[parents[index]].append(node)
            } else {
                roots.append(node)
            }
        }
        return roots.reversed()
    }
}
