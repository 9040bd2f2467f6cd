import Foundation
import SplitNavigation
import SplitNavigationTesting
import Testing

/// A mail app's routes as link segments: a message can only stand in the detail column.
enum MailLinkRoute: LinkRoute {
    case mailboxes
    case mailbox(String)
    case message(Int)

    var linkSegment: String {
        switch self {
        case .mailboxes: "mailboxes"
        case .mailbox(let name): "mailbox:\(name)"
        case .message(let id): "message:\(id)"
        }
    }

    init?(linkSegment: String, column: Column) {
        let parts = linkSegment.split(separator: ":", maxSplits: 1).map(String.init)
        switch (parts.first, parts.count, column) {
        case ("mailboxes", 1, _): self = .mailboxes
        case ("mailbox", 2, _): self = .mailbox(parts[1])
        case ("message", 2, .detail):
            guard let id = Int(parts[1]) else { return nil }
            self = .message(id)
        default: return nil
        }
    }
}

@Suite("Deep links")
struct LinkTests {
    let inbox42 = NavigationTarget<MailLinkRoute>(
        primary: [.mailboxes], supplementary: [.mailbox("In box/2")], detail: [.message(42)])

    @Test func stacksGoInThePathAndChoicesInTheQuery() throws {
        #expect(inbox42.link == "/mailboxes/-/mailbox%3AIn%20box%2F2/-/message%3A42")
        var withVisibility = inbox42
        withVisibility.visibility = .detailOnly
        #expect(withVisibility.link == "/mailboxes/-/mailbox%3AIn%20box%2F2/-/message%3A42?visibility=detailOnly")
        #expect(try NavigationTarget(link: withVisibility.link, columns: .three) == withVisibility)
    }

    @Test func twoGroupsArePrimaryAndDetailInEitherSplit() throws {
        let target = NavigationTarget<MailLinkRoute>(primary: [.mailboxes], detail: [.message(7)])
        #expect(target.link == "/mailboxes/-/message%3A7")
        #expect(try NavigationTarget(link: target.link, columns: .two) == target)
        #expect(try NavigationTarget(link: target.link, columns: .three) == target)
        #expect(try NavigationTarget<MailLinkRoute>(link: "/mailboxes", columns: .two) == NavigationTarget(primary: [.mailboxes]))
        let emptyDetail = NavigationTarget<MailLinkRoute>(primary: [.mailboxes], supplementary: [.mailbox("Sent")])
        #expect(emptyDetail.link == "/mailboxes/-/mailbox%3ASent/-")
        #expect(try NavigationTarget(link: emptyDetail.link, columns: .three) == emptyDetail)
    }

    @Test func aRouteThatNamesTheSeparatorIsEscaped() throws {
        let target = NavigationTarget<String>(primary: ["-", "a-b", ""], detail: ["é"])
        #expect(target.link == "/%2D/a-b//-/%C3%A9")
        // An empty segment cannot be read back: the protocol asks for non-empty segments.
        #expect(throws: NavigationError.self) { try NavigationTarget<String>(link: target.link, columns: .two) }
        let readable = NavigationTarget<String>(primary: ["-", "a-b"], detail: ["é"])
        #expect(try NavigationTarget(link: readable.link, columns: .two) == readable)
    }

    @Test func badLinksNameWhatIsWrong() throws {
        let cases: [(String, SplitColumns, NavigationError.Code, String)] = [
            ("/mailboxes/message%3A42", .three, .invalidLink, "segment \"message:42\" names no route the primary column can hold"),
            ("/mailboxes/-/-/letter%3A1", .three, .invalidLink, "segment \"letter:1\" names no route the detail column can hold"),
            ("/mailboxes/%ZZ", .three, .invalidLink, "segment \"%ZZ\" has a malformed percent escape"),
            ("/mailboxes/%FF", .three, .invalidLink, "segment \"%FF\" has a malformed percent escape or is not UTF-8"),
            ("mailboxes", .three, .invalidLink, "it must start with \"/\""),
            ("/mailboxes//-", .three, .invalidLink, "segment 2 is empty"),
            ("/mailboxes?width=compact", .three, .invalidLink, "the query takes only \"visibility\", not \"width=compact\""),
            ("/mailboxes?visibility=some", .three, .invalidLink, "\"some\" is not a visibility"),
            ("/mailboxes?visibility=all&visibility=all", .three, .invalidLink, "the query gives \"visibility\" twice"),
            ("/mailboxes/-/mailbox%3AA/-", .two, .columnNotInSplit, "names 3 columns, the split has 2"),
        ]
        for (link, columns, code, words) in cases {
            let error = #expect(throws: NavigationError.self, "\(link)") {
                try NavigationTarget<MailLinkRoute>(link: link, columns: columns)
            }
            #expect(error?.code == code, "\(link)")
            #expect(error?.message.contains(words) == true, "\(link): \(error?.message ?? "")")
        }
    }

    @Test func aLinkOpensMessage42FromAnyState() throws {
        let link = "/mailboxes/-/mailbox%3AInbox/-/message%3A42"
        for width in [Width.compact, .medium, .regular] {
            var navigator = try SplitNavigator<MailLinkRoute>(
                primary: [.mailboxes], supplementary: [.mailbox("Sent")], detail: [.message(7)], columns: .three, width: width)
            try navigator.reach(NavigationTarget(link: link, columns: .three))
            #expect(navigator.state.link == link + "?visibility=automatic", "at \(width)")
        }
    }

    @Test("A link made from a navigation reads back to the same target", arguments: [1, 2, 3] as [UInt64])
    func linksReadBack(seed: UInt64) throws {
        // Routes with characters that need escaping, and the separator itself.
        let routes = RouteGenerator<String>.oneOf("A", "-", "a b", "x/y", "é?&=", "%41")
        let starts = StartGenerator<String>.random(routes: routes)
        let events = EventGenerator.standard(routes: routes)
        var random = SplitMix64(seed: seed)
        for sample in 0..<200 {
            var navigator = SplitNavigator(state: try starts.start(using: &random))
            for _ in 0..<random.int(in: 0...20) {
                _ = try? navigator.send(events.event(for: navigator.state, using: &random))
            }
            let state = navigator.state
            let read = try NavigationTarget<String>(link: state.link, columns: state.columns)
            #expect(read == NavigationTarget(state), "seed \(seed), sample \(sample): \(state.link)")
            #expect(try state.eventsToReach(read, reveal: false).isEmpty, "seed \(seed), sample \(sample): the link's target is the state's own")
            // Revealing may still raise the target's top in compact layout, and nothing else.
            let revealed = try state.eventsToReach(read)
            #expect(
                revealed.isEmpty || (state.layout == .compact && revealed.count == 1 && { if case .raise = revealed[0] { true } else { false } }()),
                "seed \(seed), sample \(sample): reaching its own target with reveal takes \(revealed)")
        }
    }
}
