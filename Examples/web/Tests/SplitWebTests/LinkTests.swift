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
        #expect(WebRoute(linkSegment: "hint:Select a message", column: .detail) == nil)
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
