import SplitNavigation

/// What the accordion event generator needs to know about one accordion, read once through its
/// public lookups: every node, its parent and children, which rows are visible, and the paging
/// of every node and of the top level.
struct AccordionSurvey<Value: Hashable & Codable & Sendable> {
    let accordion: Accordion<Value>
    /// Every node id, in pre-order.
    private(set) var ids: [AccordionNodeID] = []
    /// Each node's parent, `nil` for panels.
    private(set) var parent: [AccordionNodeID: AccordionNodeID?] = [:]
    /// The children of each node, and of the top level under `nil`.
    private(set) var children: [AccordionNodeID?: [AccordionNodeID]] = [:]
    /// The ids of the visible rows.
    private(set) var visible: Set<AccordionNodeID> = []
    /// The largest id in use; 0 for an empty accordion.
    private(set) var maxID = 0
    /// The top level (`nil`) and the nodes, by paging state.
    private(set) var paging: [AccordionPaging: [AccordionNodeID?]] = [:]

    init(_ accordion: Accordion<Value>) {
        self.accordion = accordion
        visible = Set(accordion.visibleRows.compactMap { $0.id })
        // Every node and the top level: no dictionary regrows while the walk fills them.
        ids.reserveCapacity(accordion.count)
        parent.reserveCapacity(accordion.count)
        children.reserveCapacity(accordion.count + 1)
        paging.reserveCapacity(3)
        var pending: [AccordionNodeID?] = [nil]
        while let next = pending.popLast() {
            let kids = (try? accordion.children(of: next)) ?? []
            children[next] = kids
            paging[(try? accordion.paging(of: next)) ?? .idle, default: []].append(next)
            if let next {
                ids.append(next)
                maxID = max(maxID, next.rawValue)
            }
            for kid in kids {
                parent[kid] = .some(next)
            }
            pending.append(contentsOf: kids.reversed().map(Optional.some))
        }
    }

    /// Whether the accordion's top level or one of its nodes is loading a page.
    ///
    /// - Complexity: O(*n*) at worst; it stops at the first one.
    static func isLoading(_ accordion: Accordion<Value>) -> Bool {
        if (try? accordion.paging(of: nil)) == .loading { return true }
        var pending = (try? accordion.children(of: nil)) ?? []
        while let id = pending.popLast() {
            if (try? accordion.paging(of: id)) == .loading { return true }
            pending += (try? accordion.children(of: id)) ?? []
        }
        return false
    }

    /// The nodes no row shows, because an ancestor is collapsed.
    var hidden: [AccordionNodeID] {
        ids.filter { !visible.contains($0) }
    }

    /// The nodes that have children.
    var parents: [AccordionNodeID] {
        ids.filter { !(children[$0] ?? []).isEmpty }
    }

    /// The node and its descendants.
    func subtree(of id: AccordionNodeID) -> Set<AccordionNodeID> {
        var result: Set<AccordionNodeID> = []
        var pending = [id]
        while let next = pending.popLast() {
            result.insert(next)
            pending.append(contentsOf: children[next] ?? [])
        }
        return result
    }

    /// An id that no node has: past the largest, below the smallest, or far away.
    func unknownID(using random: inout SplitMix64) -> AccordionNodeID {
        let candidates = [maxID < Int.max ? maxID + 1 : -1, -1, 0, 1_000_000]
        let id = AccordionNodeID(random.element(of: candidates) ?? -1)
        return parent[id] == nil ? id : AccordionNodeID(Int.min)
    }

    /// Whether the event succeeds on the accordion (for a selection: whether the row can be
    /// selected). Tried on a copy; the accordion is small.
    func accepts(_ event: AccordionEvent<Value>) -> Bool {
        var copy = accordion
        do throws(AccordionError) {
            if case .select(let id) = event {
                _ = try copy.select(id)
            } else {
                try copy.apply(event)
            }
            return true
        } catch {
            return false
        }
    }
}
