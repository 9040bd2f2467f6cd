/// The mail the app shows: a fixed, made-up set, so that every session and every test sees the
/// same mailboxes and messages.
enum SampleMail {
    /// One message.
    struct Message: Sendable {
        let id: Int
        let mailbox: String
        let from: String
        let subject: String
        let body: String
    }

    /// One mailbox and the account it belongs to.
    struct Mailbox: Sendable {
        let name: String
        let account: String
    }

    /// The accounts, in sidebar order, each with its mailboxes.
    static let accounts: [(name: String, mailboxes: [String])] = [
        ("On My Mac", ["Inbox", "Sent", "Drafts"]),
        ("Work", ["Projects", "Reports"]),
    ]

    static let messages: [Message] = {
        let senders = ["Ada", "Grace", "Edsger", "Barbara", "Ken", "Radia", "Tony", "Frances"]
        let topics = ["Lunch on Friday", "Split view review", "Release notes", "Column widths", "The back button",
                      "Deep links", "Quarterly numbers", "Sidebar icons", "Travel plans", "Notes from the call"]
        var result: [Message] = []
        var id = 1
        for (accountIndex, account) in accounts.enumerated() {
            for (mailboxIndex, mailbox) in account.mailboxes.enumerated() {
                for n in 0..<(4 + (accountIndex + mailboxIndex) % 3) {
                    let sender = senders[(id + n) % senders.count]
                    let topic = topics[(id * 3 + mailboxIndex) % topics.count]
                    result.append(Message(
                        id: id, mailbox: mailbox, from: sender, subject: topic,
                        body: "Hello,\n\nthis is message \(id) in \(mailbox), about “\(topic.lowercased())”.\n\n— \(sender)"))
                    id += 1
                }
            }
        }
        return result
    }()

    /// The files the compose sheet's attachment picker offers.
    static let files = ["menu.pdf", "agenda.pdf", "receipt.pdf", "photo.jpg"]

    static func mailbox(named name: String) -> Mailbox? {
        for account in accounts where account.mailboxes.contains(name) {
            return Mailbox(name: name, account: account.name)
        }
        return nil
    }

    static func messages(in mailbox: String) -> [Message] {
        messages.filter { $0.mailbox == mailbox }
    }

    static func message(_ id: Int) -> Message? {
        messages.first { $0.id == id }
    }
}
