import SplitNavigation

extension TextStyle {
    /// One line per change, in the order a front end applies them.
    public func lines<Route>(for changes: [NavigationChange<Route>]) -> [String] {
        changes.isEmpty ? [frame("  (no visible change)")] : changes.map { change("  • \($0)") }
    }
}
