import SplitNavigation
import SplitNavigationStore

/// One session's navigation: a `SplitNavigator`, the number of its last step, its recording and
/// the draft guard. It answers as a `NavigationStore` does (`NavigationOutcome`, numbered
/// `NavigationTransition`s, a `NavigationRecording` whose JSON lines the viewer replays), without
/// what a store adds for many threads and many observers — a lock per step, observation
/// registrations, subscribers — which a session used by its connection's task alone does not
/// need, and which cost more than the navigator's own work on every step.
final class SessionNavigator {
    private(set) var navigator: SplitNavigator<WebRoute>
    /// The last applied step's number; 0 before the first.
    private(set) var sequence = 0
    /// The recording since the session started, until ``stopRecording()``.
    private(set) var recording: NavigationRecording<WebRoute>?
    /// Refuses an event before it applies, with the reason the page shows (the draft guard).
    private var filters: [(NavigationProposal<WebRoute>) -> FilterVerdict] = []

    init(_ navigator: SplitNavigator<WebRoute>, recording: Bool) {
        self.navigator = navigator
        self.recording = recording ? NavigationRecording(start: navigator.state) : nil
    }

    var state: SplitState<WebRoute> { navigator.state }
    var presentation: Presentation<WebRoute> { navigator.presentation }

    func top(of column: Column) -> Child<WebRoute>? {
        navigator.top(of: column)
    }

    /// Adds a filter, asked before every event as a store's filters are.
    func addFilter(_ filter: @escaping (NavigationProposal<WebRoute>) -> FilterVerdict) {
        filters.append(filter)
    }

    /// Applies an event, or says why not: a filter's veto or the navigator's error, either way
    /// changing nothing. An applied event is numbered and recorded.
    func send(_ event: NavigationEvent<WebRoute>) -> NavigationOutcome<WebRoute> {
        for filter in filters {
            if case .veto(let reason) = filter(NavigationProposal(event: event, navigator: navigator)) {
                return .vetoed(reason: reason)
            }
        }
        let changes: [NavigationChange<WebRoute>]
        do throws(NavigationError) {
            changes = try navigator.send(event)
        } catch {
            return .rejected(error)
        }
        sequence += 1
        recording?.events.append(event)
        return .applied(NavigationTransition(sequence: sequence, event: event, changes: changes, presentation: navigator.presentation))
    }

    /// Ends the recording and answers it.
    func stopRecording() -> NavigationRecording<WebRoute>? {
        defer { recording = nil }
        return recording
    }
}
