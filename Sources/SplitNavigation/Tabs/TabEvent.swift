/// What ``NavigationEvent/tabs(_:_:)`` does to a tab group child.
///
/// Unknown tab ids are ``NavigationError/Code/unknownTab``; a duplicate tab id, an index out of
/// range and removing the only tab are ``NavigationError/Code/malformedInput``. A rejected event
/// leaves the state exactly as it was. An accepted event sets the focus to the tab group child's
/// column, but for selecting the selected tab.
public enum TabEvent<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// Selects a tab: the selected tab's stacks (the children above the tab group child in its
    /// column and the columns to its right) are stored and leave the screen, and the stacks the
    /// newly selected tab stored come back exactly, ids included (none for a tab never shown).
    /// Selecting the selected tab changes nothing, the focus included.
    case selectTab(TabID)
    /// Adds a tab at an index (`0...tabs.count`), or at the end when `at` is `nil`. Its id must
    /// be new to the group.
    case add(Tab<Route>, at: Int? = nil)
    /// Removes a tab and the stacks it stored. Removing the selected tab first selects its
    /// neighbour (the next tab, else the previous one), exactly as ``select(_:)`` does, so its
    /// shown stacks leave the screen. A group keeps at least one tab.
    case remove(TabID)
    /// Moves a tab to an index of the tab bar after the move (`0..<tabs.count`).
    case move(TabID, to: Int)
    /// Sets or clears a tab's badge.
    case setBadge(TabID, String?)
}

extension TabEvent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .selectTab(let id): "select \(id)"
        case .add(let tab, let index): "add \(tab)" + (index.map { " at \($0)" } ?? "")
        case .remove(let id): "remove \(id)"
        case .move(let id, let index): "move \(id) to \(index)"
        case .setBadge(let id, let badge): badge.map { "badge \(id) \"\($0)\"" } ?? "clear the badge of \(id)"
        }
    }
}
