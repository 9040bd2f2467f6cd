import SplitNavigation

/// The screens of the demo's mail app: a typed route, as an app would have.
enum MailRoute: Hashable, Codable, Sendable, CustomStringConvertible {
    case mailboxes
    case folder(String)
    case mailbox(String)
    case message(String)
    case attachment(String)
    case search
    case hint(String)

    var description: String {
        switch self {
        case .mailboxes: "Mailboxes"
        case .folder(let name): name
        case .mailbox(let name): "Mailbox: \(name)"
        case .message(let subject): "Message: \(subject)"
        case .attachment(let name): "Attachment: \(name)"
        case .search: "Search"
        case .hint(let text): text
        }
    }

    /// The mailboxes, as an accordion: one panel open at a time, each mailbox opening its message
    /// list in the primary column.
    static func mailboxTree() throws(AccordionError) -> Accordion<MailRoute> {
        func mailbox(_ id: AccordionNodeID, _ name: String) -> AccordionNode<MailRoute> {
            AccordionNode(id: id, value: .mailbox(name), destination: RowDestination(.mailbox(name), column: .primary))
        }
        return try Accordion(policy: .single, nodes: [
            AccordionNode(id: 1, value: .folder("On My Mac"), children: [mailbox(2, "Inbox"), mailbox(3, "Sent"), mailbox(4, "Drafts")]),
            AccordionNode(id: 5, value: .folder("Work"), children: [mailbox(6, "Projects")]),
        ])
    }

    /// The placeholder depends on the primary stack: pick a mailbox first, then a message.
    static let placeholder = PlaceholderProvider<MailRoute> { primary in
        switch primary.last?.route {
        case .mailbox?: .hint("Select a message")
        default: .hint("Select a mailbox")
        }
    }
}
