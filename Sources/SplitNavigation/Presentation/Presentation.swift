/// What the front end shows: the visible stacks of each column, and the detail column's
/// placeholder.
///
/// A declarative front end renders this value and nothing else. It is derived from the state
/// and the placeholder provider; it never holds anything the state does not.
public enum Presentation<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// Two columns. `placeholder` is the provider's route when the detail stack is empty (and
    /// `nil` otherwise, or when the provider gives none). `showsDetailOnly` hides the primary
    /// column.
    case regular(primary: [Child<Route>], detail: [Child<Route>], placeholder: Route?, showsDetailOnly: Bool)
    /// One stack, the primary root at the bottom.
    case compact(stack: [Child<Route>])
}

extension Presentation {
    /// The layout this presentation is for.
    public var layout: Layout {
        switch self {
        case .regular: .regular
        case .compact: .compact
        }
    }

    /// The children a column shows, bottom first. In compact layout the one stack is the
    /// primary column's, and the detail column shows nothing.
    public func stack(_ column: Column) -> [Child<Route>] {
        switch self {
        case .regular(let primary, let detail, _, _): column == .primary ? primary : detail
        case .compact(let stack): column == .primary ? stack : []
        }
    }

    /// The detail column's placeholder, when it shows one.
    public var placeholder: Route? {
        if case .regular(_, _, let placeholder, _) = self { placeholder } else { nil }
    }

    /// Whether the detail column is shown alone (never in compact layout).
    public var showsDetailOnly: Bool {
        if case .regular(_, _, _, let detailOnly) = self { detailOnly } else { false }
    }

    /// The child on top of what the user sees: the top of the compact stack, or the top of the
    /// detail column (else of the primary column) in regular layout.
    public var topmost: Child<Route>? {
        switch self {
        case .regular(let primary, let detail, _, _): detail.last ?? primary.last
        case .compact(let stack): stack.last
        }
    }
}
