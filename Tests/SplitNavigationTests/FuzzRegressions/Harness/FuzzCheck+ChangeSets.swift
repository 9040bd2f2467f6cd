#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if !SPLITNAV_FUZZ
import SplitNavigation
#endif

extension FuzzCheck {
    /// Lists longer than this are not built: a change set may describe more rows than memory
    /// holds, and applying it would then ask `newRow` for every one.
    static let maximumRows = 4_096

    /// Target "changesets": the bytes as a change set's JSON form, and again as a change set
    /// built in code from raw integers (the edges of `Int` included). Decoding accepts only the
    /// shape operations produce and rejects anything else with `changesDoNotApply`; counts never
    /// overflow; descriptions never trap; an accepted change set round trips; and
    /// `applied(to:newRow:)`, on lists of several lengths, agrees with a plain model: it fits
    /// exactly when the model says so, and then gives the model's rows.
    @Sendable
    static func changeSets(_ data: Data) -> String? {
        do {
            let decoded = try JSONDecoder().decode(AccordionChangeSet.self, from: data)
            if let problem = ChangeSetModel(decoded).shapeProblem {
                return "decoding accepted a change set no accordion makes (\(problem)): \(decoded)"
            }
            let again = try JSONDecoder().decode(AccordionChangeSet.self, from: JSONEncoder().encode(decoded))
            guard again == decoded else { return "a decoded change set changes in a JSON round trip" }
            if let broken = checkApplying(decoded) { return broken }
        } catch let error as AccordionError {
            guard error.code == .changesDoNotApply, !error.message.isEmpty else {
                return "decoding a change set threw \(error), not changesDoNotApply"
            }
        } catch is DecodingError {
            // Not a change set's JSON form at all.
        } catch {
            return "decoding a change set threw \(error), neither an AccordionError nor a DecodingError"
        }
        var input = FuzzBytes([UInt8](data))
        return checkApplying(input.changeSet())
    }

    /// Counts, description and applying, against the model, on lists of several lengths.
    private static func checkApplying(_ changes: AccordionChangeSet) -> String? {
        let model = ChangeSetModel(changes)
        guard changes.removedCount == model.removedCount, changes.insertedCount == model.insertedCount else {
            return "counts \(changes.removedCount) and \(changes.insertedCount) are not the saturated sums of \(changes)"
        }
        let update = NavigationChange<String>.updated(
            Child(id: 1, route: "R", preferredColumn: .primary), stack: .primary, index: 0, rows: changes)
        guard !update.description.isEmpty else { return "an update's description is empty" }
        for oldCount in model.interestingOldCounts where oldCount <= maximumRows {
            let oldRows = Array(0..<oldCount)
            let expected = model.applied(toCount: oldCount)
            if let expected, expected.count > maximumRows { continue }
            do throws(AccordionError) {
                let result = try changes.applied(to: oldRows) { -1 - $0 }
                guard result == expected else {
                    return "\(changes) on \(oldCount) rows gives \(result.prefix(20))…, the model \(expected.map { "\($0.prefix(20))…" } ?? "rejects it")"
                }
            } catch {
                guard expected == nil else { return "\(changes) does not apply to \(oldCount) rows (\(error)), the model says it does" }
                guard error.code == .changesDoNotApply else { return "applying threw \(error), not changesDoNotApply" }
            }
        }
        return nil
    }
}

extension FuzzBytes {
    /// A change set of up to four ranges and reloads each, from raw integers.
    mutating func changeSet() -> AccordionChangeSet {
        func ranges(_ bytes: inout FuzzBytes) -> [Range<Int>] {
            (0..<Int(bytes.next() % 5)).map { _ in
                let (a, b) = (bytes.integer(), bytes.integer())
                return min(a, b)..<max(a, b)
            }
        }
        let removed = ranges(&self)
        let inserted = ranges(&self)
        let reloaded = (0..<Int(next() % 5)).map { _ in integer() }
        return AccordionChangeSet(removed: removed, inserted: inserted, reloaded: reloaded)
    }
}

