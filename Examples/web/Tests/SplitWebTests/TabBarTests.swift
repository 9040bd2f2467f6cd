import Foundation
import SplitNavigation
import Testing

@testable import SplitWeb

/// All Inboxes' tab bar as the session handles it: the tabs event, each tab keeping its own
/// message, Other's badge, and the tab in the address.
@Suite struct TabBarTests {
    private func send(_ session: inout WebSession, _ text: String) -> WebReply {
        session.handle(Data(text.utf8))
    }

    private func started(at link: String = "/mailboxes", width: Int = 1400) -> (WebSession, WebReply) {
        var session = WebSession()
        let hello = send(&session, #"{"event":"hello","link":"\#(link)","width":\#(width)}"#)
        return (session, hello)
    }

    private let focusedMessage = AllInboxes.messages(in: AllInboxes.focused)[0].id
    private let otherMessage = AllInboxes.messages(in: AllInboxes.other)[1].id

    /// The list with the tab bar in a presentation, and the message on top of the detail column.
    private func shown(_ session: inout WebSession) -> (list: ChildView?, message: ChildView?) {
        let presentation = send(&session, #"{"event":"presentation"}"#).presentation
        return (presentation?.stacks["supplementary"]?.last, presentation?.stacks["detail"]?.last)
    }

    @Test func theSidebarsAllInboxesOpensAListWithATabBar() throws {
        var (session, _) = started()
        let select = send(&session, #"{"event":"select","child":1,"row":\#(AllInboxes.row.rawValue)}"#)
        #expect(select.ok && select.history == .push)
        #expect(select.link == "/mailboxes;node=8;open=1,5/-/All%20Inboxes;tab=focused/-")
        let list = try #require(select.changes?.compactMap(\.child).first { $0.title == AllInboxes.name })
        #expect(list.tabs?.map(\.tab) == ["focused", "other"])
        #expect(list.tabs?.map(\.selected) == [true, false])
        #expect(list.tabs?.map(\.badge) == [nil, String(AllInboxes.messages(in: AllInboxes.other).count)])
        #expect(list.items?.map(\.message) == AllInboxes.messages(in: AllInboxes.focused).map(\.id))
        // The sidebar highlights the row: the accordion's selection.
        let sidebar = try #require(select.changes?.compactMap(\.child).first { $0.kind == "mailboxes" })
        #expect(sidebar.rows?.filter(\.selected).map(\.row) == [AllInboxes.row.rawValue])
        #expect(sidebar.rows?.first?.mailbox == AllInboxes.name)
    }

    @Test func eachTabKeepsItsOwnMessageAndTheSameChildComesBack() throws {
        var (session, _) = started(at: "/mailboxes/-/All%20Inboxes/-")
        let list = try #require(shown(&session).list)
        _ = send(&session, #"{"event":"open","message":\#(focusedMessage)}"#)
        let kept = try #require(shown(&session).message)

        let other = send(&session, #"{"event":"tab","child":\#(list.id),"tab":"other","id":5}"#)
        #expect(other.ok && other.reply == 5 && other.history == .push)
        #expect(other.link == "/mailboxes;node=8;open=1,5/-/All%20Inboxes;tab=other/-")
        #expect(other.changes?.map(\.change) == ["removed", "updated", "placeholder"])
        #expect(other.changes?.first { $0.change == "updated" }?.child?.items?.map(\.message) == AllInboxes.messages(in: AllInboxes.other).map(\.id))

        let read = send(&session, #"{"event":"open","message":\#(otherMessage)}"#)
        let badge = read.changes?.compactMap(\.child).last { $0.tabs != nil }?.tabs?.last?.badge
        #expect(badge == String(AllInboxes.messages(in: AllInboxes.other).count - 1), "reading lowers Other's badge")
        #expect(read.link == "/mailboxes;node=8;open=1,5/-/All%20Inboxes;row=\(otherMessage);tab=other/-/\(otherMessage)")
        let otherKept = try #require(shown(&session).message)

        let back = send(&session, #"{"event":"tab","child":\#(list.id),"tab":"focused"}"#)
        #expect(back.link == "/mailboxes;node=8;open=1,5/-/All%20Inboxes;row=\(focusedMessage);tab=focused/-/\(focusedMessage)")
        #expect(shown(&session).message?.id == kept.id)
        #expect(shown(&session).message?.selectedIn == list.id, "the list still highlights the row")

        // The browser's back to Other's address selects Other: its message comes back, not a new one.
        let reach = send(&session, #"{"event":"reach","link":"/mailboxes/-/All%20Inboxes/-/\#(otherMessage)?tab=other"}"#)
        #expect(reach.ok && reach.history == .replace)
        #expect(shown(&session).message?.id == otherKept.id)
        #expect(shown(&session).list?.id == list.id)
        // Reading it again does not lower the badge twice.
        let again = send(&session, #"{"event":"open","message":\#(otherMessage)}"#)
        #expect(again.changes?.contains { $0.child?.tabs != nil } == false)
    }

    @Test func tabsSwitchInCompactLayoutAndTheSplitFindsEachTabsMessage() throws {
        var (session, _) = started(at: "/mailboxes/-/All%20Inboxes/-/\(focusedMessage)", width: 400)
        let list = try #require(send(&session, #"{"event":"presentation"}"#).presentation?.stacks["primary"]?[1])
        #expect(list.tabs != nil)
        let other = send(&session, #"{"event":"tab","child":\#(list.id),"tab":"other"}"#)
        #expect(other.summary?.stacks["primary"]?.first == 2, "the message left the one stack with its tab")
        _ = send(&session, #"{"event":"open","message":\#(otherMessage)}"#)
        _ = send(&session, #"{"event":"resize","width":1400}"#)
        #expect(shown(&session).message?.message == otherMessage)
        _ = send(&session, #"{"event":"tab","child":\#(list.id),"tab":"focused"}"#)
        #expect(shown(&session).message?.message == focusedMessage)
    }

    @Test func aLinkNamesTheTabAndALoadOpensIt() throws {
        let (_, hello) = started(at: "/mailboxes/-/All%20Inboxes/-/\(otherMessage)?tab=other")
        #expect(hello.ok && hello.link == "/mailboxes;node=8;open=1,5/-/All%20Inboxes;row=\(otherMessage);tab=other/-/\(otherMessage)")
        let list = try #require(hello.presentation?.stacks["supplementary"]?.first)
        #expect(list.tabs?.first { $0.selected }?.tab == "other")
        #expect(hello.presentation?.stacks["detail"]?.last?.message == otherMessage)
        // A link is not a reading: the badge counts every message still.
        #expect(list.tabs?.last?.badge == String(AllInboxes.messages(in: AllInboxes.other).count))
        let (_, visible) = started(at: "/mailboxes/-/All%20Inboxes/-?visibility=all&tab=other")
        #expect(visible.link == "/mailboxes;node=8;open=1,5/-/All%20Inboxes;tab=other/-?visibility=all")
    }

    @Test(arguments: [
        "/mailboxes/-/All%20Inboxes/-?tab=nowhere",
        "/mailboxes/-/Inbox/-?tab=other",
        "/mailboxes/-/All%20Inboxes/-?tab=other&tab=focused",
        "/mailboxes/-/Inbox/All%20Inboxes/-",
        "/mailboxes/-/All%20Inboxes/-?tab",
    ])
    func aTabTheLinkCannotShowIsRefusedAndNamed(link: String) {
        let (_, hello) = started(at: link)
        #expect(!hello.ok && hello.error?.code == "invalidLink", "\(link)")
        #expect(hello.link == "/mailboxes;open=1,5")
    }

    @Test func tabEventsNamingNothingAreRefused() throws {
        var (session, _) = started(at: "/mailboxes/-/All%20Inboxes/-")
        let list = try #require(shown(&session).list)
        let sequence = send(&session, #"{"event":"presentation"}"#).sequence
        #expect(send(&session, #"{"event":"tab","child":99,"tab":"other"}"#).error?.code == "unknownChild")
        #expect(send(&session, #"{"event":"tab","child":1,"tab":"other"}"#).error?.code == "notATabGroup")
        #expect(send(&session, #"{"event":"tab","child":\#(list.id),"tab":"spam"}"#).error?.code == "unknownTab")
        #expect(send(&session, #"{"event":"tab","child":\#(list.id),"tab":7}"#).error?.code == "malformedInput")
        #expect(send(&session, #"{"event":"presentation"}"#).sequence == sequence)
    }
}
