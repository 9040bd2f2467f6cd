/// Something that happened to a node, reported in a change set in the order it happened.
///
/// Expansion changes come in `will…`/`did…` pairs. When an operation's own expansion makes the
/// policy close siblings, their collapse pairs come first, oldest first, then the pair of the
/// node that was expanded. Nodes inserted or removed get no notifications (they appear in the
/// row changes); nodes whose state changes while hidden still do.
public enum AccordionNotification: Hashable, Sendable {
    /// The node is about to expand.
    case willExpand(AccordionNodeID)
    /// The node has expanded.
    case didExpand(AccordionNodeID)
    /// The node is about to collapse.
    case willCollapse(AccordionNodeID)
    /// The node has collapsed.
    case didCollapse(AccordionNodeID)
    /// The row was selected; its destination is ``Accordion/destination(of:)``.
    case didSelect(AccordionNodeID)
    /// The row is no longer selected: another was, the selection was cleared, or the node was
    /// removed.
    case didDeselect(AccordionNodeID)
}

extension AccordionNotification: CustomStringConvertible {
    /// The notification's name and node, as logs and test failures show it: `willExpand #1`.
    public var description: String {
        switch self {
        case .willExpand(let id): "willExpand \(id)"
        case .didExpand(let id): "didExpand \(id)"
        case .willCollapse(let id): "willCollapse \(id)"
        case .didCollapse(let id): "didCollapse \(id)"
        case .didSelect(let id): "didSelect \(id)"
        case .didDeselect(let id): "didDeselect \(id)"
        }
    }
}
