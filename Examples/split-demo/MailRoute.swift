import SplitNavigation

/// The screens of the demo's mail app: a typed route, as an app would have.
enum MailRoute: Hashable, Codable, Sendable, CustomStringConvertible {
    case mailboxes
    case mailbox(String)
    case message(String)
    case attachment(String)
    case search
    /// A draft being written, presented as a sheet over the split.
    case compose(String)
    /// The attachment picker, pushed inside the compose sheet.
    case attachments
    /// A draft's preview, presented as a full-screen cover over the compose sheet.
    case preview(String)
    /// A tab of the All Inboxes list's tab bar: Focused (mail that matters) or Other.
    case tab(String)

    var description: String {
        switch self {
        case .mailboxes: "Mailboxes"
        case .mailbox(let name): "Mailbox: \(name)"
        case .message(let subject): "Message: \(subject)"
        case .attachment(let name): "Attachment: \(name)"
        case .search: "Search"
        case .compose(let subject): "Compose: \(subject)"
        case .attachments: "Attachments"
        case .preview(let subject): "Preview: \(subject)"
        case .tab(let name): name
        }
    }

    /// A mailbox row of the accordion: selecting it shows its message list in the
    /// supplementary column, replacing the list there and closing the message.
    static func mailbox(_ id: AccordionNodeID, _ name: String) -> AccordionNode<MailRoute> {
        AccordionNode(id: id, value: .mailbox(name), destination: RowDestination(.mailbox(name), column: .supplementary))
    }

    /// The mailboxes, as an accordion: one panel open at a time, each titled with text rather
    /// than a route, as a panel is no place to go.
    static func mailboxTree() throws(AccordionError) -> Accordion<MailRoute> {
        try Accordion(policy: .single, nodes: [
            AccordionNode(id: 1, title: "On My Mac", children: [mailbox(2, "Inbox"), mailbox(3, "Sent"), mailbox(4, "Drafts")]),
            AccordionNode(id: 5, title: "Work", children: [mailbox(6, "Projects")]),
        ])
    }

    /// All Inboxes: a message list with a tab bar, Focused and Other (two unread, its badge), as
    /// a focused inbox sorts mail. Each tab keeps the message it had open in the detail column
    /// while the other tab shows.
    static func allInboxes() throws(NavigationError) -> NewChild<MailRoute> {
        let tabs = try TabGroup<MailRoute>(tabs: [Tab("focused", value: .tab("Focused")), Tab("other", value: .tab("Other"), badge: "2")])
        return NewChild(.mailbox("All Inboxes"), preferring: .supplementary, content: .tabs(tabs))
    }

    /// The placeholders of the two columns right of the sidebar, as text: pick a mailbox first,
    /// then a message.
    static let placeholder = PlaceholderProvider<MailRoute>(columns: { request in
        switch request.column {
        case .supplementary: .text("Select a mailbox")
        default: .text(request.supplementary.isEmpty ? "No mailbox open" : "Select a message")
        }
    })

    /// The start of every session: the mailboxes accordion alone in the primary column of a
    /// three-column split (mailboxes | messages | message), every column fitting.
    static func start(policy: CollapsePolicy) throws -> SplitNavigator<MailRoute> {
        let root = NewChild(MailRoute.mailboxes, preferring: .primary, content: .accordion(try mailboxTree()))
        let state = try SplitState(primary: [root], columns: .three, policy: policy)
        return SplitNavigator(state: state, placeholder: placeholder)
    }
}
