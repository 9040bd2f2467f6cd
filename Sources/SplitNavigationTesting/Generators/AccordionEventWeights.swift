import SplitNavigation

/// How often each accordion operation comes in the `accordion` events of the standard
/// generator (``EventKind/accordion(weight:)``).
///
/// Weights are relative, like those of ``EventWeights``; 0 turns an operation off. An
/// operation the accordion offers no valid variant of (ending a page when none is loading,
/// inserting into an accordion at ``EventWeights/maxAccordionNodes``) is left out of that draw.
///
/// ```swift
/// var weights = EventWeights()
/// weights.accordionActions = AccordionEventWeights()
/// weights.accordionActions.move = 0          // this app's lists never reorder
/// weights.accordionActions.select = 30       // but are tapped a lot
/// ```
public struct AccordionEventWeights: Hashable, Sendable {
    /// `expand` of any node, hidden ones included.
    public var expand = 8
    /// `collapse` of any node.
    public var collapse = 5
    /// `toggle` of any node, mostly of nodes with children.
    public var toggle = 14
    /// `expandAll`.
    public var expandAll = 2
    /// `collapseAll`.
    public var collapseAll = 2
    /// `select` of a visible row, which opens its destination when it has one.
    public var select = 12
    /// `deselect`, clearing the selection.
    public var deselect = 2
    /// `insert` of a small subtree with fresh ids under a random parent or the top level.
    public var insert = 9
    /// `remove` of a node and its subtree.
    public var remove = 4
    /// `move` of a node under a parent outside its subtree, at a random index.
    public var move = 7
    /// `replace` of a node's value and destination, now and then with the ones it has.
    public var replace = 5
    /// `beginPage` of an idle node or of the top level.
    public var beginPage = 6
    /// `endPage` of a loading node or top level, appending up to two small subtrees, and one
    /// time in three ending the paging (`exhausted`). Drawn only while something is loading.
    public var endPage = 14
    /// `cancelPage` of a loading node or top level. Drawn only while something is loading.
    public var cancelPage = 7

    /// The default weights.
    public init() {}

    /// The weights in the order of ``AccordionAction/allCases``.
    var byAction: [Int] {
        AccordionAction.allCases.map { action in
            switch action {
            case .expand: expand
            case .collapse: collapse
            case .toggle: toggle
            case .expandAll: expandAll
            case .collapseAll: collapseAll
            case .select: select
            case .deselect: deselect
            case .insert: insert
            case .remove: remove
            case .move: move
            case .replace: replace
            case .beginPage: beginPage
            case .endPage: endPage
            case .cancelPage: cancelPage
            }
        }
    }
}

/// The operations of `AccordionEvent`, without their arguments: what the generator draws
/// and what ``FlowStatistics/acceptedAccordionActions`` counts, by the `kind` name of their JSON
/// form.
enum AccordionAction: String, CaseIterable, Sendable {
    case expand, collapse, toggle, expandAll, collapseAll, select, deselect
    case insert, remove, move, replace, beginPage, endPage, cancelPage

    init<Value>(_ event: AccordionEvent<Value>) {
        switch event {
        case .expand: self = .expand
        case .collapse: self = .collapse
        case .toggle: self = .toggle
        case .expandAll: self = .expandAll
        case .collapseAll: self = .collapseAll
        case .selectNode: self = .select
        case .deselect: self = .deselect
        case .insert: self = .insert
        case .remove: self = .remove
        case .move: self = .move
        case .replace: self = .replace
        case .beginPage: self = .beginPage
        case .endPage: self = .endPage
        case .cancelPage: self = .cancelPage
        }
    }
}
