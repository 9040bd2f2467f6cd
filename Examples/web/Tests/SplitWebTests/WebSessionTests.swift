import Foundation
import SplitNavigation
import Testing

@testable import SplitWeb

@Suite struct WebSessionTests {
    private func send(_ session: inout WebSession, _ text: String) -> WebReply {
        session.handle(Data(text.utf8))
    }

    private func started(at link: String = "/mailboxes", width: Int = 1400) -> (WebSession, WebReply) {
        var session = WebSession()
        let reply = send(&session, #"{"event":"hello","link":"\#(link)","width":\#(width),"id":1}"#)
        return (session, reply)
    }

    @Test func eventsBeforeHelloAreNotStarted() {
        var session = WebSession()
        let reply = send(&session, #"{"event":"back","id":4}"#)
        #expect(!reply.ok)
        #expect(reply.error?.code == "notStarted")
        #expect(reply.reply == 4)
    }

    @Test func helloReachesTheLinkAtTheReportedWidth() {
        let (_, reply) = started(at: "/mailboxes/-/Inbox/-/2", width: 1400)
        #expect(reply.ok)
        #expect(reply.history == .replace)
        #expect(reply.link == "/mailboxes;node=2;open=1,5/-/Inbox;row=2/-/2")
        #expect(reply.presentation?.visible == ["primary", "supplementary", "detail"])
        #expect(reply.presentation?.stacks["detail"]?.last?.message == 2)
        #expect(reply.presentation?.stacks["supplementary"]?.last?.mailbox == "Inbox")

        let (_, narrow) = started(at: "/mailboxes/-/Inbox/-/2", width: 400)
        #expect(narrow.presentation?.layout == "compact")
        #expect(narrow.presentation?.stacks["primary"]?.map(\.kind) == ["mailboxes", "mailbox", "message"])
    }

    @Test func aLinkThatNamesNothingStartsAtTheMailboxesAndSaysWhy() {
        let (_, reply) = started(at: "/mailboxes/-/Nowhere/-")
        #expect(!reply.ok)
        #expect(reply.error?.code == "invalidLink")
        #expect(reply.link == "/mailboxes;open=1,5")
        #expect(reply.presentation?.stacks["primary"]?.count == 1)
    }

    @Test func aPersonsStepsArePushedAndCarryTheirChanges() throws {
        var (session, _) = started()
        let select = send(&session, #"{"event":"select","child":1,"row":2,"id":2}"#)
        #expect(select.ok && select.reply == 2 && select.history == .push)
        #expect(select.link == "/mailboxes;node=2;open=1,5/-/Inbox/-")
        #expect(select.summary?.stacks["supplementary"]?.first == 1)
        let list = try #require(select.changes?.compactMap(\.child).first { $0.kind == "mailbox" })
        let first = try #require(list.items?.first?.message)

        let open = send(&session, #"{"event":"open","message":\#(first)}"#)
        #expect(open.ok && open.history == .push)
        #expect(open.link == "/mailboxes;node=2;open=1,5/-/Inbox;row=\(first)/-/\(first)")
        #expect(open.changes?.contains { $0.change == "inserted" && $0.stack == "detail" && $0.child?.message == first } == true)
        // Opening a message is the list's selection: the message names the list it came from.
        #expect(open.changes?.compactMap(\.child).first { $0.message == first }?.selectedIn == list.id)

        let back = send(&session, #"{"event":"back"}"#)
        #expect(back.link == "/mailboxes;node=2;open=1,5/-/Inbox/-")
        #expect(back.changes?.contains { $0.change == "removed" && $0.stack == "detail" } == true)
    }

    @Test func anAccountPanelTogglesWithoutAHistoryEntry() {
        var (session, _) = started()
        let toggle = send(&session, #"{"event":"select","child":1,"row":1}"#)
        #expect(toggle.ok && toggle.history == .replace)
        #expect(toggle.changes?.first?.change == "updated")
        #expect(toggle.changes?.first?.child?.rows?.contains { $0.mailbox == "Inbox" } == false)
    }

    @Test func resizingChangesTheLayoutAndNotTheLink() {
        var (session, _) = started(at: "/mailboxes/-/Inbox/-/1")
        let medium = send(&session, #"{"event":"resize","width":900}"#)
        #expect(medium.summary?.visible == ["supplementary", "detail"])
        #expect(medium.link == "/mailboxes;node=2;open=1,5/-/Inbox;row=1/-/1")
        let compact = send(&session, #"{"event":"resize","width":400}"#)
        #expect(compact.summary?.layout == "compact")
        #expect(compact.summary?.stacks["primary"]?.first == 3)
        #expect(compact.link == "/mailboxes;node=2;open=1,5/-/Inbox;row=1/-/1")
    }

    @Test func reachFollowsTheBrowsersHistoryKeepingWhatIsOnTheWay() {
        var (session, _) = started(at: "/mailboxes/-/Inbox/-/1")
        let reach = send(&session, #"{"event":"reach","link":"/mailboxes/-/Inbox/-/2"}"#)
        #expect(reach.ok && reach.history == .replace)
        // The list (child 2) stays; only the message changes.
        #expect(reach.changes?.contains { $0.column == "supplementary" } == false)
        #expect(reach.summary?.stacks["supplementary"] == [1, 2])
    }

    @Test func refusedMessagesChangeNothing() {
        var (session, hello) = started()
        for bad in [#"{"event":"back"}"#, #"{"event":"open","message":999999}"#, #"{"event":"select","child":9,"row":2}"#,
                    #"{"event":"reach","link":"nope"}"#, "{", #"{"event":"select","child":1,"row":4242}"#] {
            let reply = send(&session, bad)
            #expect(!reply.ok, "\(bad)")
            #expect(reply.error != nil)
        }
        let presentation = send(&session, #"{"event":"presentation"}"#)
        #expect(presentation.sequence == hello.sequence)
        #expect(presentation.link == "/mailboxes;open=1,5")
    }

    @Test func theRecordingReplaysToTheSamePlace() throws {
        var (session, _) = started(at: "/mailboxes/-/Sent/-")
        _ = send(&session, #"{"event":"resize","width":400}"#)
        _ = send(&session, #"{"event":"open","message":7}"#)
        let reply = send(&session, #"{"event":"recording"}"#)
        let lines = try #require(reply.recording)
        let replay = RecordingReplay.replay(try .init(jsonLines: lines))
        let steps = try #require(replay.steps)
        #expect(steps.count == 4)   // the start, the reach to Sent, the resize and the message
        #expect(steps.last?.layout == "compact")
        #expect(steps.last?.regular.stacks["detail"]?.map(\.label) == ["message(7)"])
        #expect(steps.last?.compact.stacks["primary"]?.map(\.label) == ["mailboxes", "mailbox(Sent)", "message(7)"])
    }

    @Test func aLongSessionStopsRecordingAndSaysSo() {
        var session = WebSession(recordingLimit: 3)
        _ = send(&session, #"{"event":"hello","link":"/mailboxes","width":1400}"#)
        _ = send(&session, #"{"event":"resize","width":900}"#)
        #expect(send(&session, #"{"event":"recording"}"#).recording != nil)
        for width in [400, 1400, 900] {
            #expect(send(&session, #"{"event":"resize","width":\#(width)}"#).ok)
        }
        let reply = send(&session, #"{"event":"recording"}"#)
        #expect(reply.error?.code == "recordingTooLong")
        #expect(send(&session, #"{"event":"resize","width":400}"#).ok)
    }

    @Test func unreadMessagesAreSaidAtTheStartAndWhenOneIsRead() throws {
        let (_, hello) = started()
        let others = AllInboxes.messages(in: AllInboxes.other).map(\.id)
        #expect(hello.unread == others && !others.isEmpty)
        var (session, _) = started(at: "/mailboxes/-/Reports/-")
        let open = send(&session, #"{"event":"open","message":\#(others[0])}"#)
        #expect(open.ok && open.unread == Array(others.dropFirst()))
        // Reading it again changes nothing the page draws: no list of unread messages.
        _ = send(&session, #"{"event":"back"}"#)
        #expect(send(&session, #"{"event":"open","message":\#(others[0])}"#).unread == nil)
    }
}
