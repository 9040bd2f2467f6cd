import SplitNavigation

/// A deliberately naive accordion: dictionaries, arrays and linear scans, written from the
/// documented rules alone. The property tests run every event on both and compare.
struct ReferenceAccordion {
    typealias ID = AccordionNodeID

    var limit: Int?
    var children: [ID?: [ID]] = [nil: []]
    var parent: [ID: ID?] = [:]
    var payload: [ID: (RowLabel<String>, RowDestination<String>?)] = [:]
    var expanded: Set<ID> = []
    /// Expanded children of each parent, least recently opened first.
    var opened: [ID?: [ID]] = [:]
    var paging: [ID?: AccordionPaging] = [:]
    /// The selected node; cleared when it is removed.
    var selection: ID?

    init(_ accordion: StringAccordion) {
        limit = accordion.policy.limit
        try? add(accordion.nodes, under: nil, at: 0)
    }

    // MARK: Reading

    func isHidden(_ id: ID) -> Bool {
        var current = parent[id] ?? nil
        while let ancestor = current {
            if !expanded.contains(ancestor) { return true }
            current = parent[ancestor] ?? nil
        }
        return false
    }

    func isInSubtree(_ id: ID?, of top: ID) -> Bool {
        var current = id
        while let node = current {
            if node == top { return true }
            current = parent[node] ?? nil
        }
        return false
    }

    /// The visible rows, by a depth-first walk with an explicit stack.
    var rows: [AccordionRow] {
        enum Item { case node(ID, Int), loading(ID?, Int) }
        var result: [AccordionRow] = []
        var pending: [Item] = paging[nil] == .loading ? [.loading(nil, 0)] : []
        pending += (children[nil] ?? []).reversed().map { .node($0, 0) }
        while let item = pending.popLast() {
            switch item {
            case .loading(let owner, let depth):
                result.append(AccordionRow(kind: .loading(parent: owner), depth: depth, isExpanded: false, hasChildren: false))
            case .node(let id, let depth):
                let kids = children[id] ?? []
                result.append(AccordionRow(kind: .node(id), depth: depth, isExpanded: expanded.contains(id), hasChildren: !kids.isEmpty))
                guard expanded.contains(id) else { continue }
                if paging[id] == .loading { pending.append(.loading(id, depth + 1)) }
                pending += kids.reversed().map { .node($0, depth + 1) }
            }
        }
        return result
    }

    // MARK: Events

    /// Applies an event, or returns the error code the accordion must reject it with.
    mutating func apply(_ event: AccordionEvent<String>) -> AccordionError.Code? {
        func known(_ id: ID?) -> Bool { id.map { parent[$0] != nil } ?? true }
        switch event {
        case .expand(let id), .collapse(let id), .toggle(let id):
            guard known(id) else { return .unknownNode }
            let open: Bool
            switch event {
            case .expand: open = true
            case .collapse: open = false
            default: open = !expanded.contains(id)
            }
            if open { expand(id) } else { collapse(id) }
        case .expandAll:
            for id in preorder() where !expanded.contains(id) && !(children[id] ?? []).isEmpty {
                if (opened[parent[id] ?? nil] ?? []).count < (limit ?? .max) { expand(id) }
            }
        case .collapseAll:
            expanded = []
            opened = [:]
        case .selectNode(let id):
            guard known(id) else { return .unknownNode }
            if isHidden(id) { return .hiddenNode }
            selection = id
        case .deselect:
            selection = nil
        case .insert(let node, let under, let index):
            guard known(under) else { return .unknownNode }
            let count = children[under]?.count ?? 0
            guard (0...count).contains(index ?? count) else { return .indexOutOfRange }
            do { try add([node], under: under, at: index ?? count) } catch { return .duplicateNode }
        case .remove(let id):
            guard known(id) else { return .unknownNode }
            remove(id)
        case .move(let id, let under, let index):
            guard known(id), known(under) else { return .unknownNode }
            if isInSubtree(under, of: id) { return .moveIntoDescendant }
            let from = parent[id] ?? nil
            let count = (children[under] ?? []).count - (from == under ? 1 : 0)
            let target = index ?? count
            guard (0...count).contains(target) else { return .indexOutOfRange }
            children[from]?.removeAll { $0 == id }
            children[under, default: []].insert(id, at: target)
            parent[id] = under
            if expanded.contains(id), from != under {
                opened[from]?.removeAll { $0 == id }
                opened[under, default: []].append(id)
                trim(under)
            }
        case .replace(let id, let label, let destination):
            guard known(id) else { return .unknownNode }
            payload[id] = (label, destination)
        case .beginPage(let id):
            guard known(id) else { return .unknownNode }
            switch paging[id] ?? .idle {
            case .loading: return .alreadyLoading
            case .exhausted: return .pageExhausted
            case .idle: paging[id] = .loading
            }
        case .endPage(let id, let nodes, let exhausted):
            guard known(id) else { return .unknownNode }
            guard paging[id] == .loading else { return .notLoading }
            do { try add(nodes, under: id, at: children[id]?.count ?? 0) } catch { return .duplicateNode }
            paging[id] = exhausted ? .exhausted : .idle
        case .cancelPage(let id):
            guard known(id) else { return .unknownNode }
            guard paging[id] == .loading else { return .notLoading }
            paging[id] = .idle
        }
        return nil
    }

