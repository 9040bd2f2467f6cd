import SplitNavigation
import SplitNavigationStore
import SplitNavigationStoreTesting
import Testing

/// The history check on hand-made histories, with no concurrency: what it accepts and, for
/// each way a store can lie, what it rejects.
@Suite("Explaining a concurrent history by one serial order")
struct HistoryCheckTests {
    /// One send of a script: which task made it, and its ticks on the shared clock.
    struct Step {
        var task: Int
        var event: NavigationEvent<String>
        var invoked: Int
        var returned: Int
    }

    static func start() throws -> SplitState<String> {
        try SplitState(primary: [NewChild("Mailboxes", preferring: .primary)])
    }

    static let pushA = NavigationEvent<String>.push(NewChild("A", preferring: .detail))
    static let pushB = NavigationEvent<String>.push(NewChild("B", preferring: .detail))

    /// The history a serial store gives when the steps apply in the order listed: each answer
    /// filed under its task, with the given ticks.
    static func history(from start: SplitState<String>, _ steps: [Step]) -> ConcurrentHistory<String> {
        var navigator = SplitNavigator(state: start)
        var recorded: [NavigationEvent<String>] = []
        var tasks = [[ConcurrentCall<String>]](repeating: [], count: (steps.map(\.task).max() ?? -1) + 1)
        for step in steps {
            let outcome: NavigationOutcome<String>
            do throws(NavigationError) {
                let changes = try navigator.send(step.event)
                recorded.append(step.event)
                outcome = .applied(NavigationTransition(
                    sequence: recorded.count, event: step.event, changes: changes, presentation: navigator.presentation))
            } catch {
                outcome = .rejected(error)
            }
            tasks[step.task].append(ConcurrentCall(event: step.event, outcome: outcome, invoked: step.invoked, returned: step.returned))
        }
        return ConcurrentHistory(tasks: tasks, recording: NavigationRecording(start: start, events: recorded), finalState: navigator.state)
    }

    static func violation(_ history: ConcurrentHistory<String>) throws -> String? {
        history.linearizabilityViolation(SplitNavigator<String>.self, start: try start())
    }

    @Test func aSerialHistoryIsExplained() throws {
        let history = Self.history(from: try Self.start(), [
            Step(task: 0, event: Self.pushA, invoked: 1, returned: 2),
            Step(task: 1, event: .pop(.primary), invoked: 3, returned: 4),   // the root: rejected
            Step(task: 0, event: .pop(.detail), invoked: 5, returned: 6),
            Step(task: 1, event: .setLayout(.compact), invoked: 7, returned: 8),
        ])
        #expect(history.tasks[1][0].outcome.error != nil)
        #expect(try Self.violation(history) == nil)
    }

    @Test func overlappingSendsMayApplyInEitherOrder() throws {
        // Task 1's push began after task 0's but both overlap: #1 for task 1 is explained.
        let history = Self.history(from: try Self.start(), [
            Step(task: 1, event: Self.pushB, invoked: 2, returned: 3),
            Step(task: 0, event: Self.pushA, invoked: 1, returned: 4),
        ])
        #expect(try Self.violation(history) == nil)
    }

    @Test func anOrderAgainstRealTimeIsNotExplained() throws {
        // Task 0's push returned before task 1's began, yet was numbered after it.
        let history = Self.history(from: try Self.start(), [
            Step(task: 1, event: Self.pushB, invoked: 3, returned: 4),
            Step(task: 0, event: Self.pushA, invoked: 1, returned: 2),
        ])
        let message = try #require(try Self.violation(history))
        #expect(message.contains("returned before task 1's event 0"))
    }

    @Test func aRejectionNeedsAStateOfItsWindowThatRejectsIt() throws {
        let start = try Self.start()
        var empty = SplitNavigator(state: start)
        let columnEmpty: NavigationError
        do throws(NavigationError) {
            _ = try empty.send(.pop(.detail))
            Issue.record("popping an empty detail column was accepted")
            return
        } catch {
            columnEmpty = error
        }
        let pushed = Self.history(from: start, [Step(task: 0, event: Self.pushA, invoked: 1, returned: 4)])
        func history(popInvoked invoked: Int, returned: Int) -> ConcurrentHistory<String> {
            var tasks = pushed.tasks
            tasks.append([ConcurrentCall(event: .pop(.detail), outcome: .rejected(columnEmpty), invoked: invoked, returned: returned)])
            return ConcurrentHistory(tasks: tasks, recording: pushed.recording, finalState: pushed.finalState)
        }
        // Overlapping the push, the pop may have come first, on the empty column.
        #expect(try Self.violation(history(popInvoked: 2, returned: 3)) == nil)
        // After the push returned, the detail column had a child: nothing explains the rejection.
        let message = try #require(try Self.violation(history(popInvoked: 5, returned: 6)))
        #expect(message.contains("task 1's event 0 (pop detail) was rejected with columnEmpty"))
    }

    @Test func anAppliedEventMissingFromTheRecordingIsFound() throws {
        let history = Self.history(from: try Self.start(), [
            Step(task: 0, event: Self.pushA, invoked: 1, returned: 2),
            Step(task: 1, event: Self.pushB, invoked: 3, returned: 4),
        ])
        let lost = ConcurrentHistory(
            tasks: history.tasks, recording: NavigationRecording(start: try Self.start(), events: [Self.pushA]),
            finalState: history.finalState)
        let message = try #require(try Self.violation(lost))
        #expect(message.contains("task 1's event 0 (push B (detail)) was answered as transition #2, but the store recorded 1 events"))
    }

    @Test func twoAnswersWithOneNumberAreFound() throws {
        let start = try Self.start()
        let first = Self.history(from: start, [Step(task: 0, event: Self.pushA, invoked: 1, returned: 2)])
        let second = Self.history(from: start, [Step(task: 0, event: Self.pushA, invoked: 3, returned: 4)])
        let history = ConcurrentHistory(
            tasks: first.tasks + second.tasks, recording: NavigationRecording(start: start, events: [Self.pushA, Self.pushA]),
            finalState: first.finalState)
        let message = try #require(try Self.violation(history))
        #expect(message.contains("were both answered as transition #1"))
    }

    @Test func aFinalStateTheRecordingDoesNotGiveIsFound() throws {
        let history = Self.history(from: try Self.start(), [Step(task: 0, event: Self.pushA, invoked: 1, returned: 2)])
        let drifted = ConcurrentHistory(tasks: history.tasks, recording: history.recording, finalState: try Self.start())
        #expect(try Self.violation(drifted) == "the store ends in another state than its recording replays to")
    }

    @Test func aVetoOrAMissingRecordingIsNeverExplained() throws {
        let vetoed = ConcurrentHistory(
            tasks: [[ConcurrentCall(event: .back, outcome: .vetoed(reason: "no"), invoked: 1, returned: 2)]],
            recording: NavigationRecording(start: try Self.start()), finalState: try Self.start())
        #expect(try Self.violation(vetoed)?.contains("was vetoed (no)") == true)
        let unrecorded = ConcurrentHistory<String>(tasks: [], recording: nil, finalState: try Self.start())
        #expect(try Self.violation(unrecorded) == "the store kept no recording")
    }
}
