/// Something that happens to the navigation: a user action, a deep link, a size-class change.
///
/// Events are plain values, so they can be recorded, sent over the wire and replayed. In compact
/// layout a column-addressed event means what it means on the state the next split would give,
/// so events commute with the split. Naming the supplementary column of a two-column split is
/// ``NavigationError/Code/columnNotInSplit``.
///
/// Every accepted event that navigates in a column sets ``SplitState/focus`` to that column;
/// ``raise(_:)``, the layout, width and visibility events, ``restore(_:)``, the modal events and
/// ``back`` while a modal is up leave it.
public enum NavigationEvent<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// Creates a child on top of a column: the named one, which becomes its preferred column, or
    /// the child's own preferred column for `nil`. In compact layout, on top of the one stack.
    case push(NewChild<Route>, onto: Column? = nil)
    /// Replaces the whole detail stack with new children, which all prefer the detail column; an
    /// empty list clears it.
    case showDetail([NewChild<Route>])
    /// Replaces the whole supplementary stack with new children preferring it, and empties the
    /// detail column (kept-aside children included). Three-column splits only.
    case showSupplementary([NewChild<Route>])
    /// A plain list child selected one of its rows: shows the children in the column to the
    /// right of the list's, replacing its stack and emptying the ones beyond, as
    /// ``showDetail(_:)`` and ``showSupplementary(_:)`` do.
    ///
    /// The first child shown remembers the row in ``Child/openedBy`` (see
    /// ``SplitNavigator/selectedRow(in:)``). Throws ``NavigationError/Code/columnNotInSplit`` for
    /// a list in the detail column, ``NavigationError/Code/unknownChild`` for an unknown list and
    /// ``NavigationError/Code/malformedInput`` for no children or a child preferring the list's
    /// column or one left of it.
    case selectRow(Route, in: ChildID, showing: [NewChild<Route>])
    /// Replaces the top child of a column with a new child preferring that column. In compact
    /// layout the replaced child leaves its place and the new one goes on top of the stack;
    /// only the primary root is replaced in place.
    case replaceTop(Column, with: NewChild<Route>)
    /// Puts a column's top child on top of the compact stack without changing any column's
    /// stack, so the next split is the same (the kept-aside detail stack comes back first). The
    /// primary root stays at the bottom. Changes nothing in regular layout, nor the focus.
    ///
    /// An empty column is ``NavigationError/Code/columnEmpty``.
    case raise(Column)
    /// Removes the top child of a column. In compact layout: the topmost child preferring it.
    case pop(Column)
    /// Removes every child above the given one in its own column.
    case popTo(ChildID)
    /// Removes the given child and every child above it in its own column ("pop self").
    case popChild(ChildID)
    /// Removes every child of a column but its first (its root).
    case popToRoot(Column)
    /// Goes back one screen: while a modal is up, pops its stack or dismisses it at its root;
    /// else pops the compact stack, or the trailing non-empty column (never the root).
    case back
    /// Sets the layout, collapsing or splitting the stacks: ``Layout/compact`` is
    /// ``Width/compact``, and ``Layout/regular`` from compact layout is ``Width/regular``.
    /// Setting the current layout does nothing (a medium width stays medium).
    case setLayout(Layout)
    /// Tells the navigator how many columns fit: collapses or splits the stacks when the layout
    /// changes, and otherwise only changes which columns regular layout shows.
    case setWidth(Width)
    /// Chooses which columns regular layout shows (see ``ColumnVisibility``). Never changes a
    /// stack; kept in compact layout, where it changes nothing visible, for the next split.
    case setVisibility(ColumnVisibility)
    /// Presents a modal over the split (or the top modal) with a new plain child as its root (see
    /// ``Modal``); other content is ``NavigationError/Code/malformedInput``.
    case present(NewChild<Route>, style: ModalStyle = .sheet)
    /// Dismisses the top modal (``NavigationError/Code/noModal`` when none is up).
    case dismiss
    /// Dismisses the modal with the given id (its root's) and every modal above it, top first.
    /// An id that names no modal is ``NavigationError/Code/unknownChild``.
    case dismissModal(ChildID)
    /// Navigates inside the top modal's own stack (``NavigationError/Code/noModal`` when none
    /// is up).
    case modal(ModalEvent<Route>)
    /// Replaces the whole state, as when restoring a saved session.
    indirect case restore(SplitState<Route>)
    /// Applies an accordion event to the accordion child with the given id, wherever it is.
    /// Selecting a row with a destination opens it: a detail destination from outside the detail
    /// column replaces the detail stack; any other is pushed onto its column.
    indirect case accordion(ChildID, AccordionEvent<Route>)
    /// Applies a tab event to the tab group child with the given id (see ``TabGroup``). Stored
    /// children are not shown, so events naming them are ``NavigationError/Code/unknownChild``;
    /// a child that is not a tab group is ``NavigationError/Code/notATabGroup``.
    indirect case tabs(ChildID, TabEvent<Route>)
    /// Applies events as one atomic step: all of them, or none (the id counter included) and the
    /// first failing event's error with its ``NavigationError/eventIndex``. It answers one change
    /// list; a nested batch is ``NavigationError/Code/malformedInput``.
    indirect case batch([NavigationEvent<Route>])
}
