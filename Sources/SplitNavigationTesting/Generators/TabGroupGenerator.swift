import SplitNavigation

/// Small random tab groups for generated children: two to four tabs drawn from a few fixed ids
/// (so that tab events name them, and sometimes name one the group lacks), values from the app's
/// routes, a random tab selected, now and then a badge. A new group stores no stacks: its tabs
/// gain them as tab events select them.
enum TabGroupGenerator {
    /// The ids generated tabs take, in order; ids past a group's tabs are what ``EventKind/tabs(weight:)``
    /// adds, and what its invalid events name.
    static let ids: [TabID] = ["t1", "t2", "t3", "t4", "t5", "t6"]

    /// A group of two to four tabs, `nil` only if the library refuses it (it never should).
    static func group<Route>(routes: RouteGenerator<Route>, using random: inout SplitMix64) -> TabGroup<Route>? {
        let tabs = ids.prefix(random.int(in: 2...4)).map { id in
            Tab(id, value: routes.route(using: &random), badge: random.chance(percent: 20) ? "\(random.int(in: 1...9))" : nil)
        }
        return try? TabGroup(tabs: tabs, selected: random.element(of: tabs)?.id)
    }
}
