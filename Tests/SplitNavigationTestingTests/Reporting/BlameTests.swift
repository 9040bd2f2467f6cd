import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// A failure blames the navigator that failed and lists every check that fails at its step,
/// the user's properties first, then the library's laws.
@Suite("Blame")
struct BlameTests {
    /// The planted bug of `DoubleTapNavigator` (a push handled twice) breaks the app's property
    /// and the reference model at the same step.
    @Test func everyCheckThatFailsAtTheStepIsListedTheUsersFirst() throws {
        var runner = FlowRunner<String>(routes: .oneOf("Inbox", "Ticket", "Settings"))
        // A seed whose first failure is a push in regular layout (in compact layout the double
        // push only breaks the commutation law, which fails alone).
        runner.seed = 1
        runner.properties = [
            FlowProperty("a push adds one child", pushAddsOneChild),
            .invariant("never more than twenty children") { state, _ in state.children.count <= 20 },
        ]
        let failure = try #require(runner.run(DoubleTapNavigator<String>.self).failure)
        let checks = failure.violations.map(\.check)
        #expect(checks.first == .property("a push adds one child"), "\(failure)")
        #expect(checks.contains(.law(.referenceModel)), "\(failure)")
        #expect(!checks.contains(.property("never more than twenty children")), "only the checks that fail")
        #expect(failure.violation == failure.violations[0])
        #expect(Set(failure.violations.map(\.step)).count == 1, "all at the failing step")
        // The properties come before the laws.
        let firstLaw = checks.firstIndex { if case .law = $0 { true } else { false } } ?? checks.count
        #expect(checks[firstLaw...].allSatisfy { if case .law = $0 { true } else { false } })
        #expect(failure.navigatorType == "DoubleTapNavigator<String>")
        let header = try #require(failure.description.split(separator: "\n").first)
        #expect(header.hasPrefix("SplitNavigationTesting: DoubleTapNavigator<String> failed \(checks.count) checks at step "), "\(failure)")
        #expect(failure.description.contains("\n- property \"a push adds one child\": .push(NewChild("), "\(failure)")
        #expect(failure.description.contains("\n- law referenceModel: .push(NewChild("), "\(failure)")
    }

    /// A property the library's own navigator breaks as well is no evidence against the app's:
    /// the report says so, and does not for the app's own bug.
    @Test func aCheckTheLibrarysNavigatorFailsTooIsPointedOut() throws {
        var runner = FlowRunner<String>(routes: .oneOf("Inbox", "Ticket", "Settings"))
        runner.seed = 1
        runner.laws = []
        // Every navigator pops: the property fails with plain rules as much as with the app's.
        runner.properties = [FlowProperty("nothing pops") { step in
            if case .pop = step.event, step.isAccepted { "a pop" } else { nil }
        }]
        let failure = try #require(runner.run(DoubleTapNavigator<String>.self).failure)
        #expect(failure.libraryNavigatorFailsToo, "\(failure)")
        #expect(failure.description.contains(
            "\nNote: SplitNavigator<String> fails property \"nothing pops\" on these events too, so they may not show a bug of DoubleTapNavigator<String>'s: "),
            "\(failure)")
        // The same property on the library's navigator: nothing to point at.
        let own = try #require(runner.run().failure)
        #expect(!own.libraryNavigatorFailsToo)
        #expect(!own.description.contains("Note: SplitNavigator"))

        // The app's own bug: plain rules push once, and the report blames the app alone.
        let planted = try #require(doubleTapRunner(routes: .oneOf("Inbox", "Ticket"), seed: 3).run(DoubleTapNavigator<String>.self).failure)
        #expect(!planted.libraryNavigatorFailsToo, "\(planted)")
        #expect(!planted.description.contains("Note: SplitNavigator"))
    }

    /// The report: a law was blamed while the user's invariant failed at the same step,
    /// and only switching the laws off showed the invariant. Now the invariant comes first, and
    /// the law follows; plain rules, which push once, fail the invariant alone.
    @Test func theUsersInvariantIsNotHiddenByALaw() throws {
        let start = try SplitState<String>(
            primary: [NewChild("Inbox", preferring: .primary)],
            detail: [NewChild("A", preferring: .detail), NewChild("B", preferring: .detail), NewChild("C", preferring: .detail)])
        let recording = NavigationRecording(start: start, events: [.push(NewChild("D", preferring: .detail))])
        var runner = FlowRunner<String>(routes: .names)
        runner.properties = [.invariant("the detail column is at most three deep") { state, _ in state.stack(.detail).count <= 3 }]
        let app = try #require(runner.replay(DoubleTapNavigator<String>.self, recording).failure)
        #expect(app.violations.map(\.check) == [.property("the detail column is at most three deep"), .law(.referenceModel)], "\(app)")
        // As docs/testing.md shows it.
        #expect(app.description.hasPrefix("""
            SplitNavigationTesting: DoubleTapNavigator<String> failed 2 checks at step 0:
            - property "the detail column is at most three deep": .push(NewChild("A", preferring: .detail)): invariant "the detail column is at most three deep" does not hold in regular [#1 A (primary)] | [#2 A (detail), #3 A (detail), #4 A (detail), #5 A (detail)] (detailOnTop, focus detail, next #6)
            - law referenceModel: .push(NewChild("A", preferring: .detail)): the navigator and the reference model disagree: next id is 6, the model's is 5 (state before: regular [#1 A (primary)] | [#2 A (detail), #3 A (detail)] (detailOnTop, focus detail, next #4))
            recorded sequence: 1 events, shrunk to 1.
            """), "\(app)")
        let plain = try #require(runner.replay(recording).failure)
        #expect(plain.violations.map(\.check) == [.property("the detail column is at most three deep")], "\(plain)")
    }

    @Test func aSingleCheckReadsAsOneLine() throws {
        var runner = FlowRunner<String>(routes: .names)
        runner.properties = [FlowProperty("stop at once") { _ in "stopped" }]
        let failure = try #require(runner.run().failure)
        #expect(failure.violations.count == 1)
        #expect(failure.blame.hasPrefix("SplitNavigator<String> failed property \"stop at once\" at step 0: "), "\(failure)")
        #expect(failure.description.hasPrefix("SplitNavigationTesting: SplitNavigator<String> failed property \"stop at once\" at step 0: "))
    }
}
