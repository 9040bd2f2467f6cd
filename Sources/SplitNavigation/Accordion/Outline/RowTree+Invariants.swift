extension RowTree {
    /// The first broken rule of the tree's structure (links, fill, depth, caches), or `nil`.
    ///
    /// - Complexity: O(*n*), with an explicit stack.
    func structureViolation() -> String? {
        guard root >= 0 else { return "the row tree has no root" }
        guard self.up(root) == -1 else { return "the row tree's root \(root) has a parent" }
        if !self.isLeaf(root), self.length(root) < 2 {
            return "the row tree's inner root has \(self.length(root)) items"
        }
        let rootSummary = summary(of: root)
        guard rootSummary.size == 0 || rootSummary.minimum >= 0 else {
            return "a row tree count is negative (\(rootSummary.minimum)): zero would not be the least count"
        }
        var leafDepth = -1
        var entries = 0
        var reachable = 1
        var pending = [(node: root, depth: 0)]
        while let (node, depth) = pending.popLast() {
            let length = self.length(node)
            guard length <= Self.capacity, node == root || length >= Self.minimumFill else {
                return "row tree node \(node) holds \(length) items"
            }
            if let problem = cacheViolation(of: node) { return problem }
            if self.isLeaf(node) {
                if leafDepth < 0 { leafDepth = depth }
                guard depth == leafDepth else { return "row tree leaves at depths \(leafDepth) and \(depth)" }
            }
            for slot in slots(of: node) {
                let target = target(at: slot)
                if self.isLeaf(node) {
                    guard target >= 0, target < entrySlot.count, entrySlot[target] == slot else {
                        return "row tree entry \(target) does not know its slot \(slot)"
                    }
                    guard self.size(at: slot) == 1, minimumCount(at: slot) == 1 else {
                        return "row tree entry \(target) caches size \(self.size(at: slot))×\(minimumCount(at: slot))"
                    }
                    entries += 1
                } else {
                    guard target >= 0, target < blocks.count / Self.blockSize, self.up(target) == slot else {
                        return "row tree node \(target) does not know its slot \(slot)"
                    }
                    let summary = summary(of: target)
                    guard summary.size == self.size(at: slot), summary.minimum == minimum(at: slot),
                          summary.minimumCount == minimumCount(at: slot) else {
                        return "row tree slot \(slot) caches size \(self.size(at: slot)), minimum "
                            + "\(minimum(at: slot))×\(minimumCount(at: slot)); node \(target) gives "
                            + "\(summary.size), \(summary.minimum)×\(summary.minimumCount)"
                    }
                    pending.append((target, depth + 1))
                    reachable += 1
                }
            }
        }
        // Every node is reachable once or on the free list, not both.
        let allocated = blocks.count / Self.blockSize
        var free = 0, next = firstFreeNode
        while next >= 0 {
            guard free < allocated, next < allocated, length(next) == 0 else {
                return "the row tree's free list is broken at node \(next)"
            }
            guard next != root, up(next) != next else { return "row tree node \(next) is free and in use" }
            free += 1
            next = up(next)
        }
        guard reachable + free == allocated else {
            return "the row tree has \(allocated) nodes: \(reachable) in use and \(free) free"
        }
        let listed = entrySlot.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) }
        guard listed == entries else {
            return "\(listed) entries name a slot, the row tree holds \(entries)"
        }
        return nil
    }

    /// Whether a node's caches match its items, recomputed independently of ``summarize(_:)``.
    ///
    /// - Complexity: O(``capacity``).
    private func cacheViolation(of node: Int) -> String? {
        let items = slots(of: node)
        var minimum = Int.max
        for slot in items { minimum = Swift.min(minimum, self.minimum(at: slot)) }
        var size = 0, minimumCount = 0
        for slot in items {
            guard blocks[Self.index(Self.sizeBeforeField, ofSlot: slot)] == size,
                  blocks[Self.index(Self.zerosBeforeField, ofSlot: slot)] == minimumCount else {
                return "row tree slot \(slot) caches wrong sums of the items before it"
            }
            size += self.size(at: slot)
            if self.minimum(at: slot) == minimum { minimumCount += self.minimumCount(at: slot) }
        }
        let cached = (
            size: blocks[Self.index(Self.nodeSizeField, ofNode: node)],
            minimum: blocks[Self.index(Self.nodeMinimumField, ofNode: node)],
            minimumCount: blocks[Self.index(Self.nodeMinimumCountField, ofNode: node)]
        )
        guard cached == (size, minimum, minimumCount) else {
            return "row tree node \(node) caches \(cached), its items give \((size, minimum, minimumCount))"
        }
        return nil
    }
}
