/// Whether the stacks are split into columns or collapsed into one.
///
/// ``Width/compact`` is compact layout; ``Width/medium`` and ``Width/regular`` are regular.
public enum Layout: String, CaseIterable, Hashable, Codable, Sendable {
    /// One stack on screen: the columns collapsed into one.
    case compact
    /// Each column with its own stack.
    case regular
}

extension Layout: CustomStringConvertible {
    /// The case's name (its raw value), read without the runtime's reflection.
    public var description: String { rawValue }
}
