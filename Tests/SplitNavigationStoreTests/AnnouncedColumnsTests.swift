import Observation
import SplitNavigation
import SplitNavigationStore
import SplitNavigationTesting
import SplitNavigationTestSupport
import Testing

/// The columns and modals the store announces to observation clients, event by event, against
/// the states before and after the event compared in full (`ChangedColumnsOracle`), and against
/// what a proposal answers for the same event from the same navigator: the store keeps a mark
/// between events, and this holds it to the same answers in every layout, with a plain
/// navigator and with an app's rules.
@Suite(.cpuBound) struct AnnouncedColumnsTests {
    /// An app's rules that add nothing, so that the store holds them as an existential.
    struct PassThrough: SplitNavigating {
        var inner: SplitNavigator<String>
        init(state: SplitState<String>, placeholder: PlaceholderProvider<String>) {
            inner = SplitNavigator(state: state, placeholder: placeholder)
        }
        var state: SplitState<String> { inner.state }
        var presentation: Presentation<String> { inner.presentation }
        var placeholderProvider: PlaceholderProvider<String> { inner.placeholderProvider }
        mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
            try inner.send(event)
        }
    }

    /// App rules that answer a push with the changes of that many pushes and as many pops.
    struct PushAndPop: SplitNavigating {
        var inner: SplitNavigator<String>
        var times = 1
        init(state: SplitState<String>, placeholder: PlaceholderProvider<String>) {
            inner = SplitNavigator(state: state, placeholder: placeholder)
        }
        var state: SplitState<String> { inner.state }
        var presentation: Presentation<String> { inner.presentation }
        var placeholderProvider: PlaceholderProvider<String> { inner.placeholderProvider }
        mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
            guard case .push(let child, _) = event else { return try inner.send(event) }
            var changes: [NavigationChange<String>] = []
            for _ in 0..<times { changes += try inner.send(.push(child)) }
            for _ in 0..<times { changes += try inner.send(.back) }
            return changes
        }
    }

    /// What one send announced: the columns whose stacks it announced and whether it announced
    /// the modals.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func announced(by store: NavigationStore<String>, sending event: NavigationEvent<String>) -> (NavigationOutcome<String>, [Column], Bool) {
        let columns = Shared<Set<Column>>([])
        let modals = Shared(false)
        for column in Column.allCases {
            withObservationTracking { _ = store.stack(column) } onChange: { columns.update { _ = $0.insert(column) } }
        }
        withObservationTracking { _ = store.modals } onChange: { modals.update { $0 = true } }
        let outcome = store.send(event)
        return (outcome, Column.allCases.filter { columns.value.contains($0) }, modals.value)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [false, true])
    func theStoreAnnouncesTheColumnsTheEventChanged(appRules: Bool) throws {
        let generator = EventGenerator<String>.standard(routes: .names)
        let starts = StartGenerator<String>.random(routes: .names)
        var applied = 0
        var compact = 0
        var named = 0
        for seed in 0..<40 {
            var random = SplitMix64(seed: UInt64(seed))
            let start = try starts.start(using: &random)
            let store = appRules
                ? NavigationStore(PassThrough(state: start, placeholder: .none)) : NavigationStore(SplitNavigator(state: start))
            for _ in 0..<120 {
                let before = store.navigator
                let event = generator.event(for: before.state, using: &random)
                let proposal = NavigationProposal(event: event, navigator: before)
                let (outcome, columns, modals) = Self.announced(by: store, sending: event)
                guard outcome.isApplied else {
                    #expect(columns.isEmpty && !modals, "\(event) from \(before.state)")
                    continue
                }
                applied += 1
                if before.state.layout == .compact { compact += 1 }
                let after = store.navigator.state
                let changes = try proposal.changes()
                #expect(
                    ChangedColumnsOracle.accepts(columns, from: before.state, to: after, changes: changes),
                    "\(event) from \(before.state)")
                if columns != ChangedColumnsOracle.columns(from: before.state, to: after) { named += 1 }
                #expect(columns == proposal.changedColumns(), "\(event) from \(before.state)")
                #expect(modals == changes.contains(where: ChangedColumnsOracle.editsModals), "\(event) from \(before.state)")
                #expect(modals || before.state.modals == after.modals, "\(event) from \(before.state)")
            }
        }
        #expect(applied > 2000)
        #expect(compact > 300)
        // Naming every column is the exception: a batch that changes the layout and edits a stack.
        #expect(named * 50 < applied, "\(named) of \(applied)")
    }

    /// Children inserted and removed again within one answer changed no column, whether the
    /// store reads them off a short change list or a long one.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [1, 12])
    func childrenPushedAndPoppedInOneAnswerAreNotAnnounced(times: Int) throws {
        var rules = PushAndPop(state: try SplitState(primary: [NewChild("Mailboxes", preferring: .primary)]), placeholder: .none)
        rules.times = times
        let store = NavigationStore(rules)
        let (outcome, columns, _) = Self.announced(by: store, sending: .push(NewChild("Inbox", preferring: .detail)))
        #expect((outcome.changes?.count ?? 0) >= 2 * times)
        #expect(columns == [])
        let (_, pushed, _) = Self.announced(by: store, sending: .showDetail([NewChild("Message", preferring: .detail)]))
        #expect(pushed == [.detail])
    }
}
