@testable import SplitNavigation
import SplitNavigationTesting
import SplitNavigationTestSupport
import Testing

/// The accordion's row index, `RowTree`, against a plain array of (entry, count): random
/// inserts, removals, moves, range and single additions and rebuilds from fixed seeds, with
/// the tree's structure and every query checked after each step. Sizes go from empty to a few
/// thousand entries, so trees of one to four levels, splits, merges, borrowing and root
/// collapses all occur.
@Suite(.cpuBound) struct RowTreeTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomEditsAgreeWithAnArray(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var model = RowTreeModel()
        var tree = RowTree()
        let start = model.fresh(count: random.int(below: 3) == 0 ? 0 : random.int(below: 2_000), &random)
        tree.reserveEntries(model.entryLimit)
        tree.rebuild(start)
        model.sequence = start
        for step in 1...250 {
            let operation = model.nextOperation(&random)
            tree.reserveEntries(model.entryLimit)
            operation.apply(to: &tree)
            operation.apply(to: &model.sequence)
            let problems = model.problems(with: tree, &random)
            guard problems.isEmpty else {
                Issue.record("seed \(seed), step \(step), after \(operation): \(problems.joined(separator: "; "))")
                return
            }
        }
    }

    @Test func growingOneEntryAtATimeKeepsTheTreeShallow() {
        var tree = RowTree()
        let count = 30_000
        tree.reserveEntries(count)
        tree.rebuild([])
        for entry in 0..<count {
            // Alternate ends and the middle, the patterns that split nodes unevenly.
            let position = [0, tree.count, tree.count / 2][entry % 3]
            tree.insert([(entry, entry % 2)], at: position)
        }
        #expect(tree.structureViolation() == nil)
        #expect(tree.count == count)
        #expect(tree.zeroCount == count / 2)
        #expect(tree.height <= RowTree.heightBound(entries: count))
        tree.remove(10..<(count - 10))
        #expect(tree.structureViolation() == nil)
        #expect(tree.count == 20)
        tree.remove(0..<20)
        #expect(tree.structureViolation() == nil)
        #expect(tree.count == 0 && tree.zeroCount == 0 && tree.entry(atZero: 0) == nil)
        tree.insert([(7, 0)], at: 0)
        #expect(tree.structureViolation() == nil)
        #expect(tree.entry(atZero: 0) == 7 && tree.zeroIndex(of: 7) == 0)
    }
}

/// One edit, applied the same way to the tree and to the array.
enum RowTreeOperation: CustomStringConvertible {
    case insert([(entry: Int, count: Int)], at: Int)
    case remove(Range<Int>)
    case move(Range<Int>, to: Int, adding: Int)
    case add(Int, to: Range<Int>)
    case addToEntry(Int, entry: Int)
    case rebuild

    var description: String {
        switch self {
        case .insert(let items, let position): "insert \(items.count) at \(position)"
        case .remove(let range): "remove \(range)"
        case .move(let range, let position, let delta): "move \(range) to \(position) adding \(delta)"
        case .add(let delta, let range): "add \(delta) to \(range)"
        case .addToEntry(let delta, let entry): "add \(delta) to entry \(entry)"
        case .rebuild: "rebuild"
        }
    }

    func apply(to tree: inout RowTree) {
        switch self {
        case .insert(let items, let position):
            tree.insert(items, at: position)
        case .remove(let range):
            tree.remove(range)
        case .move(let range, let position, let delta):
            let moved = tree.remove(range).map { ($0.entry, $0.count + delta) }
            tree.insert(moved, at: position)
        case .add(let delta, let range):
            tree.add(delta, to: range)
        case .addToEntry(let delta, let entry):
            tree.add(delta, toEntry: entry)
        case .rebuild:
            var sequence: [(entry: Int, count: Int)] = []
            tree.forEach { sequence.append(($0, $1)) }
            tree.rebuild(sequence)
        }
    }

    func apply(to sequence: inout [(entry: Int, count: Int)]) {
        switch self {
        case .insert(let items, let position):
            sequence.insert(contentsOf: items, at: position)
        case .remove(let range):
            sequence.removeSubrange(range)
        case .move(let range, let position, let delta):
            let moved = sequence[range].map { ($0.entry, $0.count + delta) }
            sequence.removeSubrange(range)
            sequence.insert(contentsOf: moved, at: position)
        case .add(let delta, let range):
            for index in range { sequence[index].count += delta }
        case .addToEntry(let delta, let entry):
            if let index = sequence.firstIndex(where: { $0.entry == entry }) { sequence[index].count += delta }
        case .rebuild:
            break
        }
    }
}

/// The array the tree must match, and the random edits and checks.
struct RowTreeModel {
    var sequence: [(entry: Int, count: Int)] = []
    private var nextEntry = 0
    private var freed: [Int] = []

    var entryLimit: Int { nextEntry + 1 }

