/// What makes a child of a target look as it did besides its route: the row a list highlights,
/// an accordion's selected and expanded nodes, a tab group's selected tab.
///
/// Every field is optional: `nil` leaves that part of the child as the state has it (or as
/// the app's ``ChildMaker`` makes it), as a target's `nil` visibility does.
///
/// ```swift
/// var target = NavigationTarget<MailRoute>(primary: [.mailboxes], supplementary: [.mailbox("Inbox")], detail: [.message(42)])
/// target.setLook(ChildLook(selectedNode: 7), of: .primary, at: 0)                              // the sidebar highlights Inbox
/// target.setLook(ChildLook(selectedRow: .message(42), selectedTab: "focused"), of: .supplementary, at: 0)
/// ```
///
/// JSON: `{"row":<route>,"node":7,"expanded":[1,7],"tab":"focused"}`, absent fields left out.
public struct ChildLook<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The row a plain list selected (``NavigationEvent/selectRow(_:in:showing:)``): the first
    /// child of the column to the list's right remembers it in ``Child/openedBy``.
    public var selectedRow: Route?
    /// An accordion child's selected node (``Accordion/selection``).
    public var selectedNode: AccordionNodeID?
    /// An accordion child's expanded nodes, ascending, hidden ones included
    /// (``Accordion/expandedNodes``); an empty list collapses every node.
    public var expandedNodes: [AccordionNodeID]? {
        didSet {
            if let expandedNodes, !Self.isAscending(expandedNodes) { self.expandedNodes = Array(Set(expandedNodes)).sorted() }
        }
    }
    /// A tab group child's selected tab; the target's children above it and to its right are
    /// that tab's.
    public var selectedTab: TabID?

    /// A look; `expandedNodes` is kept ascending and without repeats.
    public init(
        selectedRow: Route? = nil, selectedNode: AccordionNodeID? = nil, expandedNodes: [AccordionNodeID]? = nil,
        selectedTab: TabID? = nil
    ) {
        self.selectedRow = selectedRow
        self.selectedNode = selectedNode
        self.expandedNodes = expandedNodes.map { Self.isAscending($0) ? $0 : Array(Set($0)).sorted() }
        self.selectedTab = selectedTab
    }

    /// Whether the look leaves the whole child as it is.
    public var isEmpty: Bool {
        selectedRow == nil && selectedNode == nil && expandedNodes == nil && selectedTab == nil
    }

    /// Whether `nodes` ascend strictly: sorted, without repeats.
    private static func isAscending(_ nodes: [AccordionNodeID]) -> Bool {
        zip(nodes, nodes.dropFirst()).allSatisfy { $0 < $1 }
    }

    /// Whether a kept child with `content` can take the look by events: a tab group with the
    /// tab, an accordion with the nodes whose policy allows the expansion. Reaching replaces a
    /// child that cannot.
    @usableFromInline
    package func canBeTaken(by content: ChildContent<Route>) -> Bool {
        if let tab = selectedTab, content.tabs?.tab(tab) == nil { return false }
        guard selectedNode != nil || expandedNodes != nil else { return true }
        guard let accordion = content.accordion, selectedNode.map(accordion.contains) ?? true else { return false }
        guard let expandedNodes else { return true }
        var openSiblings: [AccordionNodeID?: Int] = [:]
        for id in expandedNodes {
            guard accordion.contains(id) else { return false }
            openSiblings[try? accordion.parent(of: id), default: 0] += 1
        }
        return !openSiblings.values.contains(where: accordion.policy.isExceeded)
    }

    /// Whether `accordion` already has this look's selection and expansion.
    func isMet(by accordion: Accordion<Route>) -> Bool {
        (selectedNode == nil || accordion.selection == selectedNode)
            && (expandedNodes == nil || accordion.expandedNodes == expandedNodes)
    }
}

extension ChildLook: Codable {
    enum CodingKeys: String, CodingKey {
        case selectedRow = "row", selectedNode = "node", expandedNodes = "expanded", selectedTab = "tab"
    }

    /// Reads a look; absent fields are `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            selectedRow: try container.decodeIfPresent(Route.self, forKey: .selectedRow),
            selectedNode: try container.decodeIfPresent(AccordionNodeID.self, forKey: .selectedNode),
            expandedNodes: try container.decodeIfPresent([AccordionNodeID].self, forKey: .expandedNodes),
            selectedTab: try container.decodeIfPresent(TabID.self, forKey: .selectedTab))
    }

    /// Writes a look, leaving out `nil` fields.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(selectedRow, forKey: .selectedRow)
        try container.encodeIfPresent(selectedNode, forKey: .selectedNode)
        try container.encodeIfPresent(expandedNodes, forKey: .expandedNodes)
        try container.encodeIfPresent(selectedTab, forKey: .selectedTab)
    }
}
