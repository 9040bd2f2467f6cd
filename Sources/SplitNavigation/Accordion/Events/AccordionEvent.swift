/// Every operation on an accordion, as a value: what a navigator forwards to an accordion
/// child, what a log records, what a test replays.
///
/// ```swift
/// try accordion.apply(.expand(1))
/// try accordion.apply(.endPage(nil, children: [AccordionNode(id: 9, value: "More")], exhausted: true))
/// ```
///
/// Nodes are addressed by id; `nil` addresses the top level where an operation allows it.
public enum AccordionEvent<Value: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// ``Accordion/expand(_:)``.
    case expand(AccordionNodeID)
    /// ``Accordion/collapse(_:)``.
    case collapse(AccordionNodeID)
    /// ``Accordion/toggle(_:)``.
    case toggle(AccordionNodeID)
    /// ``Accordion/expandAll()``.
    case expandAll
    /// ``Accordion/collapseAll()``.
    case collapseAll
    /// ``Accordion/select(_:)``: the row becomes the accordion's selection (the change set
    /// notifies `didDeselect` of the old one and `didSelect`); the navigator also opens the
    /// row's destination.
    case select(AccordionNodeID)
    /// ``Accordion/deselect()``.
    case deselect
    /// ``Accordion/insert(_:under:at:)``.
    case insert(AccordionNode<Value>, parent: AccordionNodeID?, index: Int?)
    /// ``Accordion/remove(_:)``.
    case remove(AccordionNodeID)
    /// ``Accordion/move(_:under:at:)``.
    case move(AccordionNodeID, parent: AccordionNodeID?, index: Int?)
    /// ``Accordion/replace(_:value:destination:)``.
    case replace(AccordionNodeID, value: Value, destination: RowDestination<Value>?)
    /// ``Accordion/beginPage(_:)``.
    case beginPage(AccordionNodeID?)
    /// ``Accordion/endPage(_:appending:exhausted:)``.
    case endPage(AccordionNodeID?, children: [AccordionNode<Value>], exhausted: Bool)
    /// ``Accordion/cancelPage(_:)``.
    case cancelPage(AccordionNodeID?)
}

extension Accordion {
    /// Performs an event and returns what changed.
    ///
    /// - Throws: whatever the event's operation throws; the accordion is then unchanged.
    /// - Complexity: that of the event's operation.
    @discardableResult
    public mutating func apply(_ event: AccordionEvent<Value>) throws(AccordionError) -> AccordionChangeSet {
        switch event {
        case .expand(let id): return try expand(id)
        case .collapse(let id): return try collapse(id)
        case .toggle(let id): return try toggle(id)
        case .expandAll: return expandAll()
        case .collapseAll: return collapseAll()
        case .select(let id): return try select(id)
        case .deselect: return deselect()
        case .insert(let node, let parent, let index): return try insert(node, under: parent, at: index)
        case .remove(let id): return try remove(id)
        case .move(let id, let parent, let index): return try move(id, under: parent, at: index)
        case .replace(let id, let value, let destination): return try replace(id, value: value, destination: destination)
        case .beginPage(let id): return try beginPage(id)
        case .endPage(let id, let children, let exhausted):
            return try endPage(id, appending: children, exhausted: exhausted)
        case .cancelPage(let id): return try cancelPage(id)
        }
    }
}
