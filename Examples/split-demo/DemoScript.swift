import SplitNavigation

/// One step of the scripted session: what the user did, and the event it sends.
struct DemoStep {
    var caption: String
    var event: NavigationEvent<MailRoute>
}

/// The scripted session of a mail-like app, for one collapse policy. Child 1 is the mailboxes
/// accordion at the root of the primary column.
enum DemoScript {
    static let mailboxes: ChildID = 1

    static func steps(policy: CollapsePolicy) -> [DemoStep] {
        func message(_ subject: String) -> NewChild<MailRoute> { NewChild(.message(subject), preferring: .detail) }
        return [
            DemoStep(caption: "Open the On My Mac panel", event: .accordion(mailboxes, .expand(1))),
            DemoStep(caption: "Select Inbox: its message list opens", event: .accordion(mailboxes, .select(2))),
            DemoStep(caption: "Read a message", event: .showDetail([message("Lunch on Friday?")])),
            DemoStep(caption: "Open its attachment", event: .push(NewChild(.attachment("menu.pdf"), preferring: .detail))),
            DemoStep(caption: "The window gets narrow: collapse under \(policy)", event: .setLayout(.compact)),
            DemoStep(caption: "Search, in compact layout", event: .push(NewChild(.search, preferring: .primary))),
            DemoStep(caption: "The window gets wide again: split", event: .setLayout(.regular)),
            DemoStep(caption: "Close the search", event: .pop(.primary)),
            DemoStep(caption: "Open the Work panel: one panel at a time, On My Mac closes", event: .accordion(mailboxes, .expand(5))),
            DemoStep(caption: "Load more Work mailboxes: a loading row appears", event: .accordion(mailboxes, .beginPage(5))),
            DemoStep(
                caption: "The page arrives",
                event: .accordion(mailboxes, .endPage(5, children: [AccordionNode(id: 7, value: .mailbox("Archive"))], exhausted: true))),
            DemoStep(caption: "Deep link mail://Sent/Quarterly report: back to the mailboxes…", event: .popToRoot(.primary)),
            DemoStep(caption: "…open On My Mac…", event: .accordion(mailboxes, .expand(1))),
            DemoStep(caption: "…select Sent…", event: .accordion(mailboxes, .select(3))),
            DemoStep(caption: "…and the message", event: .showDetail([message("Quarterly report")])),
            DemoStep(caption: "Show the message full width", event: .setVisibility(.detailOnly)),
            DemoStep(caption: "Back to both columns", event: .setVisibility(.automatic)),
            DemoStep(caption: "Close the message: the placeholder returns", event: .back),
            DemoStep(caption: "Back to the mailboxes", event: .back),
            DemoStep(caption: "An error: try to pop the mailboxes themselves", event: .pop(.primary)),
        ]
    }
}
