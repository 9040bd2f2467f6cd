/// Something that happens to the navigation: a user action, a deep link, a size-class change.
///
/// Events are plain values, so they can be recorded, sent over the wire and replayed. Every event
/// works in both layouts; in compact layout a column-addressed event means what it means on the
/// state the next split would give (so events commute with the split: see the README's laws).
/// An event naming the supplementary column of a two-column split is rejected with
/// ``NavigationError/Code/columnNotInSplit``.
///
/// Every accepted event but ``raise(_:)``, ``setLayout(_:)``, ``setWidth(_:)``, ``setVisibility(_:)``,
/// ``restore(_:)`` and the modal events (``present(_:style:)``, ``dismiss``, ``dismissModal(_:)``,
/// ``modal(_:)``, and ``back`` while a modal is up) sets the state's ``SplitState/focus`` to the column it navigated in: the
/// column it names, the column of the child it names, the column ``back`` popped, or for an
/// accordion event the column of the destination it opened, else of the accordion child, and for a
/// tab event the column of the tab group child (selecting the selected tab changes nothing).
public enum NavigationEvent<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// Creates a child on top of a column: the named one, which becomes the child's preferred
    /// column (the "push to me" of split controllers), or the child's own preferred column when
    /// `column` is `nil`. In compact layout it goes on top of the one stack.
    case push(NewChild<Route>, onto: Column? = nil)
    /// Replaces the whole detail stack with new children, which all prefer the detail column; an
    /// empty list clears it.
    case showDetail([NewChild<Route>])
    /// Replaces the whole supplementary stack with new children, which all prefer the
    /// supplementary column, and empties the detail column (kept-aside children included), as
    /// selecting another mailbox shows its list and no stale message. Three-column splits only.
    case showSupplementary([NewChild<Route>])
    /// A plain list child selected one of its rows: shows the children in the column to the
    /// right of the list's (the supplementary column for a primary list of a three-column split,
    /// else the detail column), replacing that column's stack and emptying the ones beyond it, as
    /// ``showDetail(_:)`` and ``showSupplementary(_:)`` do; the children all prefer that column.
    ///
    /// The first child shown remembers the selection in ``Child/openedBy``, so the list
    /// highlights the row while that child is there (``SplitNavigator/selectedRow(in:)``). A list
    /// in the detail column has no column to its right
    /// (``NavigationError/Code/columnNotInSplit``); an unknown list is
    /// ``NavigationError/Code/unknownChild``; an empty list of children (there would be nothing
    /// to remember the row) and a child preferring the list's column or one left of it are
    /// ``NavigationError/Code/malformedInput``.
    case selectRow(Route, in: ChildID, showing: [NewChild<Route>])
    /// Replaces the top child of a column with a new child preferring that column. In compact
    /// layout the replaced child leaves its place and the new one goes on top of the stack;
    /// only the primary root is replaced in place.
    case replaceTop(Column, with: NewChild<Route>)
    /// Puts a column's top child on top of the compact stack, so the one stack shows it, without
    /// changing any column's stack: in compact layout the topmost child preferring the column
    /// moves to the top of the stack (for the detail column under ``CollapsePolicy/hideDetail``,
    /// the kept-aside stack first comes back, as a detail push brings it), and every column keeps
    /// its children in order, so the next split is the same. The primary root stays the bottom
    /// of the stack: raising a primary column that holds only its root changes nothing (popping
    /// what is above shows it). In regular layout each column's
    /// top is already on top of its column, and which columns show is the visibility's business:
    /// the event changes nothing there. It does not change the focus in either layout, for the
    /// same reason: the split of the result is the split of the state before.
    ///
    /// An empty column is ``NavigationError/Code/columnEmpty``; the supplementary column of a
    /// two-column split ``NavigationError/Code/columnNotInSplit`` (in both layouts).
    case raise(Column)
    /// Removes the top child of a column. In compact layout: the topmost child preferring it.
    case pop(Column)
    /// Removes every child above the given one in its own column.
    case popTo(ChildID)
    /// Removes the given child and every child above it in its own column ("pop self").
    case popChild(ChildID)
    /// Removes every child of a column but its first (its root).
    case popToRoot(Column)
    /// Goes back one screen. While a modal is up, back pops the top modal's stack, and dismisses
    /// the modal when only its root is left; the columns are untouched. With no modal: the top
    /// of the compact stack, or in regular layout the top of the detail column, else of the
    /// supplementary column, else of the primary column (never its root).
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
    /// Presents a modal over the split, or over the top modal when one is up, with a new child
    /// as its root (see ``Modal``). The child is plain (other content is
    /// ``NavigationError/Code/malformedInput``) and must prefer a column the split has; the
    /// column means nothing while it is presented. Columns, layout and focus are untouched.
    case present(NewChild<Route>, style: ModalStyle = .sheet)
    /// Dismisses the top modal (``NavigationError/Code/noModal`` when none is up).
    case dismiss
    /// Dismisses the modal with the given id (its root's) and every modal above it, top first.
    /// An id that names no modal is ``NavigationError/Code/unknownChild``.
    case dismissModal(ChildID)
    /// Navigates inside the top modal's own stack (``NavigationError/Code/noModal`` when none
    /// is up). Columns, layout and focus are untouched.
    case modal(ModalEvent<Route>)
    /// Replaces the whole state, as when restoring a saved session.
    indirect case restore(SplitState<Route>)
    /// Applies an accordion event to the accordion child with the given id, in whatever column
    /// or stack it is (kept-aside children included).
    ///
    /// Selecting a row whose node has a destination also opens the destination: shown in the
    /// detail column (replacing its stack, as a list selection does) when an accordion outside the
    /// detail column selects a detail destination, and pushed onto the destination's column
    /// otherwise.
    indirect case accordion(ChildID, AccordionEvent<Route>)
    /// Applies a tab event to the tab group child with the given id (see ``TabEvent`` and
    /// ``TabGroup``). Selecting a tab stores the children shown above the tab group child in its
    /// column and in the columns to its right, and shows the ones the selected tab stored; in
    /// compact layout they go where collapsing would put them, so the event commutes with the
    /// split. Children stored in a tab group are not shown: events naming them by id are
    /// ``NavigationError/Code/unknownChild``. A child that is not a tab group is
    /// ``NavigationError/Code/notATabGroup``.
    indirect case tabs(ChildID, TabEvent<Route>)
    /// Applies events one after another as one step, atomically: all of them, or none and the
    /// navigator exactly as it was (the id counter included), throwing the first failing event's
    /// error with its ``NavigationError/eventIndex``. The answer is one change list from the old
    /// presentation to the new one (see ``SplitNavigator/send(_:)``), and a store makes it one
    /// transition, one veto decision and one recorded line. A batch cannot contain another batch
    /// (``NavigationError/Code/malformedInput``); an empty batch changes nothing.
    indirect case batch([NavigationEvent<Route>])
}
