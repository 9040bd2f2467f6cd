/// A sequence of entries (an accordion's rows and markers, in pre-order), each with a small
/// non-negative count, kept as an implicit treap so that positions, range additions and
/// "the k-th entry whose count is zero" all take O(log *n*) expected time.
///
/// Entries are named by a number chosen by the owner (the outline uses two per node) and
/// stored in `entries` at that index; an entry not in the sequence is just unused storage.
/// Each tree node keeps the size of its subtree, a pending addition for its children
/// (`lazy`), and the minimum count of its subtree with how many entries reach it, so a subtree
/// whose minimum is above zero holds no visible row and is skipped whole.
///
/// Priorities are a fixed hash of the entry number, so the shape is a function of the
/// sequence: no random state, and equal histories give equal trees. Every walk is iterative;
/// the only depth involved is the treap's, O(log *n*) expected.
struct RowTreap: Sendable {
    struct Entry: Sendable {
        var left = -1
        var right = -1
        var parent = -1
        var size = 1
        /// The entry's count, without the pending additions of its treap ancestors.
        var base = 0
        /// An addition already applied to this entry but still owed to its children.
        var lazy = 0
        /// The subtree's minimum count, in this entry's frame (its ancestors' `lazy` excluded).
        var minimum = 0
        /// How many entries of the subtree have the minimum count.
        var minimumCount = 1
    }

    private(set) var entries: [Entry] = []
    private(set) var root = -1

    /// Makes room for entries numbered below `count` (at least; storage grows geometrically).
    mutating func reserveEntries(_ count: Int) {
        guard entries.count < count else { return }
        // `Entry` is plain data: a fresh array and one block copy beat appending element by
        // element, which matters in unoptimized builds of large accordions.
        var grown = [Entry](repeating: Entry(), count: max(count, 2 * entries.count))
        grown.withUnsafeMutableBytes { destination in
            entries.withUnsafeBytes { source in
                destination.copyMemory(from: source)
            }
        }
        entries = grown
    }

    /// The number of entries in the sequence.
    var count: Int { size(root) }

    /// The number of entries whose count is zero.
    var zeroCount: Int { zeros(inSubtree: root, offset: 0) }

    // MARK: Tree primitives

