import SplitNavigation

/// The shape of an accordion's tree, as both the library and the baseline build it: nodes
/// `1...count` in pre-order, each naming its parent (0 for a panel), all expanded, so every node
/// is a visible row.
public struct TreeShape: Sendable {
    /// The three shapes the accordion suite measures.
    public enum Kind: String, CaseIterable, Sendable {
        /// One panel holding every other node as a row.
        case onePanel
        /// Panels of ten: a panel and its nine rows.
        case smallPanels
        /// A spine of nodes, each the last child of the one before, with nine leaf rows under
        /// each: depth grows by one every ten rows, to `count / 10` at the bottom.
        case deepTree
    }

    public let kind: Kind
    /// `parents[i]` is the parent of node `i + 1`, or 0 for a panel.
    public let parents: [Int]

    public var count: Int { parents.count }

    public init(_ kind: Kind, count: Int) {
        self.kind = kind
        var parents = [Int](repeating: 0, count: count)
        for index in 0..<count {
            let id = index + 1
            switch kind {
            case .onePanel:
                parents[index] = id == 1 ? 0 : 1
            case .smallPanels:
                parents[index] = index % 10 == 0 ? 0 : id - index % 10
            case .deepTree:
                // Node 10k + 1 is the spine node of level k; its parent is the spine node above.
                let spine = index - index % 10 + 1
                parents[index] = index % 10 == 0 ? (index == 0 ? 0 : spine - 10) : spine
            }
        }
        self.parents = parents
    }

    /// Whether a node has children (the nodes a toggle can open and close).
    public func hasChildren(_ id: Int) -> Bool {
        switch kind {
        case .onePanel: id == 1
        case .smallPanels: (id - 1) % 10 == 0
        case .deepTree: (id - 1) % 10 == 0 && id + 1 <= count
        }
    }

    /// The library's accordion of this shape, every node expanded.
    ///
    /// Built bottom up from the pre-order list, without recursion.
    public func accordion() -> Accordion<MailRoute> {
        var children = [[AccordionNode<MailRoute>]](repeating: [], count: count + 1)
        for index in stride(from: count - 1, through: 0, by: -1) {
            let id = index + 1
            var own: [AccordionNode<MailRoute>] = []
            swap(&own, &children[id])
            own.reverse()
            let node = AccordionNode(
                id: AccordionNodeID(id), value: MailRoute.mailbox(id),
                destination: RowDestination(.message(id)), isExpanded: true, children: own)
            children[parents[index]].append(node)
        }
        do {
            return try Accordion(policy: .multiple, nodes: children[0].reversed())
        } catch {
            fatalError("the shape's ids are unique: \(error)")
        }
    }
}
