extension Accordion: Codable {
    /// The version of the JSON form this code writes; decoding rejects any other.
    ///
    /// - Complexity: O(1).
    public static var formatVersion: Int { 1 }

    private enum CodingKeys: String, CodingKey {
        case format, policy, paging, nodes, selection
    }

    /// Encodes the flat, versioned JSON form: the policy, the top level's paging, and every
    /// node in pre-order, each naming its parent (panels name none):
    ///
    /// ```json
    /// {"format":1,"policy":"single","paging":"idle","nodes":[
    ///   {"id":1,"value":"Mail","opened":0},
    ///   {"id":2,"parent":1,"value":"Inbox","destination":{"route":"inbox","column":"detail"}},
    ///   {"id":3,"value":"Calendar","paging":"exhausted"}]}
    /// ```
    ///
    /// `opened` is present exactly on expanded nodes: their rank in their siblings' opened
    /// order, 0 for the least recently opened. Nodes' `paging` is left out when `idle`.
    /// `"selection": <id>` names the selected node, when there is one.
    ///
    /// - Complexity: O(*n*), without recursion.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .format)
        try container.encode(policy, forKey: .policy)
        try container.encode(topLevelPaging, forKey: .paging)
        try container.encode(nodeRecords(), forKey: .nodes)
        try container.encodeIfPresent(selectedNode, forKey: .selection)
    }

    /// Decodes the JSON form, checking every invariant: parents precede their children, and each
    /// sibling group's `opened` ranks are exactly 0, 1, … within the policy.
    ///
    /// - Throws: ``AccordionError`` with code ``AccordionError/Code/invalidAccordion`` naming the
    ///   broken rule, or the decoder's errors for malformed input.
    /// - Complexity: O(*n*), without recursion.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let path = codingPathDescription(decoder.codingPath)
        let format = try container.decode(Int.self, forKey: .format)
        guard format == Self.formatVersion else {
            throw AccordionError.invalidAccordion("format \(format) at \(path).format is not supported (expected \(Self.formatVersion))")
        }
        let policy: AccordionExpansionPolicy
        do {
            policy = try container.decode(AccordionExpansionPolicy.self, forKey: .policy)
        } catch let error as AccordionError {
            throw AccordionError.invalidAccordion("policy at \(path).policy: \(error.message)")
        }
        let paging = try container.decodeIfPresent(AccordionPaging.self, forKey: .paging) ?? .idle
        let records = try container.decode([AccordionNodeRecord<Value>].self, forKey: .nodes)
        var accordion = try Self.restore(policy: policy, paging: paging, records: records, path: "\(path).nodes")
        if let selection = try container.decodeIfPresent(AccordionNodeID.self, forKey: .selection) {
            try accordion.restoreSelection(selection, path: path)
        }
        self = accordion
    }

    /// The top level's paging, as the JSON form's `paging` holds it.
    var topLevelPaging: AccordionPaging { outline.slots[AccordionOutline.rootSlot].paging }

    /// The records of the JSON form's `nodes` (see ``encode(to:)``).
    ///
    /// - Complexity: O(*n*), without recursion.
    func nodeRecords() -> [AccordionNodeRecord<Value>] {
        let order = outline.preorder()
        var rank = [Int](filledWith: -1, count: outline.slots.count)
        for parent in [AccordionOutline.rootSlot] + order {
            for (position, child) in outline.openChildren(of: parent).enumerated() {
                rank[child] = position
            }
        }
        var records: [AccordionNodeRecord<Value>] = []
        records.reserveCapacity(order.count)
        for slot in order {
            guard let payload = payloads[slot] else { continue }
            let node = outline.slots[slot]
            records.append(AccordionNodeRecord(
                id: node.id,
                parent: outline.id(ofSlot: node.parent),
                label: payload.label,
                destination: payload.destination,
                expanded: nil,
                opened: rank[slot] >= 0 ? rank[slot] : nil,
                paging: node.paging == .idle ? nil : node.paging
            ))
        }
        return records
    }

    /// Selects `selection` as a saved accordion names it.
    ///
    /// - Throws: ``AccordionError/Code/invalidAccordion`` when `selection` is not a node.
    mutating func restoreSelection(_ selection: AccordionNodeID, path: String) throws(AccordionError) {
        guard contains(selection) else {
            throw .invalidAccordion("\(path).selection: \(selection) is not a node of the accordion")
        }
        selectedNode = selection
    }

    /// Builds an accordion from its records, validating them in non-generic code
    /// (``AccordionOutline/restore(policy:paging:places:path:)``).
    static func restore(
        policy: AccordionExpansionPolicy, paging: AccordionPaging, records: [AccordionNodeRecord<Value>], path: String
    ) throws(AccordionError) -> Accordion {
        var places: [AccordionOutline.SavedPlace] = []
        places.reserveCapacity(records.count)
        for index in records.indices {
            places.append(AccordionOutline.SavedPlace(
                id: records[index].id, parent: records[index].parent, opened: records[index].opened, paging: records[index].paging
            ))
        }
        let (outline, placeOfSlot) = try AccordionOutline.restore(policy: policy, paging: paging, places: places, path: path)
        var payloads: [AccordionPayload<Value>?] = [nil]
        payloads.reserveCapacity(records.count + 1)
        for index in placeOfSlot {
            let label = try records[index].label(path: "\(path)[\(index)]")
            payloads.append(AccordionPayload(label: label, destination: records[index].destination))
        }
        let accordion = Accordion(outline: outline, payloads: payloads)
        accordion._checkInvariants()
        return accordion
    }

    /// An accordion of a built outline and its values, nothing selected.
    private init(outline: AccordionOutline, payloads: [AccordionPayload<Value>?]) {
        self.outline = outline
        self.payloads = payloads
    }
}
