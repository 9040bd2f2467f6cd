/// A sequence of entries (an accordion's rows and end markers, in pre-order), each with a small
/// count, kept as a B+-tree so that positions, range additions and "the *k*-th entry whose count
/// is zero" take O(log *n*) time. A B-tree rather than a binary tree because a lookup costs its
/// dependent memory reads, and wide nodes make few levels.
///
/// Layout:
/// - A node holds up to ``capacity`` *items*: entries in a leaf, child nodes otherwise. Item `k`
///   of node `n` has the *slot* `n * capacity + k`.
/// - All nodes live in one array, a block of ``blockSize`` integers each: a header, then each
///   item field for all the node's items in a row, so scans read consecutive memory.
/// - Each item caches its subtree's size, minimum count and how many entries reach it, so a
///   subtree whose minimum is above zero (no visible row) is skipped whole. Each node caches the
///   same for itself, and per item the sizes and zeros before it, so a walk reads once a level.
/// - A node's *lazy* is an addition owed to every count below it: an entry's true count is its
///   leaf value plus the lazy of every node above it. Adding to a subtree is one lazy update.
/// - Entries know their slot (`entrySlot`) and nodes their *up* slot, so walks go up without
///   searching.
///
/// Every node but the root holds at least ``minimumFill`` items, so the height is O(log *n*).
/// Walks are iterative; removing a range is the only recursive operation, as deep as the tree.
struct RowTree: Sendable {
    /// The most items a node holds.
    static let capacity = 32
    /// The fewest items a node other than the root holds.
    static let minimumFill = capacity / 4

    /// An item taken out of (or on its way into) a node, with its cached summary.
    struct Item {
        var target: Int
        var size: Int
        var minimum: Int
        var minimumCount: Int
    }

    // A block: the header, then the six item fields, `capacity` integers each.
    static let lengthField = 0
    static let upField = 1
    static let lazyField = 2
    static let leafField = 3
    /// The node's summary, in its own frame: its smallest item minimum (`Int.max` when empty),
    /// how many entries reach it, and how many entries it holds.
    static let nodeMinimumField = 4
    static let nodeMinimumCountField = 5
    static let nodeSizeField = 6
    static let headerSize = 7
    static let targetField = headerSize
    static let sizeField = headerSize + capacity
    static let minimumField = headerSize + 2 * capacity
    static let minimumCountField = headerSize + 3 * capacity
    /// Per item: the entries held by the items before it.
    static let sizeBeforeField = headerSize + 4 * capacity
    /// Per item: the entries at the node's minimum held by the items before it.
    static let zerosBeforeField = headerSize + 5 * capacity
    static let blockSize = headerSize + 6 * capacity

    /// Every node's block, by node number.
    var blocks: [Int] = []
    /// The first free node, -1 if none; free nodes are chained through their up field.
    var firstFreeNode = -1
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

    // MARK: Addressing

    static func node(ofSlot slot: Int) -> Int { slot / capacity }
    static func firstSlot(of node: Int) -> Int { node * capacity }

    /// Where field `field` of the item at `slot` is stored in `blocks`.
    static func index(_ field: Int, ofSlot slot: Int) -> Int {
        (slot / capacity) * blockSize + field + slot % capacity
    }

    /// Where header field `field` of `node` is stored in `blocks`.
    static func index(_ field: Int, ofNode node: Int) -> Int {
        node * blockSize + field
    }

    // MARK: Nodes

    func length(_ node: Int) -> Int { blocks[Self.index(Self.lengthField, ofNode: node)] }
    /// The slot that refers to `node` in its parent, or -1 for the root (and free nodes).
    func up(_ node: Int) -> Int { blocks[Self.index(Self.upField, ofNode: node)] }
    /// The addition owed to every count below `node`, not in its items' minimums.
    func lazy(_ node: Int) -> Int { blocks[Self.index(Self.lazyField, ofNode: node)] }
    func isLeaf(_ node: Int) -> Bool { blocks[Self.index(Self.leafField, ofNode: node)] != 0 }

    mutating func setLength(_ node: Int, _ length: Int) { blocks[Self.index(Self.lengthField, ofNode: node)] = length }
    mutating func setUp(_ node: Int, _ slot: Int) { blocks[Self.index(Self.upField, ofNode: node)] = slot }
    mutating func addLazy(_ node: Int, _ delta: Int) { blocks[Self.index(Self.lazyField, ofNode: node)] += delta }

    /// The slots of a node's items.
    func slots(of node: Int) -> Range<Int> {
        let first = Self.firstSlot(of: node)
        return first..<(first + length(node))
    }

    /// The parent of a node, or -1 for the root.
    func parent(of node: Int) -> Int {
        let up = up(node)
        return up < 0 ? -1 : Self.node(ofSlot: up)
    }

    /// The sum of the lazy of `node` and of all its ancestors: what turns the node's item
    /// minimums into true counts.
    func frameOffset(of node: Int) -> Int {
        var total = 0, node = node
        while node >= 0 {
            total += lazy(node)
            node = parent(of: node)
        }
        return total
    }

    /// A new empty node, reusing a freed one first.
    mutating func makeNode(isLeaf: Bool, lazy: Int) -> Int {
        let node: Int
        if firstFreeNode >= 0 {
            node = firstFreeNode
            firstFreeNode = up(node)
        } else {
            node = blocks.count / Self.blockSize
            #if DEBUG
            // Unoptimized, appending a `repeatElement` copies it an element at a time through
            // generic calls (about 460,000 instructions a block); the array's own initializer fills
            // the block in one call. Optimized, the append is the cheaper of the two.
            blocks += Array(repeating: 0, count: Self.blockSize)
            #else
            blocks.append(contentsOf: repeatElement(0, count: Self.blockSize))
            #endif
        }
        setLength(node, 0)
        setUp(node, -1)
        blocks[Self.index(Self.lazyField, ofNode: node)] = lazy
        blocks[Self.index(Self.leafField, ofNode: node)] = isLeaf ? 1 : 0
        summarize(node)
        return node
    }

