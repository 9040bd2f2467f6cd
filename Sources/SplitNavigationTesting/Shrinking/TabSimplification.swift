import SplitNavigation

/// Simpler tab group content for the shrinker, simplest first: plain content over a tab group,
/// then the group without each tab but the selected one (and the stacks that tab stored), then
/// without badges. Each candidate is strictly simpler by one measure and makes no other worse.
enum TabSimplification {
    static func candidates<Route>(for content: ChildContent<Route>) -> [ChildContent<Route>] {
        guard case .tabs(let group) = content else { return [] }
        var result: [ChildContent<Route>] = [.plain]
        for tab in group.tabs where tab.id != group.selected {
            let stored = Dictionary(uniqueKeysWithValues: group.tabs.compactMap { other in
                other.id == tab.id ? nil : group.storedStacks(for: other.id).map { (other.id, $0) }
            })
            if let fewer = try? TabGroup(tabs: group.tabs.filter { $0.id != tab.id }, selected: group.selected, stored: stored) {
                result.append(.tabs(fewer))
            }
        }
        if group.tabs.contains(where: { $0.badge != nil }) {
            let stored = Dictionary(uniqueKeysWithValues: group.tabs.compactMap { tab in group.storedStacks(for: tab.id).map { (tab.id, $0) } })
            let unbadged = group.tabs.map { Tab($0.id, value: $0.value) }
            if let plainer = try? TabGroup(tabs: unbadged, selected: group.selected, stored: stored) { result.append(.tabs(plainer)) }
        }
        return result
    }
}
