/// How many columns fit side by side in the window: what a front end measures and tells the
/// navigator with ``NavigationEvent/setWidth(_:)``.
///
/// `compact` is one column, and means ``Layout/compact`` layout: the stacks collapse into one.
/// `medium` and `regular` both mean ``Layout/regular`` layout; they differ only in which columns
/// a three-column split shows (see ``ColumnVisibility``). The names are the window size classes
/// of Apple's and Material's guidelines (Material calls the widest one "expanded").
public enum Width: String, CaseIterable, Hashable, Codable, Sendable {
    /// One column fits: the stacks collapse into one.
    case compact
    /// Two columns fit: a three-column split shows two of its columns and can reveal the third
    /// over them.
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
    /// The case's name (its raw value), as interpolating one value printed it before, read
    /// without the runtime's reflection, which error messages would otherwise pay for each time.
    public var description: String { rawValue }
}
