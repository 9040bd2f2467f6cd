@testable import SplitNavigation
import SplitNavigationTesting
import SplitNavigationTestSupport
import Testing

/// Every removal boundary and insertion point of a few tree shapes, each on a copy of the same
/// tree, so that the edge cases of repair and splitting are all reached on purpose.
@Suite(.cpuBound) struct RowTreeEdgeTests {
    /// A sparse tree (nodes near the minimum fill) of `count` entries with counts 0, 1, 2.
    static func sparseTree(_ count: Int, seed: UInt64) -> (RowTree, [(entry: Int, count: Int)]) {
        var random = SplitMix64(seed: seed)
        var tree = RowTree()
        tree.reserveEntries(4 * count + 10)
        tree.rebuild([])
        var model: [(entry: Int, count: Int)] = []
        // Grow to 3× and thin back out, so nodes sit near the minimum.
        for entry in 0..<(3 * count) {
            let position = random.int(below: model.count + 1)
            tree.insert([(entry, entry % 3)], at: position)
            model.insert((entry, entry % 3), at: position)
        }
        while model.count > count {
            let position = random.int(below: model.count)
            tree.remove(position..<(position + 1))
            model.remove(at: position)
        }
        // Pending additions at every level.
        tree.add(1, to: 0..<model.count)
        tree.add(-1, to: 0..<model.count)
        return (tree, model)
    }

    static func verify(_ tree: RowTree, _ model: [(entry: Int, count: Int)]) -> String? {
        if let violation = tree.structureViolation() { return violation }
        var actual: [(entry: Int, count: Int)] = []
        tree.forEach { actual.append(($0, $1)) }
        guard actual.elementsEqual(model, by: { $0 == $1 }) else { return "the entries differ" }
        let zeros = model.filter { $0.count == 0 }.map(\.entry)
        guard tree.zeroCount == zeros.count else { return "zeroCount" }
        guard tree.zeros(before: model.count) == zeros.count else { return "zeros(before: count)" }
        if let first = zeros.first, tree.entry(atZero: 0) != first { return "entry(atZero: 0)" }
        if let last = zeros.last, tree.entry(atZero: zeros.count - 1) != last { return "entry(atZero: last)" }
        return nil
    }

    /// Inserts `items` at `position` into copies of the tree and of its model and compares them.
    static func insertionProblem(
        _ items: [(entry: Int, count: Int)], at position: Int,
        into tree: RowTree, _ model: [(entry: Int, count: Int)]
    ) -> String? {
        var tree = tree
        var model = model
        tree.reserveEntries(20_000)
        tree.insert(items, at: position)
        model.insert(contentsOf: items, at: position)
        return verify(tree, model)
    }

    @Test(arguments: [1, 2, 9, 33, 257, 1_100, 5_000])
    func everyRemovalBoundary(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        let trees = [Self.sparseTree(count, seed: 1), {
            var tree = RowTree()
            let model = (0..<count).map { (entry: $0, count: $0 % 3) }
            tree.reserveEntries(count)
            tree.rebuild(model)
            return (tree, model)
        }()]
        for (base, model) in trees {
            // All small prefixes and suffixes, everything, and random ranges.
            var ranges: [Range<Int>] = [0..<count]
            for k in 0...Swift.min(count, 40) {
                ranges.append(0..<k)
                ranges.append((count - k)..<count)
                ranges.append(Swift.min(k, count)..<Swift.max(Swift.min(k, count), count - k))
            }
            for _ in 0..<100 {
                let a = random.int(below: count + 1), b = random.int(below: count + 1)
                ranges.append(Swift.min(a, b)..<Swift.max(a, b))
            }
            for range in ranges {
                var tree = base
                var expected = model
                let removed = tree.remove(range)
                expected.removeSubrange(range)
                guard removed.elementsEqual(model[range], by: { $0 == $1 }) else {
                    Issue.record("\(count) entries, remove \(range): removed entries differ")
                    return
                }
                if let problem = Self.verify(tree, expected) {
                    Issue.record("\(count) entries, remove \(range): \(problem)")
                    return
                }
                // And put them back at either end or where they were.
                for position in [0, expected.count, range.lowerBound] {
                    if let problem = Self.insertionProblem(removed, at: position, into: tree, expected) {
                        Issue.record("\(count) entries, remove \(range), insert back at \(position): \(problem)")
                        return
                    }
                }
            }
        }
    }

    @Test(arguments: [0, 1, 31, 32, 33, 1_000])
    func everyInsertionPoint(batch: Int) {
        let (base, model) = Self.sparseTree(600, seed: 7)
        let items = (0..<batch).map { (entry: 10_000 + $0, count: $0 % 2) }
        // Near both ends, every position; in between, every fifth.
        let positions = Set(Array(0...40) + Array((model.count - 40)...model.count) + Array(stride(from: 0, to: model.count, by: 5)))
        for position in positions.sorted() {
            if let problem = Self.insertionProblem(items, at: position, into: base, model) {
                Issue.record("insert \(batch) at \(position): \(problem)")
                return
            }
        }
        // Into a tree that never had a root, emptied, and filled again.
        guard batch > 0 else { return }
        var empty = RowTree()
        empty.reserveEntries(20_000)
        empty.insert(items, at: 0)
        #expect(Self.verify(empty, items) == nil)
        empty.remove(0..<empty.count)
        #expect(Self.verify(empty, []) == nil)
        empty.insert(items, at: 0)
        #expect(Self.verify(empty, items) == nil)
    }
}
