import SplitNavigation
import SplitNavigationStore
import Testing

/// An app rule that rewrites an event into a batch of its own works inside a batch, a deep link
/// and an adoption: it sees each of their events with the state the ones before it left, and the
/// whole stays one step.
@Suite("Rules that rewrite events compose with batches")
struct ComposingRulesTests {
    /// Selecting a row of the sidebar, child 1, first pops the primary column back to the sidebar;
    /// opening a message (a detail push) also opens its toolbar above it.
    struct SidebarRules: SplitNavigating {
        var inner: SplitNavigator<String>
        /// Every event the rule saw, with the primary column's size before it.
        var seen: [(event: NavigationEvent<String>, primaryCount: Int)] = []

        init(state: SplitState<String>, placeholder: PlaceholderProvider<String>) {
            inner = SplitNavigator(state: state, placeholder: placeholder)
        }

        var state: SplitState<String> { inner.state }
        var presentation: Presentation<String> { inner.presentation }
        var placeholderProvider: PlaceholderProvider<String> { inner.placeholderProvider }

        @discardableResult
        mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
            seen.append((event, state.stack(.primary).count))
            switch event {
            case .selectRow(_, 1, _) where state.stack(.primary).count > 1:
                return try inner.send(.batch([.popToRoot(.primary), event]))
            case .push(let new, _) where new.preferredColumn == .detail && !new.route.hasSuffix("toolbar"):
                return try inner.send(.batch([event, .push(NewChild("\(new.route) toolbar", preferring: .detail))]))
            default:
                return try inner.send(event)
            }
        }
    }

    static func start() throws -> SplitState<String> {
        try SplitState(primary: [NewChild("Mailboxes", preferring: .primary)], detail: [NewChild("Welcome", preferring: .detail)])
    }

    @Test func theRuleSeesEachEventOfABatchWithTheStateBeforeIt() throws {
        var navigator = SidebarRules(state: try Self.start(), placeholder: .none)
        var changes: [NavigationChange<String>] = []
        try navigator.send(.batch([
            .push(NewChild("Folders", preferring: .primary)),
            .selectRow("m1", in: 1, showing: [NewChild("Message 1", preferring: .detail)]),
        ]), into: &changes)
        #expect(navigator.seen.map(\.primaryCount) == [1, 2], "the select saw the folder the push before it left")
        #expect(navigator.state.stack(.primary).map(\.route) == ["Mailboxes"])
        #expect(navigator.state.stack(.detail).map(\.route) == ["Message 1"])
        #expect(try navigator.presentation == SplitNavigator(state: Self.start()).presentation.applying(changes))
    }

    @Test func aFailingEventLeavesTheNavigatorAsItWas() throws {
        var navigator = SidebarRules(state: try Self.start(), placeholder: .none)
        let before = navigator.state
        var changes: [NavigationChange<String>] = []
        let error = #expect(throws: NavigationError.self) {
            try navigator.send(.batch([.push(NewChild("Folders", preferring: .primary)), .pop(.supplementary)]), into: &changes)
        }
        #expect(error?.eventIndex == 1)
        #expect(navigator.state == before && changes.isEmpty)
        let nested = #expect(throws: NavigationError.self) {
            try navigator.send(.batch([.back, .batch([.back])]), into: &changes)
        }
        #expect(nested?.code == .malformedInput && nested?.eventIndex == 1)
        #expect(navigator.state == before)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func inTheStoreABatchIsOneStepOneRecordedLine() throws {
        let store = NavigationStore(SidebarRules(state: try Self.start(), placeholder: .none), recording: true)
        let batch = NavigationEvent<String>.batch([
            .push(NewChild("Folders", preferring: .primary)),
            .selectRow("m1", in: 1, showing: [NewChild("Message 1", preferring: .detail)]),
        ])
        let outcome = store.send(batch)
        #expect(outcome.transition?.event == batch)
        #expect(store.state.stack(.primary).map(\.route) == ["Mailboxes"])
        let recording = try #require(store.stopRecording())
        #expect(recording.events == [batch])
        #expect(try recording.replay(SidebarRules.self).state == store.state)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theRuleWorksInsideADeepLinkAndAnAdoption() throws {
        let store = NavigationStore(SidebarRules(state: try Self.start(), placeholder: .none))
        let outcome = store.reach(NavigationTarget(primary: ["Mailboxes"], detail: ["Message 2"]))
        #expect(outcome.transition != nil)
        #expect(store.state.stack(.detail).map(\.route) == ["Message 2", "Message 2 toolbar"], "the rule opened the toolbar")
        _ = store.adopt(routes: ["Message 2", "Message 3"], in: .detail)
        #expect(store.state.stack(.detail).map(\.route) == ["Message 2", "Message 3", "Message 3 toolbar"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aDeepLinkWithASelectedRowSendsItsSelectionThroughTheRule() throws {
        let start = try SplitState<String>(
            primary: [NewChild("Mailboxes", preferring: .primary), NewChild("Folder", preferring: .primary)],
            detail: [NewChild("Welcome", preferring: .detail)])
        var target = NavigationTarget<String>(primary: ["Mailboxes"], detail: ["Message 2"])
        target.setLook(ChildLook(selectedRow: "m2"), of: .primary, at: 0)
        let reached: [NavigationEvent<String>] = [.popChild(2), .selectRow("m2", in: 1, showing: [NewChild("Message 2", preferring: .detail)])]

        var navigator = SidebarRules(state: start, placeholder: .none)
        #expect(try navigator.reach(target).events == reached)
        #expect(navigator.seen.map { "\($0.event.name) \($0.primaryCount)" } == ["popChild 2", "select 1"], "the rule saw the selection with the state the pop left")

        let store = NavigationStore(SidebarRules(state: start, placeholder: .none), recording: true)
        #expect(store.reach(target).transition?.event == .batch(reached), "one step")
        #expect(store.state.shows(target) && store.state == navigator.state)
        #expect(try #require(store.stopRecording()).events == [.batch(reached)], "one recorded line")
    }
}
