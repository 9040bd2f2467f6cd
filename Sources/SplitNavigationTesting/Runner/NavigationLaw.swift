/// A law the library promises, which a ``FlowRunner`` checks after every step.
///
/// Each law can be switched off on its own (``FlowRunner/laws``), to run faster or to look at
/// one failure at a time.
public enum NavigationLaw: String, CaseIterable, Hashable, Codable, Sendable {
    /// Every state passes the invariant check that decoding uses (a root, children in the
    /// columns they prefer, unique ids below the counter, kept-aside rules).
    case invariants
    /// Children created by an event have ids at or above the old counter that the state's life
    /// never used; the counter never goes down. A restore starts a new life.
    case freshIDs
    /// A rejected event leaves the state and the presentation exactly as they were.
    case errorsChangeNothing
    /// `split(collapse(r)) == r` for regular states (back to the same width, medium or
    /// regular); for compact states `collapse(split(c))` is `c` in creation order under
    /// `chronological`, the primary, then supplementary, then detail children under
    /// `detailOnTop`, and the primary and supplementary children with the detail ones kept
    /// aside under `hideDetail`; a split to medium width gives the same columns as one to
    /// regular width.
    case splitCollapseRoundTrip
    /// Collapse and split never change a child's content: every accordion child comes out of a
    /// layout change with exactly the accordion it went in with (nodes, values, destinations,
    /// expansion, opened order, paging), and every tab group child with exactly its tab group
    /// (tabs, badges, selection, stored stacks). Checked on every accepted `setLayout` or
    /// `setWidth` that changes the layout, and on the collapse and split of every state reached.
    case layoutKeepsAccordions
    /// Collapse and split never touch the modals: every modal comes out of a layout change
    /// exactly as it went in (style, stack, ids), in the same order. Checked on every accepted
    /// `setLayout` or `setWidth` that changes the layout, and on the collapse and split of every
    /// state reached with a modal up. (Width changes that keep the layout, and visibility
    /// changes, are ``widthAndVisibilityKeepStacks``'s: they keep the modals too.)
    case layoutKeepsModals
    /// In a compact state, a column-addressed event (`showSupplementary` and the events naming
    /// the supplementary column included) commutes with the split, to regular and to medium
    /// width: `split(apply(e, c)) == apply(e, split(c))`, errors included.
    case commutesWithSplit
    /// An accepted event's changes, applied to the old presentation, give the new one (every
    /// column, the visible columns and both placeholders); an event that changes nothing
    /// visible reports no changes. An `updated` change carries the whole
    /// new child, and its rows' change set turns the old accordion's visible rows into the new
    /// one's.
    case changesReproducePresentation
    /// The state after every accepted step, its presentation (placeholders included) and its
    /// changes, and every event, survive a JSON round trip.
    case jsonRoundTrip
    /// Room and visibility never change a stack: an accepted `setWidth` between medium and
    /// regular width, and an accepted `setVisibility` in any layout, leave every column (or the
    /// compact stack and the kept-aside children), the modals, the focus and the id counter as
    /// they were.
    case widthAndVisibilityKeepStacks
    /// The visible columns are never empty, are columns of the split, leading to trailing,
    /// each once; compact layout shows the primary column alone; the revealable columns are the
    /// split's columns left of the first visible one; the presentation shows what the state says.
    case visibleColumnsInSplit
    /// The navigator agrees with ``ReferenceNavigator`` on the outcome (error code or new state)
    /// and on the presentation.
    case referenceModel
    /// Selecting tab a, then b, then a restores a's stacks: after every accepted tab `select`
    /// sent on its own (not inside a batch), selecting the tab shown before gives back each
    /// column's children exactly (ids, routes, content — the tab group child's own tabs and
    /// stored stacks included) as the split reads them, the id counter, the layout and the modals. (In compact
    /// layout the restored children go where collapsing puts them; the split is what must match.)
    case tabSelectionRestores
    /// Reaching a target (`SplitState.eventsToReach(_:reveal:making:)`, applied by the library's own
    /// `SplitNavigator`) does what it promises, on every state an accepted step gives: reaching
    /// the state's own target, modals included, is no events (but a `raise`, in compact layout,
    /// when the stack's top is not the target's); reaching the target of the state before the
    /// step, looks included (new children made with the content that state's children of the
    /// same route and column had; with its routes alone when two such children differ), gives
    /// that target's routes in every column, every look, and its modals (styles and routes),
    /// keeps each column's common prefix of children that can take their looks (up to one whose
    /// new tab or selected node may change the stacks) and the modals' (the modals shared whole
    /// unchanged, and the common prefix of the first that differs; ids and content), is idempotent
    /// (reaching it again is no events), gives the same state when its events are sent one by
    /// one, and in compact layout puts the target's top child on top of the stack (under any
    /// modal) and commutes with the split: `split(reach(c, t)) == reach(split(c), t)`, the
    /// split reaching with the same events less a final `raise`.
    case reachesTargets
}