/// A change set read the plain way, to check the library's fast one against: every rule and sum
/// spelled out, nothing shared with the library's code.
struct ChangeSetModel {
    let changes: AccordionChangeSet

    init(_ changes: AccordionChangeSet) {
        self.changes = changes
    }

    /// Why no accordion makes this change set, or `nil`.
    var shapeProblem: String? {
        for (name, ranges) in [("removed", changes.removed), ("inserted", changes.inserted)] {
            for (index, range) in ranges.enumerated() {
                if range.lowerBound < 0 { return "\(name)[\(index)] starts below 0" }
                if range.isEmpty { return "\(name)[\(index)] is empty" }
                if index > 0, range.lowerBound < ranges[index - 1].upperBound { return "\(name)[\(index)] overlaps or is unsorted" }
            }
        }
        for (index, row) in changes.reloaded.enumerated() {
            if row < 0 { return "reloaded[\(index)] is below 0" }
            if index > 0, row <= changes.reloaded[index - 1] { return "reloaded[\(index)] is not increasing" }
            if changes.removed.contains(where: { $0.contains(row) }) { return "reloaded[\(index)] is removed" }
        }
        return nil
    }

    var removedCount: Int { Self.saturatingSum(changes.removed) }
    var insertedCount: Int { Self.saturatingSum(changes.inserted) }

    private static func saturatingSum(_ ranges: [Range<Int>]) -> Int {
        var total = 0
        for range in ranges {
            guard case let (length, false) = range.upperBound.subtractingReportingOverflow(range.lowerBound),
                  case let (sum, false) = total.addingReportingOverflow(length) else { return Int.max }
            total = sum
        }
        return total
    }

    /// List lengths worth trying: none, the shortest the change set could fit, and a few more.
    var interestingOldCounts: [Int] {
        let ends = changes.removed.map(\.upperBound) + changes.reloaded.map { $0 == Int.max ? $0 : $0 + 1 }
        let shortest = max(0, ends.max() ?? 0)
        return Array(Set([0, 1, 3, shortest, shortest == Int.max ? shortest : shortest + 1, shortest < Int.max - 5 ? shortest + 5 : 0]))
    }

    /// The new list for an old one of `oldCount` rows numbered 0, 1, … (new rows are `-1 - i`
    /// for new index `i`), or `nil` if the change set does not fit.
    func applied(toCount oldCount: Int) -> [Int]? {
        guard shapeProblem == nil,
              changes.removed.allSatisfy({ $0.upperBound <= oldCount }),
              changes.reloaded.allSatisfy({ $0 < oldCount }) else { return nil }
        let kept = (0..<oldCount).filter { row in !changes.removed.contains { $0.contains(row) } }
        guard case let (newCount, false) = kept.count.addingReportingOverflow(insertedCount),
              changes.inserted.allSatisfy({ $0.upperBound <= newCount }),
              newCount <= FuzzCheck.maximumRows else {
            return newCountFits(kept.count) ? [Int](repeating: 0, count: FuzzCheck.maximumRows + 1) : nil
        }
        var result: [Int] = []
        var next = kept.makeIterator()
        for index in 0..<newCount {
            if changes.inserted.contains(where: { $0.contains(index) }) {
                result.append(-1 - index)
            } else if let row = next.next() {
                result.append(changes.reloaded.contains(row) ? -1 - index : row)
            } else {
                return nil
            }
        }
        return next.next() == nil ? result : nil
    }

    /// Whether the change set fits, for a new list too long to build (the caller skips it).
    private func newCountFits(_ kept: Int) -> Bool {
        guard case let (newCount, false) = kept.addingReportingOverflow(insertedCount) else { return false }
        return changes.inserted.allSatisfy { $0.upperBound <= newCount }
    }
}
