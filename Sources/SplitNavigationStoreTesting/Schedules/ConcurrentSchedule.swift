import SplitNavigation

/// What one run of a ``LinearizabilityChecker`` sends: a start state and, for each task, the
/// events it sends one after another while the other tasks send theirs.
///
/// The interleaving is the scheduler's, so the same schedule may pass on one run and fail on
/// the next; ``LinearizabilityChecker/check(_:_:store:)`` runs it several times.
public struct ConcurrentSchedule<Route: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
    /// The state every run of the schedule starts from.
    public var start: SplitState<Route>
    /// Each task's events, in the order it sends them.
    public var tasks: [[NavigationEvent<Route>]]

    /// Makes a schedule.
    public init(start: SplitState<Route>, tasks: [[NavigationEvent<Route>]]) {
        self.start = start
        self.tasks = tasks
    }

    /// How many events all the tasks send.
    public var eventCount: Int {
        tasks.reduce(0) { $0 + $1.count }
    }
}
