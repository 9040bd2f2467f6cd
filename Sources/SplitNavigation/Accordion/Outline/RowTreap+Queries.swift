extension RowTreap {
    /// The entry's index in the sequence.
    ///
    /// - Complexity: O(log *n*) expected: a walk up the treap.
    func position(of entry: Int) -> Int {
        var position = size(entries[entry].left)
        var node = entry
        while entries[node].parent >= 0 {
            let parent = entries[node].parent
            if entries[parent].right == node {
                position += size(entries[parent].left) + 1
            }
            node = parent
        }
        return position
    }

    /// The entry's count.
    ///
    /// - Complexity: O(log *n*) expected.
    func count(of entry: Int) -> Int {
        var count = entries[entry].base
        var node = entries[entry].parent
        while node >= 0 {
            count += entries[node].lazy
            node = entries[node].parent
        }
        return count
    }

    /// The entry's index among the entries whose count is zero, or `nil` if its count is not
    /// zero: `zeros(before: position(of: entry))` when `count(of: entry) == 0`, in one pass.
    ///
    /// - Complexity: O(log *n*) expected: two walks up the same path, the second over lines
    ///   the first brought into cache, instead of a walk up and a walk down from the root.
    func zeroIndex(of entry: Int) -> Int? {
        // The additions pending above the entry: its count is its base plus them.
        var pending = 0
        var node = entries[entry].parent
        while node >= 0 {
            pending += entries[node].lazy
            node = entries[node].parent
        }
        guard entries[entry].base + pending == 0 else { return nil }
        // Back up the path, with `pending` the additions above `node`: every ancestor reached
        // from its right child has its left subtree and itself before the entry.
        var zeros = self.zeros(inSubtree: entries[entry].left, offset: pending + entries[entry].lazy)
        node = entry
        while true {
            let parent = entries[node].parent
            guard parent >= 0 else { return zeros }
            let ancestor = entries[parent]
            pending -= ancestor.lazy
            if ancestor.right == node {
                zeros += self.zeros(inSubtree: ancestor.left, offset: pending + ancestor.lazy)
                if ancestor.base + pending == 0 { zeros += 1 }
            }
            node = parent
        }
    }

    /// How many of the first `position` entries have count zero.
    ///
    /// - Complexity: O(log *n*) expected.
    func zeros(before position: Int) -> Int {
        var zeros = 0, node = root, offset = 0, remaining = position
        while node >= 0, remaining > 0 {
            let entry = entries[node]
            let leftSize = size(entry.left)
            if remaining <= leftSize {
                if remaining == leftSize {
                    return zeros + self.zeros(inSubtree: entry.left, offset: offset + entry.lazy)
                }
                offset += entry.lazy
                node = entry.left
                continue
            }
            zeros += self.zeros(inSubtree: entry.left, offset: offset + entry.lazy)
            if entry.base + offset == 0 { zeros += 1 }
            remaining -= leftSize + 1
            offset += entry.lazy
            node = entry.right
        }
        return zeros
    }

    /// How many entries at `positions` have count zero.
    func zeros(in positions: Range<Int>) -> Int {
        zeros(before: positions.upperBound) - zeros(before: positions.lowerBound)
    }

    /// The entry that is the `index`-th (from 0) of those with count zero, if there are enough.
    ///
    /// - Complexity: O(log *n*) expected.
    func entry(atZero index: Int) -> Int? {
        guard index >= 0, index < zeroCount else { return nil }
        var node = root, offset = 0, remaining = index
        while node >= 0 {
            let entry = entries[node]
            let leftZeros = zeros(inSubtree: entry.left, offset: offset + entry.lazy)
            if remaining < leftZeros {
                offset += entry.lazy
                node = entry.left
                continue
            }
            remaining -= leftZeros
            if entry.base + offset == 0 {
                if remaining == 0 { return node }
                remaining -= 1
            }
            offset += entry.lazy
            node = entry.right
        }
        return nil
    }

    /// Calls `body` with every entry and its count, in sequence order.
    ///
    /// - Complexity: O(*n*), with an explicit stack as deep as the treap.
    func forEach(_ body: (_ entry: Int, _ count: Int) -> Void) {
        walk(zerosOnly: false, body)
    }

    /// Calls `body` with every entry whose count is zero, in order, skipping whole subtrees
    /// that have none.
    ///
    /// - Complexity: O(*v* log *n*) worst case for *v* such entries, O(*v* + log *n*) typically.
    func forEachZero(_ body: (_ entry: Int) -> Void) {
        walk(zerosOnly: true) { entry, _ in body(entry) }
    }

    private func walk(zerosOnly: Bool, _ body: (Int, Int) -> Void) {
        // Each stack element is a node and the sum of its ancestors' pending additions.
        var stack: [(node: Int, offset: Int)] = []
        var node = root, offset = 0
        while true {
            while node >= 0 {
                if zerosOnly, zeros(inSubtree: node, offset: offset) == 0 { break }
                stack.append((node, offset))
                offset += entries[node].lazy
                node = entries[node].left
            }
            guard let (top, topOffset) = stack.popLast() else { return }
            let count = entries[top].base + topOffset
            if !zerosOnly || count == 0 {
                body(top, count)
            }
            offset = topOffset + entries[top].lazy
            node = entries[top].right
        }
    }
}
