/// How many children each column's ``SplitState/stack(_:)`` holds: what a regular-layout
/// ``SplitState/ColumnMark`` keeps instead of the stacks, since holding a stack across an event
/// would make the event copy it.
@usableFromInline
package struct ColumnCounts: Sendable, Equatable {
    @usableFromInline var primary = 0
    @usableFromInline var supplementary = 0
    @usableFromInline var detail = 0

    /// No children.
    @inlinable
    package init() {}

    /// The counts of a state's stacks, read without building them.
    ///
    /// - Complexity: O(1) in regular layout, O(*n*) in compact layout.
    @inlinable
    package init<Route>(_ state: SplitState<Route>) {
        switch state.storage {
        case .regular(let stacks):
            primary = stacks.primary.count
            supplementary = stacks.supplementary.count
            detail = stacks.detail.count
        case .compact(let stack, let keptAside, _):
            (primary, supplementary, detail) = SplitState.splitCounts(of: stack)
            detail += keptAside.count
        }
    }

    /// Adds `other`'s counts, column by column.
    @inlinable
    package mutating func add(_ other: ColumnCounts) {
        primary += other.primary
        supplementary += other.supplementary
        detail += other.detail
    }

    /// A column's count.
    @inlinable
    package subscript(column: Column) -> Int {
        get {
            switch column {
            case .primary: primary
            case .supplementary: supplementary
            case .detail: detail
            }
        }
        set {
            switch column {
            case .primary: primary = newValue
            case .supplementary: supplementary = newValue
            case .detail: detail = newValue
            }
        }
    }
}
