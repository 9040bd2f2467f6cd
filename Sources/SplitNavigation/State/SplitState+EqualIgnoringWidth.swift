extension SplitState {
    /// Whether the two states are equal but for their width: the same children in the same
    /// places, kept-aside ones too, the same modals, focus, id counter, visibility, policies and
    /// columns. The testing kit's laws about width ask this of every medium split; comparing
    /// the stored stacks at once costs a fraction of comparing each column's stack as
    /// ``stack(_:)`` builds it. Inlinable, so that the kit calls it specialized for its route.
    @inlinable
    package func isEqual(ignoringWidth other: SplitState) -> Bool {
        storage == other.storage && _focus == other._focus && _nextID == other._nextID
            && _visibility == other._visibility && policy == other.policy && columns == other.columns
            && mediumWidthPolicy == other.mediumWidthPolicy && _modals == other._modals
    }
}
