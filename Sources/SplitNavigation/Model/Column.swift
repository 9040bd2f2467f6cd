/// One of the columns of a split layout, leading to trailing.
///
/// Every split has a ``primary`` and a ``detail`` column; a ``SplitColumns/three`` split also has
/// a ``supplementary`` column between them.
public enum Column: String, CaseIterable, Hashable, Codable, Sendable {
    /// The leading column: lists, sidebars, the app's root.
    case primary
    /// The middle column of a three-column split (a mailbox's message list).
    case supplementary
    /// The trailing column: what the column to its left selected.
    case detail
}

extension Column: Comparable {
    /// Columns order leading to trailing: primary, supplementary, detail.
    @inlinable
    public static func < (lhs: Column, rhs: Column) -> Bool {
        lhs.position < rhs.position
    }

    /// The column's place from the leading edge: 0, 1, 2.
    @inlinable
    var position: Int {
        switch self {
        case .primary: 0
        case .supplementary: 1
        case .detail: 2
        }
    }
}

extension Column: CustomStringConvertible {
    /// The case's name (its raw value), read without the runtime's reflection.
    public var description: String { rawValue }
}
