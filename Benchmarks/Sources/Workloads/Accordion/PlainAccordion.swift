/// The accordion suite's baseline: an accordion menu as it is usually written, with the visible
/// rows kept as a flat array of (id, depth).
///
/// - A row's node is `rows[index]`; its parent is found by scanning back to the first row of
///   smaller depth.
/// - A node's row is found by linear search.
/// - Toggling a node removes the rows below it of greater depth, or inserts the rows of its
///   subtree that its expanded descendants show.
///
/// It is faithful, not slow on purpose: every operation is the straightforward one on arrays.
public struct PlainAccordion: Sendable {
    public struct Row: Hashable, Sendable {
        public var id: Int
        public var depth: Int
    }

    /// The visible rows.
    public private(set) var rows: [Row]
    /// Children of each node by id; index 0 holds the panels.
    private var children: [[Int]]
    private var isExpanded: [Bool]
    private var depth: [Int]

    /// Builds the baseline for a shape, every node expanded.
    public init(_ shape: TreeShape) {
        var children = [[Int]](repeating: [], count: shape.count + 1)
        var depth = [Int](repeating: 0, count: shape.count + 1)
        var rows: [Row] = []
        rows.reserveCapacity(shape.count)
        for (index, parent) in shape.parents.enumerated() {
            let id = index + 1
            children[parent].append(id)
            depth[id] = parent == 0 ? 0 : depth[parent] + 1
            // Pre-order with everything expanded: the rows are the nodes in order.
            rows.append(Row(id: id, depth: depth[id]))
        }
        self.children = children
        self.depth = depth
        self.isExpanded = [Bool](repeating: true, count: shape.count + 1)
        self.rows = rows
    }

    /// The node shown at a row and its parent (0 for a panel), scanning back for the parent.
    ///
    /// - Complexity: O(distance to the parent's row).
    public func node(atRow index: Int) -> (id: Int, parent: Int) {
        let row = rows[index]
        var scan = index - 1
        while scan >= 0 {
            if rows[scan].depth < row.depth { return (row.id, rows[scan].id) }
            scan -= 1
        }
        return (row.id, 0)
    }

    /// The row of a node, by linear search; `nil` when it is hidden.
    ///
    /// - Complexity: O(*n*).
    public func row(of id: Int) -> Int? {
        rows.firstIndex { $0.id == id }
    }

    /// Expands a collapsed node or collapses an expanded one, updating the rows if it is visible.
    ///
    /// - Complexity: O(*n*).
    public mutating func toggle(_ id: Int) {
        isExpanded[id].toggle()
        guard let index = row(of: id) else { return }
        if isExpanded[id] {
            rows.insert(contentsOf: visibleDescendants(of: id), at: index + 1)
        } else {
            var end = index + 1
            while end < rows.count, rows[end].depth > depth[id] { end += 1 }
            rows.removeSubrange((index + 1)..<end)
        }
    }

    /// The rows an expanded node shows below itself, in order, without recursion.
    private func visibleDescendants(of id: Int) -> [Row] {
        var result: [Row] = []
        var pending = Array(children[id].reversed())
        while let next = pending.popLast() {
            result.append(Row(id: next, depth: depth[next]))
            if isExpanded[next] { pending.append(contentsOf: children[next].reversed()) }
        }
        return result
    }
}
