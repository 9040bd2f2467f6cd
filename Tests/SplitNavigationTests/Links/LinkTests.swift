import Foundation
import SplitNavigation
import SplitNavigationTesting
import Testing

/// A mail app's routes as link segments: a message can only stand in the detail column, and a
/// reply only in a sheet.
enum MailLinkRoute: LinkRoute {
    case mailboxes
    case mailbox(String)
    case message(Int)
    case reply(to: Int)

    var linkSegment: String {
        switch self {
        case .mailboxes: "mailboxes"
        case .mailbox(let name): "mailbox:\(name)"
        case .message(let id): "message:\(id)"
        case .reply(let id): "reply:\(id)"
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

    init?(linkSegment: String, style: ModalStyle) {
        let parts = linkSegment.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let id = Int(parts[1]) else { return nil }
        switch (parts[0], style) {
        case ("reply", .sheet): self = .reply(to: id)
        case ("message", _): self = .message(id)
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
        #expect(try NavigationTarget(link: target.link, columns: .two) == target)
    }

    @Test func anEmptyRouteIsAnEmptySegmentAndReadsBack() throws {
        let cases: [(NavigationTarget<String>, String)] = [
            (NavigationTarget(primary: ["a"], detail: [""]), "/a/-//"),
            (NavigationTarget(primary: [""]), "//"),
            (NavigationTarget(primary: ["", ""]), "///"),
            (NavigationTarget(primary: ["a", ""], supplementary: [""], detail: ["", "b"]), "/a//-//-//b"),
            (NavigationTarget(primary: [""], modals: [ModalTarget(root: ""), ModalTarget(root: "c", pushed: [""])]), "//?modal=sheet//&modal=sheet/c//"),
            (NavigationTarget(primary: []), "/"),
        ]
        for (target, link) in cases {
            #expect(target.link == link)
            let columns: SplitColumns = target.supplementary.isEmpty ? .two : .three
            #expect(try NavigationTarget<String>(link: link, columns: columns) == target, "\(link)")
        }
        // A final `/` ends the path: what comes before it is all there is.
        #expect(try NavigationTarget<String>(link: "/a/-/", columns: .two) == NavigationTarget(primary: ["a"]))
        #expect(try NavigationTarget<String>(link: "/a/", columns: .two) == NavigationTarget(primary: ["a"]))
    }

    @Test func badLinksNameWhatIsWrong() throws {
        let cases: [(String, SplitColumns, NavigationError.Code, String)] = [
            ("/mailboxes/message%3A42", .three, .invalidLink, "segment \"message:42\" names no route the primary column can hold"),
            ("/mailboxes/-/-/letter%3A1", .three, .invalidLink, "segment \"letter:1\" names no route the detail column can hold"),
            ("/mailboxes/%ZZ", .three, .invalidLink, "segment \"%ZZ\" has a malformed percent escape"),
            ("/mailboxes/%FF", .three, .invalidLink, "segment \"%FF\" has a malformed percent escape or is not UTF-8"),
            ("mailboxes", .three, .invalidLink, "it must start with \"/\""),
            ("/mailboxes//-", .three, .invalidLink, "segment \"\" names no route the primary column can hold"),
            ("/mailboxes?width=compact", .three, .invalidLink, "the query takes \"visibility\" and \"modal\", not \"width=compact\""),
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

    @Test func modalsAreQueryItemsBottomFirst() throws {
        var target = inbox42
        target.visibility = .all
        target.modals = [ModalTarget(root: .reply(to: 42), pushed: [.message(7)]), ModalTarget(root: .message(7), style: .fullScreenCover)]
        let link = "/mailboxes/-/mailbox%3AIn%20box%2F2/-/message%3A42?visibility=all&modal=sheet/reply%3A42/message%3A7&modal=fullScreenCover/message%3A7"
        #expect(target.link == link)
        #expect(try NavigationTarget(link: link, columns: .three) == target)
        // The items may come in any order but the modals', which is bottom first.
        let reordered = "/mailboxes/-/mailbox%3AIn%20box%2F2/-/message%3A42?modal=sheet/reply%3A42/message%3A7&visibility=all&modal=fullScreenCover/message%3A7"
        #expect(try NavigationTarget(link: reordered, columns: .three) == target)
        // A link without modal items names none, as every link did before modals.
        #expect(try NavigationTarget<MailLinkRoute>(link: "/mailboxes?visibility=all", columns: .two).modals.isEmpty)
    }

    @Test func modalRoutesAreEscapedLikeColumnRoutes() throws {
        let target = NavigationTarget<String>(
            primary: ["Mailboxes"], modals: [ModalTarget(root: "a/b&c=d?e", pushed: ["-", "é", "%41"], style: .fullScreenCover)])
        #expect(target.link == "/Mailboxes?modal=fullScreenCover/a%2Fb%26c%3Dd%3Fe/%2D/%C3%A9/%2541")
        #expect(try NavigationTarget(link: target.link, columns: .two) == target)
        // A `-` needs no escape in a modal (there are no columns to separate), but may have one.
        #expect(try NavigationTarget<String>(link: "/Mailboxes?modal=sheet/-", columns: .two).modals == [ModalTarget(root: "-")])
    }

    @Test func badModalItemsNameWhatIsWrong() throws {
        let cases: [(String, String)] = [
            ("/mailboxes?modal=popover/reply%3A1", "modal 1: \"popover\" is not a modal style; expected sheet or fullScreenCover"),
            ("/mailboxes?modal=", "modal 1: \"\" is not a modal style"),
            ("/mailboxes?modal=sheet", "modal 1 has no routes: a modal needs at least its root"),
            ("/mailboxes?modal=sheet/reply%3A1&modal=sheet/", "modal 2 has no routes: a modal needs at least its root"),
            ("/mailboxes?modal=sheet/reply%3A1//message%3A2", "modal 1: segment \"\" names no route a sheet can hold"),
            ("/mailboxes?modal=sheet/%ZZ", "modal 1: segment \"%ZZ\" has a malformed percent escape"),
            ("/mailboxes?modal=sheet/%C3", "modal 1: segment \"%C3\" has a malformed percent escape or is not UTF-8"),
            ("/mailboxes?modal=fullScreenCover/reply%3A1", "modal 1: segment \"reply:1\" names no route a fullScreenCover can hold"),
            ("/mailboxes?modal=sheet/mailboxes", "modal 1: segment \"mailboxes\" names no route a sheet can hold"),
            ("/mailboxes?modal", "the query takes \"visibility\" and \"modal\", not \"modal\""),
            ("/mailboxes?modals=sheet/reply%3A1", "not \"modals=sheet/reply%3A1\""),
            ("/mailboxes?Modal=sheet/reply%3A1", "not \"Modal=sheet/reply%3A1\""),
        ]
        for (link, words) in cases {
            let error = #expect(throws: NavigationError.self, "\(link)") {
                try NavigationTarget<MailLinkRoute>(link: link, columns: .three)
            }
            #expect(error?.code == .invalidLink, "\(link)")
            #expect(error?.message.contains(words) == true, "\(link): \(error?.message ?? "")")
        }
    }

    @Test func aLinkOpensAReplyOverMessage42AndAPlainLinkClosesIt() throws {
        for width in [Width.compact, .medium, .regular] {
            var navigator = try SplitNavigator<MailLinkRoute>(
                primary: [.mailboxes], supplementary: [.mailbox("Sent")], detail: [.message(7)], columns: .three, width: width)
            let reply = "/mailboxes/-/mailbox%3AInbox/-/message%3A42?modal=sheet/reply%3A42"
            try navigator.reach(NavigationTarget(link: reply, columns: .three))
            #expect(navigator.presentation.topmost?.route == .reply(to: 42), "at \(width)")
            #expect(navigator.state.link == "/mailboxes/-/mailbox%3AInbox/-/message%3A42?visibility=automatic&modal=sheet/reply%3A42")
            try navigator.reach(NavigationTarget(link: "/mailboxes/-/mailbox%3AInbox/-/message%3A42", columns: .three))
            #expect(navigator.state.modals.isEmpty, "at \(width)")
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
