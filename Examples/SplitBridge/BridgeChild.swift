import SplitNavigation

/// A child as the protocol prints it: `{"id":1,"route":"Mailboxes","column":"primary"}`, plus,
/// for a child a list's selection showed, `"openedBy":{"list":2,"row":"Lunch?"}`, for an
/// accordion child, its visible rows — what a front end draws — rather than the whole
/// saved tree:
///
/// ```json
/// "rows":[{"id":1,"value":"On My Mac","depth":0,"expanded":true,"hasChildren":true},
///         {"id":2,"value":"Inbox","depth":1,"expanded":false,"hasChildren":false,"selected":true},
///         {"loading":true,"parent":1,"depth":1}]
/// ```
///
/// (`"selected":true` on the row of the accordion's selection, when that row is shown; a row
/// labelled with a title has `"title":"Mailboxes"` instead of a `value`)
///
/// and for a tab group child, its tab bar (``BridgeTabBar``).
struct BridgeChild: Encodable {
    let child: Child<BridgeRoute>
    /// Whether a tab group child's tab bar is printed; a change that carries the tab `action`
    /// instead leaves it out.
    let drawsTabBar: Bool

    init(child: Child<BridgeRoute>) {
        self.init(child: child, drawsTabBar: true)
    }

    init(child: Child<BridgeRoute>, drawsTabBar: Bool) {
        self.child = child
        self.drawsTabBar = drawsTabBar
    }

    enum CodingKeys: String, CodingKey {
        case id, route, column, openedBy, rows, tabBar
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(child.id, forKey: .id)
        try container.encode(child.route, forKey: .route)
        try container.encode(child.preferredColumn, forKey: .column)
        try container.encodeIfPresent(child.openedBy, forKey: .openedBy)
        if let accordion = child.content.accordion {
            try container.encode(accordion.visibleRows.map { BridgeRow(row: $0, accordion: accordion) }, forKey: .rows)
        }
        if drawsTabBar, let group = child.content.tabs {
            try container.encode(BridgeTabBar(group: group), forKey: .tabBar)
        }
    }
}

/// One visible row of an accordion child.
struct BridgeRow: Encodable {
    let row: AccordionRow
    let accordion: Accordion<BridgeRoute>

    enum CodingKeys: String, CodingKey {
        case id, value, title, depth, expanded, hasChildren, destination, loading, parent, selected
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(row.depth, forKey: .depth)
        switch row.kind {
        case .node(let id):
            try container.encode(id, forKey: .id)
            switch try accordion.label(of: id) {
            case .value(let value): try container.encode(value, forKey: .value)
            case .title(let title): try container.encode(title, forKey: .title)
            }
            try container.encode(row.isExpanded, forKey: .expanded)
            try container.encode(row.hasChildren, forKey: .hasChildren)
            try container.encodeIfPresent(try accordion.destination(of: id), forKey: .destination)
            if accordion.selection == id { try container.encode(true, forKey: .selected) }
        case .loading(let parent):
            try container.encode(true, forKey: .loading)
            try container.encodeIfPresent(parent, forKey: .parent)
        }
    }
}
