import SplitNavigation
@testable import SplitNavigationTesting
import Testing

/// A failure's Swift code with tab groups compiles when pasted: the golden text is compared
/// with what the kit renders, and the same text runs as ``pastedTabSnippet()``.
@Suite struct SwiftSnippetTabTests {
    static func tabFailure() throws -> FlowFailure<String>? {
        let group = try TabGroup<String>(tabs: [Tab("mail", value: "Mail"), Tab("news", value: "News")])
        let start = try SplitState<String>(primary: [NewChild("Tabs", preferring: .primary, content: .tabs(group))])
        let storing = try TabGroup<String>(
            tabs: [Tab("a", value: "A", badge: "1"), Tab("b", value: "B")], selected: "a",
            stored: ["b": TabStacks(above: [Child(id: 2, route: "Above", preferredColumn: .primary)], detail: [Child(id: 3, route: "Detail", preferredColumn: .detail)])])
        let restored = try SplitState<String>.regular(
            primary: [Child(id: 1, route: "Root", preferredColumn: .primary, content: .tabs(storing))], detail: [],
            policy: .detailOnTop, nextID: 4)
        let events: [NavigationEvent<String>] = [
            .showDetail([NewChild("Message", preferring: .detail)]),
            .tabs(1, .selectTab("news")),
            .tabs(1, .add(Tab("files", value: "Files", badge: "new"), at: 0)),
            .tabs(1, .setBadge("mail", "3")),
            .tabs(1, .move("files", to: 2)),
            .tabs(1, .remove("calendar")),
            .restore(restored),
            .tabs(1, .selectTab("b")),
        ]
        var runner = FlowRunner(routes: .names)
        runner.properties.append(FlowProperty("stop at the end") { step in step.index == events.count - 1 ? "the last step" : nil })
        return runner.replay(NavigationRecording(start: start, events: events), shrinking: false).failure
    }

    @Test func tabGoldenSnippet() throws {
        let failure = try #require(try Self.tabFailure())
        #expect(failure.swiftCode == Self.golden)
    }

    static let golden = #"""
        var navigator = SplitNavigator<String>(state: try SplitState<String>(primary: [NewChild("Tabs", preferring: .primary, content: .tabs(try TabGroup(tabs: [Tab("mail", value: "Mail"), Tab("news", value: "News")], selected: "mail")))]))
        try navigator.send(.showDetail([NewChild("Message", preferring: .detail)]))
        try navigator.send(.tabs(1, .selectTab("news")))
        try navigator.send(.tabs(1, .add(Tab("files", value: "Files", badge: "new"), at: 0)))
        try navigator.send(.tabs(1, .setBadge("mail", "3")))
        try navigator.send(.tabs(1, .move("files", to: 2)))
        _ = try? navigator.send(.tabs(1, .remove("calendar")))  // rejected: unknownTab
        try navigator.send(.restore(try SplitState<String>.regular(primary: [Child(id: 1, route: "Root", preferredColumn: .primary, content: .tabs(try TabGroup(tabs: [Tab("a", value: "A", badge: "1"), Tab("b", value: "B")], selected: "a", stored: ["b": TabStacks(above: [Child(id: 2, route: "Above", preferredColumn: .primary)], detail: [Child(id: 3, route: "Detail", preferredColumn: .detail)])])))], detail: [], policy: .detailOnTop, focus: .primary, nextID: 4)))
        try navigator.send(.tabs(1, .selectTab("b")))  // ← fails here
        """#

    /// The tab snippet, pasted: it compiles, the events it sends with `try` are accepted, and the
    /// restored tab's stacks come back.
    @Test func pastedTabSnippet() throws {
        var navigator = SplitNavigator<String>(state: try SplitState<String>(primary: [NewChild("Tabs", preferring: .primary, content: .tabs(try TabGroup(tabs: [Tab("mail", value: "Mail"), Tab("news", value: "News")], selected: "mail")))]))
        try navigator.send(.showDetail([NewChild("Message", preferring: .detail)]))
        try navigator.send(.tabs(1, .selectTab("news")))
        try navigator.send(.tabs(1, .add(Tab("files", value: "Files", badge: "new"), at: 0)))
        try navigator.send(.tabs(1, .setBadge("mail", "3")))
        try navigator.send(.tabs(1, .move("files", to: 2)))
        _ = try? navigator.send(.tabs(1, .remove("calendar")))  // rejected: unknownTab
        try navigator.send(.restore(try SplitState<String>.regular(primary: [Child(id: 1, route: "Root", preferredColumn: .primary, content: .tabs(try TabGroup(tabs: [Tab("a", value: "A", badge: "1"), Tab("b", value: "B")], selected: "a", stored: ["b": TabStacks(above: [Child(id: 2, route: "Above", preferredColumn: .primary)], detail: [Child(id: 3, route: "Detail", preferredColumn: .detail)])])))], detail: [], policy: .detailOnTop, focus: .primary, nextID: 4)))
        try navigator.send(.tabs(1, .selectTab("b")))  // ← fails here
        #expect(navigator.state.stack(.primary).map(\.id.rawValue) == [1, 2])
        #expect(navigator.state.stack(.detail).map(\.route) == ["Detail"])
        #expect(navigator.tabGroup(1)?.selected == "b")
    }
}
