import Foundation
import SplitNavigation
import SplitNavigationStore
import SplitNavigationTesting
import Testing

/// The store with a three-column navigator: forwarded queries, proposals that name columns,
/// recording and replay.
@Suite("Three-column store")
struct ThreeColumnStoreTests {
    /// Mailboxes(1) | Inbox(2) Thread(3) | Message(4).
    static func mail(width: Width = .regular, policy: CollapsePolicy = .detailOnTop) throws -> SplitNavigator<String> {
        try SplitNavigator(
            primary: ["Mailboxes"], supplementary: ["Inbox", "Thread"], detail: ["Message"], columns: .three,
            width: width, policy: policy, placeholder: testPlaceholder)
    }

    // MARK: Queries (the navigator's are tested in the core's QueryTests)

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theStoreAnswersTheSameQueries() throws {
        let store = NavigationStore(try Self.mail())
        #expect(store.backTarget?.id == 4)
        store.send(.showDetail([]))
        #expect(store.backTarget?.id == 3, "with an empty detail column, back pops the supplementary column")
        #expect(store.top(of: .supplementary)?.id == 3)
        #expect(store.location(of: 2) == ChildLocation(id: 2, column: .supplementary, index: 0))
    }

    // MARK: Proposals

    @Test func aProposalNamesTheColumnsItChangesAndTheChildrenItRemoves() throws {
        let navigator = try Self.mail()
        func proposal(_ event: NavigationEvent<String>) -> NavigationProposal<String> {
            NavigationProposal(event: event, navigator: navigator)
        }
        let show = proposal(.showSupplementary([NewChild("Sent", preferring: .supplementary)]))
        #expect(show.changedColumns() == [.supplementary, .detail])
        #expect(show.removedChildren(from: .supplementary).map(\.id) == [2, 3])
        #expect(show.removedChildren(from: .detail).map(\.id) == [4])
        #expect(show.removedChildren(from: .primary).isEmpty)
        #expect(proposal(.back).changedColumns() == [.detail])
        #expect(proposal(.pop(.supplementary)).removedChildren(from: .supplementary).map(\.id) == [3])
        #expect(proposal(.push(NewChild("Work", preferring: .primary))).changedColumns() == [.primary])
        #expect(proposal(.push(NewChild("Work", preferring: .primary))).removedChildren(from: .primary).isEmpty)
        for event: NavigationEvent<String> in [.setWidth(.compact), .setWidth(.medium), .setVisibility(.detailOnly)] {
            #expect(proposal(event).changedColumns() == [], "\(event)")
        }
        #expect(proposal(.popChild(1)).changedColumns() == [], "a rejected event changes nothing")
        #expect(proposal(.popChild(1)).removedChildren(from: .primary) == [])
    }

    @Test func anAccordionEventChangesTheAccordionsColumn() throws {
        let accordion = try Accordion<String>(nodes: [
            AccordionNode(id: 1, value: "Threads", children: [AccordionNode(id: 2, value: "Thread")]),
        ])
        var navigator = try Self.mail()
        try navigator.send(.push(NewChild("Messages", preferring: .supplementary, content: .accordion(accordion))))   // 5
        let expand = NavigationProposal(event: .accordion(5, .expand(1)), navigator: navigator)
        #expect(expand.changedColumns() == [.supplementary])
        #expect(expand.removedChildren(from: .supplementary).isEmpty, "an updated child is not removed")
    }

