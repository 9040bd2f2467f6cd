extension Presentation {
    /// Changes that take this presentation to another one, for events that replace everything
    /// at once (restoring a state).
    ///
    /// Each column keeps its longest common prefix with the new one (so restoring a state that
    /// differs only near the top touches only the top); the rest is removed top first and the
    /// new children are inserted bottom first.
    ///
    /// - Complexity: O(*n*).
    public func changes(to new: Presentation) -> [NavigationChange<Route>] {
        var changes: [NavigationChange<Route>] = []
        if let old = placeholder, old != new.placeholder {
            changes.append(.placeholder(nil))
        }
        let sameLayout = layout == new.layout
        let primaryKept = Self.commonPrefixCount(stack(.primary), new.stack(.primary))
        let detailKept = sameLayout ? Self.commonPrefixCount(stack(.detail), new.stack(.detail)) : 0
        for column in [Column.detail, .primary] {
            var stack = self.stack(column)
            stack.removeAll(from: column == .primary ? primaryKept : detailKept, column: column, recording: &changes)
        }
        if !sameLayout {
            changes.append(.layout(new.layout))
        }
        if new.layout == .regular, new.showsDetailOnly != (sameLayout ? showsDetailOnly : false) {
            changes.append(.detailOnly(new.showsDetailOnly))
        }
        for column in [Column.primary, .detail] {
            let target = new.stack(column)
            for index in (column == .primary ? primaryKept : detailKept)..<target.count {
                changes.append(.inserted(target[index], column: column, index: index))
            }
        }
        if let placeholder = new.placeholder, placeholder != self.placeholder {
            changes.append(.placeholder(placeholder))
        }
        return changes
    }

    private static func commonPrefixCount(_ a: [Child<Route>], _ b: [Child<Route>]) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }
}
