extension AccordionChangeSet {
    /// The new list of rows: `oldRows` with the removals, insertions and reloads applied.
    ///
    /// `newRow(i)` gives the row at index `i` of the new list; it is asked for inserted and
    /// reloaded rows only. Every other row is carried over from `oldRows`, so comparing the
    /// result with the new list checks the change set:
    ///
    /// ```swift
    /// let before = accordion.visibleRows
    /// let changes = try accordion.collapse(3)
    /// let now = accordion.visibleRows
    /// assert(try changes.applied(to: before) { now[$0] } == now)
    /// ```
    ///
    /// Works for any row type, such as an app's own cell models.
    ///
    /// - Throws: ``AccordionError/Code/changesDoNotApply`` if a range is negative or empty, the
    ///   ranges are unsorted, overlapping or outside the lists, a reloaded row is unsorted,
    ///   repeated, removed or outside the old list, or the new list would hold more than
    ///   ``maximumRows`` rows; the message names the field. Nothing is asked of `newRow` then.
    /// - Complexity: O(*m* + *r*) for *m* old rows and *r* ranges and reloads, plus the calls to
    ///   `newRow`.
    public func applied<Row>(to oldRows: [Row], newRow: (Int) -> Row) throws(AccordionError) -> [Row] {
        let newCount = try validatedNewCount(oldCount: oldRows.count)
        var result: [Row] = []
        // At most the old list's size: a change set may claim more inserted rows than memory
        // holds, and reserving them would abort, where filling row by row leaves it to `newRow`.
        result.reserveCapacity(Swift.min(newCount, oldRows.count))
        var removedIndex = 0, insertedIndex = 0, reloadIndex = 0
        var old = 0
        var new = 0
        while new < newCount {
            if insertedIndex < inserted.count, inserted[insertedIndex].contains(new) {
                result.append(newRow(new))
                if new + 1 == inserted[insertedIndex].upperBound { insertedIndex += 1 }
                new += 1
                continue
            }
            // Skip removed old rows before taking the next survivor.
            while removedIndex < removed.count, removed[removedIndex].lowerBound <= old {
                old = max(old, removed[removedIndex].upperBound)
                removedIndex += 1
            }
            while reloadIndex < reloaded.count, reloaded[reloadIndex] < old {
                reloadIndex += 1
            }
            guard old < oldRows.count else {
                throw AccordionError(.changesDoNotApply, "the old rows run out before the new list is complete")
            }
            if reloadIndex < reloaded.count, reloaded[reloadIndex] == old {
                result.append(newRow(new))
            } else {
                result.append(oldRows[old])
            }
            old += 1
            new += 1
        }
        return result
    }

    /// Checks the change set's shape (see `validateShape(path:)`) and that it fits a list of
    /// `oldCount` rows, and returns the new list's length.
    ///
    /// Every sum is checked before it is taken: a change set may claim more rows than an `Int`
    /// counts.
    ///
    /// ``Presentation/applying(_:)`` calls it to check an update's rows by their counts alone.
    func validatedNewCount(oldCount: Int) throws(AccordionError) -> Int {
        try validateShape()
        if let last = removed.last, last.upperBound > oldCount {
            throw AccordionError(.changesDoNotApply, "the removed range \(last) is outside the \(oldCount) old rows")
        }
        if let last = reloaded.last, last >= oldCount {
            throw AccordionError(.changesDoNotApply, "the reloaded row \(last) is outside the \(oldCount) old rows")
        }
        // The shape makes both counts exact and the removed ones at most `oldCount`.
        let (newCount, overflows) = (oldCount - removedCount).addingReportingOverflow(insertedCount)
        guard !overflows else {
            throw AccordionError(.changesDoNotApply, "the \(inserted.count) inserted ranges and the old rows kept make more rows than an Int counts")
        }
        if let last = inserted.last, last.upperBound > newCount {
            throw AccordionError(.changesDoNotApply, "the inserted range \(last) is outside the \(newCount) new rows")
        }
        guard newCount <= Self.maximumRows else {
            throw AccordionError(
                .changesDoNotApply,
                "the new list would hold \(newCount) rows, more than a change set may claim (\(Self.maximumRows))")
        }
        return newCount
    }

    /// The most rows a change set's new list may hold: 2²⁶ (67,108,864), far beyond what an
    /// accordion can show (its nodes take a few hundred bytes each), and few enough that
    /// ``applied(to:newRow:)`` builds the list in memory without aborting. A change set that
    /// claims more does not apply (``AccordionError/Code/changesDoNotApply``), whatever the old
    /// list, and nothing is asked of `newRow`.
    public static var maximumRows: Int { 1 << 26 }
}
