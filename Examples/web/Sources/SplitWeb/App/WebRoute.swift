import SplitNavigation

/// The screens of the web mail app. Routes are also the link segments of the page's URL, so
/// `/mailboxes/-/Inbox/-/3` is the Inbox's message 3 and a copied address opens the same place.
enum WebRoute: Hashable, Codable, Sendable {
    /// The sidebar: accounts and their mailboxes, an accordion.
    case mailboxes
    /// One mailbox's message list.
    case mailbox(String)
    /// Every account's inbox in one list, with a tab bar: Focused and Other (see ``AllInboxes``).
    case allInboxes
    /// One message, by its id in the sample mail.
    case message(Int)
    /// A new message being written: the root of the compose sheet. Its draft is app state,
    /// beside the store (``ComposeDraft``). Modals are not in the page's link (see docs/web.md).
    case compose
    /// The attachment picker, pushed inside the compose sheet.
    case attachments
    /// A tab of All Inboxes' tab bar: the tab's title. Never a child, so never in a link.
    case tab(String)
}

extension WebRoute: LinkRoute {
    var linkSegment: String {
        switch self {
        case .mailboxes: "mailboxes"
        case .mailbox(let name): name
        case .allInboxes: AllInboxes.name
        case .message(let id): String(id)
        case .compose: "compose"
        case .attachments: "attachments"
        case .tab(let title): "tab:\(title)"
        }
    }

    /// Reads a segment only where the app puts that route and only for mail that exists, so a
    /// link to an unknown mailbox or message is refused (`invalidLink` names the segment)
    /// instead of opening an empty screen. The compose sheet's screens are never read: a link
    /// names the columns only.
    init?(linkSegment: String, column: Column) {
        switch column {
        case .primary:
            guard linkSegment == "mailboxes" else { return nil }
            self = .mailboxes
        case .supplementary:
            if linkSegment == AllInboxes.name {
                self = .allInboxes
                return
            }
            guard SampleMail.mailbox(named: linkSegment) != nil else { return nil }
            self = .mailbox(linkSegment)
        case .detail:
            guard let id = Int(linkSegment), SampleMail.message(id) != nil else { return nil }
            self = .message(id)
        }
    }
}
