import Foundation
import SplitNavigation
import Testing

/// Tab groups storing tab groups: at most `TabGroup.maximumNesting` levels deep, whether built by
/// hand, decoded or reached by events; everything at the limit compares, hashes, encodes,
/// decodes and is dropped without trouble, and one level more is `limitExceeded`.
@Suite struct TabNestingTests {
    static let limit = TabGroup<String>.maximumNesting

    /// A tab group child (id `levels`) whose group nests `levels` deep: tab "a" stores the child
    /// one level down (id `levels - 1`), tab "b" is selected.
    static func nestedChild(levels: Int, column: Column = .primary) throws -> Child<String> {
        let tabs = [Tab<String>("a", value: "A"), Tab("b", value: "B")]
        var child = Child(id: 1, route: "T", preferredColumn: column, content: .tabs(try TabGroup(tabs: tabs, selected: "b")))
        for level in stride(from: 2, through: levels, by: 1) {
            let group = try TabGroup(tabs: tabs, selected: "b", stored: ["a": TabStacks(above: [child])])
            child = Child(id: ChildID(level), route: "T", preferredColumn: column, content: .tabs(group))
        }
        return child
    }

    /// A regular state whose primary root holds a group nesting `levels` deep.
    static func nestedState(levels: Int) throws -> SplitState<String> {
        try .regular(primary: [try nestedChild(levels: levels)], detail: [], policy: .detailOnTop, nextID: ChildID(levels + 1))
    }

    /// The JSON of a child whose group nests `levels` deep, written without the library.
    static func nestedChildJSON(levels: Int) -> String {
        var json = #"{"column":"primary","id":1,"route":"T","tabs":{"selected":"b","tabs":[{"id":"a","value":"A"},{"id":"b","value":"B"}]}}"#
        for level in stride(from: 2, through: levels, by: 1) {
            json = #"{"column":"primary","id":\#(level),"route":"T","tabs":{"selected":"b","tabs":[{"id":"a","stored":{"above":[\#(json)]},"value":"A"},{"id":"b","value":"B"}]}}"#
        }
        return json
    }

