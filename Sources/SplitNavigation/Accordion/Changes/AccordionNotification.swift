/// Something that happened to a node, reported in a change set in the order it happened.
///
/// Expansion changes come in `will…`/`did…` pairs; siblings the policy closes come first,
/// oldest first. Inserted or removed nodes get none; hidden nodes whose state changes do.
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
    /// The row is no longer selected.
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
