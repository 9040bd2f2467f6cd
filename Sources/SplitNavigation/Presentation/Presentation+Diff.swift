extension Presentation {
    /// Changes that take this presentation to another one, for events that replace everything
    /// at once (restoring a state).
    ///
    /// Each column and the modals keep their longest common prefix; the rest is removed first,
    /// and the new children are inserted after. Placeholders leave first and arrive last.
    ///
    /// - Complexity: O(*n*); O(1) for a column whose stack is the same array in both.
    @inlinable
    public func changes(to new: Presentation) -> [NavigationChange<Route>] {
        changes(to: new, ifFewerThan: .max) ?? []
    }

    /// The changes of ``changes(to:)`` when there are fewer than `limit`, else `nil`, counted
    /// before any is made.
    @inlinable
    func changes(to new: Presentation, ifFewerThan limit: Int) -> [NavigationChange<Route>]? {
        let sameLayout = layout == new.layout
        // A placeholder changes when it differs or the layout changes.
        func leaves(_ column: Column) -> Bool {
            placeholders[column] != nil && (!sameLayout || placeholders[column] != new.placeholders[column])
        }
        func arrives(_ column: Column) -> Bool {
            new.placeholders[column] != nil && (!sameLayout || placeholders[column] != new.placeholders[column])
        }
        let kept = (
            primary: Self.commonPrefixCount(stacks.primary, new.stacks.primary),
            supplementary: sameLayout ? Self.commonPrefixCount(stacks.supplementary, new.stacks.supplementary) : 0,
            detail: sameLayout ? Self.commonPrefixCount(stacks.detail, new.stacks.detail) : 0)
        func keptCount(_ column: Column) -> Int {
            switch column {
            case .primary: kept.primary
            case .supplementary: kept.supplementary
            case .detail: kept.detail
            }
        }
        let showsColumns = new.layout == .regular && new.visibleColumns != (sameLayout ? visibleColumns : columns.all)
        // The rest of the modals are dismissed top first and the new ones presented whole.
        var keptModals = 0
        while keptModals < modals.count, keptModals < new.modals.count, modals[keptModals] == new.modals[keptModals] {
            keptModals += 1
        }

        var count = (sameLayout ? 0 : 1) + (showsColumns ? 1 : 0) + modals.count - keptModals + new.modals.count - keptModals
        for column in [Column.supplementary, .detail] {
            count += (leaves(column) ? 1 : 0) + (arrives(column) ? 1 : 0)
        }
        for column in [Column.primary, .supplementary, .detail] {
            count += stacks[column].count - keptCount(column) + new.stacks[column].count - keptCount(column)
        }
        guard count < limit else { return nil }

        var changes: [NavigationChange<Route>] = []
        changes.reserveCapacity(count)
        for modal in modals[keptModals...].reversed() {
            changes.append(.dismissed(modal.id))
        }
        for column in [Column.supplementary, .detail] where leaves(column) {
            changes.append(.placeholder(nil, column: column))
        }
        for column in [Column.detail, .supplementary, .primary] {
            // Recorded top first, as a front end pops them, without copying the stack.
            let stack = stacks[column]
            for index in (keptCount(column)..<stack.count).reversed() {
                changes.append(.removed(stack[index].id, stack: stackName(column), index: index))
            }
        }
        if !sameLayout {
            changes.append(.layout(new.layout))
        }
        if showsColumns {
            changes.append(.visibleColumns(new.visibleColumns))
        }
        for column in [Column.primary, .supplementary, .detail] {
            let target = new.stacks[column]
            for index in keptCount(column)..<target.count {
                changes.append(.inserted(target[index], stack: new.stackName(column), index: index))
            }
        }
        for column in [Column.supplementary, .detail] where arrives(column) {
            changes.append(.placeholder(new.placeholders[column], column: column))
        }
        for modal in new.modals[keptModals...] {
            changes.append(.presented(modal))
        }
        return changes
    }

    /// How many children at the bottom two stacks share.
    @inlinable
    static func commonPrefixCount(_ a: [Child<Route>], _ b: [Child<Route>]) -> Int {
        // A column no event touched is the same array in both presentations: nothing to compare.
        if a.sharesBuffer(with: b) { return a.count }
        var index = 0
        while index < a.count, index < b.count, a[index] == b[index] {
            index += 1
        }
        return index
    }

    /// The name changes give a column's stack in this presentation's layout.
    @inlinable
    func stackName(_ column: Column) -> StackName {
        layout == .compact ? .compact : StackName(column)
    }
}
