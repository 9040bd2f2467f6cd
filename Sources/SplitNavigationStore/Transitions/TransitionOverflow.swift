/// The end of a subscription that fell behind by more than its ``TransitionBuffering`` limit.
///
/// Thrown by the iteration after every transition received before the overflow, so what the
/// subscriber got is still a gap-free run, ending at ``firstMissed`` − 1. Resynchronise with a
/// new subscription: show its ``NavigationTransitions/start``, then apply what it yields.
public struct TransitionOverflow: Error, Hashable, Sendable {
    /// The sequence number of the first transition the subscriber did not get.
    public let firstMissed: Int
    /// The buffer limit that was exceeded.
    public let limit: Int

    /// Describes an overflow; subscriptions make them, this is for tests.
    public init(firstMissed: Int, limit: Int) {
        self.firstMissed = firstMissed
        self.limit = limit
    }
}

extension TransitionOverflow: CustomStringConvertible {
    /// What happened, in a sentence for logs.
    public var description: String {
        "the subscriber fell more than \(limit) transitions behind and missed transition \(firstMissed) onwards"
    }
}
