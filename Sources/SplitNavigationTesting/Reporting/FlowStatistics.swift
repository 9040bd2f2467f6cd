import SplitNavigation

/// What a run exercised: how many sequences and events, which events were accepted and which
/// errors rejected the others. Use it to check that a generator reaches what it should.
public struct FlowStatistics: Hashable, Sendable {
    /// Sequences run (the failing one included).
    public internal(set) var sequences = 0
    /// Events sent to the navigator under test, outside shrinking.
    public internal(set) var events = 0
    /// Accepted events by their JSON name (`"push"`, `"detailOnly"`, …).
    public internal(set) var accepted: [String: Int] = [:]
    /// Accepted `accordion` events by the operation they carried, by its name in the JSON form
    /// (`"expand"`, `"insert"`, `"endPage"`, …).
    public internal(set) var acceptedAccordionActions: [String: Int] = [:]
    /// Rejected events by error code; accordion errors by the accordion's code
    /// (`unknownNode`, `pageExhausted`, …).
    public internal(set) var rejected: [NavigationError.Code: Int] = [:]
    /// Generated events not sent because they broke ``FlowRunner/assumption``.
    public internal(set) var skipped = 0

    /// Empty statistics.
    public init() {}

    /// Adds another run's counts, for runs split across tests.
    public mutating func merge(_ other: FlowStatistics) {
        sequences += other.sequences
        events += other.events
        skipped += other.skipped
        accepted.merge(other.accepted, uniquingKeysWith: +)
        acceptedAccordionActions.merge(other.acceptedAccordionActions, uniquingKeysWith: +)
        rejected.merge(other.rejected, uniquingKeysWith: +)
    }

    /// Counts one event sent, by its error code or, when accepted, by its name.
    mutating func record<Route>(_ event: NavigationEvent<Route>, outcome: NavigationError.Code?) {
        if let code = outcome {
            rejected[code, default: 0] += 1
            return
        }
        accepted[event.name, default: 0] += 1
        if case .accordion(_, let action) = event {
            acceptedAccordionActions[AccordionAction(action).rawValue, default: 0] += 1
        }
    }
}
