import SplitNavigation

extension EventKind {
    /// Raises a column's top child to the top of the compact stack: in compact layout mostly a
    /// column whose top is not on top already (kept aside, or under another column's children),
    /// which is where the event moves something; in regular layout, where it changes nothing, any
    /// column with children. When invalid, an empty column or one the split lacks.
    public static func raise(weight: Int) -> EventKind {
        EventKind(name: "raise", weight: weight, canBeInvalid: true) { context, random in
            let state = context.state
            let filled = state.columns.all.filter { !state.stack($0).isEmpty }
            if context.wantsInvalid {
                return random.element(of: Column.allCases.filter { !filled.contains($0) }).map { .raise($0) }
            }
            let hidden = filled.filter {
                state.compactStack != nil && state.compactStack?.last?.id != state.stack($0).last?.id && state.stack($0).last?.id != state.root.id
            }
            let column = random.chance(percent: 80) ? random.element(of: hidden) ?? random.element(of: filled) : random.element(of: filled)
            return column.map { .raise($0) }
        }
    }
}
