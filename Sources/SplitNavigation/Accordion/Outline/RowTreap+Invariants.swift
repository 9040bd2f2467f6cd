extension RowTreap {
    /// The first broken rule of the treap's structure, or `nil`: parent links, the heap order
    /// of priorities, and every node's size and minimum recomputed from its children.
    ///
    /// - Complexity: O(*n*), with an explicit stack.
    func structureViolation() -> String? {
        guard root >= 0 else { return nil }
        guard entries[root].parent == -1 else { return "the treap's root \(root) has a parent" }
        var order: [Int] = []
        var pending = [root]
        while let node = pending.popLast() {
            order.append(node)
            for child in [entries[node].left, entries[node].right] where child >= 0 {
                guard entries[child].parent == node else {
                    return "treap entry \(child) does not name \(node) as its parent"
                }
                guard Self.priority(child) < Self.priority(node) else {
                    return "treap entry \(child) outranks its parent \(node)"
                }
                pending.append(child)
            }
        }
        // Children come after their parents in `order`, so the reverse sees them first.
        for node in order.reversed() {
            let entry = entries[node]
            var size = 1, minimum = entry.base, minimumCount = 1
            for child in [entry.left, entry.right] where child >= 0 {
                size += entries[child].size
                let childMinimum = entries[child].minimum + entry.lazy
                if childMinimum < minimum {
                    minimum = childMinimum
                    minimumCount = entries[child].minimumCount
                } else if childMinimum == minimum {
                    minimumCount += entries[child].minimumCount
                }
            }
            guard size == entry.size, minimum == entry.minimum, minimumCount == entry.minimumCount else {
                return "treap entry \(node) caches size \(entry.size), minimum \(entry.minimum)×\(entry.minimumCount); "
                    + "its children give \(size), \(minimum)×\(minimumCount)"
            }
        }
        return nil
    }
}
