import SplitNavigation

extension EventKind {
    /// Tab events addressed to the state's shown tab group children: mostly selecting another
    /// tab (which stores the shown stacks and brings back the ones the tab stored), else adding a
    /// tab, removing one (never the last), moving one, or setting or clearing a badge. With no tab
    /// group child it makes no valid event.
    ///
    /// When invalid: a tab the group lacks (`unknownTab`), an index out of range, a duplicate
    /// tab id or removing the only tab (`malformedInput`), a child that is no tab group
    /// (`notATabGroup`) or no child at all (`unknownChild`).
    public static func tabs(weight: Int) -> EventKind {
        EventKind(name: "tabs", weight: weight, canBeInvalid: true) { context, random in
            let groups = context.state.children.filter { $0.content.tabs != nil }
            guard let owner = random.element(of: groups), let group = owner.content.tabs else {
                guard context.wantsInvalid else { return nil }
                let id = random.bool() ? random.element(of: context.state.children)?.id : nil
                return .tabs(id ?? context.unknownID(using: &random), .selectTab(TabGroupGenerator.ids[0]))
            }
            let action = context.wantsInvalid ? invalidTabEvent(for: group, using: &random) : validTabEvent(for: group, context: context, using: &random)
            if context.wantsInvalid, random.int(below: 5) == 0 {
                let plain = context.state.children.filter { $0.content.tabs == nil }
                return .tabs(random.element(of: plain)?.id ?? context.unknownID(using: &random), action)
            }
            return .tabs(owner.id, action)
        }
    }

    private static func validTabEvent(
        for group: TabGroup<Route>, context: EventContext<Route>, using random: inout SplitMix64
    ) -> TabEvent<Route> {
        let ids = group.tabs.map { $0.id }
        let absent = TabGroupGenerator.ids.filter { !ids.contains($0) }
        let others = ids.filter { $0 != group.selected }
        let pick = random.int(below: 100)
        if pick < 55, let other = random.element(of: others) {
            return .selectTab(other)
        }
        if pick < 67, let id = random.element(of: absent) {
            let tab = Tab(id, value: context.route(using: &random))
            return .add(tab, at: random.bool() ? nil : random.int(in: 0...ids.count))
        }
        if pick < 77, ids.count > 1, let id = random.element(of: ids) {
            return .remove(id)
        }
        let id = random.element(of: ids) ?? group.selected
        if pick < 87 {
            return .move(id, to: random.int(below: ids.count))
        }
        return .setBadge(id, random.bool() ? nil : "\(random.int(in: 1...99))")
    }

    private static func invalidTabEvent(for group: TabGroup<Route>, using random: inout SplitMix64) -> TabEvent<Route> {
        let ids = group.tabs.map { $0.id }
        let absent = TabGroupGenerator.ids.filter { !ids.contains($0) } + ["unknown"]
        let unknown = random.element(of: absent) ?? "unknown"
        let known = random.element(of: ids) ?? group.selected
        switch random.int(below: 6) {
        case 0: return .selectTab(unknown)
        case 1: return random.bool() ? .remove(unknown) : .setBadge(unknown, "1")
        case 2: return .add(Tab(known, value: group.selectedTab.value))
        case 3: return .add(Tab(unknown, value: group.selectedTab.value), at: random.bool() ? -1 : ids.count + 1)
        case 4: return .move(known, to: random.bool() ? -1 : ids.count)
        default: return ids.count == 1 ? .remove(known) : .move(unknown, to: 0)
        }
    }
}
