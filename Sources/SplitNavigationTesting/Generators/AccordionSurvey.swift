import SplitNavigation

/// What the accordion event generator needs to know about one accordion, read in one pass
/// (``Accordion/preorderSummary()``): every node in pre-order, its parent and children, which
/// rows are visible, and the paging of every node and of the top level.
///
/// Lookups scan the summary: an accordion the generator makes has a few dozen nodes at most,
/// and a dictionary per lookup kind, filled for every event made, cost more than the scans.
struct AccordionSurvey<Value: Hashable & Codable & Sendable> {
    let accordion: Accordion<Value>
    /// Every node id, in pre-order.
    let ids: [AccordionNodeID]
    /// Every node, in pre-order, with its parent's place and its visibility.
    private let nodes: [Accordion<Value>.NodeSummary]
    /// The paging of the top level.
    private let topPaging: AccordionPaging
    /// The largest id in use; 0 for an empty accordion.
    let maxID: Int

    init(_ accordion: Accordion<Value>) {
        self.accordion = accordion
        nodes = accordion.preorderSummary()
        ids = nodes.map { $0.id }
        maxID = ids.reduce(0) { max($0, $1.rawValue) }
        topPaging = (try? accordion.paging(of: nil)) ?? .idle
    }

    /// Whether the accordion's top level or one of its nodes is loading a page.
    ///
    /// - Complexity: O(*n*).
    static func isLoading(_ accordion: Accordion<Value>) -> Bool {
        (try? accordion.paging(of: nil)) == .loading || accordion.preorderSummary().contains { $0.paging == .loading }
    }

    /// The children of a node, or the panels for `nil`, in order; none for an unknown id.
    func children(of parent: AccordionNodeID?) -> [AccordionNodeID] {
        let place: Int
        if let parent {
            guard let found = ids.firstIndex(of: parent) else { return [] }
            place = found
        } else {
            place = -1
        }
        return nodes.filter { $0.parent == place }.map { $0.id }
    }

    /// The nodes a row shows, in pre-order.
    var visible: [AccordionNodeID] {
        nodes.filter { $0.isVisible }.map { $0.id }
    }

    /// The top level (`nil`) if its paging is `state`, then the nodes whose paging is, in
    /// pre-order.
    func nodes(paging state: AccordionPaging) -> [AccordionNodeID?] {
        var found: [AccordionNodeID?] = topPaging == state ? [nil] : []
        for node in nodes where node.paging == state { found.append(node.id) }
        return found
    }

    /// The nodes no row shows, because an ancestor is collapsed.
    var hidden: [AccordionNodeID] {
        nodes.filter { !$0.isVisible }.map { $0.id }
    }

    /// The nodes that have children.
    var parents: [AccordionNodeID] {
        nodes.filter { $0.hasChildren }.map { $0.id }
    }

    /// The node and its descendants: in pre-order, the node and the run of nodes after it that
    /// descend from it.
    func subtree(of id: AccordionNodeID) -> Set<AccordionNodeID> {
        guard let top = ids.firstIndex(of: id) else { return [id] }
        var result: Set<AccordionNodeID> = [id]
        var place = top + 1
        // A node after the top descends from it when its parent is the top or a descendant,
        // which in pre-order means a place from the top on, before this one.
        while place < nodes.count, nodes[place].parent >= top {
            result.insert(nodes[place].id)
            place += 1
        }
        return result
    }

    /// An id that no node has: past the largest, below the smallest, or far away.
    func unknownID(using random: inout SplitMix64) -> AccordionNodeID {
        let candidates = [maxID < Int.max ? maxID + 1 : -1, -1, 0, 1_000_000]
        let id = AccordionNodeID(random.element(of: candidates) ?? -1)
        return ids.contains(id) ? AccordionNodeID(Int.min) : id
    }

    /// Whether the event succeeds on the accordion (for a selection: whether the row can be
    /// selected). Tried on a copy; the accordion is small.
    func accepts(_ event: AccordionEvent<Value>) -> Bool {
        var copy = accordion
        do throws(AccordionError) {
            if case .selectNode(let id) = event {
                _ = try copy.select(id)
            } else {
                try copy.apply(event)
            }
            return true
        } catch {
            return false
        }
    }
}
