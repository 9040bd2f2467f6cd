/// How a regular layout's two stacks become one stack when the layout turns compact.
///
/// Whatever the policy, the next split (compact → regular) is the same stable partition of the
/// compact stack by preferred column, so a regular state always survives a round trip
/// unchanged. The policies differ in the compact stack they build, and so in what a
/// compact → regular → compact round trip does. See the README's transition table.
public enum CollapsePolicy: String, CaseIterable, Hashable, Codable, Sendable {
    /// The detail stack goes on top of the primary stack (what split view controllers do).
    ///
    /// A compact → regular → compact round trip turns the compact stack into its stable
    /// partition: primary-preferring children first, then detail-preferring ones.
    case detailOnTop
    /// The primary root stays at the bottom; every other child of both stacks is merged in the
    /// order the children were created.
    ///
    /// A compact → regular → compact round trip puts the stack above the root in creation order,
    /// which changes nothing: every stack the navigator builds under this policy is in creation
    /// order. (Only a restored state built by hand can be otherwise.)
    case chronological
    /// The compact stack shows the primary stack only. The detail stack is kept aside, not lost:
    /// the next split brings it back, and so does the first compact event that adds a child to
    /// the detail column (it then goes on top of the compact stack, below the new child).
    case hideDetail
}

extension CollapsePolicy: CustomStringConvertible {
    /// The case's name (its raw value), as interpolating one value printed it before, read
    /// without the runtime's reflection, which error messages would otherwise pay for each time.
    public var description: String { rawValue }
}
