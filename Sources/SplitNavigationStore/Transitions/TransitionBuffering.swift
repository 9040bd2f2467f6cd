/// How many transitions a subscriber may fall behind by before the store gives up on it.
///
/// Senders never wait for subscribers: each subscriber has its own buffer, filled as events
/// apply and emptied as it iterates. This policy bounds that buffer.
public enum TransitionBuffering: Hashable, Sendable {
    /// Keep every transition until the subscriber takes it. A subscriber that stops iterating
    /// without ending its subscription keeps every later transition in memory.
    case unbounded
    /// Keep at most this many (at least 1). The transition that would exceed the limit ends the
    /// subscription: the subscriber still gets every buffered transition, in order, and then
    /// its iteration throws ``TransitionOverflow``, after which it resynchronises from a new
    /// subscription's ``NavigationTransitions/start``.
    case bounded(Int)

    /// The policy `transitions()` uses unless told otherwise: bounded at 1,024, far more than
    /// a front end lags by, far less memory than an unbounded buffer can take.
    public static var standard: TransitionBuffering { .bounded(1024) }

    /// The buffer's capacity, `nil` for unbounded.
    var limit: Int? {
        switch self {
        case .unbounded: nil
        case .bounded(let limit): max(1, limit)
        }
    }
}
