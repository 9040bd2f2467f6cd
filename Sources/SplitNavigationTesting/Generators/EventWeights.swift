/// How often the standard event generator makes each kind of event, how many of them are meant
/// to be rejected, and how many children are accordions or tab groups.
///
/// Weights are relative: a kind of weight 20 comes twice as often as one of weight 10, and a
/// kind of weight 0 never comes. The defaults reach every event and every error code within a
/// few dozen events of any start (see the coverage test).
///
/// ```swift
/// var weights = EventWeights()
/// weights.restore = 0            // this app never restores mid-flow
/// weights.invalidPercent = 25    // stress the error paths
/// weights.accordionPercent = 0   // plain children only…
/// weights.accordion = 0          // …and no accordion events
/// weights.present = 0            // no sheets or covers
/// weights.threeColumnPercent = 0 // two-column splits only
/// ```
public struct EventWeights: Hashable, Sendable {
    /// A push, onto the child's preferred column or a named one.
    public var push = 30
    /// A `showDetail` of zero to three children.
    public var showDetail = 7
    /// A `showSupplementary` of zero to three children in a three-column split; in a
    /// two-column split only as an invalid event (`columnNotInSplit`).
    public var showSupplementary = 7
    /// A `select` by a random list child with a column to its right, showing one to three
    /// children there; as an invalid event, by a detail child, an unknown one, or showing none.
    public var select = 6
    /// A `replaceTop` of a column.
    public var replaceTop = 7
    /// A `raise` of a column with children, in compact layout mostly one whose top is not on top
    /// of the stack; as an invalid event, of an empty column or one the split lacks.
    public var raise = 4
    /// A `pop` of a column.
    public var pop = 10
    /// A `popTo` of a child.
    public var popTo = 6
    /// A `popChild` of a child.
    public var popChild = 6
    /// A `popToRoot` of a column.
    public var popToRoot = 3
    /// A `back`.
    public var back = 11
    /// A `setLayout`, nearly always to the other layout.
    public var setLayout = 10
    /// A `setWidth`, nearly always to another width: compact, medium or regular.
    public var setWidth = 8
    /// A `setVisibility`, nearly always changing it.
    public var setVisibility = 4
    /// A `present` of a plain child as a sheet or a full-screen cover, over the split or the
    /// top modal; as an invalid event, of an accordion child or one preferring a column the split
    /// lacks.
    public var present = 5
    /// A `dismiss` of the top modal, while one is up; as an invalid event, with none up.
    public var dismiss = 4
    /// A `dismissModal` of a random modal and those above it; as an invalid event, of an id
    /// that names no modal.
    public var dismissModal = 3
    /// A `modal` event inside the top modal (push, pop, pop to, pop to root, replace top),
    /// while one is up; as an invalid event, one with no modal up, popping its root, popping to
    /// a child it lacks or pushing an accordion.
    public var modal = 8
    /// A `restore` of another state with the same column count: the current one in another
    /// width, a fresh start, or a hand-built state whose columns are not in id order. As an
    /// invalid event, a fresh start with the other column count (`columnNotInSplit`).
    public var restore = 2
    /// A `batch` of zero to three events from the other kinds, each made for the state the ones
    /// before it give (so most batches apply, and those holding an invalid event test that a
    /// failure changes nothing). As an invalid event, a batch whose last event pops the root.
    public var batch = 4
    /// A reach of a random target: the `batch` of events `SplitState.eventsToReach(_:reveal:making:)`
    /// computes for it (see ``EventKind/reach(weight:)``). Off by default, so that a seed gives
    /// the sequence it gave before reaches existed; ``NavigationLaw/reachesTargets`` checks
    /// reaching on every state a flow reaches either way.
    public var reach = 0
    /// An `accordion` event addressed to an accordion child; which operation it carries is
    /// weighted by ``accordionActions``. The kind makes no valid event while the state has no
    /// accordion child.
    public var accordion = 40
    /// A `tabs` event addressed to a tab group child: selecting another tab, adding, removing,
    /// moving a tab, setting a badge (see ``EventKind/tabs(weight:)``). The kind makes no valid
    /// event while the state shows no tab group child.
    public var tabs = 12
    /// How often each operation comes in an `accordion` event.
    public var accordionActions = AccordionEventWeights()
    /// The share, in percent, of created children (in starts, pushes, `showDetail`s,
    /// `showSupplementary`s, `select`s and `replaceTop`s) whose content is a small random accordion rather
    /// than `plain`. With this and ``accordion`` at 0 no accordion is made, and none is drawn.
    public var accordionPercent = 12
    /// The share, in percent, of created children that are not accordions whose content is a
    /// small random tab group of two to four tabs (see ``EventKind/tabs(weight:)``). At 0 none is
    /// made and nothing is drawn for it.
    public var tabGroupPercent = 8
    /// The share, in percent, of random starts that are three-column splits (primary,
    /// supplementary, detail); the others are two-column splits. A sequence keeps its column
    /// count: restores of the other count are rejected.
    public var threeColumnPercent = 50
    /// The most nodes a generated accordion starts with, and the most that inserts and pages
    /// grow one to.
    public var maxAccordionNodes = 6
    /// The share, in percent, of events meant to be rejected: popping the root or an empty
    /// column, replacing or raising the top of an empty column, naming an unknown id, going back from the
    /// root, naming the supplementary column in a two-column split, selecting in the detail
    /// column or showing nothing, restoring a state with the other column count, modal events
    /// with no modal up or popping a modal's root, presenting an accordion, tab events naming a
    /// tab the group lacks or a child that is no tab group, and accordion events the accordion or
    /// the navigator refuses. Other events are
    /// meant to be accepted, except that a kind with no valid variant in the current state (a
    /// pop with only the root left) makes an invalid one.
    public var invalidPercent = 10
    /// The most children a state may hold (in its columns, its modals and its tab groups' stored
    /// stacks) before events that create children stop being made.
    public var maxChildren = 12

    /// The default weights.
    public init() {}
}
