// Revealing is a choice of visibility, never a stack change.

extension SplitState {
    /// The visibility under which `column` shows, given whether the supplementary column is
    /// empty and the focus: the current visibility if it shows the column at medium and regular
    /// width; else the first of ``ColumnVisibility/automatic``, ``ColumnVisibility/all`` and
    /// ``ColumnVisibility/doubleColumn`` that does; else the current one if it shows the column
    /// at regular width, and ``ColumnVisibility/automatic`` otherwise.
    ///
    /// It ignores width and layout, so reaching with `reveal` commutes with the split.
    ///
    /// - Complexity: O(1).
    public func revealingVisibility(of column: Column, supplementaryIsEmpty: Bool, focus: Column) -> ColumnVisibility {
        func shows(_ visibility: ColumnVisibility, at width: Width) -> Bool {
            Self.visibleColumns(
                columns: columns, visibility: visibility, width: width, mediumWidthPolicy: mediumWidthPolicy,
                supplementaryIsEmpty: supplementaryIsEmpty, focus: focus
            ).contains(column)
        }
        func showsAtEveryWidth(_ visibility: ColumnVisibility) -> Bool {
            shows(visibility, at: .medium) && shows(visibility, at: .regular)
        }
        if showsAtEveryWidth(_visibility) { return _visibility }
        for candidate in [ColumnVisibility.automatic, .all, .doubleColumn] where showsAtEveryWidth(candidate) {
            return candidate
        }
        return shows(_visibility, at: .regular) ? _visibility : .automatic
    }
}
