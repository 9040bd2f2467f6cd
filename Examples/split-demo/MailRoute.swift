import SplitNavigation

/// The screens of the demo's mail app: a typed route, as an app would have.
enum MailRoute: Hashable, Codable, Sendable, CustomStringConvertible {
    case mailboxes
    case mailbox(String)
    case message(String)
    case attachment(String)
    case search
    case hint(String)

    var description: String {
        switch self {
        case .mailboxes: "Mailboxes"
        case .mailbox(let name): "Mailbox: \(name)"
        case .message(let subject): "Message: \(subject)"
        case .attachment(let name): "Attachment: \(name)"
        case .search: "Search"
        case .hint(let text): text
        }
    }

    /// The placeholder depends on the primary stack: pick a mailbox first, then a message.
    static let placeholder = PlaceholderProvider<MailRoute> { primary in
        switch primary.last?.route {
        case .mailbox?: .hint("Select a message")
        default: .hint("Select a mailbox")
        }
    }
}
