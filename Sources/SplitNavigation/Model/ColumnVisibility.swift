/// Which columns a regular layout shows, as the app or the person chooses: the names and meaning
/// of SwiftUI's `NavigationSplitViewVisibility`.
///
/// Visibility is a preference kept in the state. It never changes a stack, and it is kept in
/// compact layout (where it changes nothing visible) for the next split. What regular layout
/// actually shows follows from the visibility, the ``Width`` and the stacks; it is
/// ``Presentation/visibleColumns``, and the columns to the left of the visible ones can be
/// revealed over them (``Presentation/revealableColumns``):
///
/// | visibility | two columns | three columns, regular width | three columns, medium width |
/// |---|---|---|---|
/// | `automatic` | primary, detail | all three | supplementary and detail (see ``MediumWidthPolicy``) |
/// | `all` | primary, detail | all three | supplementary and detail |
/// | `doubleColumn` | primary, detail | supplementary and detail | supplementary and detail |
/// | `detailOnly` | detail | detail | detail |
///
/// An explicit visibility is honoured even over empty columns, which then show their
/// placeholders: the person chose it, and a layout that jumped on every pop would be worse. Only
/// `automatic` adapts to the stacks, and only where two of three columns fit.
public enum ColumnVisibility: String, CaseIterable, Hashable, Codable, Sendable {
    /// The navigator decides from the width (and, at medium width, the ``MediumWidthPolicy``).
    case automatic
    /// Every column, where they fit.
    case all
    /// The two trailing columns: primary and detail in a two-column split, supplementary and
    /// detail in a three-column one.
    case doubleColumn
    /// The detail column alone.
    case detailOnly
}

extension ColumnVisibility: CustomStringConvertible {
    /// The case's name (its raw value), as interpolating one value printed it before, read
    /// without the runtime's reflection, which error messages would otherwise pay for each time.
    public var description: String { rawValue }
}
