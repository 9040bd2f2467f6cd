/// A filter's answer to a proposed event.
public enum FilterVerdict: Hashable, Sendable {
    /// Let the event through (to the next filter, then the navigator).
    case allow
    /// Stop the event; the sender gets ``NavigationOutcome/vetoed(reason:)`` with this reason and
    /// nothing changes.
    case veto(reason: String)
}