    /// New entries (reusing removed numbers first) with counts from 0 to 2.
    mutating func fresh(count: Int, _ random: inout SplitMix64) -> [(entry: Int, count: Int)] {
        (0..<count).map { _ in
            let entry: Int
            if let reused = freed.popLast() {
                entry = reused
            } else {
                entry = nextEntry
                nextEntry += 1
            }
            return (entry, random.int(below: 3))
        }
    }

    private func range(_ random: inout SplitMix64, large: Bool) -> Range<Int> {
        let count = sequence.count
        let length = 1 + random.int(below: Swift.max(1, large ? count : Swift.min(count, 64)))
        let start = random.int(below: Swift.max(1, count - length + 1))
        return start..<Swift.min(count, start + length)
    }

    /// -1, 0 or 1, but never one that takes a count below zero: the tree's "count is zero"
    /// means "count is the minimum", as in an accordion, where counts are hiding reasons.
    private func delta(for range: Range<Int>, _ random: inout SplitMix64) -> Int {
        let canLower = sequence[range].allSatisfy { $0.count > 0 }
        return random.int(below: canLower ? 3 : 2) - (canLower ? 1 : 0)
    }

    mutating func nextOperation(_ random: inout SplitMix64) -> RowTreeOperation {
        let large = random.int(below: 10) == 0
        switch (sequence.isEmpty ? 0 : random.int(below: 12)) {
        case 0, 1, 2:
            let items = fresh(count: 1 + random.int(below: large ? 600 : 40), &random)
            return .insert(items, at: random.int(below: sequence.count + 1))
        case 3, 4:
            let range = range(&random, large: large)
            freed.append(contentsOf: sequence[range].map(\.entry))
            return .remove(range)
        case 5, 6:
            let range = range(&random, large: large)
            let position = random.int(below: sequence.count - range.count + 1)
            return .move(range, to: position, adding: delta(for: range, &random))
        case 7:
            return .add(1, to: range(&random, large: large))
        case 8, 9:
            // Lower a run of positive counts around a random position, as expanding does.
            var range = range(&random, large: large)
            while let last = range.last, sequence[last].count == 0 { range = range.lowerBound..<last }
            if let zero = sequence[range].firstIndex(where: { $0.count == 0 }) { range = range.lowerBound..<zero }
            return range.isEmpty ? .add(1, to: self.range(&random, large: false)) : .add(-1, to: range)
        case 10:
            let position = random.int(below: sequence.count)
            return .addToEntry(delta(for: position..<(position + 1), &random), entry: sequence[position].entry)
        default:
            return .rebuild
        }
    }

    func problems(with tree: RowTree, _ random: inout SplitMix64) -> [String] {
        var problems: [String] = []
        if let violation = tree.structureViolation() { problems.append(violation) }
        var actual: [(entry: Int, count: Int)] = []
        tree.forEach { actual.append(($0, $1)) }
        if !actual.elementsEqual(sequence, by: { $0 == $1 }) {
            problems.append("the tree lists \(actual.count) entries that differ from the model's \(sequence.count)")
            return problems
        }
        let zeros = sequence.indices.filter { sequence[$0].count == 0 }
        var listedZeros: [Int] = []
        tree.forEachZero { listedZeros.append($0) }
        if listedZeros != zeros.map({ sequence[$0].entry }) { problems.append("forEachZero differs") }
        if tree.count != sequence.count { problems.append("count \(tree.count), expected \(sequence.count)") }
        if tree.zeroCount != zeros.count { problems.append("zeroCount \(tree.zeroCount), expected \(zeros.count)") }
        for _ in 0..<20 where !sequence.isEmpty {
            let position = random.int(below: sequence.count)
            let (entry, count) = sequence[position]
            let zerosBefore = zeros.prefix { $0 < position }.count
            if tree.position(of: entry) != position { problems.append("position(of: \(entry)) \(tree.position(of: entry)), expected \(position)") }
            if tree.count(of: entry) != count { problems.append("count(of: \(entry)) \(tree.count(of: entry)), expected \(count)") }
            if tree.zeros(before: position) != zerosBefore { problems.append("zeros(before: \(position)) wrong") }
            let expectedIndex = count == 0 ? zerosBefore : nil
            if tree.zeroIndex(of: entry) != expectedIndex { problems.append("zeroIndex(of: \(entry)) wrong") }
        }
        if tree.zeros(before: sequence.count) != zeros.count { problems.append("zeros(before: count) wrong") }
        for _ in 0..<20 where !zeros.isEmpty {
            let index = random.int(below: zeros.count)
            if tree.entry(atZero: index) != sequence[zeros[index]].entry { problems.append("entry(atZero: \(index)) wrong") }
        }
        if tree.entry(atZero: zeros.count) != nil { problems.append("entry(atZero:) past the end is not nil") }
        return problems
    }
}

extension RowTree {
    /// The most levels a tree of `entries` entries can have: an inner root has at least 2 items
    /// and every other node at least ``minimumFill``, so h levels hold at least
    /// 2 · minimumFill^(h - 1) entries.
    static func heightBound(entries: Int) -> Int {
        var levels = 1, least = 2
        while least * minimumFill <= entries {
            least *= minimumFill
            levels += 1
        }
        return levels
    }
}
