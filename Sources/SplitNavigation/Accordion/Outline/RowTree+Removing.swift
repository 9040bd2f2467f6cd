// Removing ranges of entries, and the repairs that keep every node at least half full.

extension RowTree {
    // MARK: Removing

    /// Takes the entries at `positions` out of the sequence and returns them with their counts.
    ///
    /// - Complexity: O(*k* + log *n*) for *k* entries: only the range's two edges are repaired.
    @discardableResult
    mutating func remove(_ positions: Range<Int>) -> [(entry: Int, count: Int)] {
        var removed: [(entry: Int, count: Int)] = []
        guard !positions.isEmpty, root >= 0 else { return removed }
        removed.reserveCapacity(positions.count)
        remove(positions, from: root, offset: self.lazy(root), into: &removed)
        // Only the paths to the range's two edges changed.
        let start = positions.lowerBound
        if start > 0 { repair(towards: start - 1) }
        if start < count { repair(towards: start) }
        collapseRoot()
        return removed
    }

    /// Removes the entries at `positions` (relative to `node`'s subtree) from it, appending
    /// them in order to `removed`. The caller refreshes and repairs `node`.
    private mutating func remove(
        _ positions: Range<Int>, from node: Int, offset: Int, into removed: inout [(entry: Int, count: Int)]
    ) {
        let first = Self.firstSlot(of: node)
        let length = self.length(node)
        let isLeaf = self.isLeaf(node)
        var kept = 0, start = 0
        for index in 0..<length {
            let slot = first + index
            let size = self.size(at: slot)
            let span = start..<(start + size)
            start += size
            if span.upperBound <= positions.lowerBound || span.lowerBound >= positions.upperBound {
                // Untouched: keep it, moved left over what was removed.
                if kept != index { write(item(at: slot), at: first + kept, isLeaf: isLeaf) }
                kept += 1
            } else if positions.lowerBound <= span.lowerBound, span.upperBound <= positions.upperBound {
                take(itemAt: slot, isLeaf: isLeaf, offset: offset, into: &removed)
            } else {
                // Partly covered, so an inner node's child: remove inside it, and keep it.
                let child = target(at: slot)
                let inner = (Swift.max(positions.lowerBound, span.lowerBound) - span.lowerBound)
                    ..< (Swift.min(positions.upperBound, span.upperBound) - span.lowerBound)
                remove(inner, from: child, offset: offset + self.lazy(child), into: &removed)
                if kept != index { write(item(at: slot), at: first + kept, isLeaf: isLeaf) }
                storeSummary(of: child)
                kept += 1
            }
        }
        setLength(node, kept)
        summarize(node)
    }

    /// Lists the entries under the item at `slot` with their counts and frees its nodes.
    private mutating func take(
        itemAt slot: Int, isLeaf: Bool, offset: Int, into removed: inout [(entry: Int, count: Int)]
    ) {
        if isLeaf {
            removed.append((target(at: slot), minimum(at: slot) + offset))
            entrySlot[target(at: slot)] = -1
            return
        }
        let top = target(at: slot)
        var stack: [(node: Int, next: Int, offset: Int)] = [(top, 0, offset + self.lazy(top))]
        while let (node, next, offset) = stack.last {
            guard next < self.length(node) else {
                stack.removeLast()
                freeNode(node)
                continue
            }
            stack[stack.count - 1].next += 1
            let slot = Self.firstSlot(of: node) + next
            let target = target(at: slot)
            if self.isLeaf(node) {
                removed.append((target, minimum(at: slot) + offset))
                entrySlot[target] = -1
            } else {
                stack.append((target, 0, offset + self.lazy(target)))
            }
        }
    }

    /// Restores the minimum fill along the path to the entry at `position`, merging the deepest
    /// too-small node with a sibling or borrowing from it until none is left.
    private mutating func repair(towards position: Int) {
        while true {
            collapseRoot()
            var node = root, remaining = position, deepest = -1
            while !self.isLeaf(node) {
                var slot = Self.firstSlot(of: node)
                let last = slot + self.length(node) - 1
                while slot < last, remaining >= self.size(at: slot) {
                    remaining -= self.size(at: slot)
                    slot += 1
                }
                let child = target(at: slot)
                if self.length(child) < Self.minimumFill, self.length(node) > 1 { deepest = child }
                node = child
            }
            guard deepest >= 0 else { return }
            rebalance(deepest)
        }
    }

    /// Merges a too-small node with a sibling, or borrows items when both would not fit in one.
    private mutating func rebalance(_ node: Int) {
        let up = self.up(node)
        let parent = Self.node(ofSlot: up)
        let first = Self.firstSlot(of: parent)
        let (left, right) = up > first
            ? (target(at: up - 1), node)
            : (node, target(at: up + 1))
        let leftLength = self.length(left), rightLength = self.length(right)
        if leftLength + rightLength <= Self.capacity {
            moveItems(of: right, 0..<rightLength, to: left, at: leftLength)
            removeItems(of: parent, (self.up(right) - first)..<(self.up(right) - first + 1))
            freeNode(right)
        } else if leftLength < rightLength {
            let moving = (leftLength + rightLength) / 2 - leftLength
            moveItems(of: right, 0..<moving, to: left, at: leftLength)
            storeSummary(of: right)
        } else {
            let moving = leftLength - (leftLength + rightLength) / 2
            moveItems(of: left, (leftLength - moving)..<leftLength, to: right, at: 0)
            storeSummary(of: right)
        }
        storeSummary(of: left)
        refresh(from: parent)
    }

    /// Replaces an inner root with a single child by that child, and an emptied root by a leaf.
    private mutating func collapseRoot() {
        if self.length(root) == 0 {
            // Everything was removed: the root is an empty leaf again.
            let emptied = root
            freeNode(emptied)
            root = makeNode(isLeaf: true, lazy: 0)
            return
        }
        while !self.isLeaf(root), self.length(root) == 1 {
            let child = target(at: Self.firstSlot(of: root))
            addLazy(child, self.lazy(root))
            setUp(child, -1)
            freeNode(root)
            root = child
        }
    }
}
