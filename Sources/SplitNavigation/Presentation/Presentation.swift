/// What the front end shows: the visible stack of each column, the placeholders of empty
/// columns, and which columns are on screen.
///
/// A declarative front end renders this value and nothing else; an imperative one applies the
/// ``NavigationChange``s that take one presentation to the next (``applying(_:)`` is the
/// contract). It is derived from the state and the placeholder provider; it never holds anything
/// the state does not.
///
/// ```swift
/// let presentation = navigator.presentation
/// for column in presentation.visibleColumns {
///     let stack = presentation.stack(column)          // bottom first
///     let placeholder = presentation.placeholder(for: column)   // when the stack is empty
/// }
/// ```
///
/// In compact layout the one stack is ``compactStack`` (changes name it ``StackName/compact``;
/// ``stack(_:)`` reads it as the primary column's), the other columns show nothing, and no
/// column has a placeholder.
public struct Presentation<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The layout this presentation is for.
    public let layout: Layout
    /// How many columns the split has.
    public let columns: SplitColumns
    /// The columns on screen, leading to trailing: every column the visibility and width allow
    /// in regular layout (see ``ColumnVisibility``), `[.primary]` in compact layout.
    public let visibleColumns: [Column]
    /// The modals over the split, bottom first, as the state holds them. Each covers the split
    /// in the style ``shownStyle(of:)`` gives for this layout.
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
    /// A placeholder belongs to an empty column; the primary column has none.
    public static func regular(
        primary: [Child<Route>], supplementary: [Child<Route>] = [], detail: [Child<Route>],
        columns: SplitColumns = .two, supplementaryPlaceholder: Route? = nil, detailPlaceholder: Route? = nil,
        visibleColumns: [Column]? = nil, modals: [Modal<Route>] = []
    ) -> Presentation {
        Presentation(
            layout: .regular, columns: columns, visibleColumns: visibleColumns ?? columns.all,
            stacks: ColumnStacks(primary: primary, supplementary: supplementary, detail: detail),
            placeholders: ColumnPlaceholders(supplementary: supplementaryPlaceholder, detail: detailPlaceholder),
            modals: modals)
    }

    /// A compact-layout presentation: one stack, the primary root at the bottom, and the
    /// modals over it.
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

    /// The children of the stack a ``NavigationChange`` names, bottom first: a column's in
    /// regular layout, the one stack for ``StackName/compact`` in compact layout; empty for a
    /// stack the layout does not have.
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
    public func placeholder(for column: Column) -> Route? {
        placeholders[column]
    }

    /// The detail column's placeholder, when it shows one.
    public var placeholder: Route? {
        placeholders.detail
    }

    /// The split's columns to the left of the visible ones: hidden, and revealable over the
    /// visible ones on demand (a sidebar button, an edge swipe). Empty in compact layout.
    public var revealableColumns: [Column] {
        guard layout == .regular, let first = visibleColumns.first else { return [] }
        return columns.columns(before: first)
    }

    /// Whether regular layout shows the detail column alone.
    public var showsDetailOnly: Bool {
        layout == .regular && visibleColumns == [.detail]
    }

    /// The child on top of what the user sees: the top of the top modal's stack while a modal
    /// is up; else the top of the compact stack, or in regular layout the top of the rightmost
    /// column with children (detail, else supplementary, else primary).
    ///
    /// It is what ``NavigationEvent/back`` pops, by the same rule, except the primary root, which
    /// is topmost when it is alone but never popped (``SplitNavigator/backTarget`` is then `nil`).
    ///
    /// - Complexity: O(1).
    public var topmost: Child<Route>? {
        modals.last?.top ?? stacks.topmost
    }

    /// How a modal covers the split in this layout: as presented in regular layout; in compact
    /// layout a sheet is shown full-screen, as UIKit adapts a sheet at compact width (the
    /// modal itself keeps its style, so the next split shows it as a sheet again).
    public func shownStyle(of modal: Modal<Route>) -> ModalStyle {
        layout == .compact ? .fullScreenCover : modal.style
    }
}
