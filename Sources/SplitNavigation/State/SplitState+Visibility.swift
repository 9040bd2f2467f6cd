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

    /// ``visibleColumns`` as one of the few sets the table gives, which the navigator compares
    /// before and after every event without building arrays.
    @inlinable
    var shownColumns: ShownColumns {
        guard case .regular(let stacks) = storage else { return .primary }
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
    ) -> ShownColumns {
        switch (columns, visibility) {
        case (_, .detailOnly):
            return .detail
        case (.two, _):
            return .primaryDetail
        case (.three, .doubleColumn):
            return .supplementaryDetail
        case (.three, .all):
            return width == .regular ? .all : .supplementaryDetail
        case (.three, .automatic):
            if width == .regular { return .all }
            switch mediumWidthPolicy {
            case .trailingColumns:
                return supplementaryIsEmpty ? .primarySupplementary : .supplementaryDetail
            case .followNavigation:
                return focus == .detail ? .supplementaryDetail : .primarySupplementary
            }
        }
    }
}
