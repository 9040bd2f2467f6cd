import SplitNavigation

/// One step of the scripted session: what the user did, and what it does.
struct DemoStep {
    var caption: String
    var action: DemoAction
}

/// What a step does: send a navigation event to the store, or change the app's own state.
enum DemoAction {
    case send(NavigationEvent<MailRoute>)
    /// The user saves the draft in the compose sheet: app state, not a navigation event, but it
    /// decides whether the sheet may be dismissed (see ``DraftGuard``).
    case saveDraft
}

/// The scripted session of a mail-like app in a three-column split (mailboxes | messages |
/// message), for one collapse policy: every column, then two (a medium width), then one
/// (compact), and back; then a reply composed in a sheet that survives the same widths and that
/// the draft guard keeps up until the draft is saved; then All Inboxes, a list with a tab bar
/// whose tabs each keep the message they had open, through a collapse and a split. Child 1 is
/// the mailboxes accordion at the root of the primary column.
enum DemoScript {
    static let mailboxes: ChildID = 1
    /// All Inboxes, the list with the tab bar: the first child made after the compose sheet's.
    static let allInboxes: ChildID = 12

    /// The steps under a policy.
    ///
    /// - Throws: `NavigationError` if All Inboxes' tab bar cannot be made (it always can: its
    ///   tabs are fixed and distinct).
    static func steps(policy: CollapsePolicy) throws(NavigationError) -> [DemoStep] {
        func message(_ subject: String) -> NewChild<MailRoute> { NewChild(.message(subject), preferring: .detail) }
        func step(_ caption: String, _ event: NavigationEvent<MailRoute>) -> DemoStep { DemoStep(caption: caption, action: .send(event)) }
        return [
            step("Open the On My Mac panel", .accordion(mailboxes, .expand(1))),
            step("Select Inbox: its message list opens in the supplementary column", .accordion(mailboxes, .selectNode(2))),
            // The list Inbox's selection showed is child 2; selecting in it highlights the row.
            step("Read a message: the list highlights it", .selectRow(.message("Lunch on Friday?"), in: 2, showing: [message("Lunch on Friday?")])),
            step("Open its attachment", .push(NewChild(.attachment("menu.pdf"), preferring: .detail))),
            step("Hide the sidebar: the list and the message", .setVisibility(.doubleColumn)),
            step("Show the message full width", .setVisibility(.detailOnly)),
            step("Back to every column", .setVisibility(.automatic)),
            step("The window narrows: two columns fit, the sidebar can be revealed", .setWidth(.medium)),
            step("The window narrows to one column: collapse under \(policy)", .setWidth(.compact)),
            step("Search, in compact layout", .push(NewChild(.search, preferring: .primary))),
            step("The window gets wide again: three columns", .setWidth(.regular)),
            step("Close the search", .pop(.primary)),
            step("Select Sent: its list replaces Inbox's and the message closes", .accordion(mailboxes, .selectNode(3))),
            // Sent's list is child 6 (after the message, its attachment and the search).
            step("Read a message in Sent", .selectRow(.message("Quarterly report"), in: 6, showing: [message("Quarterly report")])),
            step("Two columns fit again", .setWidth(.medium)),
            step("Close the message: its placeholder returns", .back),
            step("Close the list: with the list empty, the sidebar and the list's placeholder show", .back),
            step("Open the Work panel: one panel at a time, On My Mac closes", .accordion(mailboxes, .expand(5))),
            step("Load more Work mailboxes: a loading row appears", .accordion(mailboxes, .beginPage(5))),
            step("The page arrives", .accordion(mailboxes, .endPage(5, children: [MailRoute.mailbox(7, "Archive")], exhausted: true))),
            step("Select Archive: its list and the message's placeholder show", .accordion(mailboxes, .selectNode(7))),
            step("Every column fits again", .setWidth(.regular)),
            // Archive's list is child 8, its placeholder showing where the message would be.
            step("Compose a new message: a sheet over the split, the columns stay", .present(NewChild(.compose("Hello"), preferring: .detail))),
            step("Add an attachment: pushed inside the sheet", .modal(.push(NewChild(.attachments, preferring: .detail)))),
            step("The window narrows to two columns: the sheet is untouched", .setWidth(.medium)),
            step("One column: the columns collapse, the sheet shows full-screen", .setWidth(.compact)),
            step("Back: pops inside the sheet, not the columns", .back),
            step("Every column fits again: a sheet once more, exactly as it was", .setWidth(.regular)),
            step("Back on the sheet's root: the draft is unsaved, the app vetoes the dismissal", .back),
            step("Dismiss: vetoed too", .dismiss),
            step("Preview the draft: a full-screen cover over the sheet", .present(NewChild(.preview("Hello"), preferring: .detail), style: .fullScreenCover)),
            // Dismissing the sheet by id takes the cover above it too: the guard sees the sheet go.
            step("Dismiss the sheet and everything above it: vetoed, the sheet is under the cover", .dismissModal(9)),
            step("Close the preview: the cover is no draft, it goes", .dismiss),
            DemoStep(caption: "Save the draft", action: .saveDraft),
            step("Back: the saved draft's sheet is dismissed", .back),
            // The tab bar. Each tab of All Inboxes owns what is shown right of the list: switching
            // stores it in the tab group and brings back what the other tab left, the same children.
            step("Open All Inboxes: a list with a tab bar, Focused and Other (2 unread); the sidebar's highlight clears",
                 .batch([.accordion(mailboxes, .deselect), .showSupplementary([try MailRoute.allInboxes()])])),
            step("Read a message in Focused", .selectRow(.message("Team offsite"), in: allInboxes, showing: [message("Team offsite")])),
            step("Open its attachment", .push(NewChild(.attachment("agenda.pdf"), preferring: .detail))),
            step("Switch to the Other tab: Focused's message and attachment leave with Focused", .tabs(allInboxes, .selectTab("other"))),
            // Reading a message marks it read: the app lowers the badge in the same step.
            step("Read a message in Other: its badge drops to 1", .batch([
                .selectRow(.message("Your receipt"), in: allInboxes, showing: [message("Your receipt")]),
                .tabs(allInboxes, .setBadge("other", "1")),
            ])),
            step("Back to Focused: its message and attachment return, still #13 and #14", .tabs(allInboxes, .selectTab("focused"))),
            step("The window narrows to one column: collapse under \(policy)", .setWidth(.compact)),
            step(policy == .hideDetail
                     ? "Switch to Other in compact layout: hideDetail keeps details aside, so Other's message replaces Focused's there"
                     : "Switch to Other in compact layout: Focused's children leave the stack, Other's message comes back on top",
                 .tabs(allInboxes, .selectTab("other"))),
            step("The window gets wide again: Other's message is in the detail column", .setWidth(.regular)),
            step("Back to Focused: #13 and #14 again, exactly as they were", .tabs(allInboxes, .selectTab("focused"))),
            step("An error: try to pop the mailboxes themselves", .pop(.primary)),
        ]
    }
}
