/// What an accordion operation did to the visible rows, in table-view batch-update form.
///
/// Apply `removed` against the old rows, then `inserted` against the result. `reloaded` names
/// rows that stay but whose content changed, by old index, as `reloadRows(at:)` expects inside
/// `performBatchUpdates`. A moved node is a removal plus an insertion.
///
/// ```swift
/// let changes = try accordion.expand(3)
/// tableView.performBatchUpdates {
///     tableView.deleteRows(at: changes.removed.flatMap { $0 }.map { IndexPath(row: $0, section: 0) }, with: .fade)
///     tableView.insertRows(at: changes.inserted.flatMap { $0 }.map { IndexPath(row: $0, section: 0) }, with: .fade)
///     tableView.reloadRows(at: changes.reloaded.map { IndexPath(row: $0, section: 0) }, with: .none)
/// }
/// ```
///
/// Ranges are sorted, disjoint and not adjacent; no reloaded row is removed. An operation that
/// changes nothing returns an empty change set.
public struct AccordionChangeSet: Hashable, Sendable {
    /// The lists, in one box (see ``Storage``); `nil` while none was given an element.
    @usableFromInline var storage: Storage?

    /// Rows removed, as ranges of indices in the old list.
    public var removed: [Range<Int>] {
        get { storage?.removed ?? [] }
        _modify { yield &uniqueStorage().removed }
    }
    /// Rows inserted, as ranges of indices in the new list.
    public var inserted: [Range<Int>] {
        get { storage?.inserted ?? [] }
        _modify { yield &uniqueStorage().inserted }
    }
    /// Rows that stay but whose content changed, by index in the old list.
    public var reloaded: [Int] {
        get { storage?.reloaded ?? [] }
        _modify { yield &uniqueStorage().reloaded }
    }
    /// Expansion and selection notifications, in order.
    public var notifications: [AccordionNotification] {
        get { storage?.notifications ?? [] }
        _modify { yield &uniqueStorage().notifications }
    }

    /// Makes a change set, checking nothing: ``applied(to:newRow:)`` and decoding reject a shape
    /// no accordion produces with ``AccordionError/Code/changesDoNotApply``.
    public init(
        removed: [Range<Int>] = [],
        inserted: [Range<Int>] = [],
        reloaded: [Int] = [],
        notifications: [AccordionNotification] = []
    ) {
        let isEmpty = removed.isEmpty && inserted.isEmpty && reloaded.isEmpty && notifications.isEmpty
        storage = isEmpty ? nil : Storage(removed: removed, inserted: inserted, reloaded: reloaded, notifications: notifications)
    }

    /// A change set with nothing in it.
    public static var none: AccordionChangeSet { AccordionChangeSet() }

    /// Whether nothing changed and nothing was notified.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool {
        guard let storage else { return true }
        return storage.removed.isEmpty && storage.inserted.isEmpty && storage.reloaded.isEmpty && storage.notifications.isEmpty
    }

    /// How many rows were removed: the sum of the ranges' lengths, or `Int.max` if that sum
    /// does not fit, so that a change set built by hand never traps.
    ///
    /// - Complexity: O(*r*) for *r* ranges.
    public var removedCount: Int { Self.saturatingCount(removed) }

    /// How many rows were inserted, saturating as ``removedCount`` does.
    ///
    /// - Complexity: O(*r*) for *r* ranges.
    public var insertedCount: Int { Self.saturatingCount(inserted) }

    /// The sum of the ranges' lengths, stopping at `Int.max` (`Range.count` itself can overflow).
    private static func saturatingCount(_ ranges: [Range<Int>]) -> Int {
        var total = 0
        for range in ranges {
            let (length, lengthOverflows) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
            let (sum, sumOverflows) = total.addingReportingOverflow(length)
            if lengthOverflows || sumOverflows { return Int.max }
            total = sum
        }
        return total
    }
}

extension AccordionChangeSet: CustomStringConvertible {
    /// The non-empty parts, then the notifications, as logs and test failures show them:
    /// `removed [1..<3], inserted [2..<3], reloaded [0, 3], willCollapse #1, didCollapse #1`;
    /// `no changes` for an empty change set.
    public var description: String {
        // Ranges are listed by their own description: an array of them would print `Range(1..<3)`.
        func list(_ ranges: [Range<Int>]) -> String { "[\(ranges.map(\.description).joined(separator: ", "))]" }
        var parts: [String] = []
        if !removed.isEmpty { parts.append("removed \(list(removed))") }
        if !inserted.isEmpty { parts.append("inserted \(list(inserted))") }
        if !reloaded.isEmpty { parts.append("reloaded \(reloaded)") }
        parts += notifications.map(\.description)
        return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
    }
}

extension AccordionChangeSet {
    /// Sorts and merges ranges, and drops reloads of removed rows: one canonical form.
    mutating func normalize() {
        Self.merge(&removed)
        Self.merge(&inserted)
        if reloaded.count <= 1 {
            // The common case (one toggled row): filter in place rather than sort a copy.
            if let row = reloaded.first, removed.contains(where: { $0.contains(row) }) {
                reloaded.removeAll()
            }
            return
        }
        var rows: [Int] = []
        var removedIndex = 0
        for row in Set(reloaded).sorted() {
            while removedIndex < removed.count, removed[removedIndex].upperBound <= row {
                removedIndex += 1
            }
            if removedIndex < removed.count, removed[removedIndex].contains(row) { continue }
            rows.append(row)
        }
        reloaded = rows
    }

    /// Sorts and merges `ranges` in place, leaving a list that already is so untouched.
    private static func merge(_ ranges: inout [Range<Int>]) {
        let isCanonical = ranges.indices.allSatisfy { index in
            !ranges[index].isEmpty && (index == 0 || ranges[index - 1].upperBound < ranges[index].lowerBound)
        }
        if !isCanonical { ranges = merged(ranges) }
    }

    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