    /// Returns a node to the free list (its items must have moved or been freed).
    mutating func freeNode(_ node: Int) {
        setLength(node, 0)
        setUp(node, firstFreeNode)
        firstFreeNode = node
    }

    // MARK: Items

    func target(at slot: Int) -> Int { blocks[Self.index(Self.targetField, ofSlot: slot)] }
    /// How many entries the item's subtree holds: 1 in a leaf.
    func size(at slot: Int) -> Int { blocks[Self.index(Self.sizeField, ofSlot: slot)] }
    /// The smallest count in the item's subtree, in its node's frame.
    func minimum(at slot: Int) -> Int { blocks[Self.index(Self.minimumField, ofSlot: slot)] }
    /// How many entries of the item's subtree have that count: 1 in a leaf.
    func minimumCount(at slot: Int) -> Int { blocks[Self.index(Self.minimumCountField, ofSlot: slot)] }

    /// How many entries under the item at `slot` have count zero, given the additions pending
    /// on its node's items.
    func zeros(atSlot slot: Int, offset: Int) -> Int {
        minimum(at: slot) + offset == 0 ? minimumCount(at: slot) : 0
    }

    /// The item at `slot`.
    func item(at slot: Int) -> Item {
        Item(target: target(at: slot), size: size(at: slot), minimum: minimum(at: slot),
             minimumCount: minimumCount(at: slot))
    }

    /// Stores an item at `slot` and records where its target now lives.
    mutating func write(_ item: Item, at slot: Int, isLeaf: Bool) {
        blocks[Self.index(Self.targetField, ofSlot: slot)] = item.target
        writeSummary(item, at: slot)
        if isLeaf {
            entrySlot[item.target] = slot
        } else {
            setUp(item.target, slot)
        }
    }

    /// Stores an item's size and minimum at `slot`, leaving its target.
    mutating func writeSummary(_ item: Item, at slot: Int) {
        blocks[Self.index(Self.sizeField, ofSlot: slot)] = item.size
        blocks[Self.index(Self.minimumField, ofSlot: slot)] = item.minimum
        blocks[Self.index(Self.minimumCountField, ofSlot: slot)] = item.minimumCount
    }

    /// Adds `delta` to every count under the item at `slot`.
    mutating func add(_ delta: Int, toItemAt slot: Int, isLeaf: Bool) {
        blocks[Self.index(Self.minimumField, ofSlot: slot)] += delta
        if !isLeaf { addLazy(target(at: slot), delta) }
    }

    // MARK: Summaries

    /// The node's size, minimum (in its parent's frame: its own lazy added) and how many
    /// entries reach the minimum; an empty node has no minimum (`Int.max`).
    ///
    /// - Complexity: O(1): it reads what ``summarize(_:)`` cached.
    func summary(of node: Int) -> Item {
        var minimum = blocks[Self.index(Self.nodeMinimumField, ofNode: node)]
        if minimum != Int.max { minimum += lazy(node) }
        return Item(target: node, size: blocks[Self.index(Self.nodeSizeField, ofNode: node)], minimum: minimum,
                    minimumCount: blocks[Self.index(Self.nodeMinimumCountField, ofNode: node)])
    }

    /// Recomputes what a node caches about its items: its own summary and, per item, the
    /// entries and zeros before it. Every change to a node's items ends with this.
    ///
    /// - Complexity: O(``capacity``).
    mutating func summarize(_ node: Int) {
        // On every edit's path, once a level.
        let length = blocks[Self.index(Self.lengthField, ofNode: node)]
        let sizes = Self.index(Self.sizeField, ofNode: node)
        let minimums = Self.index(Self.minimumField, ofNode: node)
        let counts = Self.index(Self.minimumCountField, ofNode: node)
        let sizesBefore = Self.index(Self.sizeBeforeField, ofNode: node)
        let zerosBefore = Self.index(Self.zerosBeforeField, ofNode: node)
        var minimum = Int.max
        for item in 0..<length {
            minimum = Swift.min(minimum, blocks[minimums + item])
        }
        var entries = 0, zeros = 0
        for item in 0..<length {
            blocks[sizesBefore + item] = entries
            blocks[zerosBefore + item] = zeros
            entries += blocks[sizes + item]
            zeros += blocks[minimums + item] == minimum ? blocks[counts + item] : 0
        }
        blocks[Self.index(Self.nodeSizeField, ofNode: node)] = entries
        blocks[Self.index(Self.nodeMinimumField, ofNode: node)] = minimum
        blocks[Self.index(Self.nodeMinimumCountField, ofNode: node)] = zeros
    }

    /// Writes a node's summary into the item that refers to it, if it has a parent; the parent
    /// is left to summarize.
    mutating func storeSummary(of node: Int) {
        let up = up(node)
        guard up >= 0 else { return }
        writeSummary(summary(of: node), at: up)
    }

    /// Summarizes `node` and each of its ancestors, bottom up, passing each summary up.
    mutating func refresh(from node: Int) {
        var node = node
        while true {
            summarize(node)
            guard up(node) >= 0 else { return }
            storeSummary(of: node)
            node = parent(of: node)
        }
    }
}
