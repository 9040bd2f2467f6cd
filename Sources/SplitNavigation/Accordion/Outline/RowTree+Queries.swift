extension RowTree {
    /// The number of entries in the sequence.
    ///
    /// - Complexity: O(1).
    var count: Int { root < 0 ? 0 : summary(of: root).size }

    /// The number of entries whose count is zero.
    ///
    /// - Complexity: O(1).
    var zeroCount: Int {
        guard root >= 0 else { return 0 }
        let summary = summary(of: root)
        return summary.minimum == 0 ? summary.minimumCount : 0
    }

    /// The number of levels, leaves included.
    var height: Int {
        guard root >= 0 else { return 0 }
        var height = 1, node = root
        while !self.isLeaf(node), self.length(node) > 0 {
            node = target(at: Self.firstSlot(of: node))
            height += 1
        }
        return height
    }

    // Hot paths: every index comes from the tree's own links, checked by `structureViolation()`.

    /// The entry's index in the sequence.
    ///
    /// - Complexity: O(log *n*): a walk up, one cached sum a level.
    func position(of entry: Int) -> Int {
        let start = entrySlot[entry]
        // In a leaf every item is one entry.
        var position = start % Self.capacity
        var up = blocks[Self.index(Self.upField, ofNode: Self.node(ofSlot: start))]
        while up >= 0 {
            let node = Self.node(ofSlot: up)
            position += blocks[Self.index(Self.sizeBeforeField, ofSlot: up)]
            up = blocks[Self.index(Self.upField, ofNode: node)]
        }
        return position
    }

    /// The entry's count.
    ///
    /// - Complexity: O(log *n*): a walk up.
    func count(of entry: Int) -> Int {
        let slot = entrySlot[entry]
        return minimum(at: slot) + frameOffset(of: Self.node(ofSlot: slot))
    }

    /// The entry's index among the entries whose count is zero, or `nil` if its count is not.
    ///
    /// - Complexity: O(log *n*): one walk up, two cached numbers a level.
    func zeroIndex(of entry: Int) -> Int? {
        let start = entrySlot[entry]
        // Up the path: the pending additions (the entry's count) and each level's zeros before
        // the path. A zero count is the least, so every node on the path has its minimum at zero.
        var pending = 0, zeros = 0, slot = start
        while true {
            let node = Self.node(ofSlot: slot)
            zeros += blocks[Self.index(Self.zerosBeforeField, ofSlot: slot)]
            pending += blocks[Self.index(Self.lazyField, ofNode: node)]
            slot = blocks[Self.index(Self.upField, ofNode: node)]
            guard slot >= 0 else { break }
        }
        return blocks[Self.index(Self.minimumField, ofSlot: start)] + pending == 0 ? zeros : nil
    }

    /// How many of the first `position` entries have count zero.
    ///
    /// - Complexity: O(log *n*): a walk down.
    func zeros(before position: Int) -> Int {
        guard position > 0, root >= 0 else { return 0 }
        var node = root, remaining = position, zeros = 0
        var offset = blocks[Self.index(Self.lazyField, ofNode: node)]
        while true {
            // A node whose least count is above zero holds no zero, nor does anything below.
            guard blocks[Self.index(Self.nodeMinimumField, ofNode: node)] + offset == 0 else { return zeros }
            if remaining >= blocks[Self.index(Self.nodeSizeField, ofNode: node)] {
                return zeros + blocks[Self.index(Self.nodeMinimumCountField, ofNode: node)]
            }
            // The last item starting at or before the position.
            let sizesBefore = Self.index(Self.sizeBeforeField, ofNode: node)
            let length = blocks[Self.index(Self.lengthField, ofNode: node)]
            var item = 0
            while item + 1 < length, blocks[sizesBefore + item + 1] <= remaining { item += 1 }
            zeros += blocks[Self.index(Self.zerosBeforeField, ofNode: node) + item]
            remaining -= blocks[sizesBefore + item]
            guard remaining > 0 else { return zeros }
            node = blocks[Self.index(Self.targetField, ofNode: node) + item]
            offset += blocks[Self.index(Self.lazyField, ofNode: node)]
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
        // Every node entered holds zeros (its entries at its minimum): take the last item whose
        // zeros before it do not exceed what remains.
        var node = root, remaining = index
        while true {
            let zerosBefore = Self.index(Self.zerosBeforeField, ofNode: node)
            let length = blocks[Self.index(Self.lengthField, ofNode: node)]
            var item = 0
            while item + 1 < length, blocks[zerosBefore + item + 1] <= remaining { item += 1 }
            remaining -= blocks[zerosBefore + item]
            let target = blocks[Self.index(Self.targetField, ofNode: node) + item]
            if blocks[Self.index(Self.leafField, ofNode: node)] != 0 { return target }
            node = target
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
        var stack: [(node: Int, next: Int, offset: Int)] = [(root, 0, self.lazy(root))]
        while let (node, next, offset) = stack.last {
            guard next < self.length(node) else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let slot = Self.firstSlot(of: node) + next
            if zerosOnly, zeros(atSlot: slot, offset: offset) == 0 { continue }
            if self.isLeaf(node) {
                body(target(at: slot), minimum(at: slot) + offset)
            } else {
                let child = target(at: slot)
                stack.append((child, 0, offset + self.lazy(child)))
            }
        }
    }
}
