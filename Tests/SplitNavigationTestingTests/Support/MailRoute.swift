import SplitNavigationTesting

/// The routes of a small mail app, for the tests and the article's example.
enum MailRoute: Hashable, Codable, Sendable {
    case mailboxes
    case mailbox(String)
    case message(Int)
    case compose

    /// Routes as the app makes them; a message shrinks towards message 1, a mailbox towards
    /// the inbox.
    static let generator = RouteGenerator<MailRoute>(simplest: .mailboxes, simpler: simpler) { random in
        switch random.int(below: 4) {
        case 0: .mailboxes
        case 1: .mailbox(random.element(of: ["Inbox", "Sent", "Archive"]) ?? "Inbox")
        case 2: .message(random.int(in: 1...9))
        default: .compose
        }
    }

    static let simpler: @Sendable (MailRoute) -> [MailRoute] = { route in
        switch route {
        case .message(let number) where number > 1: [.message(1)]
        case .mailbox(let name) where name != "Inbox": [.mailbox("Inbox")]
        default: []
        }
    }
}
