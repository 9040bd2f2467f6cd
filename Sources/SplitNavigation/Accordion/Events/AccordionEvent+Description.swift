extension AccordionEvent: CustomStringConvertible {
    /// The operation in a few words: `expand #3`, `insert #9 under #1 at 0`, `begin a page of the
    /// top level`.
    public var description: String {
        func place(_ id: AccordionNodeID?) -> String { id.map { "\($0)" } ?? "the top level" }
        switch self {
        case .expand(let id): return "expand \(id)"
        case .collapse(let id): return "collapse \(id)"
        case .toggle(let id): return "toggle \(id)"
        case .expandAll: return "expand all"
        case .collapseAll: return "collapse all"
        case .selectNode(let id): return "select \(id)"
        case .deselect: return "deselect"
        case .insert(let node, let parent, let index):
            return "insert \(node.id) under \(place(parent))" + (index.map { " at \($0)" } ?? "")
        case .remove(let id): return "remove \(id)"
        case .move(let id, let parent, let index):
            return "move \(id) under \(place(parent))" + (index.map { " at \($0)" } ?? "")
        case .replace(let id, let label, _): return "replace \(id) by \(label)"
        case .beginPage(let id): return "begin a page of \(place(id))"
        case .endPage(let id, let children, let exhausted):
            return "end the page of \(place(id)) with \(children.count) nodes" + (exhausted ? ", exhausted" : "")
        case .cancelPage(let id): return "cancel the page of \(place(id))"
        }
    }
}
