extension Presentation {
    /// Changes that take this presentation to another one, for events that replace everything
    /// at once (restoring a state).
    ///
    /// Each column keeps its longest common prefix with the new one (so restoring a state that
    /// differs only near the top touches only the top); the rest is removed top first, right to
    /// left, and the new children are inserted bottom first, left to right. Placeholders leave
    /// first and arrive last, so that no intermediate presentation shows one over a child.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    public func changes(to new: Presentation) -> [NavigationChange<Route>] {
        var changes: [NavigationChange<Route>] = []
        let sameLayout = layout == new.layout
        for column in [Column.supplementary, .detail] {
            if let old = placeholder(for: column), old != new.placeholder(for: column) || !sameLayout {
                changes.append(.placeholder(nil, column: column))
            }
        }
        var kept = ColumnPlaceholders<Int>()
        let primaryKept = Self.commonPrefixCount(stack(.primary), new.stack(.primary))
        for column in [Column.supplementary, .detail] {
            kept[column] = sameLayout ? Self.commonPrefixCount(stack(column), new.stack(column)) : 0
        }
        func keptCount(_ column: Column) -> Int { column == .primary ? primaryKept : kept[column] ?? 0 }
        for column in [Column.detail, .supplementary, .primary] {
            // Recorded top first, as a front end pops them, without copying the stack.
            let stack = self.stack(column)
            for index in (keptCount(column)..<max(keptCount(column), stack.count)).reversed() {
                changes.append(.removed(stack[index].id, column: column, index: index))
            }
        }
        if !sameLayout {
            changes.append(.layout(new.layout))
        }
        if new.layout == .regular, new.visibleColumns != (sameLayout ? visibleColumns : columns.all) {
            changes.append(.visibleColumns(new.visibleColumns))
        }
        for column in [Column.primary, .supplementary, .detail] {
            let target = new.stack(column)
            for index in keptCount(column)..<target.count {
                changes.append(.inserted(target[index], column: column, index: index))
            }
        }
        for column in [Column.supplementary, .detail] {
            if let placeholder = new.placeholder(for: column), placeholder != self.placeholder(for: column) || !sameLayout {
                changes.append(.placeholder(placeholder, column: column))
            }
        }
        return changes
    }

    @inlinable
    static func commonPrefixCount(_ a: [Child<Route>], _ b: [Child<Route>]) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }
}
