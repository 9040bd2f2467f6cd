import SplitNavigation

/// A whole presentation, as the page starts from (after `hello`) or resynchronises with: the
/// layout, the visible and revealable columns, each column's stack and placeholder.
struct PresentationView: Encodable, Sendable {
    let layout: String
    let visible: [String]
    let revealable: [String]
    let stacks: [String: [ChildView]]
    let placeholders: [String: String]

    init(_ presentation: Presentation<WebRoute>) {
        layout = presentation.layout.rawValue
        visible = presentation.visibleColumns.map(\.rawValue)
        revealable = presentation.revealableColumns.map(\.rawValue)
        var stacks: [String: [ChildView]] = [:]
        var placeholders: [String: String] = [:]
        for column in Column.allCases {
            stacks[column.rawValue] = presentation.stack(column).map(ChildView.init)
            if let route = presentation.placeholder(for: column) {
                placeholders[column.rawValue] = WebRoute.title(route)
            }
        }
        self.stacks = stacks
        self.placeholders = placeholders
    }
}

/// What a presentation looks like in counts and tops, sent with every change list: the page
/// compares it with its own after applying the changes, and asks for the presentation again if
/// they differ, so a lost or misapplied change shows at once instead of drifting.
struct PresentationSummary: Encodable, Hashable, Sendable {
    let layout: String
    let visible: [String]
    /// Per column: `[count, top id]` (`0` when empty).
    let stacks: [String: [Int]]

    init(_ presentation: Presentation<WebRoute>) {
        layout = presentation.layout.rawValue
        visible = presentation.visibleColumns.map(\.rawValue)
        var stacks: [String: [Int]] = [:]
        for column in Column.allCases {
            let stack = presentation.stack(column)
            stacks[column.rawValue] = [stack.count, stack.last?.id.rawValue ?? 0]
        }
        self.stacks = stacks
    }
}
