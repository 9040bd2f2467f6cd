import SplitNavigation

/// The screens of the web mail app. Routes are also the link segments of the page's URL, so
/// `/mailboxes/-/Inbox/-/3` is the Inbox's message 3 and a copied address opens the same place.
enum WebRoute: Hashable, Codable, Sendable {
    /// The sidebar: accounts and their mailboxes, an accordion.
    case mailboxes
    /// One mailbox's message list.
    case mailbox(String)
    /// One message, by its id in the sample mail.
    case message(Int)
    /// A placeholder's text. Never a child, so never in a link.
    case hint(String)
}

extension WebRoute: LinkRoute {
    var linkSegment: String {
        switch self {
        case .mailboxes: "mailboxes"
        case .mailbox(let name): name
        case .message(let id): String(id)
        case .hint(let text): "hint:\(text)"
        }
    }

    /// Reads a segment only where the app puts that route and only for mail that exists, so a
    /// link to an unknown mailbox or message is refused (`invalidLink` names the segment)
    /// instead of opening an empty screen.
    init?(linkSegment: String, column: Column) {
        switch column {
        case .primary:
            guard linkSegment == "mailboxes" else { return nil }
            self = .mailboxes
        case .supplementary:
            guard SampleMail.mailbox(named: linkSegment) != nil else { return nil }
            self = .mailbox(linkSegment)
        case .detail:
            guard let id = Int(linkSegment), SampleMail.message(id) != nil else { return nil }
            self = .message(id)
        }
    }
}
