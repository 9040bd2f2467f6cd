/// How many columns fit side by side in the window: what a front end measures and tells the
/// navigator with ``NavigationEvent/setWidth(_:)``.
///
/// `compact` means ``Layout/compact`` layout; `medium` and `regular` both mean ``Layout/regular``
/// and differ only in what a three-column split shows (see ``ColumnVisibility``).
public enum Width: String, CaseIterable, Hashable, Codable, Sendable {
    /// One column fits: the stacks collapse into one.
    case compact
    /// Two columns fit: a three-column split shows two and can reveal the third.
    case medium
    /// Every column fits.
    case regular

    /// The layout the width calls for.
    @inlinable
    public var layout: Layout {
        self == .compact ? .compact : .regular
    }

    /// How many columns fit: 1, 2 or 3.
    public var columnsThatFit: Int {
        switch self {
        case .compact: 1
        case .medium: 2
        case .regular: 3
        }
    }
}

extension Width: CustomStringConvertible {
    /// The case's name (its raw value), read without the runtime's reflection.
    public var description: String { rawValue }
}
