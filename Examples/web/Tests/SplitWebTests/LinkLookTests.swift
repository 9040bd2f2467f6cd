import Foundation
import SplitNavigation
import Testing

@testable import SplitWeb

/// The address is the library's link with looks: a link restores the sidebar's highlight, the
/// list's tab and its selected row from the state the library reaches, at every width, and a
/// reload (a new session at the answer's address) keeps them.
@Suite struct LinkLookTests {
    private func send(_ session: inout WebSession, _ text: String) -> WebReply {
        session.handle(Data(text.utf8))
    }

    private func hello(_ link: String, width: Int = 1400) -> (WebSession, WebReply) {
        var session = WebSession()
        let reply = send(&session, #"{"event":"hello","link":"\#(link)","width":\#(width)}"#)
        return (session, reply)
    }

    private static let other = AllInboxes.messages(in: AllInboxes.other)[0].id
    private static let otherLink = "/mailboxes;node=8;open=1,5/-/All%20Inboxes;row=\(other);tab=other/-/\(other)"

    /// What the page highlights, read off a whole presentation as the page reads it: the
    /// sidebar's selected rows, each list's selected tab and the row its message was opened by.
    private struct Highlights: Equatable {
        var sidebar: [Int]
        var tab: String?
        var row: Int?
    }

    private func highlights(_ reply: WebReply) -> Highlights? {
        guard let stacks = reply.presentation?.stacks else { return nil }
        let children = ["primary", "supplementary", "detail"].flatMap { stacks[$0] ?? [] }
        guard let sidebar = children.first(where: { $0.kind == "mailboxes" }) else { return nil }
        let list = children.last { $0.kind == "mailbox" }
        return Highlights(
            sidebar: sidebar.rows?.filter(\.selected).map(\.row) ?? [],
            tab: list?.tabs?.first(where: \.selected)?.tab,
            row: list.flatMap { list in children.last { $0.selectedIn == list.id }?.selectedRow })
    }

    @Test(arguments: [1400, 900, 400])
    func aLinkRestoresTheHighlightTheTabAndTheSelectedRow(width: Int) throws {
        let (_, reply) = hello(Self.otherLink, width: width)
        #expect(reply.ok && reply.link == Self.otherLink)
        #expect(highlights(reply) == Highlights(sidebar: [AllInboxes.row.rawValue], tab: "other", row: Self.other))
        // A reload is a new session at the address: the same highlights.
        let (_, reload) = hello(try #require(reply.link), width: width)
        #expect(reload.link == reply.link)
        #expect(highlights(reload) == highlights(reply))
    }

    @Test func aPersonsClicksMakeTheAddressThatRestoresThem() throws {
        var (session, _) = hello("/", width: 400)
        let select = send(&session, #"{"event":"select","child":1,"row":\#(AllInboxes.row.rawValue)}"#)
        let list = try #require(select.changes?.compactMap(\.child).first { $0.tabs != nil })
        _ = send(&session, #"{"event":"tab","child":\#(list.id),"tab":"other"}"#)
        let open = send(&session, #"{"event":"open","message":\#(Self.other)}"#)
        #expect(open.link == Self.otherLink)
        let (_, reload) = hello(try #require(open.link), width: 1400)
        #expect(highlights(reload) == Highlights(sidebar: [AllInboxes.row.rawValue], tab: "other", row: Self.other))
    }

    @Test func theSidebarKeepsItsHighlightAfterABackAndAReloadKeepsIt() throws {
        var (session, _) = hello("/mailboxes/-/Inbox/-", width: 400)
        let back = send(&session, #"{"event":"back"}"#)
        #expect(back.link == "/mailboxes;node=2;open=1,5")
        let sidebar = try #require(send(&session, #"{"event":"presentation"}"#).presentation?.stacks["primary"]?.first)
        #expect(sidebar.rows?.filter(\.selected).map(\.mailbox) == ["Inbox"])
        let (_, reload) = hello("/mailboxes;node=2;open=1,5", width: 400)
        #expect(highlights(reload) == Highlights(sidebar: [2], tab: nil, row: nil))
        #expect(reload.presentation?.stacks["primary"]?.count == 1)
        // A collapsed account is in the address too.
        let toggle = send(&session, #"{"event":"select","child":1,"row":1}"#)
        #expect(toggle.link == "/mailboxes;node=2;open=5")
        let (_, collapsed) = hello("/mailboxes;node=2;open=5", width: 400)
        #expect(collapsed.presentation?.stacks["primary"]?.first?.rows?.contains { $0.mailbox == "Inbox" } == false)
    }

    /// An address from before links carried looks, or typed by hand, opens with the highlights a
    /// click would have made, and is answered with the address in the new form.
    @Test(arguments: [
        ("/mailboxes/-/Inbox/-/3", "/mailboxes;node=2;open=1,5/-/Inbox;row=3/-/3"),
        ("/mailboxes/-/All%20Inboxes/-", "/mailboxes;node=8;open=1,5/-/All%20Inboxes;tab=focused/-"),
        ("/mailboxes/-/All%20Inboxes/-/\(other)?tab=other", otherLink),
        ("/mailboxes/-/All%20Inboxes;tab=other/-/\(other)", otherLink),
        ("/mailboxes", "/mailboxes;open=1,5"),
    ])
    func anAddressWithoutLooksOpensAsAClickWould(link: String, address: String) {
        let (_, reply) = hello(link)
        #expect(reply.ok && reply.link == address, "\(link)")
    }

    /// The addresses docs/web.md lists, read back: each is its own answer.
    @Test(arguments: [
        "/mailboxes;open=1,5", "/mailboxes;node=2;open=1,5/-/Inbox/-", "/mailboxes;node=2;open=1,5/-/Inbox;row=3/-/3",
        "/mailboxes;node=2;open=1,5/-/Inbox;row=3/-/3?visibility=all",
        "/mailboxes;node=8;open=1,5/-/All%20Inboxes;tab=focused/-",
        "/mailboxes;node=8;open=1,5/-/All%20Inboxes;row=21;tab=other/-/21", "/mailboxes;node=2;open=5",
    ])
    func theDocumentedAddressesReadBack(link: String) {
        let (_, reply) = hello(link)
        #expect(reply.ok && reply.link == link, "\(link): \(String(describing: reply.link))")
    }

    @Test(arguments: [
        "/mailboxes;node=2/-/Reports/-",                               // the sidebar highlights another list
        "/mailboxes;node=1/-/Inbox/-",                                 // a panel is not a mailbox row
        "/mailboxes;node=99",
        "/mailboxes;row=Inbox/-/Inbox/-",                              // the sidebar highlights by node
        "/mailboxes/-/Inbox;row=3/-/4",                                // the row is not the message shown
        "/mailboxes/-/Inbox;row=3/-",                                  // a row with nothing to show
        "/mailboxes/-/All%20Inboxes;tab=other/-?tab=other",            // the tab given twice
        "/mailboxes/-/All%20Inboxes;tab=nowhere/-",
        "/mailboxes/-/Inbox;tab=other/-",
        "/mailboxes;open=1,x",
        "/mailboxes/-/All%20Inboxes;tab=focused/-/\(other)",            // Other's message under Focused
    ])
    func looksThisAppNeverShowsAreInvalidLink(link: String) {
        let (_, reply) = hello(link)
        #expect(!reply.ok && reply.error?.code == "invalidLink", "\(link): \(String(describing: reply.error))")
        #expect(reply.link == "/mailboxes;open=1,5")
    }
}
