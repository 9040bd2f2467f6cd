/// What the front end shows: the visible stack of each column, the placeholders of empty
/// columns, and which columns are on screen.
///
/// A declarative front end renders this value; an imperative one applies the
/// ``NavigationChange``s between presentations (``applying(_:)`` is the contract).
///
/// ```swift
/// let presentation = navigator.presentation
/// for column in presentation.visibleColumns {
///     let stack = presentation.stack(column)          // bottom first
///     let placeholder = presentation.placeholder(for: column)   // when the stack is empty
/// }
/// ```
///
/// In compact layout the one stack is ``compactStack`` (``stack(_:)`` reads it as the primary
/// column's), and no column has a placeholder.
public struct Presentation<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The layout this presentation is for.
    public let layout: Layout
    /// How many columns the split has.
    public let columns: SplitColumns
    /// The columns on screen, leading to trailing: every column the visibility and width allow
    /// in regular layout (see ``ColumnVisibility``), `[.primary]` in compact layout.
    public let visibleColumns: [Column]
    /// The modals over the split, bottom first (see ``shownStyle(of:)``).
    public let modals: [Modal<Route>]
    @usableFromInline let stacks: ColumnStacks<Route>
    @usableFromInline let placeholders: ColumnPlaceholders<Route>

    @inlinable
    init(
        layout: Layout, columns: SplitColumns, visibleColumns: [Column], stacks: ColumnStacks<Route>,
        placeholders: ColumnPlaceholders<Route>, modals: [Modal<Route>] = []
    ) {
        self.layout = layout
        self.columns = columns
        self.visibleColumns = visibleColumns
        self.stacks = stacks
        self.placeholders = placeholders
        self.modals = modals
    }

    /// A regular-layout presentation. `visibleColumns` defaults to every column of the split.
    public static func regular(
        primary: [Child<Route>], supplementary: [Child<Route>] = [], detail: [Child<Route>],
        columns: SplitColumns = .two, supplementaryPlaceholder: Placeholder<Route>? = nil,
        detailPlaceholder: Placeholder<Route>? = nil,
        visibleColumns: [Column]? = nil, modals: [Modal<Route>] = []
    ) -> Presentation {
        Presentation(
            layout: .regular, columns: columns, visibleColumns: visibleColumns ?? columns.all,
            stacks: ColumnStacks(primary: primary, supplementary: supplementary, detail: detail),
            placeholders: ColumnPlaceholders(supplementary: supplementaryPlaceholder, detail: detailPlaceholder),
            modals: modals)
    }

    /// A compact-layout presentation: one stack and the modals over it.
    public static func compact(stack: [Child<Route>], columns: SplitColumns = .two, modals: [Modal<Route>] = []) -> Presentation {
        Presentation(
            layout: .compact, columns: columns, visibleColumns: [.primary],
            stacks: ColumnStacks(primary: stack, detail: []), placeholders: ColumnPlaceholders(), modals: modals)
    }
}

extension Presentation {
    /// The children a column shows, bottom first. In compact layout the one stack is the
    /// primary column's, and the other columns show nothing.
    public func stack(_ column: Column) -> [Child<Route>] {
        stacks[column]
    }

    /// The children of the stack a ``NavigationChange`` names, bottom first; empty for a stack
    /// the layout does not have.
    public func stack(named name: StackName) -> [Child<Route>] {
        switch (name.column, layout) {
        case (nil, .compact): stacks.primary
        case (let column?, .regular): stacks[column]
        default: []
        }
    }

    /// The one stack of compact layout, bottom first; `nil` in regular layout.
    public var compactStack: [Child<Route>]? {
        layout == .compact ? stacks.primary : nil
    }

    /// The placeholder an empty column shows in regular layout, if the provider gives one.
    public func placeholder(for column: Column) -> Placeholder<Route>? {
        placeholders[column]
    }

    /// The detail column's placeholder, when it shows one.
    public var placeholder: Placeholder<Route>? {
        placeholders.detail
    }

    /// The split's hidden columns to the left of the visible ones, revealable over them.
    public var revealableColumns: [Column] {
        guard layout == .regular, let first = visibleColumns.first else { return [] }
        return columns.columns(before: first)
    }

    /// Whether regular layout shows the detail column alone.
    public var showsDetailOnly: Bool {
        layout == .regular && visibleColumns == [.detail]
    }

    /// The child on top of what the user sees: the top modal's top, else the compact stack's,
    /// else the rightmost column's. ``NavigationEvent/back`` pops it, unless it is the primary root.
    ///
    /// - Complexity: O(1).
    public var topmost: Child<Route>? {
        modals.last?.top ?? stacks.topmost
    }

    /// How a modal covers the split in this layout: a sheet is full-screen in compact layout, as
    /// UIKit adapts it; the modal keeps its style.
    public func shownStyle(of modal: Modal<Route>) -> ModalStyle {
        layout == .compact ? .fullScreenCover : modal.style
    }
}
