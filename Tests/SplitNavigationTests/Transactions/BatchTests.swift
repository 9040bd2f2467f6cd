import Foundation
import SplitNavigation
import SplitNavigationTesting
import Testing

@Suite("Batches and transactions")
struct BatchTests {
    /// A three-column mail split: mailboxes | messages | message.
    func mail() throws -> SplitNavigator<String> {
        try SplitNavigator(
            primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 1"], columns: .three,
            placeholder: PlaceholderProvider(columns: { $0.column == .detail ? "Select a message" : "Select a mailbox" }))
    }

    @Test func aBatchIsTheEventsOneAfterAnotherInOneStep() throws {
        let events: [NavigationEvent<String>] = [
            .push(plain("Archive", .primary)),
            .showSupplementary([plain("Archive messages", .supplementary)]),
            .push(plain("Message 9", .detail)),
        ]
        var oneByOne = try mail()
        for event in events { try oneByOne.send(event) }
        var batched = try mail()
        let before = batched.presentation
        let changes = try batched.send(.batch(events))
        #expect(batched.state == oneByOne.state)
        #expect(try before.applying(changes) == batched.presentation)
    }

    @Test func aFailureInTheMiddleChangesNothingAndNamesTheEvent() throws {
        var navigator = try mail()
        let before = navigator.state
        let error = #expect(throws: NavigationError.self) {
            try navigator.send(.batch([
                .push(plain("Archive", .primary)),
                .popChild(1),                       // the primary root: refused
                .push(plain("never", .detail)),
            ]))
        }
        #expect(error?.code == .rootCannotBePopped)
        #expect(error?.eventIndex == 1)
        #expect(navigator.state == before)
        #expect(navigator.state.nextID == before.nextID, "the id counter is part of what a failure restores")
    }

    @Test func aBatchInsideABatchIsMalformed() throws {
        var navigator = try mail()
        expectRejected(.batch([.back, .batch([.back])]), on: &navigator, code: .malformedInput)
        let error = #expect(throws: NavigationError.self) {
            try NavigationEvent<String>(json: Data(#"{"event":"batch","events":[{"event":"batch","events":[]}]}"#.utf8))
        }
        #expect(error?.code == .malformedInput)
    }

    @Test func anEmptyBatchChangesNothing() throws {
        var navigator = try mail()
        let before = navigator.state
        #expect(try navigator.send(.batch([])) == [])
        #expect(navigator.state == before)
    }

    @Test func whatCancelsOutLeavesNoChange() throws {
        var navigator = try mail()
        let changes = try navigator.send(.batch([.push(plain("Draft", .detail)), .pop(.detail)]))
        #expect(changes == [])
        // The state did change: the id counter moved on, as it would one event at a time.
        #expect(navigator.state.nextID == ChildID(5))
    }

    @Test func batchesRoundTripThroughJSON() throws {
        let event = NavigationEvent<String>.batch([.back, .setWidth(.medium), .showSupplementary([plain("Sent", .supplementary)])])
        let json = String(decoding: try event.jsonData(), as: UTF8.self)
        #expect(json == #"{"event":"batch","events":[{"event":"back"},{"event":"setWidth","width":"medium"},{"event":"showSupplementary","routes":["Sent"]}]}"#)
        #expect(try NavigationEvent<String>(json: Data(json.utf8)) == event)
    }

    @Test func aTransactionReadsTheDraftAndKeepsWhatItDid() throws {
        var navigator = try mail()
        let before = navigator.presentation
        let (events, changes) = try navigator.transaction { draft in
            try draft.send(.popToRoot(.primary))
            if draft.state.stack(.detail).isEmpty == false {
                try draft.send(.showSupplementary([plain("Sent", .supplementary)]))
            }
        }
        #expect(events == [.popToRoot(.primary), .showSupplementary([plain("Sent", .supplementary)])])
        #expect(navigator.state.stack(.supplementary).routes == ["Sent"])
        #expect(navigator.state.stack(.detail).isEmpty)
        #expect(try before.applying(changes) == navigator.presentation)
    }

    @Test func aFailedTransactionChangesNothing() throws {
        var navigator = try mail()
        let before = navigator.state
        let error = #expect(throws: NavigationError.self) {
            try navigator.transaction { draft in
                try draft.send(.push(plain("A", .detail)))
                try draft.send(.push(plain("B", .detail)))
                try draft.send(.popTo(99))
            }
        }
        #expect(error?.code == .unknownChild)
        #expect(error?.eventIndex == 2)
        #expect(navigator.state == before)
    }

    /// An app's navigator whose rule follows every push onto the detail column with a push of
    /// "Log": a transaction on it applies the rule to every event the draft sends, and keeps
    /// nothing when one fails.
    struct LoggingNavigator: SplitNavigating {
        var inner: SplitNavigator<String>
        init(state: SplitState<String>, placeholder: PlaceholderProvider<String>) {
            inner = SplitNavigator(state: state, placeholder: placeholder)
        }
        var state: SplitState<String> { inner.state }
        var presentation: Presentation<String> { inner.presentation }
        var placeholderProvider: PlaceholderProvider<String> { inner.placeholderProvider }
        mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
            guard case .push(let child, _) = event, child.preferredColumn == .detail, child.route != "Log" else {
                return try inner.send(event)
            }
            return try inner.send(.batch([event, .push(NewChild("Log", preferring: .detail))]))
        }
    }

    @Test func aTransactionOnAnAppsNavigatorAppliesItsRules() throws {
        var navigator = LoggingNavigator(state: try mail().state, placeholder: .none)
        let before = navigator.presentation
        let (events, changes) = try navigator.transaction { draft in
            try draft.send(.push(plain("A", .detail)))
            #expect(draft.state.stack(.detail).routes.suffix(2) == ["A", "Log"])
            try draft.send(.push(plain("B", .detail)))
        }
        #expect(events == [.push(plain("A", .detail)), .push(plain("B", .detail))])
        #expect(navigator.state.stack(.detail).routes.suffix(4) == ["A", "Log", "B", "Log"])
        #expect(try before.applying(changes) == navigator.presentation)

        let kept = navigator.state
        let error = #expect(throws: NavigationError.self) {
            try navigator.transaction { draft in
                try draft.send(.push(plain("C", .detail)))
                try draft.send(.popTo(99))
            }
        }
        #expect(error?.eventIndex == 1)
        #expect(navigator.state == kept)
    }

    /// Random batches of random events, valid and invalid, against the same events one by one:
    /// the same state when every event is accepted, no change at all when one is not.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomBatchesAreAtomic(seed: UInt64) throws {
        let generator = EventGenerator<String>.standard(routes: .names)
        var random = SplitMix64(seed: seed)
        var navigator = try random.bool() ? mail() : SplitNavigator(primary: ["Root"], detail: ["D"])
        for _ in 0..<300 {
            var events: [NavigationEvent<String>] = []
            var oneByOne = navigator
            var failedAt: Int?
            for _ in 0..<random.int(in: 0...5) {
                let event = generator.event(for: oneByOne.state, using: &random)
                if case .batch = event { continue }   // a batch inside a batch is refused on its own
                if failedAt == nil {
                    do { try oneByOne.send(event) } catch { failedAt = events.count }
                }
                events.append(event)
            }
            let before = navigator
            do {
                let changes = try navigator.send(.batch(events))
                #expect(failedAt == nil, "seed \(seed): \(events)")
                #expect(navigator.state == oneByOne.state, "seed \(seed): \(events)")
                #expect(try before.presentation.applying(changes) == navigator.presentation, "seed \(seed): \(events)")
            } catch {
                #expect(error.eventIndex == failedAt, "seed \(seed): \(events)")
                #expect(navigator.state == before.state, "seed \(seed): \(events)")
            }
        }
    }
}
