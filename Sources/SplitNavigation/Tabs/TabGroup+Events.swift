// The group's own part of a tab event; moving shown children is the state's.

extension TabGroup {
    /// Applies `event` to the tab bar, answering the tab to switch to, if any; the switch
    /// (``select(_:storing:)``) follows once the state has taken the leaving stacks.
    ///
    /// - Throws: as ``TabEvent`` says; the group is unchanged.
    /// - Complexity: O(*t*) for *t* tabs.
    @inlinable
    mutating func edit(_ event: TabEvent<Route>, of owner: ChildID) throws(NavigationError) -> TabID? {
        func position(of tab: TabID) throws(NavigationError) -> Int {
            guard let position = tabs.firstIndex(where: { $0.id == tab }) else {
                throw NavigationError(.unknownTab, "the tab group of child \(owner) has no tab \(tab)")
            }
            return position
        }
        switch event {
        case .selectTab(let tab):
            _ = try position(of: tab)
            // Tapping the selected tab again is no navigation.
            return tab == selected ? nil : tab
        case .add(let tab, let requested):
            guard self.tab(tab.id) == nil else {
                throw NavigationError(.malformedInput, "the tab group of child \(owner) already has a tab \(tab.id)")
            }
            let at = requested ?? tabs.count
            guard at >= 0, at <= tabs.count else {
                throw NavigationError(.malformedInput, "cannot add tab \(tab.id) at \(at): the tab group of child \(owner) has room at 0...\(tabs.count)")
            }
            let storage = uniqueStorage()
            storage.tabs.insert(tab, at: at)
            if !storage.stacks.isEmpty { storage.stacks.insert(TabStacks(), at: at) }
            return nil
        case .remove(let tab):
            let removed = try position(of: tab)
            guard tabs.count > 1 else {
                throw NavigationError(.malformedInput, "tab \(tab) is the only tab of child \(owner); a tab group keeps at least one")
            }
            let next = tab == selected ? tabs[removed + 1 < tabs.count ? removed + 1 : removed - 1].id : nil
            let storage = uniqueStorage()
            storage.tabs.remove(at: removed)
            if !storage.stacks.isEmpty {
                storage.stacks.remove(at: removed)
                storage.nesting = Self.nesting(storing: storage.stacks)
            }
            return next
        case .move(let tab, let target):
            let from = try position(of: tab)
            guard target >= 0, target < tabs.count else {
                throw NavigationError(.malformedInput, "cannot move tab \(tab) to \(target): the tab group of child \(owner) has tabs at 0..<\(tabs.count)")
            }
            let storage = uniqueStorage()
            storage.tabs.insert(storage.tabs.remove(at: from), at: target)
            if !storage.stacks.isEmpty { storage.stacks.insert(storage.stacks.remove(at: from), at: target) }
            return nil
        case .setBadge(let tab, let badge):
            _tabs[try position(of: tab)].badge = badge
            return nil
        }
    }

    /// Selects `tab`, storing `leaving` under the old tab unless empty or removed, and answers
    /// the stacks `tab` had stored.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    mutating func select(_ tab: TabID, storing leaving: TabStacks<Route>) -> TabStacks<Route> {
        let storage = uniqueStorage()
        let from = storage.tabs.firstIndex { $0.id == storage.selected }
        if storage.stacks.isEmpty, from != nil, !leaving.isEmpty {
            storage.stacks = Array(repeating: TabStacks(), count: storage.tabs.count)
        }
        var restored = TabStacks<Route>()
        if !storage.stacks.isEmpty, let to = storage.tabs.firstIndex(where: { $0.id == tab }) {
            // Swapped out, so the buffers move without a copy.
            swap(&restored, &storage.stacks[to])
        }
        if let from, !storage.stacks.isEmpty { storage.stacks[from] = leaving }
        storage.selected = tab
        storage.nesting = Self.nesting(storing: storage.stacks)
        return restored
    }
}
