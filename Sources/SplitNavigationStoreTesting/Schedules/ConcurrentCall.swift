import SplitNavigation
import SplitNavigationStore

/// One send as a task saw it: the event, the answer, and when it began and ended on a clock
/// all the tasks share.
///
/// The clock ticks once before each send and once after it returns, so `returned` of one call
/// being below `invoked` of another means the first call really ended before the second began:
/// any serial order that explains the answers must keep the two in that order.
public struct ConcurrentCall<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The event sent.
    public let event: NavigationEvent<Route>
    /// What the store answered.
    public let outcome: NavigationOutcome<Route>
    /// The shared clock's tick just before the send.
    public let invoked: Int
    /// The shared clock's tick just after the send returned.
    public let returned: Int

    /// Makes a call; the checker records them, this is for tests of the check.
    public init(event: NavigationEvent<Route>, outcome: NavigationOutcome<Route>, invoked: Int, returned: Int) {
        self.event = event
        self.outcome = outcome
        self.invoked = invoked
        self.returned = returned
    }
}
