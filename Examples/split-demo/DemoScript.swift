import SplitNavigation

/// One step of the scripted session: what the user did, and the event it sends.
struct DemoStep {
    var caption: String
    var event: NavigationEvent<MailRoute>
}

/// The scripted session of a mail-like app, for one collapse policy.
enum DemoScript {
    static func steps(policy: CollapsePolicy) -> [DemoStep] {
        [
            DemoStep(caption: "Open the Inbox", event: .push(NewChild(.mailbox("Inbox"), preferring: .primary))),
            DemoStep(caption: "Read a message", event: .showDetail([NewChild(.message("Lunch on Friday?"), preferring: .detail)])),
            DemoStep(caption: "Open its attachment", event: .push(NewChild(.attachment("menu.pdf"), preferring: .detail))),
            DemoStep(caption: "The window gets narrow: collapse under \(policy)", event: .setLayout(.compact)),
            DemoStep(caption: "Search, in compact layout", event: .push(NewChild(.search, preferring: .primary))),
            DemoStep(caption: "The window gets wide again: split", event: .setLayout(.regular)),
            DemoStep(caption: "Close the search", event: .pop(.primary)),
            DemoStep(caption: "Deep link mail://Sent/Quarterly report: back to the mailboxes…", event: .popToRoot(.primary)),
            DemoStep(caption: "…into Sent…", event: .push(NewChild(.mailbox("Sent"), preferring: .primary))),
            DemoStep(caption: "…and the message", event: .showDetail([NewChild(.message("Quarterly report"), preferring: .detail)])),
            DemoStep(caption: "Show the message full width", event: .setDetailOnly(true)),
            DemoStep(caption: "Back to both columns", event: .setDetailOnly(false)),
            DemoStep(caption: "Close the message: the placeholder returns", event: .back),
            DemoStep(caption: "Back to the mailboxes", event: .back),
            DemoStep(caption: "An error: try to pop the mailboxes themselves", event: .pop(.primary)),
        ]
    }
}
