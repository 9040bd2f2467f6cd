/// One node of the flat JSON forms: the subtree's (``AccordionNode``) and the accordion's.
///
/// Keys that hold their default (`parent`, `destination`, `expanded`, `opened`, `paging`) are
/// left out. A node has a `value` or, labelled with a title (``RowLabel``), a `title`.
struct AccordionNodeRecord<Value: Hashable & Codable & Sendable>: Codable {
    var id: AccordionNodeID
    var parent: AccordionNodeID?
    var value: Value?
    var title: String?
    var destination: RowDestination<Value>?
    /// Subtrees only: whether the node is expanded.
    var expanded: Bool?
    /// Accordions only: the expanded node's rank in its siblings' opened order (0 = first).
    var opened: Int?
    /// Accordions only: the node's paging state.
    var paging: AccordionPaging?
}

extension AccordionNode: Codable {
    /// Decodes the flat form: an array of nodes in which the first is this node and every
    /// other names an earlier node as its `parent`.
    ///
    /// - Throws: ``AccordionError`` with code ``AccordionError/Code/invalidAccordion`` when the
    ///   list is empty, an id repeats, or a parent is missing or does not precede its child.
    /// - Complexity: O(*n*), without recursion.
    public init(from decoder: any Decoder) throws {
        let records = try decoder.singleValueContainer().decode([AccordionNodeRecord<Value>].self)
        self = try Self(records: records, path: codingPathDescription(decoder.codingPath))
    }

    /// The subtree a flat form's records hold, checked as ``init(from:)`` checks them.
    ///
    /// - Throws: ``AccordionError`` as ``init(from:)`` throws it, naming `path`.
    /// - Complexity: O(*n*), without recursion.
    init(records: [AccordionNodeRecord<Value>], path: String) throws(AccordionError) {
        guard let first = records.first else {
            throw AccordionError.invalidAccordion("the subtree at \(path) has no node: it needs at least one")
        }
        guard first.parent == nil else {
            throw AccordionError.invalidAccordion("node \(first.id) at \(path)[0], the subtree's root, names a parent")
        }
        var indexOfID: [AccordionNodeID: Int] = [:]
        var flat = FlatAccordionNodes<Value>()
        flat.reserveCapacity(records.count)
        for (index, record) in records.enumerated() {
            guard indexOfID.updateValue(index, forKey: record.id) == nil else {
                throw AccordionError.invalidAccordion("node \(record.id) at \(path)[\(index)] appears twice in the subtree")
            }
            var parent = -1
            if index > 0 {
                guard let named = record.parent, let parentIndex = indexOfID[named], parentIndex < index else {
                    throw AccordionError.invalidAccordion(
                        "node \(record.id) at \(path)[\(index)] does not name an earlier node of the subtree as its parent")
                }
                parent = parentIndex
            }
            flat.append(
                id: record.id, parent: parent, isExpanded: record.expanded ?? false,
                label: try record.label(path: "\(path)[\(index)]"), destination: record.destination
            )
        }
        let roots = AccordionNode.unflatten(flat)
        guard roots.count == 1, let root = roots.first else {
            throw AccordionError.invalidAccordion("a subtree has exactly one root")
        }
        self = root
    }

    /// Encodes the flat form: the subtree's nodes in pre-order, each but the first naming its
    /// parent, e.g. `[{"id":1,"title":"Mail","expanded":true},{"id":2,"parent":1,"value":"Inbox"}]`.
    ///
    /// - Complexity: O(*n*), without recursion.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(flatRecords())
    }

    /// The records of the flat form ``encode(to:)`` writes.
    ///
    /// - Complexity: O(*n*), without recursion.
    func flatRecords() -> [AccordionNodeRecord<Value>] {
        let flat = AccordionNode.flatten([self])
        return (0..<flat.count).map { index in
            let parent = flat.tree.parents[index]
            return AccordionNodeRecord(
                id: flat.tree.ids[index],
                parent: parent >= 0 ? flat.tree.ids[parent] : nil,
                label: flat.payloads[index].label,
                destination: flat.payloads[index].destination,
                expanded: flat.tree.isExpanded[index] ? true : nil,
                opened: nil,
                paging: nil
            )
        }
    }
}

extension AccordionNodeRecord {
    /// A record of a node with this label.
    init(
        id: AccordionNodeID, parent: AccordionNodeID?, label: RowLabel<Value>, destination: RowDestination<Value>?,
        expanded: Bool?, opened: Int?, paging: AccordionPaging?
    ) {
        self.init(
            id: id, parent: parent, value: label.value, title: label.title, destination: destination,
            expanded: expanded, opened: opened, paging: paging)
    }

    /// The record's label: its `value` or its `title`, exactly one.
    ///
    /// - Throws: ``AccordionError/Code/invalidAccordion`` naming `path`.
    func label(path: String) throws(AccordionError) -> RowLabel<Value> {
        try RowLabel(value: value, title: title, path: path)
    }
}
