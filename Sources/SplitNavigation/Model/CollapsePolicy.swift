/// How a regular layout's two stacks become one stack when the layout turns compact.
///
/// Whatever the policy, the split is the same stable partition by preferred column, so a
/// regular state survives a round trip unchanged; the policies differ in the compact stack.
public enum CollapsePolicy: String, CaseIterable, Hashable, Codable, Sendable {
    /// The detail stack goes on top of the primary stack (what split view controllers do).
    case detailOnTop
    /// The primary root stays at the bottom; every other child of both stacks is merged in the
    /// order the children were created.
    case chronological
    /// The compact stack shows the primary stack only; the detail stack is kept aside until the
    /// next split or the first compact event adding a detail child.
    case hideDetail
}

extension CollapsePolicy: CustomStringConvertible {
    /// The case's name (its raw value), read without the runtime's reflection.
    public var description: String { rawValue }
}
