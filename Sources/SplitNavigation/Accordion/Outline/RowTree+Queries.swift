extension RowTree {
    /// The number of entries in the sequence.
    ///
    /// - Complexity: O(1): one scan of the root.
    var count: Int { root < 0 ? 0 : summary(of: root).size }

    /// The number of entries whose count is zero.
    ///
    /// - Complexity: O(1): one scan of the root.
    var zeroCount: Int {
        guard root >= 0 else { return 0 }
        let summary = summary(of: root)
        return summary.minimum == 0 ? summary.minimumCount : 0
    }

    /// The number of levels, leaves included.
    var height: Int {
        guard root >= 0 else { return 0 }
        var height = 1, node = root
        while !nodes[node].isLeaf, nodes[node].length > 0 {
            node = itemTarget[Self.firstSlot(of: node)]
            height += 1
        }
        return height
    }

    /// The entry's index in the sequence.
    ///
    /// - Complexity: O(log *n*): a walk up, summing the sizes of the items before it.
    func position(of entry: Int) -> Int {
        var slot = entrySlot[entry]
        var position = 0
        while true {
            let node = Self.node(ofSlot: slot)
            for before in Self.firstSlot(of: node)..<slot {
                position += itemSize[before]
            }
            let up = nodes[node].up
            guard up >= 0 else { return position }
            slot = up
        }
    }

    /// The entry's count.
    ///
    /// - Complexity: O(log *n*): a walk up.
    func count(of entry: Int) -> Int {
        let slot = entrySlot[entry]
        return itemMinimum[slot] + frameOffset(of: Self.node(ofSlot: slot))
    }

    /// The entry's index among the entries whose count is zero, or `nil` if its count is not
    /// zero: `zeros(before: position(of: entry))` when `count(of: entry) == 0`, in one pass.
    ///
    /// - Complexity: O(log *n*): two walks up the same path, the second over memory the first
    ///   brought into cache.
    func zeroIndex(of entry: Int) -> Int? {
        var slot = entrySlot[entry]
        var node = Self.node(ofSlot: slot)
        // The additions pending above the entry's leaf items, its own leaf's included.
        var pending = frameOffset(of: node)
        guard itemMinimum[slot] + pending == 0 else { return nil }
        var zeros = 0
        while true {
            for before in Self.firstSlot(of: node)..<slot {
                zeros += self.zeros(atSlot: before, offset: pending)
            }
            let up = nodes[node].up
            guard up >= 0 else { return zeros }
            pending -= nodes[node].lazy
            slot = up
            node = Self.node(ofSlot: slot)
        }
    }

    /// How many of the first `position` entries have count zero.
    ///
    /// - Complexity: O(log *n*): a walk down.
    func zeros(before position: Int) -> Int {
        guard position > 0, root >= 0 else { return 0 }
        var node = root, offset = nodes[root].lazy, remaining = position, zeros = 0
        while true {
            var slot = Self.firstSlot(of: node)
            let end = slot + nodes[node].length
            while slot < end, remaining >= itemSize[slot] {
                zeros += self.zeros(atSlot: slot, offset: offset)
                remaining -= itemSize[slot]
                slot += 1
            }
            // Done at the end of the sequence, or where the position falls between two items.
            guard slot < end, remaining > 0 else { return zeros }
            node = itemTarget[slot]
            offset += nodes[node].lazy
        }
    }

    /// How many entries at `positions` have count zero.
    func zeros(in positions: Range<Int>) -> Int {
        zeros(before: positions.upperBound) - zeros(before: positions.lowerBound)
    }

    /// The entry that is the `index`-th (from 0) of those with count zero, if there are enough.
    ///
    /// - Complexity: O(log *n*): a walk down.
    func entry(atZero index: Int) -> Int? {
        guard index >= 0, index < zeroCount else { return nil }
        var node = root, offset = nodes[root].lazy, remaining = index
        while true {
            var slot = Self.firstSlot(of: node)
            let end = slot + nodes[node].length
            while slot < end {
                let zeros = self.zeros(atSlot: slot, offset: offset)
                if remaining < zeros { break }
                remaining -= zeros
                slot += 1
            }
            // The caches add up, so the index falls inside some item.
            guard slot < end else { return nil }
            if nodes[node].isLeaf { return itemTarget[slot] }
            node = itemTarget[slot]
            offset += nodes[node].lazy
        }
    }

    /// Calls `body` with every entry and its count, in sequence order.
    ///
    /// - Complexity: O(*n*), with an explicit stack as deep as the tree.
    func forEach(_ body: (_ entry: Int, _ count: Int) -> Void) {
        walk(zerosOnly: false, body)
    }

    /// Calls `body` with every entry whose count is zero, in order, skipping whole subtrees
    /// that have none.
    ///
    /// - Complexity: O(*v* + log *n*) for *v* such entries, amortized over the walk.
    func forEachZero(_ body: (_ entry: Int) -> Void) {
        walk(zerosOnly: true) { entry, _ in body(entry) }
    }

    private func walk(zerosOnly: Bool, _ body: (Int, Int) -> Void) {
        guard root >= 0 else { return }
        // Each element: a node, its next item, and the additions pending on its items.
        var stack: [(node: Int, next: Int, offset: Int)] = [(root, 0, nodes[root].lazy)]
        while let (node, next, offset) = stack.last {
            guard next < nodes[node].length else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let slot = Self.firstSlot(of: node) + next
            if zerosOnly, zeros(atSlot: slot, offset: offset) == 0 { continue }
            if nodes[node].isLeaf {
                body(itemTarget[slot], itemMinimum[slot] + offset)
            } else {
                let child = itemTarget[slot]
                stack.append((child, 0, offset + nodes[child].lazy))
            }
        }
    }
}
