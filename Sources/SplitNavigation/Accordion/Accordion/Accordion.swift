/// A tree of expandable rows — panels, their rows, and rows under rows — as a pure value:
/// operations return what changed on screen, and nothing is drawn or fetched here.
///
/// ```swift
/// var accordion = try Accordion<String>(policy: .single, nodes: [
///     AccordionNode(id: 1, value: "Mail", children: [
///         AccordionNode(id: 2, value: "Inbox", destination: RowDestination("inbox")),
///     ]),
///     AccordionNode(id: 3, value: "Calendar"),
/// ])
/// let changes = try accordion.expand(1)   // inserts row 1 ("Inbox"), reloads row 0
/// accordion.visibleCount                  // 3
/// try accordion.select(2)                 // reloads row 1; accordion.selection is 2
/// ```
///
/// Top-level nodes are panels; any row may have children. Expansion is kept per node id, so it
/// survives inserts, removals and moves; the ``policy`` limits how many siblings are open at
/// once. Any level can page in its children (``beginPage(_:)``), showing a loading row meanwhile.
///
/// Lookups between rows, ids and index paths, and expanding or collapsing, take O(log *n*)
/// whatever the tree's shape, and no operation recurses as deep as the tree. Every operation
/// succeeds or throws an ``AccordionError`` and leaves the value as it was.
///
/// It is deliberately not a view, a data source or a fetcher: drawing rows and loading pages
/// are the app's.
public struct Accordion<Value: Hashable & Codable & Sendable> {
    /// The tree's shape, expansion, paging and rows.
    @usableFromInline var outline: AccordionOutline
    /// Each node's value and destination, by slot; `nil` for the root and free slots.
    @usableFromInline var payloads: [AccordionPayload<Value>?]
    /// The selected node, kept by id (see ``selection``).
    @usableFromInline var selectedNode: AccordionNodeID?

    /// An empty accordion.
    ///
    /// - Complexity: O(1).
    public init(policy: AccordionExpansionPolicy = .multiple) {
        outline = AccordionOutline(policy: policy)
        payloads = [nil]
    }

    /// An accordion holding `nodes` as its panels.
    ///
    /// Expanded nodes count as opened in pre-order, so where a sibling group has more expanded
    /// nodes than the policy allows, its last ones stay open.
    ///
    /// - Throws: ``AccordionError/Code/duplicateNode`` if two nodes share an id.
    /// - Complexity: O(*n*).
    public init(policy: AccordionExpansionPolicy = .multiple, nodes: [AccordionNode<Value>]) throws(AccordionError) {
        self.init(policy: policy)
        try insert(contentsOf: nodes, under: nil, at: nil)
    }

    /// An accordion holding `nodes` with `selection` selected, visible or not.
    ///
    /// - Throws: ``AccordionError/Code/duplicateNode`` if two nodes share an id;
    ///   ``AccordionError/Code/unknownNode`` if `selection` is not one of them.
    /// - Complexity: O(*n*).
    public init(
        policy: AccordionExpansionPolicy = .multiple, nodes: [AccordionNode<Value>], selection: AccordionNodeID?
    ) throws(AccordionError) {
        try self.init(policy: policy, nodes: nodes)
        if let selection {
            guard contains(selection) else {
                throw AccordionError(.unknownNode, "the selection \(selection) is not one of the nodes")
            }
            selectedNode = selection
        }
    }

    /// How many siblings may be expanded at once.
    ///
    /// - Complexity: O(1).
    public var policy: AccordionExpansionPolicy { outline.policy }

    /// The number of nodes, visible or not.
    ///
    /// - Complexity: O(1).
    public var count: Int { outline.nodeCount }

    /// Whether the accordion has no nodes.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool { outline.nodeCount == 0 }

    /// Ends every mutation: normalizes its change set and re-checks the invariants.
    func finish(_ changes: AccordionChangeSet) -> AccordionChangeSet {
        var changes = changes
        changes.normalize()
        _checkInvariants()
        return changes
    }

    /// Stores the values of newly inserted nodes.
    mutating func storePayloads(_ batch: FlatAccordionNodes<Value>, inSlots slots: [Int]) {
        if payloads.count < outline.slots.count {
            payloads.append(contentsOf: repeatElement(nil, count: outline.slots.count - payloads.count))
        }
        for index in 0..<min(slots.count, batch.payloads.count) {
            payloads[slots[index]] = batch.payloads[index]
        }
    }
}

/// What the accordion keeps of a node besides its shape.
@usableFromInline
struct AccordionPayload<Value: Hashable & Codable & Sendable>: Hashable, Sendable {
    var label: RowLabel<Value>
    var destination: RowDestination<Value>?
}

extension Accordion: Sendable {}