    @Test func aGroupNestsAtMostTheLimit() throws {
        #expect(Self.limit == 32)
        let deepest = try Self.nestedChild(levels: Self.limit)
        #expect(deepest.content.tabs?.nesting == Self.limit)
        #expect(try Self.nestedChild(levels: 1).content.tabs?.nesting == 1)
        let tabs = [Tab<String>("a", value: "A"), Tab("b", value: "B")]
        #expect(throws: NavigationError.self) {
            try TabGroup(tabs: tabs, selected: "b", stored: ["a": TabStacks(detail: [deepest])])
        }
        do {
            _ = try TabGroup(tabs: tabs, selected: "b", stored: ["a": TabStacks(detail: [deepest])])
        } catch {
            #expect(error.code == .limitExceeded)
            #expect(error.message.contains("33 levels"))
        }
        // A stored child that is not a tab group adds no level.
        let plainAbove = try TabGroup(
            tabs: tabs, selected: "b", stored: ["a": TabStacks(above: [Child(id: 99, route: "P", preferredColumn: .primary)])])
        #expect(plainAbove.nesting == 1)
    }

    @Test func aStateAtTheLimitComparesHashesAndSurvivesJSON() throws {
        let state = try Self.nestedState(levels: Self.limit)
        let twin = try Self.nestedState(levels: Self.limit)
        #expect(state == twin)
        #expect(state.hashValue == twin.hashValue)
        #expect(state != (try Self.nestedState(levels: Self.limit - 1)))
        let data = try state.jsonData()
        #expect(try SplitState<String>(json: data) == state)
        // Foundation's coders, whose decoder refuses JSON nested more than 512 deep, too.
        let foundation = try JSONDecoder().decode(SplitState<String>.self, from: JSONEncoder().encode(state))
        #expect(foundation == state)
    }

    @Test func decodingAGroupPastTheLimitIsLimitExceeded() throws {
        let atLimit = try Self.nestedState(levels: Self.limit)
        let saved = String(decoding: try atLimit.jsonData(), as: UTF8.self)
        let child = Self.nestedChildJSON(levels: Self.limit)
        try #require(saved.contains(child), "the saved state spells the child as written here")
        #expect(try SplitState<String>(json: Data(saved.utf8)) == atLimit)
        let deeper = saved.replacingOccurrences(of: child, with: Self.nestedChildJSON(levels: Self.limit + 1))
        #expect(throws: NavigationError.self) { try SplitState<String>(json: Data(deeper.utf8)) }
        do {
            _ = try SplitState<String>(json: Data(deeper.utf8))
        } catch {
            #expect(error.code == .limitExceeded, "\(error)")
        }
        #expect(throws: NavigationError.self) { try JSONDecoder().decode(SplitState<String>.self, from: Data(deeper.utf8)) }
    }

    /// The bridge's reproducer on the navigator: `count` tab groups pushed one on another, then
    /// each selecting its other tab from the top down, so that each stores the one above it.
    static func pushesAndSelects(_ count: Int) -> (pushes: NavigationEvent<String>, selects: [NavigationEvent<String>]) {
        let tabs = [Tab<String>("a", value: "A"), Tab("b", value: "B")]
        // A group of two fresh tabs cannot fail to build.
        let group = try! TabGroup(tabs: tabs, selected: "a")
        let push = NavigationEvent<String>.push(NewChild("T", preferring: .primary, content: .tabs(group)), onto: .primary)
        let selects = stride(from: count + 1, to: 1, by: -1).map { NavigationEvent<String>.tabs(ChildID($0), .selectTab("b")) }
        return (.batch(Array(repeating: push, count: count)), selects)
    }

    @Test(arguments: [Layout.regular, .compact])
    func selectingPastTheLimitIsRefusedAndTheLimitItselfSaves(layout: Layout) throws {
        var navigator = try SplitNavigator(state: SplitState(primary: [NewChild("R", preferring: .primary)], layout: layout))
        let (pushes, selects) = Self.pushesAndSelects(Self.limit + 8)
        try navigator.send(pushes)
        let before = navigator.state
        #expect(throws: NavigationError.self) { try navigator.send(.batch(selects)) }
        do {
            try navigator.send(.batch(selects))
        } catch {
            #expect(error.code == .limitExceeded)
            #expect(error.eventIndex == Self.limit, "the select that would store a group \(Self.limit) deep")
        }
        #expect(navigator.state == before, "a refused batch changes nothing")

        try navigator.send(.batch(Array(selects.prefix(Self.limit))))
        let deepest = try #require(navigator.state.stack(.primary).last?.content.tabs)
        #expect(deepest.nesting == Self.limit)
        let refused = navigator.state
        #expect(throws: NavigationError.self) { try navigator.send(selects[Self.limit]) }
        #expect(navigator.state == refused)

        let saved = try navigator.state.jsonData()
        #expect(try SplitState<String>(json: saved) == navigator.state)
        let reopened = try JSONDecoder().decode(SplitState<String>.self, from: JSONEncoder().encode(navigator.state))
        #expect(reopened == navigator.state)
        try navigator.send(.restore(reopened))
        try navigator.send(.popChild(2))
        #expect(navigator.state.stack(.primary).count == 1)
    }

    /// The reproducer had 20,000 groups; 500 are as far past the limit, and a debug build with
    /// the internal checks (every invariant after every event, O(n) each) pushes them in a second.
    @Test func theBridgeReproducerIsRefusedWithoutATrap() throws {
        var navigator = try SplitNavigator(state: SplitState(primary: [NewChild("R", preferring: .primary)]))
        let (pushes, selects) = Self.pushesAndSelects(500)
        try navigator.send(pushes)
        #expect(throws: NavigationError.self) { try navigator.send(.batch(selects)) }
        try navigator.send(.popChild(2))
        #expect(navigator.state.stack(.primary).count == 1)
    }

    /// The `events` fuzz target's nesting step (selector 96) reaches the limit, and one more
    /// level is refused: the mix finds this class of input.
    @Test func theEventsFuzzTargetNestsToTheLimitAndPast() throws {
        for (depthByte, expected) in [(UInt8(31), Self.limit), (32, 0)] {
            var input = FuzzBytes([0, 0, 0, 2, 0, 0, 0, 96, 0, 1, 39, depthByte])
            let start = input.start()
            var navigator = SplitNavigator(state: try #require(start))
            guard case .nestTabs(let event) = input.step(for: navigator.state) else {
                Issue.record("selector 96 is not a nesting step")
                return
            }
            if expected == 0 {
                #expect(throws: NavigationError.self) { try navigator.send(event) }
            } else {
                try navigator.send(event)
            }
            #expect(navigator.state.children.map { $0.content.tabs?.nesting ?? 0 }.max() ?? 0 == expected)
        }
    }
}
