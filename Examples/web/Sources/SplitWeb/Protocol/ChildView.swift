import SplitNavigation

/// What the page draws for one child: its id and column (as the change lists address it) and
/// the content of its screen, rendered by the server so that the page holds no mail model.
struct ChildView: Encodable, Sendable {
    /// One visible row of the sidebar accordion.
    struct Row: Encodable, Sendable {
        let row: Int
        let depth: Int
        let title: String
        let expanded: Bool
        let hasChildren: Bool
        /// The mailbox a row opens, for highlighting the open one.
        let mailbox: String?
    }

    /// One message in a list.
    struct Item: Encodable, Sendable {
        let message: Int
        let from: String
        let subject: String
    }

    let id: Int
    let column: String
    /// `mailboxes`, `mailbox` or `message`.
    let kind: String
    let title: String
    var rows: [Row]? = nil
    var items: [Item]? = nil
    var mailbox: String? = nil
    var message: Int? = nil
    /// For a message opened by selecting it in a list: that list's child id (the library's
    /// `Child.openedBy`), so the list highlights the message while it is open.
    var selectedIn: Int? = nil
    var from: String? = nil
    var body: String? = nil

    init(_ child: Child<WebRoute>) {
        id = child.id.rawValue
        column = child.preferredColumn.rawValue
        selectedIn = child.openedBy?.list.rawValue
        switch child.route {
        case .mailboxes:
            kind = "mailboxes"
            title = "Mailboxes"
            rows = child.content.accordion.map(Self.rows) ?? []
        case .mailbox(let name):
            kind = "mailbox"
            title = name
            mailbox = name
            items = SampleMail.messages(in: name).map { Item(message: $0.id, from: $0.from, subject: $0.subject) }
        case .message(let number):
            kind = "message"
            message = number
            let mail = SampleMail.message(number)
            title = mail?.subject ?? "Message \(number)"
            mailbox = mail?.mailbox
            from = mail?.from
            body = mail?.body
        case .hint(let text):
            kind = "hint"
            title = text
        }
    }

    private static func rows(_ accordion: Accordion<WebRoute>) -> [Row] {
        accordion.visibleRows.compactMap { row in
            guard let id = row.id, let value = try? accordion.value(of: id) else { return nil }
            let mailbox: String? = if case .mailbox(let name) = value { name } else { nil }
            return Row(
                row: id.rawValue, depth: row.depth, title: WebRoute.title(value), expanded: row.isExpanded,
                hasChildren: row.hasChildren, mailbox: mailbox)
        }
    }
}

extension WebRoute {
    /// The text a route shows as a row title or a placeholder.
    static func title(_ route: WebRoute) -> String {
        switch route {
        case .mailboxes: "Mailboxes"
        case .mailbox(let name): name
        case .message(let id): SampleMail.message(id)?.subject ?? "Message \(id)"
        case .hint(let text): text
        }
    }
}
