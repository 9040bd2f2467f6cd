/// Which two columns a three-column split shows where only two fit (``Width/medium``) and the
/// visibility is ``ColumnVisibility/automatic``.
///
/// Two-column splits show both columns at medium width whatever the policy.
public enum MediumWidthPolicy: String, CaseIterable, Hashable, Codable, Sendable {
    /// Supplementary and detail, with the primary column revealable over them, as
    /// `UISplitViewController` (`oneBesideSecondary`) and `NavigationSplitView` (`.doubleColumn`)
    /// do; while the supplementary column is empty there is nothing to its right to see yet, so
    /// primary and supplementary show instead.
    case trailingColumns
    /// The column navigated in last and its neighbour, as Material 3's adaptive panes do:
    /// primary and supplementary after navigating in either of them, supplementary and detail
    /// after navigating in the detail column. See ``SplitState/focus``.
    case followNavigation
}

extension MediumWidthPolicy: CustomStringConvertible {
    /// The case's name (its raw value), as interpolating one value printed it before, read
    /// without the runtime's reflection, which error messages would otherwise pay for each time.
    public var description: String { rawValue }
}
