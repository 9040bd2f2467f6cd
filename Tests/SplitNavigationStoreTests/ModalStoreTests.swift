import Foundation
import SplitNavigation
import SplitNavigationStore
import SplitNavigationTesting
import Testing

/// Modals in the store: a filter sees a dismissal coming (the draft case), the modals are
/// observed on their own, queries locate modal children, and recordings replay modal events.
@Suite("Modals in the store")
struct ModalStoreTests {
    /// A mail app's compose sheet: a draft the user has typed into until it is saved.
    final class Draft: Sendable {
        let unsaved = Shared(false)
    }

    /// A three-column mail store with a compose sheet presented over a message, and a filter that
    /// refuses to take the sheet away while its draft is unsaved.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func composing() throws -> (NavigationStore<String>, sheet: ChildID, draft: Draft) {
        let store = try NavigationStore(
            primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Lunch?"], columns: .three, placeholder: testPlaceholder)
        guard case .applied = store.send(.present(NewChild("Compose", preferring: .detail))) else {
            throw NavigationError(.invalidState, "the compose sheet did not present")
        }
        let sheet = try #require(store.modals.last).id
        let draft = Draft()
        store.addFilter { proposal in
            guard draft.unsaved.value else { return .allow }
            let losesSheet = proposal.dismissedModals().contains { $0.id == sheet }
            return losesSheet || proposal.removes(sheet) ? .veto(reason: "unsaved draft") : .allow
        }
        return (store, sheet, draft)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func anUnsavedDraftRefusesEveryWayOfDismissingItsSheetUntilSaved() throws {
        let dismissals: [NavigationEvent<String>] = [.dismiss, .back, .batch([.push(NewChild("Sent", preferring: .primary)), .dismiss])]
        for dismissal in dismissals {
            let (store, sheet, draft) = try Self.composing()
            draft.unsaved.update { $0 = true }
            let before = store.state
            #expect(store.send(dismissal) == .vetoed(reason: "unsaved draft"), "\(dismissal)")
            #expect(store.send(.dismissModal(sheet)) == .vetoed(reason: "unsaved draft"))
            #expect(store.state == before, "a vetoed dismissal leaves everything as it was")
            draft.unsaved.update { $0 = false }
            #expect(store.send(dismissal).transition != nil, "saved: \(dismissal) applies")
            #expect(store.modals.isEmpty)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func navigatingInsideTheSheetOrTheColumnsIsNotADismissal() throws {
        let (store, sheet, draft) = try Self.composing()
        draft.unsaved.update { $0 = true }
        #expect(store.send(.modal(.push(NewChild("Attachments", preferring: .detail)))).transition != nil)
        // Back pops the attachment picker, not the sheet: the draft is not at risk.
        #expect(store.send(.back).transition != nil)
        #expect(store.send(.back) == .vetoed(reason: "unsaved draft"), "back at the sheet's root dismisses it")
        #expect(store.send(push("Sent")).transition != nil, "the columns under the sheet still navigate")
        #expect(store.modals.map(\.id) == [sheet])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aRestoreWithoutTheSheetIsADismissalAndOneWithItIsNot() throws {
        let (store, sheet, draft) = try Self.composing()
        draft.unsaved.update { $0 = true }
        let withSheet = store.state
        var dismissed = store.navigator
        try dismissed.send(.dismiss)
        let proposal = NavigationProposal(event: .restore(dismissed.state), navigator: store.navigator)
        #expect(proposal.dismissedModals().map(\.id) == [sheet])
        #expect(proposal.removes(sheet))
        #expect(NavigationProposal(event: .restore(withSheet), navigator: store.navigator).dismissedModals().isEmpty)
        #expect(NavigationProposal(event: .dismissModal(ChildID(99)), navigator: store.navigator).dismissedModals().isEmpty, "rejected: nothing")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func dismissModalNamesTheModalAndEveryOneAboveIt() throws {
        let (store, sheet, _) = try Self.composing()
        store.send(.present(NewChild("Contacts", preferring: .detail), style: .fullScreenCover))
        let contacts = try #require(store.modals.last).id
        let proposal = NavigationProposal(event: .dismissModal(sheet), navigator: store.navigator)
        #expect(proposal.dismissedModals().map(\.id) == [sheet, contacts])
        #expect(NavigationProposal(event: .dismiss, navigator: store.navigator).dismissedModals().map(\.id) == [contacts])
        #expect(NavigationProposal(event: .modal(.replaceTop(NewChild("Groups", preferring: .detail))), navigator: store.navigator)
            .dismissedModals().map(\.id) == [contacts], "a modal is known by its root")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theSheetSurvivesEveryWidthWithItsDraftGuarded() throws {
        let (store, sheet, draft) = try Self.composing()
        draft.unsaved.update { $0 = true }
        store.send(.modal(.push(NewChild("Attachments", preferring: .detail))))
        let modals = store.modals
        for width in [Width.compact, .medium, .regular, .compact, .regular, .medium, .compact] {
            #expect(store.send(.setWidth(width)).transition != nil, "\(width)")
            #expect(store.modals == modals, "\(width): layout never touches the sheet")
            #expect(store.presentation.modals == modals)
            #expect(store.location(of: sheet) == ChildLocation(id: sheet, column: .detail, index: 0, modal: 0))
            #expect(store.send(.dismissModal(sheet)) == .vetoed(reason: "unsaved draft"))
        }
        #expect(store.send(.setWidth(.regular)).transition != nil)
        #expect(store.stack(.detail).map(\.route) == ["Lunch?"], "the columns under the sheet split back as they were")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func queriesLocateChildrenInModals() throws {
        let (store, sheet, _) = try Self.composing()
        store.send(.modal(.push(NewChild("Inbox", preferring: .detail))))
        let pushed = try #require(store.modals.last?.top.id)
        #expect(store.location(of: pushed) == ChildLocation(id: pushed, column: .detail, index: 1, modal: 0))
        #expect(store.location(of: pushed)?.description == "\(pushed) in modal 0 at [1]")
        #expect(store.locations(of: "Inbox").map(\.modal) == [nil, 0], "columns first, then the modals")
        #expect(store.backTarget?.id == pushed)
        store.send(.dismissModal(sheet))
        #expect(store.location(of: pushed) == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theModalsAreObservedOnTheirOwn() throws {
        let (store, _, _) = try Self.composing()
        let modals = ObservationTests.track { _ = store.modals }
        let detail = ObservationTests.track { _ = store.detailStack }
        store.send(.modal(.push(NewChild("Attachments", preferring: .detail))))
        #expect(modals.value == 1)
        #expect(detail.value == 0, "a push in the sheet leaves the detail column's view alone")
        let again = ObservationTests.track { _ = store.modals }
        store.send(push("Sent"))
        store.send(.setWidth(.compact))
        #expect(again.value == 0, "column and layout events leave the modals' view alone")
        store.send(.dismiss)
        #expect(again.value == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [UInt64(3), 17, 2026])
    func aSessionWithModalsRecordsAndReplaysBitForBit(_ seed: UInt64) throws {
        let store = try makeStore(primary: ["Mailboxes"], detail: ["Welcome"], policy: .hideDetail, recording: true)
        let seen = Shared<[NavigationTransition<String>]>([])
        store.addObserver { transition in seen.update { $0.append(transition) } }
        var rng = SplitMix64(seed: seed)
        var columnEvents = RandomEvents(seed: seed)
        for _ in 0..<400 {
            let ids = (store.state.children + store.modals.flatMap(\.stack)).map(\.id)
            columnEvents.knownIDs = ids
            let route = RandomEvents.routes.randomElement(using: &rng) ?? "Inbox"
            let id = ids.randomElement(using: &rng) ?? ChildID(1)
            let event: NavigationEvent<String> =
                switch Int.random(in: 0..<12, using: &rng) {
                case 0: .present(NewChild(route, preferring: .detail), style: Bool.random(using: &rng) ? .sheet : .fullScreenCover)
                case 1: .dismiss
                case 2: .dismissModal(id)
                case 3: .modal(.push(NewChild(route, preferring: .detail)))
                case 4: .modal(.pop)
                case 5: .modal(.popTo(id))
                case 6: .modal(Bool.random(using: &rng) ? .popToRoot : .replaceTop(NewChild(route, preferring: .primary)))
                case 7: .batch([.present(NewChild(route, preferring: .detail)), .modal(.push(NewChild(route, preferring: .detail)))])
                default: columnEvents.next()
                }
            store.send(event)
        }
        let recording = try #require(store.recording)
        #expect(recording.events.contains { if case .present = $0 { true } else { false } }, "seed \(seed) presents")
        let lines = try recording.jsonLines()
        #expect(try NavigationRecording<String>(jsonLines: lines) == recording, "seed \(seed)")
        var replayed: [NavigationTransition<String>] = []
        let navigator = try NavigationRecording<String>.replay(jsonLines: lines, placeholder: testPlaceholder) { replayed.append($0) }
        #expect(navigator.state == store.state, "seed \(seed)")
        #expect(replayed.map(\.changes) == seen.value.map(\.changes), "seed \(seed)")
        #expect(replayed.map(\.presentation) == seen.value.map(\.presentation), "seed \(seed)")
    }
}
