import SplitNavigation

// Accordions and accordion events as Swift that compiles where the snippet is pasted:
//
//     try Accordion<String>(policy: .single, nodes: [AccordionNode(id: 1, value: "A", children: [
//         AccordionNode(id: 2, value: "B", destination: RowDestination("C", column: .detail))])])
//
// `Accordion(policy:nodes:)` cannot say everything: it opens expanded nodes in pre-order and
// leaves paging idle. An accordion it would not rebuild exactly is built collapsed inside a
// closure that then expands its nodes in their opened order and begins (or exhausts) its pages.
// Trees are written with an explicit stack, never by recursion.

extension SwiftSnippet {
    /// The operation as Swift code: `.toggle(3)`, `.insert(AccordionNode(id: 9, value: "A"), parent: nil, index: 0)`.
    func accordionEvent(_ action: AccordionEvent<Route>) -> String {
        switch action {
        case .expand(let id): ".expand(\(literal(id)))"
        case .collapse(let id): ".collapse(\(literal(id)))"
        case .toggle(let id): ".toggle(\(literal(id)))"
        case .selectNode(let id): ".selectNode(\(literal(id)))"
        case .remove(let id): ".remove(\(literal(id)))"
        case .expandAll: ".expandAll"
        case .collapseAll: ".collapseAll"
        case .deselect: ".deselect"
        case .beginPage(let id): ".beginPage(\(literal(id)))"
        case .cancelPage(let id): ".cancelPage(\(literal(id)))"
        case .move(let id, let parent, let index):
            ".move(\(literal(id)), parent: \(literal(parent)), index: \(index.map(String.init) ?? "nil"))"
        case .insert(let node, let parent, let index):
            ".insert(\(nodes([node], expanded: true).dropFirst().dropLast()), parent: \(literal(parent)), index: \(index.map(String.init) ?? "nil"))"
        case .replace(let id, let label, let destination):
            ".replace(\(literal(id)), \(replacement(label)), destination: \(destination.map(self.destination) ?? "nil"))"
        case .endPage(let id, let children, let exhausted):
            ".endPage(\(literal(id)), children: \(nodes(children, expanded: true)), exhausted: \(exhausted))"
        }
    }

    /// An expression building the accordion, with `try`.
    func accordion(_ accordion: Accordion<Route>) -> String {
        let type = "Accordion<\(routeType)>"
        let nodes = accordion.nodes
        let selection = accordion.selection.map { ", selection: \(literal($0))" } ?? ""
        if (try? Accordion(policy: accordion.policy, nodes: nodes, selection: accordion.selection)) == accordion {
            return "try \(type)(policy: \(policy(accordion.policy)), nodes: \(self.nodes(nodes, expanded: true))\(selection))"
        }
        var statements = [
            "var accordion = try \(type)(policy: \(policy(accordion.policy)), nodes: \(self.nodes(nodes, expanded: false))\(selection))",
        ]
        let ids = AccordionSimplification.preorder(accordion)
        for parent in [nil] + ids.map(Optional.some) {
            for id in (try? accordion.openedOrder(under: parent)) ?? [] {
                statements.append("try accordion.expand(\(literal(id)))")
            }
        }
        for target in [nil] + ids.map(Optional.some) {
            switch (try? accordion.paging(of: target)) ?? .idle {
            case .idle: break
            case .loading: statements.append("try accordion.beginPage(\(literal(target)))")
            case .exhausted:
                statements.append("try accordion.beginPage(\(literal(target)))")
                statements.append("try accordion.endPage(\(literal(target)), appending: [], exhausted: true)")
            }
        }
        statements.append("return accordion")
        return "try { () throws(AccordionError) -> \(type) in \(statements.joined(separator: "; ")) }()"
    }

    private func policy(_ policy: AccordionExpansionPolicy) -> String {
        switch policy.limit {
        case nil: ".multiple"
        case 1: ".single"
        case let limit?: "try .atMost(\(limit))"
        }
    }

    private func destination(_ destination: RowDestination<Route>) -> String {
        "RowDestination(\(routeLiteral(destination.route)), column: .\(destination.column))"
    }

    /// `[AccordionNode(id: 1, value: "A", children: [...]), ...]`, with each node's expansion
    /// when `expanded`, else all collapsed.
    private func nodes(_ roots: [AccordionNode<Route>], expanded: Bool) -> String {
        var text = "["
        var frames: [(nodes: [AccordionNode<Route>], next: Int)] = [(roots, 0)]
        while let (nodes, next) = frames.last {
            guard next < nodes.count else {
                frames.removeLast()
                // The list closes, and with it the node that holds it.
                text += frames.isEmpty ? "]" : "])"
                continue
            }
            frames[frames.count - 1].next = next + 1
            let node = nodes[next]
            if next > 0 { text += ", " }
            text += "AccordionNode(id: \(literal(node.id)), \(label(node.label))"
            if let destination = node.destination { text += ", destination: \(self.destination(destination))" }
            if expanded, node.isExpanded { text += ", isExpanded: true" }
            let children = node.children
            if children.isEmpty {
                text += ")"
            } else {
                text += ", children: ["
                frames.append((children, 0))
            }
        }
        return text
    }

    /// The argument naming a node's label: `value: <route>` or `title: "…"`.
    private func label(_ label: RowLabel<Route>) -> String {
        switch label {
        case .value(let value): "value: \(routeLiteral(value))"
        case .title(let title): "title: \(SwiftRawString.literal(title))"
        }
    }

    /// The argument of a `replace` event naming its label: `value: <route>`, as the static
    /// `replace(_:value:destination:)` takes it, or `label: .title("…")`.
    private func replacement(_ label: RowLabel<Route>) -> String {
        switch label {
        case .value(let value): "value: \(routeLiteral(value))"
        case .title(let title): "label: .title(\(SwiftRawString.literal(title)))"
        }
    }

    /// Negative ids need the initialiser, as for child ids; `nil` is the top level.
    private func literal(_ id: AccordionNodeID?) -> String {
        guard let id else { return "nil" }
        return id.rawValue < 0 ? "AccordionNodeID(\(id.rawValue))" : "\(id.rawValue)"
    }
}
