/// One of the columns of a split layout, leading to trailing.
///
/// Every split has a ``primary`` and a ``detail`` column; a three-column split (see
/// ``SplitColumns/three``) also has a ``supplementary`` column between them. In
/// ``Layout/regular`` layout the columns are on screen side by side; in ``Layout/compact`` layout
/// there is one stack, and each child remembers the column it prefers so that the next split can
/// put it back.
public enum Column: String, CaseIterable, Hashable, Codable, Sendable {
    /// The leading column: lists, sidebars, the app's root.
    case primary
    /// The middle column of a three-column split: what the primary column selected, whose own
    /// selection the detail column shows (a mailbox's message list).
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
    /// The case's name (its raw value), as interpolating one value printed it before, read
    /// without the runtime's reflection, which error messages would otherwise pay for each time.
    public var description: String { rawValue }
}
