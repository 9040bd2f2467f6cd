import Foundation
import SplitNavigation
import Testing

/// A mail app: an accordion sidebar, a mailbox list with Focused/Other tabs, messages.
enum LookMailRoute: Hashable, Codable, Sendable, LinkRoute {
    case mailboxes
    case mailbox(String)
    case filter(String)
    case message(Int)

    var linkSegment: String {
        switch self {
        case .mailboxes: "mailboxes"
        case .mailbox(let name): "mailbox:\(name)"
        case .filter(let name): "filter:\(name)"
        case .message(let id): "message:\(id)"
        }
    }

    init?(linkSegment: String, column: Column) {
        let parts = linkSegment.split(separator: ":", maxSplits: 1).map(String.init)
        switch (parts.first, parts.count == 2 ? parts[1] : nil) {
        case ("mailboxes", nil): self = .mailboxes
        case ("mailbox", let name?): self = .mailbox(name)
        case ("filter", let name?): self = .filter(name)
        case ("message", let id?) where Int(id) != nil: self = .message(Int(id)!)
        default: return nil
        }
    }
}

@Suite("Reaching targets with looks")
struct ReachLookTests {
    typealias Route = LookMailRoute

    static let sidebar = try! Accordion<Route>(policy: .multiple, nodes: [
        AccordionNode(id: 1, value: .mailboxes, children: [
            AccordionNode(id: 2, value: .mailbox("Inbox"), destination: RowDestination(.mailbox("Inbox"), column: .supplementary)),
            AccordionNode(id: 3, value: .mailbox("Sent"), destination: RowDestination(.mailbox("Sent"), column: .supplementary)),
        ]),
        AccordionNode(id: 4, value: .mailbox("Archive")),
    ])

    static let filters = try! TabGroup<Route>(tabs: [Tab("focused", value: .filter("Focused")), Tab("other", value: .filter("Other"))])

    /// What the app's own events make: the sidebar's accordion, each mailbox's tab bar.
    static let maker = ChildMaker<Route> { route, _ in
        switch route {
        case .mailboxes: .accordion(sidebar)
        case .mailbox: .tabs(filters)
        default: .plain
        }
    }

    /// The link's target: Inbox highlighted, its list on Focused with message 42 highlighted.
    static var inbox42: NavigationTarget<Route> {
        var target = NavigationTarget<Route>(primary: [.mailboxes], supplementary: [.mailbox("Inbox")], detail: [.message(42)])
        target.setLook(ChildLook(selectedNode: 2, expandedNodes: [1]), of: .primary, at: 0)
        target.setLook(ChildLook(selectedRow: .message(42), selectedTab: "focused"), of: .supplementary, at: 0)
        return target
    }

    /// Reading Sent: the sidebar selected Sent, its list on Other with message 7 open.
    func readingSent(width: Width = .regular) throws -> SplitNavigator<Route> {
        var navigator = SplitNavigator(state: try SplitState(
            primary: [NewChild(.mailboxes, preferring: .primary, content: .accordion(Self.sidebar))], columns: .three))
        try navigator.send(.accordion(1, .expand(1)))
        // The sidebar's row opens a plain mailbox; the app gives it its tab bar.
        try navigator.send(.accordion(1, .selectNode(3)))
        try navigator.send(.replaceTop(.supplementary, with: NewChild(.mailbox("Sent"), preferring: .supplementary, content: .tabs(Self.filters))))
        let list = try #require(navigator.state.stack(.supplementary).first)
        try navigator.send(.tabs(list.id, .selectTab("other")))
        try navigator.send(.selectRow(.message(7), in: list.id, showing: [NewChild(.message(7), preferring: .detail)]))
        if width != .regular { try navigator.send(.setWidth(width)) }
        return navigator
    }

    /// Checks that `navigator` shows the Inbox link's screen.
    func expectShowsInbox42(_ navigator: SplitNavigator<Route>) throws {
        let state = navigator.state
        let sidebar = try #require(state.stack(.primary).first?.content.accordion)
        #expect(sidebar.selection == 2, "the sidebar highlights Inbox")
        let list = try #require(state.stack(.supplementary).first)
        #expect(list.route == .mailbox("Inbox"))
        #expect(list.content.tabs?.selected == "focused", "the list has its tab bar, on Focused")
        #expect(state.stack(.detail).map(\.route) == [.message(42)])
        #expect(navigator.selectedRow(in: list.id) == .message(42), "the list highlights the message")
        var expected = Self.inbox42
        expected.visibility = state.visibility
        #expect(NavigationTarget(state) == expected, "the state reads back as the link's target")
    }

