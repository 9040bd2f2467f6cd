import Foundation
import SplitNavigation
import Testing

/// Tab switches edit the group where the state keeps it; copies taken before must not change.
@Suite struct TabCopyTests {
    /// A tab bar as the primary root of a two-column split, each of its three tabs with details.
    func navigator() throws -> SplitNavigator<String> {
        var navigator = SplitNavigator(state: try SplitState(primary: [try tabsChild("Tabs", .primary, tabs: ["a", "b", "c"])]))
        for (tab, next) in [("a", "b"), ("b", "c"), ("c", "a")] {
            try navigator.send(.showDetail([plain("Detail \(tab)", .detail), plain("More \(tab)", .detail)]))
            try navigator.send(.tabs(1, .selectTab(TabID(next))))
        }
        return navigator
    }

    /// JSON with its keys in one order, to compare.
    let encoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    @Test func copiesOfTheStateTheChildAndTheGroupKeepTheirValues() throws {
        var navigator = try navigator()
        let state = navigator.state
        let json = try encoder.encode(state)
        let child = try #require(navigator.state.stack(.primary).first)
        let group = try #require(navigator.tabGroup(1))
        let updated = try navigator.send(.tabs(1, .selectTab("b"))).first { change in
            if case .updated = change { true } else { false }
        }
        try navigator.send(.tabs(1, .selectTab("c")))
        try navigator.send(.tabs(1, .setBadge("a", "1")))

        #expect(try encoder.encode(state) == json)
        #expect(try JSONDecoder().decode(SplitState<String>.self, from: json) == state)
        #expect(child.content.tabs == group)
        #expect(group.selected == "a")
        #expect(group.storedStacks(for: "b")?.detail.map(\.route) == ["Detail b", "More b"])
        #expect(group.storedStacks(for: "a") == nil)
        guard case .updated(let shown, _, _, _) = updated else { Issue.record("no update"); return }
        #expect(shown.content.tabs?.selected == "b")
        #expect(shown.content.tabs?.storedStacks(for: "a")?.detail.map(\.route) == ["Detail a", "More a"])
        #expect(navigator.tabGroup(1)?.selected == "c")
        #expect(navigator.tabGroup(1)?.tab("a")?.badge == "1")
        #expect(navigator.state != state)
    }

    @Test func equalGroupsHashAlikeWhicheverWayTheyWereMade() throws {
        var navigator = try navigator()
        try navigator.send(.tabs(1, .selectTab("b")))
        try navigator.send(.tabs(1, .selectTab("a")))
        let switched = try #require(navigator.tabGroup(1))
        let made = try TabGroup(
            tabs: switched.tabs, selected: switched.selected,
            stored: Dictionary(uniqueKeysWithValues: switched.tabs.compactMap { tab in switched.storedStacks(for: tab.id).map { (tab.id, $0) } }))
        #expect(made == switched)
        #expect(made.hashValue == switched.hashValue)
        #expect(made.nesting == switched.nesting)
        #expect(try encoder.encode(made) == encoder.encode(switched))
    }
}
