import SplitNavigation

// Tab events as docs/tabs.md states them, written on the columns as the split reads them: the
// selected tab owns the children above the tab group child in its column and the columns to its
// right; selecting another tab stores those and brings back what the new tab stored, in compact
// layout on top of the stack where collapsing would put them.

extension ReferenceNavigator {
    mutating func applyTabs(_ action: TabEvent<Route>, to id: ChildID) throws(NavigationError) {
        func reject(_ code: NavigationError.Code) -> NavigationError {
            NavigationError(code, "the reference model rejects the tab event: \(code)")
        }
        let everyone = primary + supplementary + detail + stack + keptAside
        guard let owner = everyone.first(where: { $0.id == id }) else { throw reject(.unknownChild) }
        guard let group = owner.content.tabs else { throw reject(.notATabGroup) }
        var tabs = group.tabs
        var stored: [TabID: TabStacks<Route>] = [:]
        for tab in tabs { stored[tab.id] = group.storedStacks(for: tab.id) }
        var selection = group.selected
        func index(_ tab: TabID) throws(NavigationError) -> Int {
            guard let index = tabs.firstIndex(where: { $0.id == tab }) else { throw reject(.unknownTab) }
            return index
        }
        var select: TabID?
        switch action {
        case .selectTab(let tab):
            _ = try index(tab)
            // The selected tab again: nothing changes, the focus neither.
            if tab == selection { return }
            select = tab
        case .add(let tab, let at):
            if tabs.contains(where: { $0.id == tab.id }) { throw reject(.malformedInput) }
            let at = at ?? tabs.count
            guard (0...tabs.count).contains(at) else { throw reject(.malformedInput) }
            tabs.insert(tab, at: at)
        case .remove(let tab):
            let position = try index(tab)
            guard tabs.count > 1 else { throw reject(.malformedInput) }
            if tab == selection { select = tabs[position + 1 < tabs.count ? position + 1 : position - 1].id }
            tabs.remove(at: position)
            stored[tab] = nil
        case .move(let tab, let to):
            let position = try index(tab)
            guard (0..<tabs.count).contains(to) else { throw reject(.malformedInput) }
            tabs.insert(tabs.remove(at: position), at: to)
        case .setBadge(let tab, let badge):
            let position = try index(tab)
            tabs[position] = Tab(tab, value: tabs[position].value, badge: badge)
        }
        focus = owner.preferredColumn
        if let select {
            let column = owner.preferredColumn
            let own = children(of: column)
            let above = Array(own.drop { $0.id != id }.dropFirst())
            let leaving = TabStacks(
                above: above, supplementary: column < .supplementary ? children(of: .supplementary) : [],
                detail: column < .detail ? children(of: .detail) : [])
            if tabs.contains(where: { $0.id == selection }) { stored[selection] = leaving }
            let restored = stored.removeValue(forKey: select) ?? TabStacks()
            selection = select
            let gone = Set(leaving.children.map { $0.id })
            if layout == .regular {
                primary.removeAll { gone.contains($0.id) }
                supplementary.removeAll { gone.contains($0.id) }
                detail.removeAll { gone.contains($0.id) }
                switch column {
                case .primary: primary += restored.above
                case .supplementary: supplementary += restored.above
                case .detail: detail += restored.above
                }
                supplementary += restored.supplementary
                detail += restored.detail
            } else if keptAside.contains(where: { $0.id == id }) {
                keptAside.removeAll { gone.contains($0.id) }
                keptAside += restored.above
            } else {
                stack.removeAll { gone.contains($0.id) }
                keptAside.removeAll { gone.contains($0.id) }
                switch policy {
                case .detailOnTop:
                    stack += restored.children
                case .chronological:
                    var lists = [restored.above, restored.supplementary, restored.detail]
                    while let next = lists.indices.filter({ !lists[$0].isEmpty }).min(by: { lists[$0][0].id < lists[$1][0].id }) {
                        stack.append(lists[next].removeFirst())
                    }
                case .hideDetail:
                    stack += restored.above + restored.supplementary
                    if column < .detail { keptAside = restored.detail } else { stack += restored.detail }
                }
            }
        }
        let group2: TabGroup<Route>
        do throws(NavigationError) {
            group2 = try TabGroup(tabs: tabs, selected: selection, stored: stored.compactMapValues { $0 })
        } catch {
            // A group nesting past the limit is `limitExceeded`; anything else is inconsistent.
            throw reject(error.code == .limitExceeded ? .limitExceeded : .invalidState)
        }
        let updated = Child(
            id: owner.id, route: owner.route, preferredColumn: owner.preferredColumn, content: .tabs(group2),
            openedBy: owner.openedBy)
        func replace(_ children: inout [Child<Route>]) {
            if let index = children.firstIndex(where: { $0.id == id }) { children[index] = updated }
        }
        replace(&primary)
        replace(&supplementary)
        replace(&detail)
        replace(&stack)
        replace(&keptAside)
    }
}
