// What regular layout shows is derived, never stored.

extension SplitState {
    /// The columns on screen, leading to trailing: in regular layout as the table of
    /// ``ColumnVisibility`` says; in compact layout the one stack, addressed as `[.primary]`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var visibleColumns: [Column] {
        shownColumns.columns
    }

    /// ``visibleColumns`` as a set, which the navigator compares before and after every event
    /// without building arrays.
    @inlinable
    var shownColumns: ColumnSet {
        guard case .regular(let stacks) = storage else { return ColumnSet(.primary) }
        return Self.visibleColumns(
            columns: columns, visibility: _visibility, width: _width, mediumWidthPolicy: mediumWidthPolicy,
            supplementaryIsEmpty: stacks.supplementary.isEmpty, focus: _focus)
    }

    /// The columns regular layout shows for these settings (the table of ``ColumnVisibility``),
    /// a function of its arguments alone so reaching can ask about states not yet built.
    @inlinable
    static func visibleColumns(
        columns: SplitColumns, visibility: ColumnVisibility, width: Width, mediumWidthPolicy: MediumWidthPolicy,
        supplementaryIsEmpty: Bool, focus: Column
    ) -> ColumnSet {
        switch (columns, visibility) {
        case (_, .detailOnly):
            return ColumnSet(.detail)
        case (.two, _):
            return ColumnSet(.primary, .detail)
        case (.three, .doubleColumn):
            return ColumnSet(.supplementary, .detail)
        case (.three, .all):
            return width == .regular ? ColumnSet(.three) : ColumnSet(.supplementary, .detail)
        case (.three, .automatic):
            if width == .regular { return ColumnSet(.three) }
            switch mediumWidthPolicy {
            case .trailingColumns:
                return supplementaryIsEmpty ? ColumnSet(.primary, .supplementary) : ColumnSet(.supplementary, .detail)
            case .followNavigation:
                return focus == .detail ? ColumnSet(.supplementary, .detail) : ColumnSet(.primary, .supplementary)
            }
        }
    }
}
