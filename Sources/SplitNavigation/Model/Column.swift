/// One of the two columns of a split layout.
///
/// In ``Layout/regular`` layout both columns are on screen side by side; in ``Layout/compact``
/// layout there is one stack, and each child remembers the column it prefers so that the next
/// split can put it back.
public enum Column: String, CaseIterable, Hashable, Codable, Sendable {
    /// The leading column: lists, sidebars, the app's root.
    case primary
    /// The trailing column: what the primary column selected.
    case detail
}
