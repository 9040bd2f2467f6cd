import SplitNavigation
import SplitNavigationStore

/// Everything one run of a schedule left behind: what each task saw, and what the store says
/// happened (its recording and its final state).
public struct ConcurrentHistory<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// Each task's calls, in the order it made them.
    public let tasks: [[ConcurrentCall<Route>]]
    /// The store's recording at the end: its start and the events in the order it claims it
    /// applied them; `nil` when the store kept none.
    public let recording: NavigationRecording<Route>?
    /// The store's state at the end.
    public let finalState: SplitState<Route>

    /// Makes a history; the checker records them, this is for tests of the check.
    public init(tasks: [[ConcurrentCall<Route>]], recording: NavigationRecording<Route>?, finalState: SplitState<Route>) {
        self.tasks = tasks
        self.recording = recording
        self.finalState = finalState
    }
}
