import Foundation
import SplitNavigation
import Testing

/// Tab groups in saved states and tab events in JSON: round trips, and rejection of what no
/// sequence of events could have made.
@Suite struct TabCodableTests {
    /// A two-column state whose root is a tab group: "mail" is selected and shows nothing,
    /// "news" stored #3 above the root and #2, #4 in the detail column.
    func savedState(layout: Layout = .regular) throws -> SplitState<String> {
        var navigator = SplitNavigator(state: try SplitState(
            primary: [try tabsChild("Tabs", .primary, tabs: ["mail", "news"])], layout: layout, policy: .hideDetail))
        try navigator.send(.tabs(1, .selectTab("news")))
        try navigator.send(.showDetail([plain("Message", .detail)]))      // #2
        try navigator.send(.push(plain("Feeds", .primary)))               // #3
        try navigator.send(.push(plain("Article", .detail)))              // #4
        try navigator.send(.tabs(1, .setBadge("mail", "7")))
        try navigator.send(.tabs(1, .selectTab("mail")))
        try navigator.send(.tabs(1, .selectTab("news")))
        try navigator.send(.tabs(1, .selectTab("mail")))
        return navigator.state
    }

    @Test(arguments: [Layout.regular, .compact])
    func aStateWithStoredStacksRoundTrips(layout: Layout) throws {
        let state = try savedState(layout: layout)
        #expect(state.root.content.tabs?.storedStacks(for: "news")?.children.ids == [3, 2, 4])
        #expect(state.children.ids == [1])
        let json = try state.jsonData()
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains(#""tabs":{"selected":"mail","tabs":[{"badge":"7","id":"mail","value":"Mail"},{"id":"news","stored":{"above":[{"column":"primary","id":3,"route":"Feeds"}],"detail":[{"column":"detail","id":2,"route":"Message"},{"column":"detail","id":4,"route":"Article"}]},"value":"News"}]}"#))
        #expect(try SplitState<String>(json: json) == state)
    }

    /// The saved regular state with one edit of its JSON text.
    func decodingEdited(_ edit: (String) -> String) throws -> NavigationError? {
        let text = String(decoding: try savedState().jsonData(), as: UTF8.self)
        let edited = edit(text)
        #expect(edited != text, "the edit must change the JSON")
        do {
            _ = try SplitState<String>(json: Data(edited.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func inconsistentTabGroupsAreRejected() throws {
        // The selected tab is not a tab.
        let notATab = try decodingEdited { $0.replacingOccurrences(of: #""selected":"mail""#, with: #""selected":"calendar""#) }
        #expect(notATab?.code == .malformedInput)
        #expect(notATab?.message.contains("calendar") == true)
        // Two tabs with one id.
        let duplicate = try decodingEdited { $0.replacingOccurrences(of: #""id":"news""#, with: #""id":"mail""#) }
        #expect(duplicate?.code == .malformedInput)
        // A stored child with a shown child's id.
        let colliding = try decodingEdited { $0.replacingOccurrences(of: #""id":4,"route":"Article""#, with: #""id":1,"route":"Article""#) }
        #expect(colliding?.code == .invalidState)
        #expect(colliding?.message.contains("more than one") == true)
        // A stored child not below the id counter.
        let counter = try decodingEdited { $0.replacingOccurrences(of: #""id":4,"route":"Article""#, with: #""id":9,"route":"Article""#) }
        #expect(counter?.code == .invalidState)
        // The above-part prefers another column than the tab group child's.
        let wrongAbove = try decodingEdited { $0.replacingOccurrences(of: #""column":"primary","id":3"#, with: #""column":"detail","id":3"#) }
        #expect(wrongAbove?.code == .invalidState)
        #expect(wrongAbove?.message.contains("tab \"news\" of child #1") == true)
        // A stored detail stack in a column the split lacks: a supplementary one in two columns.
        let wrongColumn = try decodingEdited {
            $0.replacingOccurrences(
                of: #""detail":[{"column":"detail","id":2,"route":"Message"},{"column":"detail","id":4"#,
                with: #""supplementary":[{"column":"supplementary","id":2,"route":"Message"},{"column":"supplementary","id":4"#)
        }
        #expect(wrongColumn?.code == .invalidState)
        // A child cannot be an accordion and a tab group.
        let both = try decodingEdited { $0.replacingOccurrences(of: #""tabs":{"#, with: #""accordion":{"nodes":[]},"tabs":{"#) }
        #expect(both?.code == .malformedInput)
    }

    @Test func aTabGroupInTheDetailColumnCannotStoreDetailStacks() throws {
        let group = try TabGroup(
            tabs: [Tab("a", value: "A"), Tab("b", value: "B")],
            stored: ["b": TabStacks(detail: [Child(id: 3, route: "X", preferredColumn: .detail)])])
        #expect(throws: NavigationError.self) {
            try SplitState<String>.regular(
                primary: [Child(id: 1, route: "List", preferredColumn: .primary)],
                detail: [Child(id: 2, route: "Tabs", preferredColumn: .detail, content: .tabs(group))],
                policy: .detailOnTop, nextID: 4)
        }
        let valid = try SplitState<String>.regular(
            primary: [Child(id: 1, route: "Tabs", preferredColumn: .primary, content: .tabs(group))],
            detail: [Child(id: 2, route: "Message", preferredColumn: .detail)], policy: .detailOnTop, nextID: 4)
        #expect(valid.children.count == 2)
    }

    @Test func changesAndPresentationsCarryTheGroup() throws {
        var navigator = SplitNavigator(state: try savedState())
        let changes = try navigator.send(.tabs(1, .selectTab("news")))
        #expect(changes.count == 4, "the update and three insertions: \(changes)")
        let decoded = try JSONDecoder().decode([NavigationChange<String>].self, from: try JSONEncoder().encode(changes))
        #expect(decoded == changes)
        let presentation = try JSONDecoder().decode(Presentation<String>.self, from: try JSONEncoder().encode(navigator.presentation))
        #expect(presentation == navigator.presentation)
        #expect(presentation.stack(.primary).first?.content.tabs?.selected == "news")
    }

    @Test(arguments: [
        TabEvent<String>.selectTab("mail"), .add(Tab("files", value: "Files", badge: "2"), at: 1), .add(Tab("x", value: "X")),
        .remove("news"), .move("mail", to: 2), .setBadge("mail", "3"), .setBadge("mail", nil),
    ])
    func eventsRoundTrip(action: TabEvent<String>) throws {
        let event = NavigationEvent<String>.tabs(7, action)
        let json = try event.jsonData()
        #expect(try NavigationEvent<String>(json: json) == event)
        #expect(NavigationEvent<String>.eventNames.contains(event.name))
    }

    @Test func eventJSONAndDescription() throws {
        let event = NavigationEvent<String>.tabs(3, .selectTab("mail"))
        #expect(String(decoding: try event.jsonData(), as: UTF8.self) == #"{"action":{"kind":"select","tab":"mail"},"event":"tabs","id":3}"#)
        #expect(event.description == #"tabs #3: select "mail""#)
        #expect(NavigationEvent<String>.tabs(3, .add(Tab("a", value: "A"), at: 0)).description == #"tabs #3: add "a" A at 0"#)
        let badge = try NavigationEvent<String>(json: Data(#"{"event":"tabs","id":3,"action":{"kind":"setBadge","tab":"mail"}}"#.utf8))
        #expect(badge == .tabs(3, .setBadge("mail", nil)))
        #expect(throws: NavigationError.self) {
            try NavigationEvent<String>(json: Data(#"{"event":"tabs","id":3,"action":{"kind":"open","tab":"mail"}}"#.utf8))
        }
    }

    /// Tab groups stored inside stored tab groups, thousands deep: decoding answers (a state or
    /// an error), it does not crash.
    @Test func deeplyNestedStoredTabGroupsDoNotCrash() throws {
        let depth = 3_000
        var child = #"{"id":\#(depth + 1),"route":"Leaf","column":"detail"}"#
        for level in stride(from: depth, through: 2, by: -1) {
            child = #"{"id":\#(level),"route":"T","column":"detail","tabs":{"selected":"a","tabs":[{"id":"a","value":"A"},{"id":"b","value":"B","stored":{"above":[\#(child)]}}]}}"#
        }
        let json = #"{"format":2,"columns":2,"layout":"regular","width":"regular","policy":"detailOnTop","visibility":"automatic","mediumWidthPolicy":"trailingColumns","focus":"detail","nextID":\#(depth + 2),"primary":[{"id":1,"route":"Root","column":"primary"}],"detail":[\#(child)]}"#
        do {
            let state = try SplitState<String>(json: Data(json.utf8))
            #expect(state.children.count == 2)
        } catch {
            #expect(error.code == .malformedInput || error.code == .invalidState)
        }
    }
}
