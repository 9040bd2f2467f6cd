import SplitNavigation
import SplitNavigationStore
import Testing

/// The platform-neutral half of a SwiftUI or UIKit front end: the paths a column's or a modal's
/// navigation stack binds to, the platform writing them back, and a sheet's item and its
/// dismissal, each through the store's send, so that filters and recording see them.
@Suite("Path bindings and modal items")
struct PathBindingTests {
    /// Where a route's child goes on the next split, as an app would say.
    static func column(of route: String) -> Column {
        route.hasPrefix("Message") || route == "Reply" ? .detail : .primary
    }

    @Test func aColumnsPathLeavesOutTheRootViewsChild() throws {
        let store = try makeStore(primary: ["Mailboxes", "Inbox", "Flagged"], detail: ["Message 1", "Reply"])
        #expect(store.path(of: .primary) == ["Inbox", "Flagged"])
        #expect(store.path(of: .detail) == ["Reply"])
        #expect(store.path(of: .supplementary) == [])

        store.send(.popToRoot(.detail))
        #expect(store.path(of: .detail) == [])
    }

    @Test func aBackSwipeIsPopsThroughTheFiltersAndTheRecording() throws {
        let store = try makeStore(primary: ["Mailboxes", "Inbox", "Flagged"], recording: true)
        let seen = Shared<[NavigationEvent<String>]>([])
        store.addFilter { proposal in
            seen.update { $0.append(proposal.event) }
            return .allow
        }
        let outcome = store.setPath(["Inbox"], of: .primary)
        #expect(outcome.transition?.event == .batch([.popChild(3)]))
        #expect(seen.value == [.batch([.popChild(3)])])
        #expect(store.path(of: .primary) == ["Inbox"])
        #expect(store.stopRecording()?.events == [.batch([.popChild(3)])])
    }

    @Test func aLinkPushesOntoTheColumnAndAnEmptyColumnsFirstRouteBecomesItsRoot() throws {
        let store = try makeStore(primary: ["Mailboxes"])
        #expect(store.setPath(["Inbox"], of: .primary).isApplied)
        #expect(store.primaryStack.map(\.route) == ["Mailboxes", "Inbox"])

        // The detail column shows its placeholder; the platform's path is its whole new stack.
        #expect(store.setPath(["Message 1"], of: .detail).isApplied)
        #expect(store.detailStack.map(\.route) == ["Message 1"])
        #expect(store.path(of: .detail) == [])
        #expect(store.setPath(["Reply"], of: .detail).isApplied)
        #expect(store.detailStack.map(\.route) == ["Message 1", "Reply"])
        #expect(store.detailStack.allSatisfy { $0.preferredColumn == .detail })

        // Unchanged: an empty batch, as adopting answers.
        #expect(store.setPath(["Reply"], of: .detail).transition?.event == .batch([]))
    }

    @Test func inCompactLayoutThePathIsTheOneStacksAndNewChildrenPreferTheirColumn() throws {
        let store = try makeStore(primary: ["Mailboxes"], layout: .compact)
        #expect(store.setPath(["Inbox", "Message 1"], of: .primary, preferring: Self.column).isApplied)
        #expect(store.state.compactStack?.map(\.route) == ["Mailboxes", "Inbox", "Message 1"])
        #expect(store.path(of: .primary) == ["Inbox", "Message 1"])
        #expect(store.path(of: .detail) == [])

        // The next split puts each child in the column it prefers.
        store.send(.setWidth(.regular))
        #expect(store.primaryStack.map(\.route) == ["Mailboxes", "Inbox"])
        #expect(store.detailStack.map(\.route) == ["Message 1"])
    }

    @Test func inCompactLayoutAnotherColumnHasOnlyTheEmptyPath() throws {
        let store = try makeStore(primary: ["Mailboxes", "Inbox"], layout: .compact)
        let before = store.state
        #expect(store.setPath(["Message 1"], of: .detail).error?.code == .stackNotExplained)
        #expect(store.setPath([], of: .detail).transition?.event == .batch([]))
        #expect(store.setPath(["x"], of: .supplementary).error?.code == .columnNotInSplit)
        #expect(store.state == before)
    }

    @Test func aDetailPushInCompactLayoutReplacesTheKeptAsideStack() throws {
        // `hideDetail` keeps the message aside in compact layout; the platform's path does not
        // show it, so a new message replaces it rather than landing above it.
        let store = try makeStore(primary: ["Mailboxes", "Inbox"], detail: ["Message 1"], policy: .hideDetail)
        store.send(.setWidth(.compact))
        #expect(store.state.keptAside.map(\.route) == ["Message 1"])
        #expect(store.path(of: .primary) == ["Inbox"])

        #expect(store.setPath(["Inbox", "Message 2"], of: .primary, preferring: Self.column).isApplied)
        #expect(store.path(of: .primary) == ["Inbox", "Message 2"])
        #expect(store.state.keptAside.isEmpty)
        store.send(.setWidth(.regular))
        #expect(store.detailStack.map(\.route) == ["Message 2"])
    }

