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
        /// The mailbox a row opens.
        let mailbox: String?
        /// Whether the row is the accordion's selection: the sidebar's highlight.
        let selected: Bool
    }

    /// One message in a list.
    struct Item: Encodable, Sendable {
        let message: Int
        let from: String
        let subject: String
    }

    /// One tab of a list's tab bar.
    struct TabView: Encodable, Sendable {
        let tab: String
        let title: String
        let badge: String?
        let selected: Bool
    }

    let id: Int
    let column: String
    /// `mailboxes`, `mailbox` or `message`; in the compose sheet `compose` or `attachments`.
    let kind: String
    let title: String
    var rows: [Row]? = nil
    var items: [Item]? = nil
    /// A list's tab bar (All Inboxes); its `items` are the selected tab's.
    var tabs: [TabView]? = nil
    /// The files the attachment picker offers.
    var files: [String]? = nil
    var mailbox: String? = nil
    var message: Int? = nil
    /// For a message opened by selecting it in a list: that list's child id and the row it
    /// selected (the library's `Child.openedBy`), so the list highlights that row while the
    /// message is on screen, as `Presentation.selectedRow(in:)` answers.
    var selectedIn: Int? = nil
    var selectedRow: Int? = nil
    var from: String? = nil
    var body: String? = nil

    init(_ child: Child<WebRoute>) {
        id = child.id.rawValue
        column = child.preferredColumn.rawValue
        selectedIn = child.openedBy?.list.rawValue
        if case .message(let row) = child.openedBy?.row { selectedRow = row }
        switch child.route {
        case .mailboxes:
            kind = "mailboxes"
            title = "Mailboxes"
            rows = child.content.accordion.map(Self.rows) ?? []
        case .mailbox(let name):
            kind = "mailbox"
            title = name
            mailbox = name
            items = SampleMail.messages(in: name).map(Item.init)
        case .allInboxes:
            kind = "mailbox"
            title = AllInboxes.name
            mailbox = AllInboxes.name
            let bar = child.content.tabs
            items = AllInboxes.messages(in: bar?.selected ?? AllInboxes.focused).map(Item.init)
            tabs = bar?.tabs.map { tab in
                TabView(tab: tab.id.rawValue, title: WebRoute.title(tab.value), badge: tab.badge, selected: tab.id == bar?.selected)
            }
        case .message(let number):
            kind = "message"
            message = number
            let mail = SampleMail.message(number)
            title = mail?.subject ?? "Message \(number)"
            mailbox = mail?.mailbox
            from = mail?.from
            body = mail?.body
        case .tab(let text):
            kind = "hint"
            title = text
        case .compose:
            kind = "compose"
            title = "New Message"
        case .attachments:
            kind = "attachments"
            title = "Add Attachment"
            files = SampleMail.files
        }
    }

    private static func rows(_ accordion: Accordion<WebRoute>) -> [Row] {
        accordion.visibleRows.compactMap { row in
            guard let id = row.id, let label = try? accordion.label(of: id) else { return nil }
            let mailbox: String? = switch label.value {
            case .mailbox(let name)?: name
            case .allInboxes?: AllInboxes.name
            default: nil
            }
            return Row(
                row: id.rawValue, depth: row.depth, title: WebRoute.title(label), expanded: row.isExpanded,
                hasChildren: row.hasChildren, mailbox: mailbox,
                selected: id == accordion.selection)
        }
    }
}

extension ChildView.Item {
    init(_ message: SampleMail.Message) {
        self.init(message: message.id, from: message.from, subject: message.subject)
    }
}

extension WebRoute {
    /// The text a row or a placeholder shows: its own text, or its route's.
    static func title(_ label: RowLabel<WebRoute>) -> String {
        label.title ?? label.value.map(title) ?? ""
    }

    /// The text a placeholder shows: its own text, or its route's.
    static func title(_ placeholder: Placeholder<WebRoute>) -> String {
        placeholder.text ?? placeholder.route.map(title) ?? ""
    }

    /// The text a route shows as a row title or a placeholder.
    static func title(_ route: WebRoute) -> String {
        switch route {
        case .mailboxes: "Mailboxes"
        case .mailbox(let name): name
        case .allInboxes: AllInboxes.name
        case .message(let id): SampleMail.message(id)?.subject ?? "Message \(id)"
        case .tab(let text): text
        case .compose: "New Message"
        case .attachments: "Add Attachment"
        }
    }
}
