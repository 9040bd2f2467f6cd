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
/// the draft guard keeps up until the draft is saved. Child 1 is the mailboxes accordion at the
/// root of the primary column.
enum DemoScript {
    static let mailboxes: ChildID = 1

    static func steps(policy: CollapsePolicy) -> [DemoStep] {
        func message(_ subject: String) -> NewChild<MailRoute> { NewChild(.message(subject), preferring: .detail) }
        func step(_ caption: String, _ event: NavigationEvent<MailRoute>) -> DemoStep { DemoStep(caption: caption, action: .send(event)) }
        return [
            step("Open the On My Mac panel", .accordion(mailboxes, .expand(1))),
            step("Select Inbox: its message list opens in the supplementary column", .accordion(mailboxes, .select(2))),
            // The list Inbox's selection showed is child 2; selecting in it highlights the row.
            step("Read a message: the list highlights it", .select(.message("Lunch on Friday?"), in: 2, showing: [message("Lunch on Friday?")])),
            step("Open its attachment", .push(NewChild(.attachment("menu.pdf"), preferring: .detail))),
            step("Hide the sidebar: the list and the message", .setVisibility(.doubleColumn)),
            step("Show the message full width", .setVisibility(.detailOnly)),
            step("Back to every column", .setVisibility(.automatic)),
            step("The window narrows: two columns fit, the sidebar can be revealed", .setWidth(.medium)),
            step("The window narrows to one column: collapse under \(policy)", .setWidth(.compact)),
            step("Search, in compact layout", .push(NewChild(.search, preferring: .primary))),
            step("The window gets wide again: three columns", .setWidth(.regular)),
            step("Close the search", .pop(.primary)),
            step("Select Sent: its list replaces Inbox's and the message closes", .accordion(mailboxes, .select(3))),
            // Sent's list is child 6 (after the message, its attachment and the search).
            step("Read a message in Sent", .select(.message("Quarterly report"), in: 6, showing: [message("Quarterly report")])),
            step("Two columns fit again", .setWidth(.medium)),
            step("Close the message: its placeholder returns", .back),
            step("Close the list: with the list empty, the sidebar and the list's placeholder show", .back),
            step("Open the Work panel: one panel at a time, On My Mac closes", .accordion(mailboxes, .expand(5))),
            step("Load more Work mailboxes: a loading row appears", .accordion(mailboxes, .beginPage(5))),
            step("The page arrives", .accordion(mailboxes, .endPage(5, children: [MailRoute.mailbox(7, "Archive")], exhausted: true))),
            step("Select Archive: its list and the message's placeholder show", .accordion(mailboxes, .select(7))),
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
            step("An error: try to pop the mailboxes themselves", .pop(.primary)),
        ]
    }
}
