/// The shape of an accordion without its values: the tree, expansion, opened order, paging,
/// and the visible rows.
///
/// Nodes live in a flat arena of slots; slot 0 is the invisible root, whose children are the
/// panels.
///
/// The rows are a ``RowTree`` of the pre-order with two entries per node: its *row* (`2 * slot`)
/// and, after its descendants, its *end* marker (`2 * slot + 1`), which doubles as its loading
/// row. A row counts its node's collapsed strict ancestors (the root's row is always 1); an end
/// marker counts the collapsed ancestors including the node, plus 1 unless it is loading. So the
/// visible rows are the zero counts, and collapsing a node is one range addition of ±1.
@usableFromInline
struct AccordionOutline: Sendable {
    struct Slot: Sendable {
        var id: AccordionNodeID
        /// The parent's slot; -1 for the root, `freeParent` for a free slot.
        var parent: Int
        var indexInParent = 0
        /// `children[slot].count`, kept here so that drawing a row reads one record.
        var childCount = 0
        /// -1 for the root, 0 for panels.
        var depth: Int
        var isExpanded: Bool
        var paging = AccordionPaging.idle
        /// Links in the parent's list of expanded children, least recently opened first.
        var olderOpened = -1
        var newerOpened = -1
        /// This node's expanded children: the least and most recently opened, and how many.
        var oldestOpenChild = -1
        var newestOpenChild = -1
        var openChildCount = 0
    }

    static let rootSlot = 0
    static let freeParent = -2

    var policy: AccordionExpansionPolicy
    /// Every node's links, by slot. Kept free of references so reading one copies no counts.
    var slots: [Slot]
    /// Every node's children, in order, by slot.
    var children: [[Int]] = [[]]
    var slotOfID: [AccordionNodeID: Int] = [:]
    var freeSlots: [Int] = []
    var rows = RowTree()

    init(policy: AccordionExpansionPolicy) {
        self.init(withoutRows: policy)
        rows.reserveEntries(2)
        rows.rebuild([(Self.rowEntry(Self.rootSlot), 1), (Self.endEntry(Self.rootSlot), 1)])
    }

    /// An outline of the root slot alone, without rows, for `restore` to build them once.
    init(withoutRows policy: AccordionExpansionPolicy) {
        self.policy = policy
        slots = [Slot(id: AccordionNodeID(Int.min), parent: -1, depth: -1, isExpanded: true)]
    }

    /// The number of nodes (the root not included).
    var nodeCount: Int { slotOfID.count }

    static func rowEntry(_ slot: Int) -> Int { 2 * slot }
    static func endEntry(_ slot: Int) -> Int { 2 * slot + 1 }
    static func slot(ofEntry entry: Int) -> Int { entry / 2 }
    static func isEndEntry(_ entry: Int) -> Bool { entry % 2 == 1 }

    // MARK: Slots

    /// Makes room for `count` more nodes at once.
    mutating func reserveSlots(_ count: Int) {
        let needed = count - freeSlots.count
        guard needed > 0 else { return }
        slots.reserveCapacity(slots.count + needed)
        children.reserveCapacity(slots.count + needed)
        slotOfID.reserveCapacity(slotOfID.count + count)
        rows.reserveEntries(2 * (slots.count + needed))
    }

    /// A slot for a new node, reusing freed ones first.
    mutating func allocateSlot(id: AccordionNodeID, parent: Int, isExpanded: Bool) -> Int {
        let depth = slots[parent].depth + 1
        let fresh = Slot(id: id, parent: parent, depth: depth, isExpanded: isExpanded)
        let slot: Int
        if let reused = freeSlots.popLast() {
            slot = reused
            slots[slot] = fresh
        } else {
            slot = slots.count
            slots.append(fresh)
            children.append([])
            if rows.entryCapacity < 2 * slots.count { rows.reserveEntries(2 * slots.count) }
        }
        slotOfID[id] = slot
        return slot
    }

    /// Returns a removed subtree's slots to the free list.
    mutating func freeSubtree(_ top: Int) {
        var pending = [top]
        while let slot = pending.popLast() {
            pending.append(contentsOf: children[slot])
            children[slot] = []
            slotOfID[slots[slot].id] = nil
            slots[slot] = Slot(id: slots[slot].id, parent: Self.freeParent, depth: 0, isExpanded: false)
            freeSlots.append(slot)
        }
    }

    /// The slot of a node named by id, or the root for `nil`.
    func slot(of id: AccordionNodeID?) throws(AccordionError) -> Int {
        guard let id else { return Self.rootSlot }
        guard let slot = slotOfID[id] else { throw .unknownNode(id) }
        return slot
    }

    /// The node's id, or `nil` for the root.
    func id(ofSlot slot: Int) -> AccordionNodeID? {
        slot == Self.rootSlot ? nil : slots[slot].id
    }

