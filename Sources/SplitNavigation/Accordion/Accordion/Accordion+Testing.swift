extension Accordion {
    /// The height of the row treap, for tests that check it stays logarithmic.
    ///
    /// - Complexity: O(*n*).
    package var _rowTreeHeight: Int {
        outline.rows.height
    }

    /// How many slots the arena holds (live, free and the root), for tests of slot reuse.
    package var _slotCount: Int { outline.slots.count }
}

extension RowTreap {
    /// The number of levels of the treap.
    var height: Int {
        guard root >= 0 else { return 0 }
        var height = 0
        var pending = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            height = max(height, depth)
            if entries[node].left >= 0 { pending.append((entries[node].left, depth + 1)) }
            if entries[node].right >= 0 { pending.append((entries[node].right, depth + 1)) }
        }
        return height
    }
}
