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
        while !self.isLeaf(node), self.length(node) > 0 {
            node = target(at: Self.firstSlot(of: node))
            height += 1
        }
        return height
    }

    // The walks below run over the raw block buffer: they are the accordion's hot paths, and
    // every index they form comes from the tree's own links (checked by `structureViolation()`
    // after each mutation in debug builds, where the buffer's subscript is bounds-checked too).

    /// The entry's index in the sequence.
    ///
    /// - Complexity: O(log *n*): a walk up, summing the sizes of the items before it.
    func position(of entry: Int) -> Int {
        let start = entrySlot[entry]
        return blocks.withUnsafeBufferPointer { blocks in
            // In a leaf every item is one entry.
            var position = start % Self.capacity
            var up = blocks[Self.index(Self.upField, ofNode: Self.node(ofSlot: start))]
            while up >= 0 {
                let node = Self.node(ofSlot: up)
                let sizes = Self.index(Self.sizeField, ofNode: node)
                for index in 0..<(up % Self.capacity) {
                    position += blocks[sizes + index]
                }
                up = blocks[Self.index(Self.upField, ofNode: node)]
            }
            return position
        }
    }

    /// The entry's count.
    ///
    /// - Complexity: O(log *n*): a walk up.
    func count(of entry: Int) -> Int {
        let slot = entrySlot[entry]
        return minimum(at: slot) + frameOffset(of: Self.node(ofSlot: slot))
    }

    /// The entry's index among the entries whose count is zero, or `nil` if its count is not
    /// zero: `zeros(before: position(of: entry))` when `count(of: entry) == 0`, in one pass.
    ///
    /// - Complexity: O(log *n*): two walks up the same path, the second over memory the first
    ///   brought into cache.
    func zeroIndex(of entry: Int) -> Int? {
        let start = entrySlot[entry]
        return blocks.withUnsafeBufferPointer { blocks -> Int? in
            let leaf = Self.node(ofSlot: start)
            // The additions pending on the leaf's items: its lazy and all its ancestors'.
            var pending = 0, node = leaf
            while true {
                pending += blocks[Self.index(Self.lazyField, ofNode: node)]
                let up = blocks[Self.index(Self.upField, ofNode: node)]
                guard up >= 0 else { break }
                node = Self.node(ofSlot: up)
            }
            guard blocks[Self.index(Self.minimumField, ofSlot: start)] + pending == 0 else { return nil }
            // Back up the same path: the zeros among the items before it at every level.
            var zeros = 0, slot = start
            node = leaf
            while true {
                let minimums = Self.index(Self.minimumField, ofNode: node)
                let before = slot % Self.capacity
                if node == leaf {
                    for index in 0..<before where blocks[minimums + index] + pending == 0 {
                        zeros += 1
                    }
                } else {
                    let counts = Self.index(Self.minimumCountField, ofNode: node)
                    for index in 0..<before where blocks[minimums + index] + pending == 0 {
                        zeros += blocks[counts + index]
                    }
                }
                let up = blocks[Self.index(Self.upField, ofNode: node)]
                guard up >= 0 else { return zeros }
                pending -= blocks[Self.index(Self.lazyField, ofNode: node)]
                slot = up
                node = Self.node(ofSlot: up)
            }
        }
    }

    /// How many of the first `position` entries have count zero.
    ///
    /// - Complexity: O(log *n*): a walk down.
    func zeros(before position: Int) -> Int {
        guard position > 0, root >= 0 else { return 0 }
        return blocks.withUnsafeBufferPointer { blocks in
            var node = root, remaining = position, zeros = 0
            var offset = blocks[Self.index(Self.lazyField, ofNode: node)]
            while true {
                let sizes = Self.index(Self.sizeField, ofNode: node)
                let minimums = Self.index(Self.minimumField, ofNode: node)
                let counts = Self.index(Self.minimumCountField, ofNode: node)
                let length = blocks[Self.index(Self.lengthField, ofNode: node)]
                var index = 0
                while index < length, remaining >= blocks[sizes + index] {
                    if blocks[minimums + index] + offset == 0 { zeros += blocks[counts + index] }
                    remaining -= blocks[sizes + index]
                    index += 1
                }
                // Done at the end of the sequence, or where the position falls between two items.
                guard index < length, remaining > 0 else { return zeros }
                node = blocks[Self.index(Self.targetField, ofNode: node) + index]
                offset += blocks[Self.index(Self.lazyField, ofNode: node)]
            }
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
        return blocks.withUnsafeBufferPointer { blocks -> Int? in
            var node = root, remaining = index
            var offset = blocks[Self.index(Self.lazyField, ofNode: node)]
            while true {
                let minimums = Self.index(Self.minimumField, ofNode: node)
                let length = blocks[Self.index(Self.lengthField, ofNode: node)]
                let targets = Self.index(Self.targetField, ofNode: node)
                if blocks[Self.index(Self.leafField, ofNode: node)] != 0 {
                    for item in 0..<length where blocks[minimums + item] + offset == 0 {
                        if remaining == 0 { return blocks[targets + item] }
                        remaining -= 1
                    }
                    return nil
                }
                let counts = Self.index(Self.minimumCountField, ofNode: node)
                var item = 0
                while item < length {
                    let zeros = blocks[minimums + item] + offset == 0 ? blocks[counts + item] : 0
                    if remaining < zeros { break }
                    remaining -= zeros
                    item += 1
                }
                // The caches add up, so the index falls inside some item.
                guard item < length else { return nil }
                node = blocks[targets + item]
                offset += blocks[Self.index(Self.lazyField, ofNode: node)]
            }
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