    /// Whether `slot` is `ancestor` or one of its descendants.
    func isInSubtree(_ slot: Int, of ancestor: Int) -> Bool {
        guard ancestor != Self.rootSlot else { return true }
        let range = positions(ofSubtree: ancestor)
        return range.contains(rows.position(of: Self.rowEntry(slot)))
    }

    /// Slots in pre-order (the root not included).
    ///
    /// - Complexity: O(*n*), with an explicit stack.
    func preorder(from top: Int = rootSlot) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(top == Self.rootSlot ? nodeCount : 16)
        var pending: [Int] = top == Self.rootSlot ? children[top].reversed() : [top]
        while let slot = pending.popLast() {
            order.append(slot)
            pending.append(contentsOf: children[slot].reversed())
        }
        return order
    }

    // MARK: Rows

    /// The sequence positions of a node's subtree: its row through its end marker.
    func positions(ofSubtree slot: Int) -> Range<Int> {
        rows.position(of: Self.rowEntry(slot))..<(rows.position(of: Self.endEntry(slot)) + 1)
    }

    /// The positions after a node's row, through its end marker: what collapsing it hides.
    func positions(ofContent slot: Int) -> Range<Int> {
        let subtree = positions(ofSubtree: slot)
        return (subtree.lowerBound + 1)..<subtree.upperBound
    }

    /// How many collapsed nodes hide the children of `slot`, itself included.
    func hidingCount(forChildrenOf slot: Int) -> Int {
        guard slot != Self.rootSlot else { return 0 }
        return rows.count(of: Self.rowEntry(slot)) + (slots[slot].isExpanded ? 0 : 1)
    }

    /// Whether the node's row is on screen.
    func isVisible(_ slot: Int) -> Bool {
        slot != Self.rootSlot && rows.count(of: Self.rowEntry(slot)) == 0
    }

    /// The visible index of a node's row, or `nil` if it is hidden.
    func visibleIndex(of slot: Int) -> Int? {
        slot == Self.rootSlot ? nil : rows.zeroIndex(of: Self.rowEntry(slot))
    }

    /// The visible rows strictly inside the subtree of a node visible at `index`: what
    /// collapsing it removes, or expanding it inserted.
    func visibleContent(of slot: Int, at index: Int) -> Range<Int>? {
        let end = rows.position(of: Self.endEntry(slot)) + 1
        let count = rows.zeros(before: end) - (index + 1)
        return count == 0 ? nil : (index + 1)..<(index + 1 + count)
    }

    /// The visible rows of a node's whole subtree (its row included), as indices.
    func visibleSubtree(of slot: Int) -> Range<Int>? {
        let positions = positions(ofSubtree: slot)
        let count = rows.zeros(in: positions)
        guard count > 0 else { return nil }
        let start = rows.zeros(before: positions.lowerBound)
        return start..<(start + count)
    }

    /// The visible index of a node's loading row, or `nil` if it has none on screen.
    func visibleLoadingIndex(of slot: Int) -> Int? {
        rows.zeroIndex(of: Self.endEntry(slot))
    }

    /// The row an entry shows; the entry must be visible.
    func row(ofEntry entry: Int) -> AccordionRow {
        let slot = Self.slot(ofEntry: entry)
        if Self.isEndEntry(entry) {
            return AccordionRow(kind: .loading(parent: id(ofSlot: slot)), depth: slots[slot].depth + 1,
                                isExpanded: false, hasChildren: false)
        }
        return AccordionRow(kind: .node(slots[slot].id), depth: slots[slot].depth,
                            isExpanded: slots[slot].isExpanded, hasChildren: slots[slot].childCount > 0)
    }

    /// The visible entries, in order.
    func visibleEntries() -> [Int] {
        var visible: [Int] = []
        visible.reserveCapacity(rows.zeroCount)
        rows.forEachZero { visible.append($0) }
        return visible
    }

    // MARK: Children

    /// Puts `children` into `parent`'s children at `index`, renumbering the siblings after them.
    ///
    /// - Complexity: O(*s*) for *s* children of `parent`.
    mutating func insertChildren(_ newChildren: [Int], into parent: Int, at index: Int) {
        children[parent].insert(contentsOf: newChildren, at: index)
        slots[parent].childCount += newChildren.count
        renumberChildren(of: parent, from: index)
    }

    /// Makes `slot` the last child of `parent`.
    ///
    /// - Complexity: O(1) amortized.
    mutating func appendChild(_ slot: Int, to parent: Int) {
        slots[slot].indexInParent = children[parent].count
        children[parent].append(slot)
        slots[parent].childCount += 1
    }

    /// Takes the child at `index` out of `parent`'s children.
    mutating func removeChild(of parent: Int, at index: Int) {
        children[parent].remove(at: index)
        slots[parent].childCount -= 1
        renumberChildren(of: parent, from: index)
    }

    private mutating func renumberChildren(of parent: Int, from index: Int) {
        let siblings = children[parent]
        for position in index..<siblings.count {
            slots[siblings[position]].indexInParent = position
        }
    }
}
