import SplitNavigation

/// Simpler accordion content and accordion operations for the shrinker, simplest first.
///
/// Each candidate is strictly simpler than the original by one measure that no other candidate
/// makes worse: plain content over an accordion, fewer nodes, no limit on expansion, fewer
/// expanded nodes, paging idle and the opened order that building from nodes gives, fewer
/// destinations, simpler values; for operations: the top level, appending, smaller ids,
/// smaller inserted subtrees, `expand` over `select` and `toggle`.
enum AccordionSimplification {
    /// Simpler content: plain, then the accordion emptied, without each node (and its
    /// subtree), without each node but with its children in its place, under `multiple`,
    /// collapsed, rebuilt from its nodes (paging idle), without destinations, with the simplest
    /// values.
    static func candidates<Route>(for content: ChildContent<Route>, simplestRoute: Route) -> [ChildContent<Route>] {
        guard let accordion = content.accordion else { return [] }
        var result: [Accordion<Route>] = []
        let ids = preorder(accordion)
        if !ids.isEmpty { result.append(Accordion(policy: accordion.policy)) }
        if ids.count > 1 {
            for id in ids {
                var fewer = accordion
                if (try? fewer.remove(id)) != nil { result.append(fewer) }
            }
            for id in ids {
                if let lifted = withChildrenLifted(accordion, from: id) { result.append(lifted) }
            }
        }
        if accordion.policy != .multiple, let unlimited = try? Accordion(policy: .multiple, nodes: accordion.nodes) {
            result.append(unlimited)
        }
        var collapsed = accordion
        collapsed.collapseAll()
        result.append(collapsed)
        if let rebuilt = try? Accordion(policy: accordion.policy, nodes: accordion.nodes) { result.append(rebuilt) }
        var plainRows = accordion
        var simpleValues = accordion
        for id in ids {
            // `try?` flattens the optional destination: nil is "none" here, the id being known.
            if let label = try? accordion.label(of: id) {
                let destination = try? accordion.destination(of: id)
                _ = try? plainRows.replace(id, label: label, destination: nil)
                _ = try? simpleValues.replace(id, value: simplestRoute, destination: destination)
            }
        }
        result += [plainRows, simpleValues]
        var seen: Set<Accordion<Route>> = [accordion]
        return [.plain] + result.filter { seen.insert($0).inserted }.map { .accordion($0) }
    }

    /// The accordion without the node, its children taking its place among its siblings: one
    /// node fewer, and the rows below it one level up. `nil` for a node without children.
    private static func withChildrenLifted<Route>(_ accordion: Accordion<Route>, from id: AccordionNodeID) -> Accordion<Route>? {
        guard let children = try? accordion.children(of: id), !children.isEmpty,
              let index = (try? accordion.indexPath(of: id))?.last
        else { return nil }
        let parent = try? accordion.parent(of: id)  // nil for a panel: `try?` flattens
        var lifted = accordion
        do throws(AccordionError) {
            for (offset, child) in children.enumerated() {
                try lifted.move(child, under: parent, at: index + 1 + offset)
            }
            try lifted.remove(id)
        } catch {
            return nil
        }
        return lifted
    }

