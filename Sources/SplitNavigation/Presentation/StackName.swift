/// The stack a ``NavigationChange`` edits: a column's in regular layout, or the one stack of
/// compact layout.
///
/// A column name never stands for the compact stack: a change made in compact layout names
/// ``compact``, and one made in regular layout names its column. The ``NavigationChange/layout(_:)``
/// change between them turns the primary column's stack into the compact stack (collapsing) or
/// the compact stack into the primary column's (splitting).
public enum StackName: String, CaseIterable, Hashable, Codable, Sendable {
    /// The primary column's stack, in regular layout.
    case primary
    /// The supplementary column's stack, in regular layout.
    case supplementary
    /// The detail column's stack, in regular layout.
    case detail
    /// The one stack of compact layout (``Presentation/compactStack``).
    case compact

    /// The stack of a column, in regular layout.
    @inlinable
    public init(_ column: Column) {
        switch column {
        case .primary: self = .primary
        case .supplementary: self = .supplementary
        case .detail: self = .detail
        }
    }

    /// The column whose stack this is; `nil` for the compact stack.
    @inlinable
    public var column: Column? {
        switch self {
        case .primary: .primary
        case .supplementary: .supplementary
        case .detail: .detail
        case .compact: nil
        }
    }
}

extension StackName: CustomStringConvertible {
    /// The case's name (its raw value).
    public var description: String { rawValue }
}
