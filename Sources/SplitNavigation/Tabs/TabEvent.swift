/// What ``NavigationEvent/tabs(_:_:)`` does to a tab group child.
///
/// Unknown tab ids are ``NavigationError/Code/unknownTab``; a duplicate tab id, an index out of
/// range and removing the only tab are ``NavigationError/Code/malformedInput``.
public enum TabEvent<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// Selects a tab: the selected tab's stacks are stored, and the new tab's come back exactly,
    /// ids included. Selecting the selected tab changes nothing.
    case selectTab(TabID)
    /// Adds a tab with a new id at an index (`0...tabs.count`), or at the end for `nil`.
    case add(Tab<Route>, at: Int? = nil)
    /// Removes a tab and its stacks; removing the selected tab first selects the next (else the
    /// previous) one. A group keeps at least one tab.
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
