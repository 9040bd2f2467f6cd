import SplitNavigation

extension SplitState {
    /// Whether the two states are equal but for their width: the same children in the same
    /// places, kept-aside ones too, the same modals, focus, id counter, visibility, policies and
    /// columns. The width laws ask this of every medium split.
    ///
    /// With `ignoringVisibility`, the visibility may differ too: the visibility law asks this
    /// of a `setVisibility`.
    ///
    /// - Complexity: O(1) for stacks that share their storage, O(*n*) otherwise.
    func isEqual(ignoringWidth other: SplitState, ignoringVisibility: Bool = false) -> Bool {
        guard layout == other.layout, columns == other.columns, focus == other.focus, nextID == other.nextID,
              ignoringVisibility || visibility == other.visibility, policy == other.policy,
              mediumWidthPolicy == other.mediumWidthPolicy,
              modals == other.modals
        else { return false }
        if let stack = compactStack {
            return stack == other.compactStack && keptAside == other.keptAside
        }
        // Regular layout: each column's stack is the stored one, compared without a copy.
        return columns.all.allSatisfy { stack($0) == other.stack($0) }
    }
}

extension NavigationEvent {
    /// Whether the event is a `tabs` event, asked before matching its payload, which an
    /// unoptimized build does through the runtime's tuple metadata on every step.
    var isTabs: Bool {
        if case .tabs = self { true } else { false }
    }

    /// Whether the event is a `setLayout` or a `setWidth`, the events that collapse and split.
    var isLayoutChange: Bool {
        switch self {
        case .setLayout, .setWidth: true
        default: false
        }
    }

    /// Whether the event replaces the state: a restore, or a batch holding one. What follows it
    /// owes nothing to the state before (the id counter may go down, for one).
    var restores: Bool {
        switch self {
        case .restore: true
        case .batch(let events): events.contains { $0.restores }
        default: false
        }
    }

    /// Whether the event commutes with the split: every event but `back`, `setLayout`,
    /// `setWidth` and `restore` (the modal events too: the split never touches modals), and a
    /// batch of such events. The `commutesWithSplit` law checks these.
    var isColumnAddressed: Bool {
        switch self {
        case .back, .setLayout, .setWidth, .restore: false
        case .batch(let events): events.allSatisfy { $0.isColumnAddressed }
        default: true
        }
    }
}
