/// Every operation on an accordion, as a value to forward, record and replay.
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
    /// ``Accordion/select(_:)``; the navigator also opens the row's destination.
    case selectNode(AccordionNodeID)
    /// ``Accordion/deselect()``.
    case deselect
    /// ``Accordion/insert(_:under:at:)``.
    case insert(AccordionNode<Value>, parent: AccordionNodeID?, index: Int?)
    /// ``Accordion/remove(_:)``.
    case remove(AccordionNodeID)
    /// ``Accordion/move(_:under:at:)``.
    case move(AccordionNodeID, parent: AccordionNodeID?, index: Int?)
    /// ``Accordion/replace(_:label:destination:)``.
    case replace(AccordionNodeID, label: RowLabel<Value>, destination: RowDestination<Value>?)
    /// ``Accordion/beginPage(_:)``.
    case beginPage(AccordionNodeID?)
    /// ``Accordion/endPage(_:appending:exhausted:)``.
    case endPage(AccordionNodeID?, children: [AccordionNode<Value>], exhausted: Bool)
    /// ``Accordion/cancelPage(_:)``.
    case cancelPage(AccordionNodeID?)
}

extension AccordionEvent {
    /// ``Accordion/replace(_:value:destination:)``: the node's label becomes a value.
    public static func replace(_ id: AccordionNodeID, value: Value, destination: RowDestination<Value>?) -> Self {
        .replace(id, label: .value(value), destination: destination)
    }
}

extension Accordion {
    /// Performs an event and returns what changed.
    ///
    /// - Throws: whatever the event's operation throws; the accordion is then unchanged.
    /// - Complexity: that of the event's operation.
    @discardableResult
    public mutating func apply(_ event: AccordionEvent<Value>) throws(AccordionError) -> AccordionChangeSet {
        try perform(event).rows
    }

    /// Performs an event and says whether the accordion changed at all (see ``AccordionOutcome``).
    package mutating func perform(_ event: AccordionEvent<Value>) throws(AccordionError) -> AccordionOutcome {
        switch event {
        case .expand(let id): return .notified(try expand(id))
        case .collapse(let id): return .notified(try collapse(id))
        case .toggle(let id): return .notified(try toggle(id))
        case .expandAll: return .notified(expandAll())
        case .collapseAll: return .notified(collapseAll())
        case .selectNode(let id): return .notified(try select(id))
        case .deselect: return .notified(deselect())
        case .insert(let node, let parent, let index): return .edited(try insert(node, under: parent, at: index))
        case .remove(let id): return .edited(try remove(id))
        case .move(let id, let parent, let index): return try moving(id, under: parent, at: index)
        case .replace(let id, let label, let destination): return try replacing(id, label: label, destination: destination)
        case .beginPage(let id): return .edited(try beginPage(id))
        case .endPage(let id, let children, let exhausted):
            return .edited(try endPage(id, appending: children, exhausted: exhausted))
        case .cancelPage(let id): return .edited(try cancelPage(id))
        }
    }
}
