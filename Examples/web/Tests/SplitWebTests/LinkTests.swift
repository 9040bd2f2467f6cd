import Foundation
import SplitNavigation
import Testing

@testable import SplitWeb

@Suite struct LinkTests {
    @Test func everyMailboxAndMessageLinkReadsBack() throws {
        for message in SampleMail.messages {
            let target = NavigationTarget<WebRoute>(
                primary: [.mailboxes], supplementary: [.mailbox(message.mailbox)], detail: [.message(message.id)])
            #expect(try NavigationTarget(link: target.link, columns: .three) == target)
        }
    }

    @Test func linksNameOnlyMailThatExistsWhereTheAppPutsIt() {
        #expect(WebRoute(linkSegment: "Inbox", column: .supplementary) == .mailbox("Inbox"))
        #expect(WebRoute(linkSegment: "Inbox", column: .detail) == nil)
        #expect(WebRoute(linkSegment: "Nowhere", column: .supplementary) == nil)
        #expect(WebRoute(linkSegment: "999999", column: .detail) == nil)
        #expect(WebRoute(linkSegment: "tab:Focused", column: .detail) == nil)
        #expect(WebRoute(linkSegment: "All Inboxes", column: .supplementary) == .allInboxes)
        #expect(WebRoute(linkSegment: "All Inboxes", column: .detail) == nil)
        // The compose sheet's screens are never in a link: it names the columns only.
        for column in Column.allCases {
            #expect(WebRoute(linkSegment: WebRoute.compose.linkSegment, column: column) == nil)
            #expect(WebRoute(linkSegment: WebRoute.attachments.linkSegment, column: column) == nil)
        }
    }

    @Test func widthsInPixelsGiveOneTwoOrThreeColumns() {
        #expect(WidthClass.width(pixels: Int.min) == .compact)
        #expect(WidthClass.width(pixels: 699) == .compact)
        #expect(WidthClass.width(pixels: 700) == .medium)
        #expect(WidthClass.width(pixels: 1099) == .medium)
        #expect(WidthClass.width(pixels: 1100) == .regular)
        #expect(WidthClass.width(pixels: Int.max) == .regular)
    }
}

/// One rule for links: a link the page cannot read is `invalidLink`, whatever is wrong with it,
/// at a load (which still shows the mailboxes) and at a back or forward (which changes nothing).
@Suite struct LinkRuleTests {
    private func hello(_ link: String) -> WebReply {
        var session = WebSession()
        let text = #"{"event":"hello","link":"\#(link)","width":1400}"#
        return session.handle(Data(text.utf8))
    }

    /// A message of another mailbox than the list the link names.
    private static let reportsMessage = SampleMail.messages(in: "Reports")[0].id

    @Test(arguments: [
        "/mailboxes/-/-/-/-", "/mailboxes/zzz/%FF%00/-/-/-/1", "/mailboxes/-/Nowhere/-", "/nowhere",
        "/mailboxes/-/Inbox/-/\(reportsMessage)", "/mailboxes/-/All%20Inboxes/-/\(reportsMessage)",
    ])
    func aLinkThePageCannotReadIsInvalidLinkWithTheMailboxesShown(link: String) {
        let reply = hello(link)
        #expect(!reply.ok)
        #expect(reply.error?.code == "invalidLink")
        #expect(reply.link == "/mailboxes;open=1,5")
        #expect(reply.presentation?.stacks["primary"]?.map(\.kind) == ["mailboxes"])
        #expect(reply.presentation?.stacks["supplementary"]?.isEmpty == true)
    }

    @Test func aMessageIsReadUnderTheListThatHoldsIt() {
        let own = hello("/mailboxes/-/Reports/-/\(Self.reportsMessage)")
        #expect(own.ok && own.link == "/mailboxes;node=7;open=1,5/-/Reports;row=\(Self.reportsMessage)/-/\(Self.reportsMessage)")
        let tab = hello("/mailboxes/-/All%20Inboxes/-/\(Self.reportsMessage)?tab=other")
        #expect(tab.ok && tab.presentation?.stacks["detail"]?.last?.message == Self.reportsMessage)
    }

    @Test func aBackOrForwardToALinkThePageCannotReadChangesNothing() {
        var session = WebSession()
        let start = session.handle(Data(#"{"event":"hello","link":"/mailboxes/-/Inbox/-/2","width":1400}"#.utf8))
        for link in ["/mailboxes/-/-/-/-", "/mailboxes/-/Inbox/-/\(Self.reportsMessage)"] {
            let reach = session.handle(Data(#"{"event":"reach","link":"\#(link)"}"#.utf8))
            #expect(reach.error?.code == "invalidLink")
        }
        let after = session.handle(Data(#"{"event":"presentation"}"#.utf8))
        #expect(after.sequence == start.sequence && after.link == start.link)
    }
}