    /// Simpler operations of the same or a simpler kind.
    static func candidates<Route>(for action: AccordionEvent<Route>, simplestRoute: Route) -> [AccordionEvent<Route>] {
        switch action {
        case .expand(let id):
            return smallerIDs(than: id).map { .expand($0) }
        case .collapse(let id):
            return smallerIDs(than: id).map { .collapse($0) }
        case .toggle(let id):
            return [.expand(id), .collapse(id)] + smallerIDs(than: id).map { .toggle($0) }
        case .selectNode(let id):
            return [.expand(id)] + smallerIDs(than: id).map { .selectNode($0) }
        case .remove(let id):
            return smallerIDs(than: id).map { .remove($0) }
        case .expandAll, .collapseAll, .deselect:
            return []
        case .insert(let node, let parent, let index):
            var result: [AccordionEvent<Route>] = []
            if index != nil { result.append(.insert(node, parent: parent, index: nil)) }
            if parent != nil { result.append(.insert(node, parent: nil, index: nil)) }
            result += simpler(node, simplestRoute: simplestRoute).map { .insert($0, parent: parent, index: index) }
            result += smallerIDs(than: parent).map { .insert(node, parent: $0, index: index) }
            return result
        case .move(let id, let parent, let index):
            var result: [AccordionEvent<Route>] = []
            if index != nil { result.append(.move(id, parent: parent, index: nil)) }
            if parent != nil { result.append(.move(id, parent: nil, index: index)) }
            result += smallerIDs(than: id).map { .move($0, parent: parent, index: index) }
            result += smallerIDs(than: parent).map { .move(id, parent: $0, index: index) }
            return result
        case .replace(let id, let label, let destination):
            var result: [AccordionEvent<Route>] = []
            if destination != nil { result.append(.replace(id, label: label, destination: nil)) }
            if label != .value(simplestRoute) { result.append(.replace(id, value: simplestRoute, destination: destination)) }
            return result + smallerIDs(than: id).map { .replace($0, label: label, destination: destination) }
        case .beginPage(let id):
            return (id == nil ? [] : [.beginPage(nil)]) + smallerIDs(than: id).map { .beginPage($0) }
        case .cancelPage(let id):
            return (id == nil ? [] : [.cancelPage(nil)]) + smallerIDs(than: id).map { .cancelPage($0) }
        case .endPage(let id, let children, let exhausted):
            var result: [AccordionEvent<Route>] = []
            if id != nil { result.append(.endPage(nil, children: children, exhausted: exhausted)) }
            for index in children.indices {
                var fewer = children
                fewer.remove(at: index)
                result.append(.endPage(id, children: fewer, exhausted: exhausted))
            }
            for (index, child) in children.enumerated() {
                for simple in simpler(child, simplestRoute: simplestRoute) {
                    var changed = children
                    changed[index] = simple
                    result.append(.endPage(id, children: changed, exhausted: exhausted))
                }
            }
            if exhausted { result.append(.endPage(id, children: children, exhausted: false)) }
            return result + smallerIDs(than: id).map { .endPage($0, children: children, exhausted: exhausted) }
        }
    }

    /// A node without its children, without each child, collapsed, without destination, with
    /// the simplest value (a title becomes it too), with a smaller id, and with each child simpler, down to `levels`
    /// levels (a recorded subtree may be deep; the recursion stays shallow).
    private static func simpler<Route>(_ node: AccordionNode<Route>, simplestRoute: Route, levels: Int = 3) -> [AccordionNode<Route>] {
        var result: [AccordionNode<Route>] = []
        let children = node.children
        if !children.isEmpty {
            var bare = node
            bare.children = []
            result.append(bare)
        }
        if children.count > 1 {
            for index in children.indices {
                var fewer = node
                fewer.children.remove(at: index)
                result.append(fewer)
            }
        }
        if node.isExpanded {
            var collapsed = node
            collapsed.isExpanded = false
            result.append(collapsed)
        }
        if node.destination != nil {
            var plain = node
            plain.destination = nil
            result.append(plain)
        }
        if node.label != .value(simplestRoute) {
            var simple = node
            simple.label = .value(simplestRoute)
            result.append(simple)
        }
        for id in smallerIDs(than: node.id) {
            var renamed = node
            renamed.id = id
            result.append(renamed)
        }
        if levels > 1 {
            for (index, child) in children.enumerated() {
                for simple in simpler(child, simplestRoute: simplestRoute, levels: levels - 1) {
                    var changed = node
                    changed.children[index] = simple
                    result.append(changed)
                }
            }
        }
        return result
    }

    /// Ids 1, 2, … up to 8 of them, below `id`; for ids below 1, the id 1; none for `nil`.
    private static func smallerIDs(than id: AccordionNodeID?) -> [AccordionNodeID] {
        guard let id else { return [] }
        guard id.rawValue > 1 else { return id.rawValue < 1 ? [AccordionNodeID(1)] : [] }
        return (1..<min(id.rawValue, 9)).map(AccordionNodeID.init(rawValue:))
    }

    /// Every node id, in pre-order.
    static func preorder<Route>(_ accordion: Accordion<Route>) -> [AccordionNodeID] {
        var result: [AccordionNodeID] = []
        var pending = Array(((try? accordion.children(of: nil)) ?? []).reversed())
        while let id = pending.popLast() {
            result.append(id)
            pending += ((try? accordion.children(of: id)) ?? []).reversed()
        }
        return result
    }
}
