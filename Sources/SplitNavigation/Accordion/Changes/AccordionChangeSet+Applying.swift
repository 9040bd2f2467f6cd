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
    /// - Throws: ``AccordionError/Code/changesDoNotApply`` if the ranges are unsorted,
    ///   overlapping or outside the lists, or a reloaded row is removed.
    /// - Complexity: O(*m* + *r*) for *m* old rows and *r* ranges and reloads, plus the calls to
    ///   `newRow`.
    public func applied<Row>(to oldRows: [Row], newRow: (Int) -> Row) throws(AccordionError) -> [Row] {
        let newCount = try validatedNewCount(oldCount: oldRows.count)
        var result: [Row] = []
        result.reserveCapacity(newCount)
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

    /// Checks the change set's shape against a list of `oldCount` rows and returns the new
    /// list's length.
    private func validatedNewCount(oldCount: Int) throws(AccordionError) -> Int {
        func fail(_ reason: String) -> AccordionError {
            AccordionError(.changesDoNotApply, reason)
        }
        var previousEnd = 0
        for range in removed {
            guard range.lowerBound >= previousEnd, range.lowerBound >= 0, range.upperBound <= oldCount, !range.isEmpty else {
                throw fail("removed range \(range) is empty, unsorted or outside the \(oldCount) old rows")
            }
            previousEnd = range.upperBound
        }
        let newCount = oldCount - removedCount + insertedCount
        previousEnd = 0
        for range in inserted {
            guard range.lowerBound >= previousEnd, range.lowerBound >= 0, range.upperBound <= newCount, !range.isEmpty else {
                throw fail("inserted range \(range) is empty, unsorted or outside the \(newCount) new rows")
            }
            previousEnd = range.upperBound
        }
        var previousReload = -1
        var removedIndex = 0
        for row in reloaded {
            while removedIndex < removed.count, removed[removedIndex].upperBound <= row {
                removedIndex += 1
            }
            let isRemoved = removedIndex < removed.count && removed[removedIndex].contains(row)
            guard row > previousReload, row < oldCount, !isRemoved else {
                throw fail("reloaded row \(row) is unsorted, removed or outside the \(oldCount) old rows")
            }
            previousReload = row
        }
        return newCount
    }
}
