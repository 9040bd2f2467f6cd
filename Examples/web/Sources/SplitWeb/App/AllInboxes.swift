import SplitNavigation

/// All Inboxes: one message list for every account's inbox, sorted into two tabs as a focused
/// inbox sorts mail — Focused (On My Mac's Inbox and Work's Projects, mail from people) and
/// Other (Work's Reports, mail sent by machines). The list is a tab group child
/// (`ChildContent.tabs`), so each tab keeps the message it had open while the other shows: the
/// library stores it in the group and brings the same child back.
///
/// Other's badge counts its unread messages; reading one lowers it in the same step (see
/// ``WebSession``). What is read is app state, kept by the session, not navigation state.
enum AllInboxes {
    /// The list's title, its sidebar row's and its link segment.
    static let name = "All Inboxes"
    /// The sidebar row that opens the list. Not a mailbox, so it has no `RowDestination`: the
    /// session opens the list with its tab bar itself (a destination makes a plain child).
    static let row = AccordionNodeID(8)

    static let focused: TabID = "focused"
    static let other: TabID = "other"

    /// The tabs, in tab bar order, and the mailboxes each gathers.
    static let tabs: [(id: TabID, title: String, mailboxes: [String])] = [
        (focused, "Focused", ["Inbox", "Projects"]),
        (other, "Other", ["Reports"]),
    ]

    /// The messages a tab lists, in the sample mail's order; none for a tab the bar lacks.
    static func messages(in tab: TabID) -> [SampleMail.Message] {
        guard let mailboxes = tabs.first(where: { $0.id == tab })?.mailboxes else { return [] }
        return SampleMail.messages.filter { mailboxes.contains($0.mailbox) }
    }

    /// The tab a message is sorted into, if it is in All Inboxes at all.
    static func tab(of message: Int) -> TabID? {
        guard let mailbox = SampleMail.message(message)?.mailbox else { return nil }
        return tabs.first { $0.mailboxes.contains(mailbox) }?.id
    }

    /// Other's badge: its unread count, or none when everything is read.
    static func badge(read: Set<Int>) -> String? {
        let unread = messages(in: other).count { !read.contains($0.id) }
        return unread > 0 ? String(unread) : nil
    }

    /// A new All Inboxes list with its tab bar, `selected` showing, Other's badge counting the
    /// messages not in `read`.
    ///
    /// - Throws: never in practice: the tabs are fixed and distinct, and `selected` is checked
    ///   against them (`invalidState` otherwise, as `TabGroup` says).
    static func child(selected: TabID = focused, read: Set<Int>) throws(NavigationError) -> NewChild<WebRoute> {
        let bar = try TabGroup<WebRoute>(
            tabs: tabs.map { Tab($0.id, value: .tab($0.title), badge: $0.id == other ? badge(read: read) : nil) },
            selected: selected)
        return NewChild(.allInboxes, preferring: .supplementary, content: .tabs(bar))
    }
}