    private mutating func expand(_ id: ID) {
        guard expanded.insert(id).inserted else { return }
        opened[parent[id] ?? nil, default: []].append(id)
        trim(parent[id] ?? nil)
    }

    private mutating func collapse(_ id: ID) {
        guard expanded.remove(id) != nil else { return }
        opened[parent[id] ?? nil]?.removeAll { $0 == id }
    }

    /// Closes the least recently opened children of `group` beyond the limit.
    private mutating func trim(_ group: ID?) {
        while let limit, let list = opened[group], list.count > limit {
            expanded.remove(list[0])
            opened[group]?.removeFirst()
        }
    }

    private func preorder() -> [ID] {
        var result: [ID] = []
        var pending = (children[nil] ?? []).reversed() as [ID]
        while let id = pending.popLast() {
            result.append(id)
            pending += (children[id] ?? []).reversed()
        }
        return result
    }

    private mutating func remove(_ id: ID) {
        let from = parent[id] ?? nil
        children[from]?.removeAll { $0 == id }
        opened[from]?.removeAll { $0 == id }
        var pending = [id]
        while let gone = pending.popLast() {
            pending += children[gone] ?? []
            children[gone] = nil
            opened[gone] = nil
            paging[gone] = nil
            parent[gone] = nil
            payload[gone] = nil
            expanded.remove(gone)
            if selection == gone { selection = nil }
        }
    }

    private struct Duplicate: Error {}

    /// Adds subtrees: in each new sibling group the last `limit` expanded nodes stay expanded;
    /// those among `nodes` then open after the parent's existing open children.
    private mutating func add(_ nodes: [AccordionNode<String>], under: ID?, at index: Int) throws {
        var seen = Set<ID>()
        var pending = nodes
        while let node = pending.popLast() {
            guard parent[node.id] == nil, seen.insert(node.id).inserted else { throw Duplicate() }
            pending += node.children
        }
        func keptOpen(_ group: [AccordionNode<String>]) -> [ID] {
            Array(group.filter(\.isExpanded).map(\.id).suffix(limit ?? .max))
        }
        children[under, default: []].insert(contentsOf: nodes.map(\.id), at: index)
        var work = nodes.map { ($0, under) }
        while let (node, owner) = work.popLast() {
            parent[node.id] = owner
            payload[node.id] = (node.label, node.destination)
            children[node.id] = node.children.map(\.id)
            opened[node.id] = keptOpen(node.children)
            expanded.formUnion(opened[node.id] ?? [])
            work += node.children.map { ($0, node.id) }
        }
        let newlyOpen = keptOpen(nodes)
        expanded.formUnion(newlyOpen)
        opened[under, default: []] += newlyOpen
        trim(under)
    }
}
