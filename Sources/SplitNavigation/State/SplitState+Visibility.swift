// What regular layout shows is derived, never stored: the visibility the app chose, the width
// the front end measured, the medium-width policy, and (for automatic visibility) the stacks.

extension SplitState {
    /// The columns on screen, leading to trailing: in regular layout as the table of
    /// ``ColumnVisibility`` says; in compact layout the one stack, addressed as `[.primary]`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var visibleColumns: [Column] {
        guard case .regular(let stacks) = storage else { return [.primary] }
        switch (columns, _visibility) {
        case (_, .detailOnly):
            return [.detail]
        case (.two, _):
            return [.primary, .detail]
        case (.three, .doubleColumn):
            return [.supplementary, .detail]
        case (.three, .all):
            return _width == .regular ? [.primary, .supplementary, .detail] : [.supplementary, .detail]
        case (.three, .automatic):
            if _width == .regular { return [.primary, .supplementary, .detail] }
            switch mediumWidthPolicy {
            case .trailingColumns:
                return stacks.supplementary.isEmpty ? [.primary, .supplementary] : [.supplementary, .detail]
            case .followNavigation:
                return _focus == .detail ? [.supplementary, .detail] : [.primary, .supplementary]
            }
        }
    }
}