    static func priority(_ entry: Int) -> UInt64 {
        // SplitMix64's finalizer: a bijection, so no two entries tie.
        var z = UInt64(truncatingIfNeeded: entry) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    func size(_ node: Int) -> Int {
        node < 0 ? 0 : entries[node].size
    }

    /// How many entries of `node`'s subtree have count zero, given the additions pending above.
    func zeros(inSubtree node: Int, offset: Int) -> Int {
        guard node >= 0 else { return 0 }
        return entries[node].minimum + offset == 0 ? entries[node].minimumCount : 0
    }

    /// Adds `delta` to every entry of `node`'s subtree.
    private mutating func addToSubtree(_ node: Int, _ delta: Int) {
        guard node >= 0, delta != 0 else { return }
        entries[node].base += delta
        entries[node].minimum += delta
        entries[node].lazy += delta
    }

    /// Hands `node`'s pending addition to its children, before they are re-linked.
    private mutating func push(_ node: Int) {
        let delta = entries[node].lazy
        guard delta != 0 else { return }
        addToSubtree(entries[node].left, delta)
        addToSubtree(entries[node].right, delta)
        entries[node].lazy = 0
    }

    /// Recomputes `node`'s size and minimum from its children.
    private mutating func pull(_ node: Int) {
        let entry = entries[node]
        var size = 1
        var minimum = entry.base
        var minimumCount = 1
        if entry.left >= 0 {
            let child = entries[entry.left]
            size += child.size
            Self.combine(child.minimum + entry.lazy, child.minimumCount, into: &minimum, &minimumCount)
        }
        if entry.right >= 0 {
            let child = entries[entry.right]
            size += child.size
            Self.combine(child.minimum + entry.lazy, child.minimumCount, into: &minimum, &minimumCount)
        }
        entries[node].size = size
        entries[node].minimum = minimum
        entries[node].minimumCount = minimumCount
    }

    private static func combine(_ value: Int, _ count: Int, into minimum: inout Int, _ minimumCount: inout Int) {
        if value < minimum {
            minimum = value
            minimumCount = count
        } else if value == minimum {
            minimumCount += count
        }
    }

    /// Splits the tree rooted at `node` into its first `count` entries and the rest.
    private mutating func split(_ node: Int, first count: Int) -> (Int, Int) {
        var leftRoot = -1, rightRoot = -1, leftTail = -1, rightTail = -1
        var current = node, remaining = count
        while current >= 0 {
            push(current)
            let leftSize = size(entries[current].left)
            if leftSize < remaining {
                // `current` and its left subtree go left; continue in its right subtree.
                remaining -= leftSize + 1
                if leftTail >= 0 { entries[leftTail].right = current } else { leftRoot = current }
                entries[current].parent = leftTail
                leftTail = current
                current = entries[current].right
            } else {
                if rightTail >= 0 { entries[rightTail].left = current } else { rightRoot = current }
                entries[current].parent = rightTail
                rightTail = current
                current = entries[current].left
            }
        }
        if leftTail >= 0 { entries[leftTail].right = -1 }
        if rightTail >= 0 { entries[rightTail].left = -1 }
        // Every node on the way down is now on the right spine of the left tree or the left
        // spine of the right one, linked to its new parent: pulling each spine from its tail
        // up recomputes them bottom up, with no list of the path (and no allocation).
        pullToRoot(from: leftTail)
        pullToRoot(from: rightTail)
        return (leftRoot, rightRoot)
    }

    /// Joins two trees, every entry of `first` before every entry of `second`.
    private mutating func merge(_ first: Int, _ second: Int) -> Int {
        guard first >= 0 else { return second }
        guard second >= 0 else { return first }
        var a = first, b = second
        var root = -1
        // The node whose child slot the next node fills: its right slot when it came from `a`.
        var hook = -1, hookTakesRight = false
        while a >= 0 || b >= 0 {
            let node: Int
            var done = false
            if a < 0 || b < 0 {
                node = a >= 0 ? a : b
                done = true
            } else if Self.priority(a) > Self.priority(b) {
                node = a
            } else {
                node = b
            }
            if hook < 0 {
                root = node
            } else if hookTakesRight {
                entries[hook].right = node
            } else {
                entries[hook].left = node
            }
            entries[node].parent = hook
            if done { break }
            push(node)
            hook = node
            if node == a {
                hookTakesRight = true
                a = entries[a].right
            } else {
                hookTakesRight = false
                b = entries[b].left
            }
        }
        // The nodes taken on the way form one chain from the root to `hook`.
        pullToRoot(from: hook)
        return root
    }

    /// Recomputes `node` and each of its ancestors, bottom up.
    private mutating func pullToRoot(from node: Int) {
        var node = node
        while node >= 0 {
            pull(node)
            node = entries[node].parent
        }
    }

    // MARK: Editing the sequence

    /// Builds a detached tree from entries in order with their counts, in O(*k*).
    ///
    /// The returned tree is not part of the sequence until ``insert(_:at:)``.
    mutating func build(_ sequence: [(entry: Int, count: Int)]) -> Int {
        // The classic stack construction of a Cartesian tree: the stack is the right spine.
        var spine: [Int] = []
        for (entry, count) in sequence {
            entries[entry] = Entry(base: count, minimum: count)
            var last = -1
            while let top = spine.last, Self.priority(top) < Self.priority(entry) {
                pull(top)
                last = top
                spine.removeLast()
            }
            entries[entry].left = last
            if last >= 0 { entries[last].parent = entry }
            if let top = spine.last {
                entries[top].right = entry
                entries[entry].parent = top
            } else {
                entries[entry].parent = -1
            }
            spine.append(entry)
        }
        let root = spine.first ?? -1
        while let top = spine.popLast() {
            pull(top)
        }
        return root
    }

    /// Replaces the whole sequence.
    mutating func rebuild(_ sequence: [(entry: Int, count: Int)]) {
        root = build(sequence)
    }

    /// Inserts a detached tree so that its first entry lands at `position`.
    mutating func insert(_ tree: Int, at position: Int) {
        let (left, right) = split(root, first: position)
        root = merge(merge(left, tree), right)
    }

    /// Takes the entries at `positions` out of the sequence, as a detached tree.
    mutating func extract(_ positions: Range<Int>) -> Int {
        let (left, rest) = split(root, first: positions.lowerBound)
        let (middle, right) = split(rest, first: positions.count)
        root = merge(left, right)
        return middle
    }

    /// Adds `delta` to the count of every entry of a detached tree.
    mutating func add(_ delta: Int, toTree tree: Int) {
        addToSubtree(tree, delta)
    }

    /// Adds `delta` to the count of the entries at `positions`.
    mutating func add(_ delta: Int, to positions: Range<Int>) {
        guard !positions.isEmpty, delta != 0 else { return }
        let (left, rest) = split(root, first: positions.lowerBound)
        let (middle, right) = split(rest, first: positions.count)
        addToSubtree(middle, delta)
        root = merge(merge(left, middle), right)
    }

    /// Adds `delta` to one entry's count.
    mutating func add(_ delta: Int, toEntry entry: Int) {
        entries[entry].base += delta
        pullToRoot(from: entry)
    }
}
