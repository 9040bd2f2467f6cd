import SplitNavigation

/// The recording viewer's line for one event: the library's own wording (`NavigationEvent`'s
/// description), with routes read as ``JSONValue/label`` (`mailbox(Inbox)`, not the enum's
/// dump) and an accordion's rows named by their values (`accordion #1: select Inbox`), which
/// only the state before the event knows.
enum EventLabel {
    static func describe(_ event: NavigationEvent<JSONValue>, before state: SplitState<JSONValue>) -> String {
        switch event {
        case .accordion(let id, let accordionEvent):
            let accordion = state.children.first { $0.id == id }?.content.accordion
            return "accordion \(id): \(describe(accordionEvent, in: accordion))"
        case .batch(let events):
            // A batch's events apply one after another; the rows they name are the ones before the
            // batch, which is what a reader of the line expects of a click's one step.
            return "batch [" + events.map { describe($0, before: state) }.joined(separator: ", ") + "]"
        default:
            return event.description
        }
    }

    /// A row's title, or its value's label.
    private static func text(_ label: RowLabel<JSONValue>) -> String {
        switch label {
        case .value(let value): value.label
        case .title(let title): title
        }
    }

    private static func describe(_ event: AccordionEvent<JSONValue>, in accordion: Accordion<JSONValue>?) -> String {
        func row(_ id: AccordionNodeID?) -> String {
            guard let id else { return "the top level" }
            guard let label = try? accordion?.label(of: id) else { return "row \(id.rawValue)" }
            return text(label)
        }
        switch event {
        case .expand(let id): return "expand \(row(id))"
        case .collapse(let id): return "collapse \(row(id))"
        case .toggle(let id): return "toggle \(row(id))"
        case .expandAll: return "expand all"
        case .collapseAll: return "collapse all"
        case .selectNode(let id): return "select \(row(id))"
        case .deselect: return "deselect"
        case .insert(let node, let parent, _): return "insert \(text(node.label)) under \(row(parent))"
        case .remove(let id): return "remove \(row(id))"
        case .move(let id, let parent, _): return "move \(row(id)) under \(row(parent))"
        case .replace(let id, let label, _): return "replace \(row(id)) by \(text(label))"
        case .beginPage(let id): return "begin a page of \(row(id))"
        case .endPage(let id, let children, _): return "end a page of \(row(id)) with \(children.count) rows"
        case .cancelPage(let id): return "cancel a page of \(row(id))"
        }
    }
}

extension JSONValue: CustomStringConvertible {
    /// The value's ``label``, so that the library's descriptions of events and children read
    /// `mailbox(Inbox)`.
    var description: String { label }
}
