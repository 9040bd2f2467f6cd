import SplitNavigation

// Tab groups and tab events as Swift code, for printed counterexamples.

extension SwiftSnippet {
    /// A tab event as Swift code, `.selectTab("mail")`.
    func tabEvent(_ event: TabEvent<Route>) -> String {
        func tab(_ id: TabID) -> String { String(reflecting: id.rawValue) }
        switch event {
        case .selectTab(let id): return ".selectTab(\(tab(id)))"
        case .add(let new, let index):
            let badge = new.badge.map { ", badge: \(String(reflecting: $0))" } ?? ""
            return ".add(Tab(\(tab(new.id)), value: \(routeLiteral(new.value))\(badge))\(index.map { ", at: \($0)" } ?? ""))"
        case .remove(let id): return ".remove(\(tab(id)))"
        case .move(let id, let index): return ".move(\(tab(id)), to: \(index))"
        case .setBadge(let id, let badge): return ".setBadge(\(tab(id)), \(badge.map { String(reflecting: $0) } ?? "nil"))"
        }
    }

    /// A tab group as Swift code: `try TabGroup(tabs: [Tab("a", value: "A")], selected: "a")`,
    /// with the stacks the other tabs stored.
    func tabGroup(_ group: TabGroup<Route>) -> String {
        func tab(_ tab: Tab<Route>) -> String {
            let badge = tab.badge.map { ", badge: \(String(reflecting: $0))" } ?? ""
            return "Tab(\(String(reflecting: tab.id.rawValue)), value: \(routeLiteral(tab.value))\(badge))"
        }
        let stored = group.tabs.compactMap { tab -> String? in
            guard let stacks = group.storedStacks(for: tab.id) else { return nil }
            var parts: [String] = []
            if !stacks.above.isEmpty { parts.append("above: \(children(stacks.above))") }
            if !stacks.supplementary.isEmpty { parts.append("supplementary: \(children(stacks.supplementary))") }
            if !stacks.detail.isEmpty { parts.append("detail: \(children(stacks.detail))") }
            return "\(String(reflecting: tab.id.rawValue)): TabStacks(\(parts.joined(separator: ", ")))"
        }
        let storedArgument = stored.isEmpty ? "" : ", stored: [\(stored.joined(separator: ", "))]"
        return "try TabGroup(tabs: [\(group.tabs.map(tab).joined(separator: ", "))], selected: \(String(reflecting: group.selected.rawValue))\(storedArgument))"
    }
}
