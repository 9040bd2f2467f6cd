import SplitNavigation
import SplitNavigationTesting
import Testing

/// A batch answers the shorter of its events' own changes and the presentations' difference, ties
/// going to the events' changes, on random batches of up to 8 events from random starts, half of
/// them with placeholders that change as the primary column does.
@Suite("Batches: coalescing")
struct BatchCoalescingTests {
    static let routes = RouteGenerator<String>.oneOf("A", "B", "C")
    static let events = EventGenerator.standard(routes: routes)
    static let starts = StartGenerator.random(routes: routes)
    /// A placeholder in every other primary depth, named after it, so that batches make
    /// placeholders leave, arrive and change.
    static let placeholders = PlaceholderProvider<String>(columns: { request in
        request.primary.count.isMultiple(of: 2) ? nil : "\(request.column) over \(request.primary.count)"
    })

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func aBatchAnswersTheShorterOfItsChangesAndTheDifference(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var shortened = 0
        for sample in 0..<150 {
            var navigator = SplitNavigator(
                state: try Self.starts.start(using: &random), placeholder: sample.isMultiple(of: 2) ? .none : Self.placeholders)
            // A batch of up to 8 events, each made for the state the ones before leave.
            var probe = navigator
            var batch: [NavigationEvent<String>] = []
            var steps: [NavigationChange<String>] = []
            for _ in 0..<random.int(in: 1...8) {
                let event = Self.events.event(for: probe.state, using: &random)
                if case .batch = event { continue }
                guard let changes = try? probe.send(event) else { continue }
                batch.append(event)
                steps += changes
            }
            let before = navigator.presentation
            let answered = try navigator.send(.batch(batch))
            let difference = before.changes(to: navigator.presentation)
            let expected = difference.count < steps.count ? difference : steps
            #expect(
                answered == expected,
                "seed \(seed), sample \(sample): batch \(batch) answered \(answered), expected \(expected)")
            #expect(try before.applying(answered) == navigator.presentation, "seed \(seed), sample \(sample): \(batch)")
            if difference.count < steps.count { shortened += 1 }
        }
        // The samples include batches the difference shortens, or the property would not test
        // the path that answers it.
        #expect(shortened > 0)
    }

    /// Why a batch of one event answers that event's own changes without computing the
    /// difference while no child is kept aside: no single event's changes are longer than it
    /// then. (Bringing back a kept-aside child can insert it and then replace it.)
    @Test(arguments: [UInt64(5), 6, 7, 8])
    func noSingleEventsChangesAreLongerThanTheDifference(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var accepted = 0
        for sample in 0..<40 {
            var navigator = SplitNavigator(
                state: try Self.starts.start(using: &random), placeholder: sample.isMultiple(of: 2) ? .none : Self.placeholders)
            for _ in 0..<25 {
                let event = Self.events.event(for: navigator.state, using: &random)
                if case .batch = event { continue }
                let before = navigator.presentation
                var alone = navigator
                guard let changes = try? alone.send(event) else { continue }
                accepted += 1
                let difference = before.changes(to: alone.presentation)
                if navigator.state.keptAside.isEmpty {
                    #expect(
                        changes.count <= difference.count,
                        "seed \(seed), sample \(sample): \(event) answered \(changes), the difference \(difference)")
                }
                let expected = difference.count < changes.count ? difference : changes
                #expect(try navigator.send(.batch([event])) == expected, "seed \(seed), sample \(sample): \(event)")
                #expect(navigator.state == alone.state)
            }
        }
        #expect(accepted > 500)
    }

    @Test func aBatchOfOneRejectedEventNamesItsIndexAndChangesNothing() throws {
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes"], detail: ["Message"])
        let before = navigator.state
        let unknown = #expect(throws: NavigationError.self) { try navigator.send(.batch([.popChild(99)])) }
        #expect(unknown?.code == .unknownChild)
        #expect(unknown?.eventIndex == 0)
        let nested = #expect(throws: NavigationError.self) { try navigator.send(.batch([.batch([.pop(.detail)])])) }
        #expect(nested?.eventIndex == 0)
        #expect(navigator.state == before)
    }

    @Test func aPushAndAPopOfTheSameChildLeaveNothing() throws {
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes"])
        let changes = try navigator.send(.batch([.push(NewChild("Inbox", preferring: .detail)), .pop(.detail)]))
        #expect(changes.isEmpty)
    }

    @Test func pushesToTwoColumnsAnswerTheirOwnChanges() throws {
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes"], columns: .three)
        let changes = try navigator.send(.batch([
            .push(NewChild("Inbox", preferring: .supplementary)),
            .push(NewChild("Message", preferring: .detail)),
        ]))
        #expect(changes == [
            .inserted(navigator.state.stack(.supplementary)[0], stack: .supplementary, index: 0),
            .inserted(navigator.state.stack(.detail)[0], stack: .detail, index: 0),
        ])
    }

    /// An event in the middle of a batch that fills a column with a placeholder answers the
    /// placeholder's leaving just before its own changes, not before the whole batch's.
    @Test func aPlaceholderLeavesJustBeforeTheEventThatFillsItsColumn() throws {
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes"], placeholder: .always("Select a message"))
        let before = navigator.presentation
        let changes = try navigator.send(.batch([
            .push(NewChild("Inbox", preferring: .primary)),
            .push(NewChild("Message", preferring: .detail)),
        ]))
        // Ties keep the events' own changes, so the order is theirs.
        #expect(changes == [
            .inserted(navigator.state.stack(.primary)[1], stack: .primary, index: 1),
            .placeholder(nil, column: .detail),
            .inserted(navigator.state.stack(.detail)[0], stack: .detail, index: 0),
        ])
        #expect(try before.applying(changes) == navigator.presentation)
    }
}
