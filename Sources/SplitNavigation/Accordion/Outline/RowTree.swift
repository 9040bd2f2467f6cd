/// A sequence of entries (an accordion's rows and end markers, in pre-order), each with a small
/// count, kept as a B+-tree so that positions, range additions and "the *k*-th entry whose count
/// is zero" take O(log *n*) time while touching only a few blocks of memory.
///
/// Why a B-tree rather than a balanced binary tree: at a million rows a lookup costs what its
/// dependent memory reads cost, not its arithmetic. A binary tree over two million entries is
/// about 30 levels of pointer chasing, each level a likely cache and TLB miss; 32-way nodes
/// make it 4 or 5 levels, each a short contiguous scan.
///
/// Layout:
/// - Every node holds up to ``capacity`` *items*, in order. A leaf's items are entries; an
///   inner node's items are its children. Items are stored node-major, as parallel arrays
///   (item `k` of node `n` at `n * capacity + k`), so scanning a node's counts reads
///   consecutive memory. That position is the item's *slot*.
/// - Each item caches its subtree's size, its minimum count, and how many entries reach that
///   minimum, so a subtree whose minimum is above zero holds no visible row and is skipped whole.
/// - A node's `lazy` is an addition owed to every count below it: an item's cached minimum is
///   in its node's *frame*, and the true count of an entry is its leaf item's value plus the
///   `lazy` of the leaf and of every ancestor. Adding to a whole subtree is one `lazy` update.
/// - Entries know their slot (`entrySlot`) and nodes the slot that refers to them in their
///   parent (`Node.up`), so walks start at an entry and go up without searching.
///
/// Every node but the root holds at least ``minimumFill`` items and all leaves are at the same
/// depth, so the height is O(log *n*) (at most about 7 for 2³¹ entries). Walks are iterative;
/// removing a range is the only recursive operation, as deep as the tree's height.
struct RowTree: Sendable {
    /// The most items a node holds.
    static let capacity = 32
    /// The fewest items a node other than the root holds.
    static let minimumFill = capacity / 4

    /// One node's bookkeeping; its items live in the item arrays.
    struct Node: Sendable {
        var length = 0
        /// The slot that refers to this node in its parent, or -1 for the root (and free nodes).
        var up = -1
        /// An addition to every count below this node, not included in its items' minimums.
        var lazy = 0
        var isLeaf = true
    }

    /// An item taken out of (or on its way into) a node, with its cached summary.
    struct Item {
        var target: Int
        var size: Int
        var minimum: Int
        var minimumCount: Int
    }

    // Items, by slot.
    /// The entry (in a leaf) or the child node (in an inner node).
    var itemTarget: [Int] = []
    /// How many entries the item's subtree holds: 1 in a leaf.
    var itemSize: [Int] = []
    /// The smallest count in the item's subtree, in its node's frame.
    var itemMinimum: [Int] = []
    /// How many entries of the item's subtree have that count: 1 in a leaf.
    var itemMinimumCount: [Int] = []

    var nodes: [Node] = []
    var freeNodes: [Int] = []
    var root = -1

    /// Each entry's slot, or -1 for an entry that is not in the sequence.
    var entrySlot: [Int] = []

    /// How many entry numbers the tree has room for.
    var entryCapacity: Int { entrySlot.count }

    /// Makes room for entries numbered below `count` (at least; storage grows geometrically).
    mutating func reserveEntries(_ count: Int) {
        guard entrySlot.count < count else { return }
        let grown = max(count, 2 * entrySlot.count)
        entrySlot.append(contentsOf: repeatElement(-1, count: grown - entrySlot.count))
    }

    // MARK: Slots and summaries

    static func node(ofSlot slot: Int) -> Int { slot / capacity }
    static func firstSlot(of node: Int) -> Int { node * capacity }

    /// The slots of a node's items.
    func slots(of node: Int) -> Range<Int> {
        let first = Self.firstSlot(of: node)
        return first..<(first + nodes[node].length)
    }

    /// The parent of a node, or -1 for the root.
    func parent(of node: Int) -> Int {
        let up = nodes[node].up
        return up < 0 ? -1 : Self.node(ofSlot: up)
    }

    /// How many entries under the item at `slot` have count zero, given the additions pending
    /// above the item's node (its own `lazy` included).
    func zeros(atSlot slot: Int, offset: Int) -> Int {
        itemMinimum[slot] + offset == 0 ? itemMinimumCount[slot] : 0
    }

    /// The node's size, minimum (in its parent's frame: its own `lazy` added) and how many
    /// entries reach the minimum; an empty node has no minimum (`Int.max`).
    func summary(of node: Int) -> Item {
        var size = 0, minimum = Int.max, minimumCount = 0
        for slot in slots(of: node) {
            size += itemSize[slot]
            let value = itemMinimum[slot]
            if value < minimum {
                minimum = value
                minimumCount = itemMinimumCount[slot]
            } else if value == minimum {
                minimumCount += itemMinimumCount[slot]
            }
        }
        if minimum != Int.max { minimum += nodes[node].lazy }
        return Item(target: node, size: size, minimum: minimum, minimumCount: minimumCount)
    }

