// What regular layout shows is derived, never stored.

extension SplitState {
    /// The columns on screen, leading to trailing: in regular layout as the table of
    /// ``ColumnVisibility`` says; in compact layout the one stack, addressed as `[.primary]`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var visibleColumns: [Column] {
        guard case .regular(let stacks) = storage else { return [.primary] }
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
    ) -> [Column] {
        switch (columns, visibility) {
        case (_, .detailOnly):
            return [.detail]
        case (.two, _):
            return [.primary, .detail]
        case (.three, .doubleColumn):
            return [.supplementary, .detail]
        case (.three, .all):
            return width == .regular ? [.primary, .supplementary, .detail] : [.supplementary, .detail]
        case (.three, .automatic):
            if width == .regular { return [.primary, .supplementary, .detail] }
            switch mediumWidthPolicy {
            case .trailingColumns:
                return supplementaryIsEmpty ? [.primary, .supplementary] : [.supplementary, .detail]
            case .followNavigation:
                return focus == .detail ? [.supplementary, .detail] : [.primary, .supplementary]
            }
        }
    }
}
