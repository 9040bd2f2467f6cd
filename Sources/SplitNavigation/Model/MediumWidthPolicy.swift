/// Which two columns a three-column split shows where only two fit (``Width/medium``) and the
/// visibility is ``ColumnVisibility/automatic``.
///
/// Two-column splits show both columns at medium width whatever the policy.
public enum MediumWidthPolicy: String, CaseIterable, Hashable, Codable, Sendable {
    /// Supplementary and detail, as `UISplitViewController` and `NavigationSplitView` do; primary
    /// and supplementary while the supplementary column is empty.
    case trailingColumns
    /// The column navigated in last (``SplitState/focus``) and its neighbour, as Material 3's
    /// adaptive panes do.
    case followNavigation
}

extension MediumWidthPolicy: CustomStringConvertible {
    /// The case's name (its raw value), read without the runtime's reflection.
    public var description: String { rawValue }
}
