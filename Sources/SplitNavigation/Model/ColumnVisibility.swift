/// Which columns a regular layout shows, as the app or the person chooses: the names and meaning
/// of SwiftUI's `NavigationSplitViewVisibility`.
///
/// A preference kept in the state, also in compact layout; it never changes a stack. What
/// regular layout shows (``Presentation/visibleColumns``) also depends on the ``Width``:
///
/// | visibility | two columns | three columns, regular width | three columns, medium width |
/// |---|---|---|---|
/// | `automatic` | primary, detail | all three | supplementary and detail (see ``MediumWidthPolicy``) |
/// | `all` | primary, detail | all three | supplementary and detail |
/// | `doubleColumn` | primary, detail | supplementary and detail | supplementary and detail |
/// | `detailOnly` | detail | detail | detail |
///
/// An explicit visibility is honoured even over empty columns, so the layout does not jump on
/// every pop; only `automatic` adapts to the stacks.
public enum ColumnVisibility: String, CaseIterable, Hashable, Codable, Sendable {
    /// The navigator decides from the width (and, at medium width, the ``MediumWidthPolicy``).
    case automatic
    /// Every column, where they fit.
    case all
    /// The two trailing columns.
    case doubleColumn
    /// The detail column alone.
    case detailOnly
}

extension ColumnVisibility: CustomStringConvertible {
    /// The case's name (its raw value), read without the runtime's reflection.
    public var description: String { rawValue }
}
