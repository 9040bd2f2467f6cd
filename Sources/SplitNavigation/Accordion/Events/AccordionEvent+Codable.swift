extension AccordionEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, node, parent, index, value, title, destination, children, exhausted
    }

    /// The `"kind"` values.
    enum Kind: String, Codable {
        case expand, collapse, toggle, expandAll, collapseAll, select, deselect
        case insert, remove, move, replace, beginPage, endPage, cancelPage
    }

    /// Decodes the form ``encode(to:)`` writes.
    ///
    /// - Complexity: O(*k*) for *k* nodes carried by the event, without recursion.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func id() throws -> AccordionNodeID { try container.decode(AccordionNodeID.self, forKey: .node) }
        func optionalID() throws -> AccordionNodeID? { try container.decodeIfPresent(AccordionNodeID.self, forKey: .node) }
        func parent() throws -> AccordionNodeID? { try container.decodeIfPresent(AccordionNodeID.self, forKey: .parent) }
        func index() throws -> Int? { try container.decodeIfPresent(Int.self, forKey: .index) }
        switch try container.decode(Kind.self, forKey: .kind) {
        case .expand: self = try .expand(id())
        case .collapse: self = try .collapse(id())
        case .toggle: self = try .toggle(id())
        case .expandAll: self = .expandAll
        case .collapseAll: self = .collapseAll
        case .select: self = try .selectNode(id())
        case .deselect: self = .deselect
        case .insert:
            let node = try container.decode(AccordionNode<Value>.self, forKey: .children)
            self = try .insert(node, parent: parent(), index: index())
        case .remove: self = try .remove(id())
        case .move: self = try .move(id(), parent: parent(), index: index())
        case .replace:
            self = try .replace(
                id(),
                label: RowLabel(
                    value: container.decodeIfPresent(Value.self, forKey: .value),
                    title: container.decodeIfPresent(String.self, forKey: .title),
                    path: codingPathDescription(decoder.codingPath)),
                destination: container.decodeIfPresent(RowDestination<Value>.self, forKey: .destination)
            )
        case .beginPage: self = try .beginPage(optionalID())
        case .endPage:
            self = try .endPage(
                optionalID(),
                children: container.decodeIfPresent([AccordionNode<Value>].self, forKey: .children) ?? [],
                exhausted: container.decodeIfPresent(Bool.self, forKey: .exhausted) ?? false
            )
        case .cancelPage: self = try .cancelPage(optionalID())
        }
    }

    /// Encodes an object with a `kind` (the case name) and the case's fields: `node` (omitted
    /// for the top level), `parent`, `index`, `value` or `title`, `destination`, `exhausted`,
    /// `children`.
    ///
    /// ```json
    /// {"kind":"move","node":4,"parent":1,"index":0}
    /// ```
    ///
    /// - Complexity: O(*k*) for *k* nodes carried by the event, without recursion.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .expand(let id):
            try container.encode(Kind.expand, forKey: .kind)
            try container.encode(id, forKey: .node)
        case .collapse(let id):
            try container.encode(Kind.collapse, forKey: .kind)
            try container.encode(id, forKey: .node)
        case .toggle(let id):
            try container.encode(Kind.toggle, forKey: .kind)
            try container.encode(id, forKey: .node)
        case .expandAll:
            try container.encode(Kind.expandAll, forKey: .kind)
        case .collapseAll:
            try container.encode(Kind.collapseAll, forKey: .kind)
        case .selectNode(let id):
            try container.encode(Kind.select, forKey: .kind)
            try container.encode(id, forKey: .node)
        case .deselect:
            try container.encode(Kind.deselect, forKey: .kind)
        case .insert(let node, let parent, let index):
            try container.encode(Kind.insert, forKey: .kind)
            try container.encodeIfPresent(parent, forKey: .parent)
            try container.encodeIfPresent(index, forKey: .index)
            try container.encode(node, forKey: .children)
        case .remove(let id):
            try container.encode(Kind.remove, forKey: .kind)
            try container.encode(id, forKey: .node)
        case .move(let id, let parent, let index):
            try container.encode(Kind.move, forKey: .kind)
            try container.encode(id, forKey: .node)
            try container.encodeIfPresent(parent, forKey: .parent)
            try container.encodeIfPresent(index, forKey: .index)
        case .replace(let id, let label, let destination):
            try container.encode(Kind.replace, forKey: .kind)
            try container.encode(id, forKey: .node)
            try container.encodeIfPresent(label.value, forKey: .value)
            try container.encodeIfPresent(label.title, forKey: .title)
            try container.encodeIfPresent(destination, forKey: .destination)
        case .beginPage(let id):
            try container.encode(Kind.beginPage, forKey: .kind)
            try container.encodeIfPresent(id, forKey: .node)
        case .endPage(let id, let children, let exhausted):
            try container.encode(Kind.endPage, forKey: .kind)
            try container.encodeIfPresent(id, forKey: .node)
            try container.encode(children, forKey: .children)
            try container.encode(exhausted, forKey: .exhausted)
        case .cancelPage(let id):
            try container.encode(Kind.cancelPage, forKey: .kind)
            try container.encodeIfPresent(id, forKey: .node)
        }
    }
}
