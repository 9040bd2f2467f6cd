/// Whether the stacks are split into columns or collapsed into one.
///
/// The layout follows the ``Width`` a front end sets: ``Width/compact`` is compact layout, and
/// ``Width/medium`` and ``Width/regular`` are both regular layout.
public enum Layout: String, CaseIterable, Hashable, Codable, Sendable {
    /// One stack on screen: the columns collapsed into one.
    case compact
    /// Each column with its own stack.
    case regular
}

extension Layout: CustomStringConvertible {
    /// The case's name (its raw value), as interpolating one value printed it before, read
    /// without the runtime's reflection, which error messages would otherwise pay for each time.
    public var description: String { rawValue }
}
