/// The routes every suite navigates: a small enum with payloads, like an app's.
///
/// Its payloads are plain integers, so neither the library nor a baseline allocates to copy
/// one: what the suites measure is the navigation, not the route type.
public enum MailRoute: Hashable, Codable, Sendable {
    case mailboxes
    case mailbox(Int)
    case message(Int)
    case compose
}