    @Test func aCompactProposalNamesTheColumnsTheSplitWouldGive() throws {
        let navigator = try Self.mail(width: .compact, policy: .hideDetail)
        let show = NavigationProposal(event: .showSupplementary([]), navigator: navigator)
        #expect(show.changedColumns() == [.supplementary, .detail])
        #expect(show.removedChildren(from: .detail).map(\.id) == [4], "the kept-aside message goes too")
        #expect(show.removedChildren(from: .supplementary).map(\.id) == [2, 3])
        let push = NavigationProposal(event: .push(NewChild("Reply", preferring: .detail)), navigator: navigator)
        #expect(push.changedColumns() == [.detail], "bringing back the kept-aside stack changes no column")
        #expect(NavigationProposal(event: .setWidth(.regular), navigator: navigator).changedColumns() == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aVetoCanNameTheSupplementaryColumn() throws {
        let store = NavigationStore(try Self.mail(), recording: true)
        store.addFilter { proposal in
            proposal.removedChildren(from: .supplementary).isEmpty ? .allow : .veto(reason: "the message list is busy")
        }
        let before = try store.state.jsonData()
        for event: NavigationEvent<String> in [
            .showSupplementary([]), .pop(.supplementary), .popToRoot(.supplementary), .popChild(2),
            .replaceTop(.supplementary, with: NewChild("Sent", preferring: .supplementary)),
        ] {
            #expect(store.send(event) == .vetoed(reason: "the message list is busy"), "\(event)")
        }
        #expect(try store.state.jsonData() == before)
        #expect(store.send(.back).isApplied, "back pops the detail column first")
        #expect(store.send(.back) == .vetoed(reason: "the message list is busy"))
        #expect(store.send(.push(NewChild("Thread 2", preferring: .supplementary))).isApplied)
        #expect(store.send(.setWidth(.compact)).isApplied)
        #expect(store.send(.showSupplementary([])) == .vetoed(reason: "the message list is busy"), "in compact layout too")
        #expect(store.recording?.events.count == 3)
    }

    // MARK: Recording and replay

    /// Seeded random three-column events, width and visibility included.
    struct Events {
        var rng: SplitMix64
        static let routes = ["Inbox", "Sent", "Message", "Thread", "Search"]

        mutating func next(ids: [ChildID]) -> NavigationEvent<String> {
            let columns: [Column] = [.primary, .supplementary, .detail]
            let column = columns.randomElement(using: &rng) ?? .detail
            let route = Self.routes.randomElement(using: &rng) ?? "Inbox"
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<25: return .push(NewChild(route, preferring: column), onto: Bool.random(using: &rng) ? column : nil)
            case 25..<40: return .pop(column)
            case 40..<50: return .back
            case 50..<56: return .showSupplementary([NewChild(route, preferring: .supplementary)])
            case 56..<62: return .showDetail([NewChild(route, preferring: .detail)])
            case 62..<67: return .replaceTop(column, with: NewChild(route, preferring: column))
            case 67..<72: return .popTo(ids.randomElement(using: &rng) ?? 1)
            case 72..<76: return .popChild(ids.randomElement(using: &rng) ?? 1)
            case 76..<79: return .popToRoot(column)
            case 79..<91: return .setWidth(Width.allCases.randomElement(using: &rng) ?? .regular)
            default: return .setVisibility(ColumnVisibility.allCases.randomElement(using: &rng) ?? .automatic)
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [(1, CollapsePolicy.detailOnTop), (2, .chronological), (3, .hideDetail)] as [(UInt64, CollapsePolicy)])
    func aThreeColumnSessionReplaysBitForBit(seed: UInt64, policy: CollapsePolicy) throws {
        let navigator = try SplitNavigator<String>(
            primary: ["Mailboxes"], supplementary: ["Inbox"], columns: .three, width: .medium, policy: policy,
            mediumWidthPolicy: seed == 2 ? .followNavigation : .trailingColumns, placeholder: testPlaceholder)
        let store = NavigationStore(navigator, recording: true)
        let seen = Shared<[NavigationTransition<String>]>([])
        store.addObserver { transition in seen.update { $0.append(transition) } }
        var events = Events(rng: SplitMix64(seed: seed))
        for _ in 0..<1_000 {
            store.send(events.next(ids: store.state.children.map(\.id)))
        }
        let recording = try #require(store.recording)
        #expect(Set(recording.events.compactMap { if case .setWidth(let width) = $0 { width } else { nil } }) == Set(Width.allCases))
        #expect(recording.events.contains { if case .showSupplementary = $0 { true } else { false } })
        let file = try recording.jsonLines()
        #expect(try NavigationRecording<String>(jsonLines: file) == recording)
        var replayed: [NavigationTransition<String>] = []
        let replay = try NavigationRecording<String>.replay(jsonLines: file, placeholder: testPlaceholder) {
            replayed.append($0)
        }
        #expect(replayed == seen.value, "same events, ids, changes, presentations and numbers")
        #expect(try replay.state.jsonData() == store.state.jsonData())
        #expect(replay.presentation == store.presentation)
        #expect(replay.state.columns == .three)
    }
}