    @Test(arguments: [Width.regular, .compact])
    func reachingTheLinkFromReadingSentShowsEverything(width: Width) throws {
        var navigator = try readingSent(width: width)
        let sidebarID = navigator.state.stack(.primary)[0].id
        try navigator.reach(Self.inbox42, making: Self.maker)
        try expectShowsInbox42(navigator)
        #expect(navigator.state.stack(.primary)[0].id == sidebarID, "the sidebar is kept, not replaced")
        #expect(try navigator.reach(Self.inbox42, making: Self.maker).events.isEmpty, "reaching again does nothing")
    }

    @Test func reachingCommutesWithTheSplit() throws {
        var compact = try readingSent(width: .compact)
        var split = compact
        try split.send(.setWidth(.regular))
        try compact.reach(Self.inbox42, making: Self.maker)
        try split.reach(Self.inbox42, making: Self.maker)
        try compact.send(.setWidth(.regular))
        #expect(compact.state == split.state)
    }

    @Test(arguments: [Width.regular, .compact])
    func reachingFromAFreshStartBuildsTheAppsChildren(width: Width) throws {
        var navigator = SplitNavigator(state: try SplitState<Route>(primary: [NewChild(.mailboxes, preferring: .primary)], columns: .three, width: width))
        try navigator.reach(Self.inbox42, making: Self.maker)
        try expectShowsInbox42(navigator)
    }

    @Test func theLinkReadsBackWithItsLooks() throws {
        let link = Self.inbox42.link
        #expect(link == "/mailboxes;node=2;open=1/-/mailbox%3AInbox;row=message%3A42;tab=focused/-/message%3A42")
        #expect(try NavigationTarget<Route>(link: link, columns: .three) == Self.inbox42)
        var navigator = try readingSent()
        try navigator.reach(try NavigationTarget(link: link, columns: .three), making: Self.maker)
        try expectShowsInbox42(navigator)
    }

    @Test func aStateReachedByTheAppsOwnEventsReadsBackAsTheSameTarget() throws {
        let navigator = try readingSent()
        let target = NavigationTarget(navigator.state)
        #expect(target.look(of: .primary, at: 0) == ChildLook(selectedNode: 3, expandedNodes: [1]))
        #expect(target.look(of: .supplementary, at: 0) == ChildLook(selectedRow: .message(7), selectedTab: "other"))
        #expect(try NavigationTarget<Route>(link: target.link, columns: .three) == target)
        let json = try JSONEncoder().encode(target)
        #expect(try JSONDecoder().decode(NavigationTarget<Route>.self, from: json) == target)
        var elsewhere = try readingSent()
        try elsewhere.reach(Self.inbox42, making: Self.maker)
        try elsewhere.reach(target, making: Self.maker)
        #expect(NavigationTarget(elsewhere.state) == target)
    }

    @Test func looksThatCannotHoldAreTypedErrorsAndChangeNothing() throws {
        var navigator = try readingSent()
        let before = navigator.state
        var missing = Self.inbox42
        missing.setLook(ChildLook(selectedTab: "focused"), of: .detail, at: 3)
        var detailRow = Self.inbox42
        detailRow.setLook(ChildLook(selectedRow: .message(1)), of: .detail, at: 0)
        var unknownTab = Self.inbox42
        unknownTab.setLook(ChildLook(selectedTab: "spam"), of: .supplementary, at: 0)
        var plainTabs = Self.inbox42
        plainTabs.setLook(ChildLook(selectedTab: "focused"), of: .detail, at: 0)
        var unknownNode = Self.inbox42
        unknownNode.setLook(ChildLook(selectedNode: 99), of: .primary, at: 0)
        let cases: [(NavigationTarget<Route>, NavigationError.Code)] = [
            (missing, .malformedInput), (detailRow, .columnNotInSplit), (unknownTab, .unknownTab),
            (plainTabs, .notATabGroup), (unknownNode, NavigationError.Code(rawValue: "unknownNode")),
        ]
        for (target, code) in cases {
            #expect(throws: NavigationError.self) { try navigator.reach(target, making: Self.maker) }
            do { try navigator.reach(target, making: Self.maker) } catch { #expect(error.code == code, "\(target)") }
            #expect(navigator.state == before)
        }
    }

    @Test func theTargetEncodesItsLooksBesideTheirPositions() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(Self.inbox42), as: UTF8.self)
        #expect(json.contains(#""looks":[{"column":"primary","expanded":[1],"index":0,"node":2},{"column":"supplementary","index":0,"row":{"message":{"_0":42}},"tab":"focused"}]"#))
        #expect(try JSONDecoder().decode(NavigationTarget<Route>.self, from: Data(json.utf8)) == Self.inbox42)
        let twice = #"{"primary":["mailboxes"],"looks":[{"column":"primary","index":0,"node":1},{"column":"primary","index":0,"node":2}]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationTarget<String>.self, from: Data(twice.utf8)) }
    }
}
