extension RowTree {
    /// The first broken rule of the tree's structure, or `nil`: links between nodes and between
    /// entries and their slots, fill bounds, leaves at one depth, and every cached summary
    /// recomputed from what it summarizes.
    ///
    /// - Complexity: O(*n*), with an explicit stack.
    func structureViolation() -> String? {
        guard root >= 0 else { return "the row tree has no root" }
        guard self.up(root) == -1 else { return "the row tree's root \(root) has a parent" }
        if !self.isLeaf(root), self.length(root) < 2 {
            return "the row tree's inner root has \(self.length(root)) items"
        }
        var leafDepth = -1
        var entries = 0
        var pending = [(node: root, depth: 0)]
        while let (node, depth) = pending.popLast() {
            let length = self.length(node)
            guard length <= Self.capacity, node == root || length >= Self.minimumFill else {
                return "row tree node \(node) holds \(length) items"
            }
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
                }
            }
        }
        let listed = entrySlot.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) }
        guard listed == entries else {
            return "\(listed) entries name a slot, the row tree holds \(entries)"
        }
        return nil
    }
}
