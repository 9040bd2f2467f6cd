extension RowTree {
    // MARK: Building

    /// Replaces the whole sequence with `sequence`, entries with their counts, in O(*n*), filling
    /// nodes evenly bottom up.
    mutating func rebuild(_ sequence: [(entry: Int, count: Int)]) {
        for entry in 0..<entrySlot.count { entrySlot[entry] = -1 }
        blocks.removeAll(keepingCapacity: true)
        firstFreeNode = -1

        var level = sequence.map { Item(target: $0.entry, size: 1, minimum: $0.count, minimumCount: 1) }
        var isLeaf = true
        repeat {
            var parents: [Item] = []
            let parts = Swift.max(1, (level.count + Self.capacity - 1) / Self.capacity)
            parents.reserveCapacity(parts)
            for part in 0..<parts {
                let node = makeNode(isLeaf: isLeaf, lazy: 0)
                fill(node, with: level[(part * level.count / parts)..<((part + 1) * level.count / parts)])
                parents.append(summary(of: node))
            }
            level = parents
            isLeaf = false
        } while level.count > 1
        root = level[0].target
    }

    // MARK: Inserting

    /// Inserts entries with their counts so that the first lands at `position`.
    ///
    /// - Complexity: O(*k* + log *n*) for *k* entries.
    mutating func insert(_ sequence: [(entry: Int, count: Int)], at position: Int) {
        guard !sequence.isEmpty else { return }
        if root < 0 { root = makeNode(isLeaf: true, lazy: 0) }
        // The leaf and index: before the entry now at `position`, or at the very end.
        var node = root, remaining = position
        while !self.isLeaf(node) {
            var slot = Self.firstSlot(of: node)
            let last = slot + self.length(node) - 1
            while slot < last, remaining > self.size(at: slot) {
                remaining -= self.size(at: slot)
                slot += 1
            }
            node = target(at: slot)
        }
        let offset = frameOffset(of: node)
        let items = sequence.map { Item(target: $0.entry, size: 1, minimum: $0.count - offset, minimumCount: 1) }
        insert(items, into: node, at: remaining)
    }

    /// Inserts items into a node, splitting it into evenly filled siblings up the tree as needed.
    private mutating func insert(_ items: [Item], into node: Int, at index: Int) {
        var node = node, index = index, items = items
        while true {
            let length = self.length(node)
            if length + items.count <= Self.capacity {
                insertItems(items[...], into: node, at: index)
                refresh(from: node)
                return
            }
            let first = Self.firstSlot(of: node)
            var all: [Item] = []
            all.reserveCapacity(length + items.count)
            for slot in first..<(first + index) { all.append(item(at: slot)) }
            all.append(contentsOf: items)
            for slot in (first + index)..<(first + length) { all.append(item(at: slot)) }
            let parts = (all.count + Self.capacity - 1) / Self.capacity
            // The node keeps the first part; new siblings in the same frame take the others.
            fill(node, with: all[0..<(all.count / parts)])
            var siblings: [Item] = []
            siblings.reserveCapacity(parts - 1)
            for part in 1..<parts {
                let sibling = makeNode(isLeaf: self.isLeaf(node), lazy: self.lazy(node))
                fill(sibling, with: all[(part * all.count / parts)..<((part + 1) * all.count / parts)])
                siblings.append(summary(of: sibling))
            }
            if self.up(node) < 0 {
                let newRoot = makeNode(isLeaf: false, lazy: 0)
                insertItems([summary(of: node)], into: newRoot, at: 0)
                root = newRoot
            }
            storeSummary(of: node)
            let up = self.up(node)
            node = Self.node(ofSlot: up)
            index = up - Self.firstSlot(of: node) + 1
            items = siblings
        }
    }

    // MARK: Adding to counts

    /// Adds `delta` to the count of the entries at `positions`.
    ///
    /// Walks down while the range lies inside one item, then adds to the items it covers whole
    /// and walks down its two edges.
    ///
    /// - Complexity: O(log *n*), no allocation.
    mutating func add(_ delta: Int, to positions: Range<Int>) {
        guard !positions.isEmpty, delta != 0, root >= 0 else { return }
        var node = root, lower = positions.lowerBound, upper = positions.upperBound
        while !isLeaf(node) {
            let (first, start) = item(containing: lower, in: node)
            let end = start + self.size(at: first)
            // Down into the item holding the whole range, unless the range is that item.
            guard upper <= end, lower > start || upper < end else { break }
            node = target(at: first)
            lower -= start
            upper -= start
        }
        let isLeaf = isLeaf(node)
        let (first, firstStart) = item(containing: lower, in: node)
        let (last, lastStart) = item(containing: upper - 1, in: node)
        var lowerEdge = -1, upperEdge = -1
        for slot in first...last {
            if !isLeaf, slot == first, lower > firstStart {
                lowerEdge = addToSuffix(delta, from: lower - firstStart, under: target(at: slot))
            } else if !isLeaf, slot == last, upper < lastStart + self.size(at: slot) {
                upperEdge = addToPrefix(delta, before: upper - lastStart, under: target(at: slot))
            } else {
                add(delta, toItemAt: slot, isLeaf: isLeaf)
            }
        }
        // Each edge's summaries go up through `node` to the root; the later pass sees both.
        if lowerEdge >= 0 { refresh(from: lowerEdge) }
        if upperEdge >= 0 { refresh(from: upperEdge) }
        if lowerEdge < 0, upperEdge < 0 { refresh(from: node) }
    }

    /// The slot of `node`'s item holding the entry at relative `position`, and where it starts.
    private func item(containing position: Int, in node: Int) -> (slot: Int, start: Int) {
        let first = Self.firstSlot(of: node)
        let sizesBefore = Self.index(Self.sizeBeforeField, ofNode: node)
        var index = 0
        let length = self.length(node)
        while index + 1 < length, blocks[sizesBefore + index + 1] <= position { index += 1 }
        return (first + index, blocks[sizesBefore + index])
    }

    /// Adds `delta` to `top`'s entries from `position` on; returns the deepest node changed.
    private mutating func addToSuffix(_ delta: Int, from position: Int, under top: Int) -> Int {
        var node = top, remaining = position
        while true {
            let (slot, start) = item(containing: remaining, in: node)
            let end = Self.firstSlot(of: node) + self.length(node)
            let isLeaf = self.isLeaf(node)
            for after in (slot + 1)..<end {
                add(delta, toItemAt: after, isLeaf: isLeaf)
            }
            remaining -= start
            // The item holding the position is covered whole when the position is its start.
            if isLeaf || remaining == 0 {
                add(delta, toItemAt: slot, isLeaf: isLeaf)
                return node
            }
            node = target(at: slot)
        }
    }

    /// Adds `delta` to `top`'s entries before `position`; returns the deepest node changed.
    private mutating func addToPrefix(_ delta: Int, before position: Int, under top: Int) -> Int {
        var node = top, remaining = position
        while true {
            let (slot, start) = item(containing: remaining - 1, in: node)
            let isLeaf = self.isLeaf(node)
            for before in Self.firstSlot(of: node)..<slot {
                add(delta, toItemAt: before, isLeaf: isLeaf)
            }
            remaining -= start
            // The item holding the last position is covered whole when it ends there.
            if isLeaf || remaining == self.size(at: slot) {
                add(delta, toItemAt: slot, isLeaf: isLeaf)
                return node
            }
            node = target(at: slot)
        }
    }

    /// Adds `delta` to one entry's count.
    ///
    /// - Complexity: O(log *n*).
    mutating func add(_ delta: Int, toEntry entry: Int) {
        let slot = entrySlot[entry]
        blocks[Self.index(Self.minimumField, ofSlot: slot)] += delta
        refresh(from: Self.node(ofSlot: slot))
    }
}
