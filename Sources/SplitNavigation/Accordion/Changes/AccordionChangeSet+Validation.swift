extension AccordionChangeSet {
    /// Checks the shape every accordion operation gives its change sets: each range starts at 0
    /// or later and is not empty, each list's ranges are sorted and disjoint (adjacent ones
    /// allowed), and reloaded rows are at 0 or later, strictly increasing and not removed. So
    /// neither count of a checked change set overflows.
    ///
    /// - Parameter path: where the change set sits in a decoded document (`".rows"`).
    /// - Throws: ``AccordionError/Code/changesDoNotApply`` naming the first field that breaks
    ///   the shape.
    /// - Complexity: O(*r*) for *r* ranges and reloads.
    func validateShape(path: String = "") throws(AccordionError) {
        try Self.validate(removed, field: "\(path).removed")
        try Self.validate(inserted, field: "\(path).inserted")
        var previous: Int?
        var removedIndex = 0
        for (position, row) in reloaded.enumerated() {
            let field = "\(path).reloaded[\(position)]"
            guard row >= 0 else {
                throw AccordionError(.changesDoNotApply, "the reloaded row \(row) at \(field) is below 0")
            }
            if let previous, row <= previous {
                throw AccordionError(.changesDoNotApply, "the reloaded row \(row) at \(field) does not follow \(previous): reloads are strictly increasing")
            }
            while removedIndex < removed.count, removed[removedIndex].upperBound <= row {
                removedIndex += 1
            }
            if removedIndex < removed.count, removed[removedIndex].contains(row) {
                throw AccordionError(.changesDoNotApply, "the reloaded row \(row) at \(field) is removed by \(removed[removedIndex])")
            }
            previous = row
        }
    }

    private static func validate(_ ranges: [Range<Int>], field: String) throws(AccordionError) {
        var previousEnd: Int?
        for (position, range) in ranges.enumerated() {
            let field = "\(field)[\(position)]"
            guard range.lowerBound >= 0 else {
                throw AccordionError(.changesDoNotApply, "the range \(range) at \(field) starts below 0")
            }
            guard !range.isEmpty else {
                throw AccordionError(.changesDoNotApply, "the range \(range) at \(field) is empty")
            }
            if let previousEnd, range.lowerBound < previousEnd {
                throw AccordionError(.changesDoNotApply, "the range \(range) at \(field) starts before the previous range ends, at \(previousEnd): ranges are sorted and disjoint")
            }
            previousEnd = range.upperBound
        }
    }
}
