#if !SPLITNAV_FUZZ
import SplitNavigation
#endif

extension FuzzBytes {
    /// The tab ids drawn: a group has some of the first four; "e" only comes from events.
    private static let tabIDs: [TabID] = ["a", "b", "c", "d", "e"]
    /// Tab values and the routes of tab group children, fixed so that drawing allocates nothing.
    private static let tabValues = ["Ta", "Tb", "Tc", "Td", "Te"]
    private static let tabRoutes = ["T0", "T1", "T2", "T3"]

    /// A tab group of one to four tabs ("a", "b", … in order), any of them selected, some with
    /// a badge, and nothing stored: what an app starts a tab bar with.
    mutating func tabGroup() -> TabGroup<String> {
        let count = Int(next() % 4) + 1
        let tabs = (0..<count).map { Tab(Self.tabIDs[$0], value: Self.tabValues[$0], badge: next() % 4 == 0 ? "1" : nil) }
        // Unique ids and a selected tab among them: the group is valid.
        return (try? TabGroup(tabs: tabs, selected: tabs[Int(next()) % count].id)) ?? Self.fallbackGroup
    }

    /// A tab group for a new child: mostly as ``tabGroup()``; one time in eight, a group of two
    /// or more tabs whose unselected tab stores a child with an id of its own — an id of the
    /// state, one near the counter, or one the state has freed — which no new child may bring.
    mutating func tabGroup(for state: SplitState<String>) -> TabGroup<String> {
        let group = tabGroup()
        guard next() % 8 == 0, let other = group.tabs.first(where: { $0.id != group.selected }) else { return group }
        let stored = Child(id: id(in: state), route: "Z", preferredColumn: column())
        let stacks = next() % 2 == 0 ? TabStacks(above: [stored]) : TabStacks(detail: [stored])
        return (try? TabGroup(tabs: group.tabs, selected: group.selected, stored: [other.id: stacks])) ?? group
    }

    /// A batch that builds deep nesting: 1 to 64 tab group children of two tabs pushed onto one
    /// column, then the top `depth` of them (1 to 64, at most all) each selecting its other tab,
    /// top first, so that each stores the one above it — refused (`limitExceeded`, the whole
    /// batch) past ``TabGroup/maximumNesting``, accepted up to it. One time in four instead, a
    /// push of a group of 65 to 320 tabs: a long tab bar.
    mutating func nestingTabsEvent(for state: SplitState<String>) -> NavigationEvent<String> {
        let column = column()
        if next() % 4 == 0 {
            let count = 65 + Int(next())
            let tabs = (0..<count).map { Tab(TabID("t\($0)"), value: Self.tabValues[$0 % Self.tabValues.count]) }
            let group = (try? TabGroup(tabs: tabs, selected: tabs[Int(next()) % count].id)) ?? Self.fallbackGroup
            return .push(NewChild("T0", preferring: column, content: .tabs(group)), onto: column)
        }
        let count = Int(next() % 64) + 1
        let depth = min(Int(next() % 64) + 1, count)
        let group = (try? TabGroup(tabs: [Tab("a", value: "Ta"), Tab("b", value: "Tb")], selected: "a")) ?? Self.fallbackGroup
        let push = NavigationEvent<String>.push(NewChild("T1", preferring: column, content: .tabs(group)), onto: column)
        // The pushed children take the ids from the counter on, the top one the last.
        let top = state.nextID.rawValue + count - 1
        let selects = (0..<depth).map { NavigationEvent<String>.tabs(ChildID(top - $0), .selectTab("b")) }
        return .batch(Array(repeating: push, count: count) + selects)
    }

    /// What ``tabGroup()`` gives should its group be refused, which it cannot be.
    private static let fallbackGroup: TabGroup<String> = {
        guard let group = try? TabGroup(tabs: [Tab("a", value: "Ta")]) else { preconditionFailure("a group of one tab is valid") }
        return group
    }()

    /// A column event with a new tab group child (``tabGroup(for:)``): a push (onto its own
    /// column or a named one) when `pushing`, else a show detail or show supplementary of it
    /// (with a plain child after it now and then), a replace top, or a list's selection.
    mutating func tabGroupChildEvent(for state: SplitState<String>, pushing: Bool) -> NavigationEvent<String> {
        let route = Self.tabRoutes[Int(next()) % Self.tabRoutes.count]
        if pushing {
            let child = NewChild(route, preferring: column(), content: .tabs(tabGroup(for: state)))
            return .push(child, onto: next() % 2 == 0 ? nil : column())
        }
        // The column each event gives its children wins over the one they prefer.
        let child = NewChild(route, preferring: .detail, content: .tabs(tabGroup(for: state)))
        let plain = next() % 2 == 0 ? [] : [NewChild("D0", preferring: .detail)]
        switch next() % 4 {
        case 0: return .showDetail([child] + plain)
        case 1: return .showSupplementary([child] + plain)
        case 2: return .replaceTop(column(), with: child)
        default: return .selectRow("L0", in: id(in: state), showing: [child] + plain)
        }
    }

    /// A tab event (`kind` 10–15: select, add, remove, move, set badge, select) for a tab
    /// group child most of the time, else for any child (`notATabGroup`) or an unknown one;
    /// tabs mostly the group's, else any of "a"…"e" (`unknownTab` when it lacks it); indices
    /// mostly near the group's range, now and then at the edges of `Int`.
    mutating func tabEvent(for state: SplitState<String>, kind: UInt8) -> NavigationEvent<String> {
        let owner = tabOwner(in: state)
        let group = state.child(owner)?.content.tabs
        switch kind {
        case 11:
            // Mostly a tab the group lacks (valid), else one it has (`malformedInput`).
            let choice = Int(next())
            let missing = Self.tabIDs.filter { group?.tab($0) == nil }
            let id = choice < 208 && !missing.isEmpty ? missing[choice % missing.count] : Self.tabIDs[choice % Self.tabIDs.count]
            let badge = next() % 4 == 0 ? "2" : nil
            let tab = Tab(id, value: Self.tabValues[Self.tabIDs.firstIndex(of: id) ?? 0], badge: badge)
            return .tabs(owner, .add(tab, at: next() % 2 == 0 ? nil : index()))
        case 12: return .tabs(owner, .remove(tab(of: group)))
        case 13: return .tabs(owner, .move(tab(of: group), to: index()))
        case 14: return .tabs(owner, .setBadge(tab(of: group), next() % 2 == 0 ? nil : "9"))
        default: return .tabs(owner, .selectTab(tab(of: group)))
        }
    }

    /// A shown tab group child's id most of the time when the state has one, else any id
    /// ``id(in:)`` draws (a child that is no tab group, or one the state does not show).
    mutating func tabOwner(in state: SplitState<String>) -> ChildID {
        let choice = Int(next())
        if choice < 208 {
            let owners = state.children.filter { $0.content.tabs != nil }
            if !owners.isEmpty { return owners[choice % owners.count].id }
        }
        return id(in: state)
    }

    /// One of the group's tabs most of the time, else any of "a"…"e".
    mutating func tab(of group: TabGroup<String>?) -> TabID {
        let choice = Int(next())
        if choice < 208, let group { return group.tabs[choice % group.tabs.count].id }
        return Self.tabIDs[choice % Self.tabIDs.count]
    }

    /// An index for adding or moving a tab: mostly -1…6 (around any group's range), else a
    /// whole `Int` (``integer()``).
    mutating func index() -> Int {
        let choice = next()
        return choice & 0x80 != 0 ? integer() : Int(choice % 8) - 1
    }
}