    @Test(arguments: [CollapsePolicy.detailOnTop, .chronological, .hideDetail])
    func afterEachAcceptedPathTheColumnShowsIt(policy: CollapsePolicy) throws {
        // What a platform relies on: the path it wrote is the path it reads back.
        let paths: [[String]] = [
            ["Inbox"], ["Inbox", "Message 1"], ["Inbox", "Message 1", "Reply"], ["Inbox", "Message 2"], [],
            ["Flagged", "Message 3"], ["Flagged"], ["Inbox", "Flagged", "Message 1"],
        ]
        for layout in [Layout.regular, .compact] {
            let store = try makeStore(primary: ["Mailboxes"], detail: ["Message 0"], layout: layout, policy: policy)
            for path in paths {
                for column in layout == .compact ? [Column.primary] : [.primary, .detail] {
                    let outcome = store.setPath(path, of: column, preferring: Self.column)
                    #expect(outcome.isApplied, "\(layout) \(column) \(path): \(String(describing: outcome.error))")
                    #expect(store.path(of: column) == path, "\(layout) \(column)")
                }
            }
        }
    }

    @Test func aVetoedPathLeavesTheStoreAsItWas() throws {
        let store = try makeStore(primary: ["Mailboxes", "Inbox"])
        store.addFilter { _ in .veto(reason: "busy") }
        #expect(store.setPath([], of: .primary) == .vetoed(reason: "busy"))
        #expect(store.path(of: .primary) == ["Inbox"])
    }

    @Test func aSheetsItemItsPathAndItsSwipeDown() throws {
        let store = try makeStore(primary: ["Mailboxes"], recording: true)
        #expect(store.modal(at: 0, style: .sheet) == nil)
        store.send(.present(NewChild("Compose", preferring: .detail)))
        let sheet = try #require(store.modal(at: 0, style: .sheet))
        #expect(sheet.root.route == "Compose")
        #expect(store.modal(at: 0, style: .fullScreenCover) == nil)
        #expect(store.modal(at: 1, style: .sheet) == nil)

        // The sheet's own navigation stack: its path leaves out the root.
        #expect(store.path(ofModal: sheet.id) == [])
        #expect(store.setPath(["Attachments", "Photos"], ofModal: sheet.id).isApplied)
        #expect(store.path(ofModal: sheet.id) == ["Attachments", "Photos"])
        #expect(store.setPath(["Attachments"], ofModal: sheet.id).isApplied)
        #expect(store.modals.first?.stack.map(\.route) == ["Compose", "Attachments"])

        // Swiped down: the binding's item set to nil adopts the dismissal, which a filter sees.
        let unsaved = Shared(true)
        store.addFilter { proposal in
            unsaved.value && !proposal.dismissedModals().isEmpty ? .veto(reason: "the draft is not saved") : .allow
        }
        #expect(store.adoptDismissal(of: sheet.id) == .vetoed(reason: "the draft is not saved"))
        #expect(store.modal(at: 0, style: .sheet)?.id == sheet.id)
        unsaved.update { $0 = false }
        #expect(store.adoptDismissal(of: sheet.id).isApplied)
        #expect(store.modal(at: 0, style: .sheet) == nil)
        #expect(store.path(ofModal: sheet.id) == nil)
        #expect(store.setPath([], ofModal: sheet.id).error?.code == .noModal)

        let recording = try #require(store.stopRecording())
        #expect(recording.events.count == 4)
        #expect(try recording.replay(placeholder: testPlaceholder).state == store.state)
    }

    @Test func aFullScreenCoverOverASheetIsTheNextLevelsItem() throws {
        let store = try makeStore(primary: ["Mailboxes"])
        store.send(.present(NewChild("Compose", preferring: .detail)))
        store.send(.present(NewChild("Camera", preferring: .detail), style: .fullScreenCover))
        #expect(store.modal(at: 1, style: .fullScreenCover)?.root.route == "Camera")
        #expect(store.modal(at: 1, style: .sheet) == nil)
        // A path written under the cover cannot be on screen.
        let sheet = try #require(store.modal(at: 0, style: .sheet))
        #expect(store.setPath(["Attachments"], ofModal: sheet.id).error?.code == .stackNotExplained)
    }
}
