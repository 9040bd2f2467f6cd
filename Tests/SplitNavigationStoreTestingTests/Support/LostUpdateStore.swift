import Foundation
import SplitNavigation
import SplitNavigationStore
import SplitNavigationStoreTesting

/// A store double that is not linearizable, to prove the checker can fail: it answers each
/// event from a snapshot of the navigator taken when the send began, and, after letting other
/// tasks run, stores the snapshot's result as the new navigator. Two sends that overlap both
/// start from the same snapshot, and the second one to finish wipes out the first one's event —
/// which stays in the recording and was answered as applied. Alone, one task at a time, it
/// behaves as a store should.
final class LostUpdateStore<Navigator: SplitNavigating>: ConcurrentNavigationStore, @unchecked Sendable {
    // `@unchecked`: every stored property but `lock` is read and written only under `lock`.
    typealias Route = Navigator.Route

    private let lock = NSLock()
    private var navigator: Navigator
    private var sequence = 0
    private var events: [NavigationEvent<Route>] = []
    private let start: SplitState<Route>

    init(_ navigator: Navigator) {
        self.navigator = navigator
        start = navigator.state
    }

    func send(_ event: NavigationEvent<Route>) async -> NavigationOutcome<Route> {
        var snapshot = lock.withLock { navigator }
        // The window the bug needs: another task's send begins from the same snapshot.
        await Task.yield()
        let changes: [NavigationChange<Route>]
        do throws(NavigationError) {
            changes = try snapshot.send(event)
        } catch {
            return .rejected(error)
        }
        return lock.withLock {
            navigator = snapshot
            sequence += 1
            events.append(event)
            return .applied(NavigationTransition(sequence: sequence, event: event, changes: changes, presentation: snapshot.presentation))
        }
    }

    var recording: NavigationRecording<Route>? {
        lock.withLock { NavigationRecording(start: start, events: events) }
    }

    var state: SplitState<Route> {
        lock.withLock { navigator.state }
    }
}
