import Foundation
import SplitNavigation
import Testing

@testable import SplitWeb

/// The compose sheet as the session handles it: presented over the columns, its own stack, the
/// draft guard's veto, the history the page is told to keep, and resizes that keep it.
@Suite struct ComposeSheetTests {
    private func send(_ session: inout WebSession, _ text: String) -> WebReply {
        session.handle(Data(text.utf8))
    }

    private func started(at link: String = "/mailboxes/-/Inbox/-/2", width: Int = 1400) -> WebSession {
        var session = WebSession()
        _ = send(&session, #"{"event":"hello","link":"\#(link)","width":\#(width)}"#)
        return session
    }

    private func modals(_ session: inout WebSession) -> [PresentationView.ModalView] {
        send(&session, #"{"event":"presentation"}"#).presentation?.modals ?? []
    }

    @Test func composePresentsASheetOverTheColumnsWithItsOwnHistoryEntry() throws {
        var session = started()
        let compose = send(&session, #"{"event":"compose","id":3}"#)
        #expect(compose.ok && compose.reply == 3)
        #expect(compose.history == .entry)
        // The address is the columns' link: the sheet is not in it.
        #expect(compose.link == "/mailboxes;node=2;open=1,5/-/Inbox;row=2/-/2")
        let presented = try #require(compose.changes?.first)
        #expect(compose.changes?.count == 1)
        #expect(presented.change == "presented" && presented.style == "sheet")
        #expect(presented.children?.map(\.kind) == ["compose"])
        #expect(compose.summary?.modals.map(\.shown) == ["sheet"])
        #expect(compose.summary?.stacks["detail"] == [1, 3])
        #expect(compose.draft == DraftView(text: "", attachments: [], unsent: false))
    }

    @Test func aSheetShowsFullScreenInCompactLayoutAndSurvivesEveryWidth() {
        var session = started()
        let id = send(&session, #"{"event":"compose"}"#).summary?.modals.first?.id
        let medium = send(&session, #"{"event":"resize","width":900}"#)
        #expect(medium.summary?.modals.map(\.shown) == ["sheet"])
        let compact = send(&session, #"{"event":"resize","width":400}"#)
        #expect(compact.summary?.layout == "compact")
        #expect(compact.summary?.modals.map(\.shown) == ["fullScreenCover"])
        // A resize changes no modal: the page learns the new look from the summary alone.
        #expect(compact.changes?.contains { ["presented", "dismissed"].contains($0.change) } == false)
        let wide = send(&session, #"{"event":"resize","width":1400}"#)
        #expect(wide.summary?.modals.map(\.id) == [id].compactMap { $0 })
        #expect(wide.summary?.modals.map(\.shown) == ["sheet"])
        #expect(modals(&session).first?.style == "sheet")
    }

    @Test func thePickerIsPushedInsideTheSheetAndAPickAttachesAndCloses() {
        var session = started()
        _ = send(&session, #"{"event":"compose"}"#)
        let attach = send(&session, #"{"event":"attach"}"#)
        #expect(attach.ok && attach.history == WebReply.History.none)
        #expect(attach.changes?.map(\.change) == ["modalPushed"])
        #expect(attach.changes?.first?.child?.files == SampleMail.files)
        #expect(attach.summary?.stacks["detail"] == [1, 3], "the columns are untouched")
        #expect(send(&session, #"{"event":"attach"}"#).error?.code == "notOnScreen")
        let pick = send(&session, #"{"event":"pick","file":"menu.pdf"}"#)
        #expect(pick.ok && pick.changes?.map(\.change) == ["modalPopped"])
        #expect(pick.draft == DraftView(text: "", attachments: ["menu.pdf"], unsent: true))
        #expect(send(&session, #"{"event":"pick","file":"menu.pdf"}"#).error?.code == "notOnScreen")
    }

    @Test func anUnsentDraftVetoesCancelAndBackUntilSentOrDiscarded() throws {
        var session = started()
        _ = send(&session, #"{"event":"compose"}"#)
        let typed = send(&session, #"{"event":"draft","text":"See you at noon"}"#)
        #expect(typed.ok && typed.draft?.unsent == true && typed.sequence == nil)
        let sequence = send(&session, #"{"event":"presentation"}"#).sequence

        let cancel = send(&session, #"{"event":"cancel","id":9}"#)
        #expect(!cancel.ok && cancel.reply == 9)
        #expect(cancel.error?.code == "vetoed")
        #expect(cancel.error?.message == ComposeDraft.vetoReason)
        #expect(cancel.history == nil, "a refused button press leaves the history alone")
        let back = send(&session, #"{"event":"back"}"#)
        #expect(back.error?.code == "vetoed")
        // Refused steps change nothing and are not recorded.
        let after = send(&session, #"{"event":"presentation"}"#)
        #expect(after.sequence == sequence)
        #expect(after.presentation?.modals.count == 1)
        #expect(after.draft?.text == "See you at noon")

        let sent = send(&session, #"{"event":"send"}"#)
        #expect(sent.ok && sent.history == .back)
        #expect(sent.changes?.map(\.change) == ["dismissed"])
        #expect(sent.draft == nil)
        #expect(sent.summary?.modals.isEmpty == true)

        // The next draft starts empty and the guard guards it afresh.
        _ = send(&session, #"{"event":"compose"}"#)
        _ = send(&session, #"{"event":"draft","text":"Second thoughts"}"#)
        #expect(send(&session, #"{"event":"cancel"}"#).error?.code == "vetoed")
        let discard = send(&session, #"{"event":"discard"}"#)
        #expect(discard.ok && discard.changes?.map(\.change) == ["dismissed"])
    }

    @Test func anEmptyDraftGoesQuietly() {
        var session = started()
        _ = send(&session, #"{"event":"compose"}"#)
        _ = send(&session, #"{"event":"draft","text":"x"}"#)
        _ = send(&session, #"{"event":"draft","text":""}"#)
        let cancel = send(&session, #"{"event":"cancel"}"#)
        #expect(cancel.ok && cancel.history == .back)
    }

    @Test func backPopsInsideTheSheetThenDismissesIt() {
        var session = started()
        _ = send(&session, #"{"event":"compose"}"#)
        _ = send(&session, #"{"event":"attach"}"#)
        let pop = send(&session, #"{"event":"back"}"#)
        #expect(pop.changes?.map(\.change) == ["modalPopped"])
        #expect(pop.history == WebReply.History.none)
        let dismiss = send(&session, #"{"event":"back"}"#)
        #expect(dismiss.changes?.map(\.change) == ["dismissed"])
        #expect(dismiss.history == .back)
        // With no sheet, back reaches the columns again.
        let columns = send(&session, #"{"event":"back"}"#)
        #expect(columns.history == .push && columns.link == "/mailboxes;node=2;open=1,5/-/Inbox/-")
    }

    @Test func theBrowsersBackWhileASheetIsUpIsTheSheetsBackWhateverTheAddress() {
        var session = started()
        _ = send(&session, #"{"event":"compose"}"#)
        _ = send(&session, #"{"event":"attach"}"#)
        _ = send(&session, #"{"event":"pick","file":"agenda.pdf"}"#)
        _ = send(&session, #"{"event":"attach"}"#)
        // The browser went back to an older entry: the picker closes, the columns stay.
        let pop = send(&session, #"{"event":"reach","link":"/mailboxes/-/Sent/-"}"#)
        #expect(pop.ok && pop.changes?.map(\.change) == ["modalPopped"])
        #expect(pop.history == .entry && pop.link == "/mailboxes;node=2;open=1,5/-/Inbox;row=2/-/2")
        // On the root, the attachment keeps the sheet up: refused, and the page puts the entry back.
        let refused = send(&session, #"{"event":"reach","link":"/mailboxes/-/Inbox/-/2"}"#)
        #expect(refused.error?.code == "vetoed")
        #expect(refused.history == .entry && refused.link == "/mailboxes;node=2;open=1,5/-/Inbox;row=2/-/2")
        _ = send(&session, #"{"event":"discard"}"#)
        _ = send(&session, #"{"event":"compose"}"#)
        let dismissed = send(&session, #"{"event":"reach","link":"/mailboxes/-/Inbox/-/2"}"#)
        #expect(dismissed.changes?.map(\.change) == ["dismissed"] && dismissed.history == .replace)
    }

    @Test func sheetEventsNeedASheet() {
        var session = started()
        for event in ["cancel", "send", "discard", "attach"] {
            #expect(send(&session, #"{"event":"\#(event)"}"#).error?.code == "noModal", "\(event)")
        }
        #expect(send(&session, #"{"event":"draft","text":"hi"}"#).error?.code == "noModal")
        #expect(send(&session, #"{"event":"pick","file":"menu.pdf"}"#).error?.code == "noModal")
        _ = send(&session, #"{"event":"compose"}"#)
        #expect(send(&session, #"{"event":"compose"}"#).error?.code == "alreadyComposing")
        _ = send(&session, #"{"event":"attach"}"#)
        #expect(send(&session, #"{"event":"pick","file":"../../etc/passwd"}"#).error?.code == "unknownFile")
        #expect(modals(&session).first?.stack.map(\.kind) == ["compose", "attachments"])
    }

    @Test func aRecordingWithASheetAndTabsReplaysWithoutTheRefusals() throws {
        var session = started()
        _ = send(&session, #"{"event":"select","child":1,"row":\#(AllInboxes.row.rawValue)}"#)
        _ = send(&session, #"{"event":"compose"}"#)
        _ = send(&session, #"{"event":"attach"}"#)
        _ = send(&session, #"{"event":"pick","file":"menu.pdf"}"#)
        #expect(send(&session, #"{"event":"cancel"}"#).error?.code == "vetoed")
        _ = send(&session, #"{"event":"send"}"#)
        let lines = try #require(send(&session, #"{"event":"recording"}"#).recording)
        let replay = RecordingReplay.replay(try .init(jsonLines: lines))
        let steps = try #require(replay.steps)
        // The start, the reach, All Inboxes, compose, the picker, the pick and the send: a
        // refused step is not recorded.
        #expect(steps.count == 7)
        #expect(steps.allSatisfy { $0.error == nil })
        #expect(steps.last?.regular.stacks["supplementary"]?.map(\.label) == ["allInboxes"])
    }

    @Test func aReloadStartsWithoutTheSheet() {
        var session = started()
        _ = send(&session, #"{"event":"compose"}"#)
        _ = send(&session, #"{"event":"draft","text":"lost on reload"}"#)
        let hello = send(&session, #"{"event":"hello","link":"/mailboxes/-/Inbox/-/2","width":1400}"#)
        #expect(hello.ok && hello.presentation?.modals.isEmpty == true && hello.draft == nil)
        #expect(send(&session, #"{"event":"compose"}"#).draft?.text == "")
    }
}
