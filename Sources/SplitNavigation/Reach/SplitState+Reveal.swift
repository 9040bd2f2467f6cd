// Revealing is a choice of visibility, never a stack change: the stacks are the target's, and
// what regular layout shows of them is the visibility's business (see ColumnVisibility).

extension SplitState {
    /// The visibility under which `column` shows, for a state whose supplementary column is
    /// empty or not and whose focus is `focus`, with this state's columns and medium-width
    /// policy:
    ///
    /// 1. the current visibility, if the column shows under it at both medium and regular width;
    /// 2. else the first of ``ColumnVisibility/automatic``, ``ColumnVisibility/all`` and
    ///    ``ColumnVisibility/doubleColumn`` under which it shows at both widths;
    /// 3. else (only the primary column of a three-column split, at medium width under
    ///    ``MediumWidthPolicy/followNavigation`` after navigating in the detail column, cannot
    ///    show at medium width) the current visibility if it shows the column at regular width,
    ///    and ``ColumnVisibility/automatic`` otherwise.
    ///
    /// It does not depend on the width or the layout, so a compact state chooses what its split
    /// would: reaching with `reveal` commutes with the split too.
    ///
    /// - Complexity: O(1).
    public func revealingVisibility(of column: Column, supplementaryIsEmpty: Bool, focus: Column) -> ColumnVisibility {
        func shows(_ visibility: ColumnVisibility, at width: Width) -> Bool {
            Self.visibleColumns(
                columns: columns, visibility: visibility, width: width, mediumWidthPolicy: mediumWidthPolicy,
                supplementaryIsEmpty: supplementaryIsEmpty, focus: focus
            ).contains(column)
        }
        // Without arrays of candidates and widths: reaching asks this for every target.
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
