// Moving items between nodes, keeping each node's summary and its children's links.

extension RowTree {
    // MARK: Moving items

    /// Fills `node` with `items` from slot 0, replacing what it held.
    mutating func fill(_ node: Int, with items: ArraySlice<Item>) {
        let isLeaf = isLeaf(node)
        var slot = Self.firstSlot(of: node)
        for item in items {
            write(item, at: slot, isLeaf: isLeaf)
            slot += 1
        }
        setLength(node, items.count)
        summarize(node)
    }

    /// Moves the items of `node` at `indices` to `target`'s `index` (which must have room),
    /// converting their minimums from one node's frame to the other's.
    mutating func moveItems(of node: Int, _ indices: Range<Int>, to target: Int, at index: Int) {
        let isLeaf = isLeaf(node)
        let shift = lazy(node) - lazy(target)
        var moving: [Item] = []
        moving.reserveCapacity(indices.count)
        let first = Self.firstSlot(of: node)
        for index in indices {
            var item = item(at: first + index)
            item.minimum += shift
            if !isLeaf { addLazy(item.target, shift) }
            moving.append(item)
        }
        removeItems(of: node, indices)
        insertItems(moving[...], into: target, at: index)
    }

    /// Takes the items at `indices` out of `node`, moving the later ones left.
    mutating func removeItems(of node: Int, _ indices: Range<Int>) {
        guard !indices.isEmpty else { return }
        let isLeaf = isLeaf(node)
        let first = Self.firstSlot(of: node)
        let length = length(node)
        for index in indices.upperBound..<length {
            write(item(at: first + index), at: first + index - indices.count, isLeaf: isLeaf)
        }
        setLength(node, length - indices.count)
        summarize(node)
    }

    /// Puts `items` into `node` at `index`, moving the later ones right; the node must have room.
    mutating func insertItems(_ items: ArraySlice<Item>, into node: Int, at index: Int) {
        guard !items.isEmpty else { return }
        let isLeaf = isLeaf(node)
        let first = Self.firstSlot(of: node)
        let length = length(node)
        for index in stride(from: length - 1, through: index, by: -1) {
            write(item(at: first + index), at: first + index + items.count, isLeaf: isLeaf)
        }
        var slot = first + index
        for item in items {
            write(item, at: slot, isLeaf: isLeaf)
            slot += 1
        }
        setLength(node, length + items.count)
        summarize(node)
    }
}
