extension AccordionChangeSet {
    /// The new list of rows: `oldRows` with the removals, insertions and reloads applied.
    ///
    /// `newRow(i)` gives the new list's row `i`, asked for inserted and reloaded rows only, so
    /// comparing the result with the new list checks the change set:
    ///
    /// ```swift
    /// let before = accordion.visibleRows
    /// let changes = try accordion.collapse(3)
    /// let now = accordion.visibleRows
    /// assert(try changes.applied(to: before) { now[$0] } == now)
    /// ```
    ///
    /// - Throws: ``AccordionError/Code/changesDoNotApply`` if the change set is not in the shape
    ///   accordions produce, does not fit `oldRows`, or makes more than ``maximumRows`` rows.
    /// - Complexity: O(*m* + *r*) for *m* old rows and *r* ranges and reloads, plus the calls to
    ///   `newRow`.
    public func applied<Row>(to oldRows: [Row], newRow: (Int) -> Row) throws(AccordionError) -> [Row] {
        let newCount = try validatedNewCount(oldCount: oldRows.count)
        var result: [Row] = []
        // At most the old size: a change set may claim more rows than memory holds.
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
    /// `oldCount` rows, and returns the new list's length; every sum is checked for overflow.
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

    /// The most rows a change set's new list may hold: 2²⁶, far beyond what an accordion shows,
    /// and few enough that ``applied(to:newRow:)`` builds the list in memory.
    public static var maximumRows: Int { 1 << 26 }
}