    /// The sum of the `lazy` of `node` and of all its ancestors: what turns the node's item
    /// minimums into true counts.
    func frameOffset(of node: Int) -> Int {
        var total = 0, node = node
        while node >= 0 {
            total += nodes[node].lazy
            node = parent(of: node)
        }
        return total
    }

    // MARK: Writing items

    /// Stores an item at `slot` of a node and records where its target now lives.
    mutating func write(_ item: Item, at slot: Int, isLeaf: Bool) {
        itemTarget[slot] = item.target
        itemSize[slot] = item.size
        itemMinimum[slot] = item.minimum
        itemMinimumCount[slot] = item.minimumCount
        if isLeaf {
            entrySlot[item.target] = slot
        } else {
            nodes[item.target].up = slot
        }
    }

    /// The item at `slot`.
    func item(at slot: Int) -> Item {
        Item(target: itemTarget[slot], size: itemSize[slot], minimum: itemMinimum[slot],
             minimumCount: itemMinimumCount[slot])
    }

    /// Writes a node's summary into the item that refers to it, if it has a parent.
    mutating func storeSummary(of node: Int) {
        let up = nodes[node].up
        guard up >= 0 else { return }
        let summary = summary(of: node)
        itemSize[up] = summary.size
        itemMinimum[up] = summary.minimum
        itemMinimumCount[up] = summary.minimumCount
    }

    /// Recomputes the summaries of `node` and of its ancestors, bottom up.
    mutating func refresh(from node: Int) {
        var node = node
        while nodes[node].up >= 0 {
            storeSummary(of: node)
            node = parent(of: node)
        }
    }

    /// Adds `delta` to every count under the item at `slot`.
    mutating func add(_ delta: Int, toItemAt slot: Int, isLeaf: Bool) {
        itemMinimum[slot] += delta
        if !isLeaf { nodes[itemTarget[slot]].lazy += delta }
    }

    // MARK: Nodes

    /// A new empty node, reusing a freed one first.
    mutating func makeNode(isLeaf: Bool, lazy: Int) -> Int {
        let node: Int
        if let reused = freeNodes.popLast() {
            node = reused
        } else {
            node = nodes.count
            nodes.append(Node())
            let added = repeatElement(0, count: Self.capacity)
            itemTarget.append(contentsOf: added)
            itemSize.append(contentsOf: added)
            itemMinimum.append(contentsOf: added)
            itemMinimumCount.append(contentsOf: added)
        }
        nodes[node] = Node(length: 0, up: -1, lazy: lazy, isLeaf: isLeaf)
        return node
    }

    /// Returns a node to the free list (its items must have moved or been freed).
    mutating func freeNode(_ node: Int) {
        nodes[node] = Node()
        freeNodes.append(node)
    }

    /// Fills `node` with `items` from slot 0, replacing what it held.
    mutating func fill(_ node: Int, with items: ArraySlice<Item>) {
        let isLeaf = nodes[node].isLeaf
        var slot = Self.firstSlot(of: node)
        for item in items {
            write(item, at: slot, isLeaf: isLeaf)
            slot += 1
        }
        nodes[node].length = items.count
    }

    /// Moves the items of `node` at `indices` to `target`'s `index`, converting their minimums
    /// (and their children's `lazy`) from one node's frame to the other's. `target` must have
    /// room; the items after `index` in `target` move right, and `node`'s items after the moved
    /// ones move left.
    mutating func moveItems(of node: Int, _ indices: Range<Int>, to target: Int, at index: Int) {
        let isLeaf = nodes[node].isLeaf
        let shift = nodes[node].lazy - nodes[target].lazy
        var moving: [Item] = []
        moving.reserveCapacity(indices.count)
        let first = Self.firstSlot(of: node)
        for index in indices {
            var item = item(at: first + index)
            item.minimum += shift
            if !isLeaf { nodes[item.target].lazy += shift }
            moving.append(item)
        }
        removeItems(of: node, indices)
        insertItems(moving[...], into: target, at: index)
    }

    /// Takes the items at `indices` out of `node`, moving the later ones left.
    mutating func removeItems(of node: Int, _ indices: Range<Int>) {
        guard !indices.isEmpty else { return }
        let isLeaf = nodes[node].isLeaf
        let first = Self.firstSlot(of: node)
        let length = nodes[node].length
        for index in indices.upperBound..<length {
            write(item(at: first + index), at: first + index - indices.count, isLeaf: isLeaf)
        }
        nodes[node].length = length - indices.count
    }

    /// Puts `items` into `node` at `index`, moving the later ones right; the node must have room.
    mutating func insertItems(_ items: ArraySlice<Item>, into node: Int, at index: Int) {
        guard !items.isEmpty else { return }
        let isLeaf = nodes[node].isLeaf
        let first = Self.firstSlot(of: node)
        let length = nodes[node].length
        for index in stride(from: length - 1, through: index, by: -1) {
            write(item(at: first + index), at: first + index + items.count, isLeaf: isLeaf)
        }
        var slot = first + index
        for item in items {
            write(item, at: slot, isLeaf: isLeaf)
            slot += 1
        }
        nodes[node].length = length + items.count
    }
}
