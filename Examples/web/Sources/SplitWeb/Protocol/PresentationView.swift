import SplitNavigation

/// A whole presentation, as the page starts from (after `hello`) or resynchronises with: the
/// layout, the visible and revealable columns, each column's stack and placeholder, and the
/// modals over the columns, bottom first.
struct PresentationView: Encodable, Sendable {
    /// One modal: its id (its root's), its style as presented, how it shows in this layout
    /// (`Presentation.shownStyle(of:)`: a sheet is full-screen in compact layout), and its stack.
    struct ModalView: Encodable, Sendable {
        let id: Int
        let style: String
        let shown: String
        let stack: [ChildView]
    }

    let layout: String
    let visible: [String]
    let revealable: [String]
    let stacks: [String: [ChildView]]
    let placeholders: [String: String]
    let modals: [ModalView]

    init(_ presentation: Presentation<WebRoute>) {
        layout = presentation.layout.rawValue
        visible = presentation.visibleColumns.map(\.rawValue)
        revealable = presentation.revealableColumns.map(\.rawValue)
        var stacks: [String: [ChildView]] = [:]
        var placeholders: [String: String] = [:]
        for column in Column.allCases {
            stacks[column.rawValue] = presentation.stack(column).map(ChildView.init)
            if let placeholder = presentation.placeholder(for: column) {
                placeholders[column.rawValue] = WebRoute.title(placeholder)
            }
        }
        self.stacks = stacks
        self.placeholders = placeholders
        modals = presentation.modals.map { modal in
            ModalView(
                id: modal.id.rawValue, style: modal.style.rawValue, shown: presentation.shownStyle(of: modal).rawValue,
                stack: modal.stack.map(ChildView.init))
        }
    }
}

/// What a presentation looks like in counts and tops, sent with every change list: the page
/// compares it with its own after applying the changes, and asks for the presentation again if
/// they differ, so a lost or misapplied change shows at once instead of drifting.
struct PresentationSummary: Encodable, Hashable, Sendable {
    /// One modal, bottom first: its id, its stack's count and top, and how it shows now. The
    /// changes say nothing when only `shown` changes (a resize to compact width changes no
    /// modal), so the page takes `shown` from here rather than work it out itself.
    struct ModalSummary: Encodable, Hashable, Sendable {
        let id: Int
        let count: Int
        let top: Int
        let shown: String
    }

    let layout: String
    let visible: [String]
    /// Per column: `[count, top id]` (`0` when empty).
    let stacks: [String: [Int]]
    let modals: [ModalSummary]

    init(_ presentation: Presentation<WebRoute>) {
        layout = presentation.layout.rawValue
        visible = presentation.visibleColumns.map(\.rawValue)
        var stacks: [String: [Int]] = [:]
        for column in Column.allCases {
            let stack = presentation.stack(column)
            stacks[column.rawValue] = [stack.count, stack.last?.id.rawValue ?? 0]
        }
        self.stacks = stacks
        modals = presentation.modals.map { modal in
            ModalSummary(
                id: modal.id.rawValue, count: modal.stack.count, top: modal.top.id.rawValue,
                shown: presentation.shownStyle(of: modal).rawValue)
        }
    }
}
