import Foundation
import SplitNavigation
import Testing

/// States and events with hostile ids, counters and indices: every initializer and decoder
/// throws its typed error naming what is wrong, and every event is rejected without changing
/// the state.
@Suite("Hostile values: states and events")
struct StateHostileTests {
    @Test(arguments: Hostile.integers + [0])
    func childIDsBelowOneOrAtTheCounterAreInvalidStates(id: Int) {
        expectNavigationError(.invalidState) {
            _ = try SplitState.regular(primary: [child(id)], detail: [], policy: .detailOnTop, nextID: ChildID(id))
        }
        expectNavigationError(.invalidState) {
            _ = try SplitState.compact(stack: [child(1), child(id, .detail)], policy: .detailOnTop, nextID: ChildID(id))
        }
    }

    @Test func duplicateIDsAreInvalidStates() {
        expectNavigationError(.invalidState, naming: "more than one child") {
            _ = try SplitState.regular(
                primary: [child(1)], detail: [child(1, .detail)], policy: .detailOnTop, nextID: 2)
        }
        expectNavigationError(.invalidState, naming: "more than one child") {
            _ = try SplitState.compact(
                stack: [child(1)], keptAside: [child(1, .detail)], policy: .hideDetail, nextID: 2)
        }
    }

    @Test(arguments: [Int.min, -1, 0, 1])
    func countersAtOrBelowTheIDsAreInvalidStates(nextID: Int) {
        expectNavigationError(.invalidState, naming: "id counter") {
            _ = try SplitState.regular(primary: [child(1)], detail: [], policy: .chronological, nextID: ChildID(nextID))
        }
    }

    @Test func aCounterAtIntMaxIsExhaustedNotOverflowed() throws {
        let state = try SplitState.regular(
            primary: [child(1), child(Int.max - 1)], detail: [], policy: .detailOnTop, nextID: ChildID(Int.max))
        var navigator = SplitNavigator(state: state)
        expectRejected(.push(plain("X", .detail)), on: &navigator, code: .idsExhausted)
        expectRejected(.showDetail([plain("X", .detail), plain("Y", .detail)]), on: &navigator, code: .idsExhausted)
        expectRejected(.replaceTop(.primary, with: plain("X", .primary)), on: &navigator, code: .idsExhausted)
        try navigator.send(.popTo(ChildID(Int.max - 1)))
        try navigator.send(.setLayout(.compact))
        #expect(try SplitState<String>(json: navigator.state.jsonData()) == navigator.state)
    }

    @Test func startsWithoutAPrimaryChildAreRejected() {
        expectNavigationError(.noPrimaryRoot) { _ = try SplitState<String>(primary: [], detail: [plain("D", .detail)]) }
    }

    @Test(arguments: Hostile.integers + [0])
    func eventsNamingUnknownIDsChangeNothing(id: Int) throws {
        var navigator = try makeNavigator(primary: ["A", "B"], detail: ["D"])
        let unknown = ChildID(id)
        for event: NavigationEvent<String> in [
            .popTo(unknown), .popChild(unknown), .accordion(unknown, .expand(1)), .accordion(unknown, .collapseAll),
        ] {
            expectRejected(event, on: &navigator, code: .unknownChild)
        }
        expectRejected(.accordion(1, .insert(node(1), parent: nil, index: id)), on: &navigator, code: .notAnAccordion)
    }

    @Test(arguments: Hostile.integers)
    func accordionEventsWithHostileValuesChangeNothing(value: Int) throws {
        let accordion = try Accordion<String>(nodes: [node(1, [node(2)]), node(3)])
        var navigator = SplitNavigator(state: try SplitState(
            primary: [NewChild("Mail", preferring: .primary, content: .accordion(accordion))]))
        let id = navigator.state.root.id
        let hostile = AccordionNodeID(value)
        expectRejected(.accordion(id, .insert(node(9), parent: nil, index: value)), on: &navigator, code: .accordion(.indexOutOfRange))
        expectRejected(.accordion(id, .move(1, parent: nil, index: value)), on: &navigator, code: .accordion(.indexOutOfRange))
        expectRejected(.accordion(id, .selectNode(hostile)), on: &navigator, code: .accordion(.unknownNode))
        expectRejected(.accordion(id, .insert(node(2), parent: nil, index: nil)), on: &navigator, code: .accordion(.duplicateNode))
        expectRejected(.accordion(id, .endPage(nil, children: [], exhausted: true)), on: &navigator, code: .accordion(.notLoading))
    }

    @Test(arguments: [
        (#""nextID":\#(Int.min)"#, "id counter"),
        (#""nextID":1"#, "id counter"),
        (#""nextID":\#(Int.max),"format":\#(Int.min)"#, "format"),
        (#""nextID":\#(Int.max),"format":\#(Int.max)"#, "format"),
    ])
    func savedStatesWithHostileNumbersAreRejected(fields: String, reason: String) {
        var object = [#""format":1"#, #""layout":"regular""#, #""policy":"detailOnTop""#, #""detailOnly":false"#,
                      #""primary":[{"id":1,"route":"A","column":"primary"}]"#, #""detail":[]"#]
        if fields.contains("format") { object.removeFirst() }
        let json = "{" + (object + [fields]).joined(separator: ",") + "}"
        expectNavigationError(.invalidState, naming: reason) { _ = try SplitState<String>(json: Data(json.utf8)) }
    }

    @Test(arguments: Hostile.integers + [0])
    func savedChildIDsBelowOneOrRepeatedAreRejected(id: Int) {
        let json = #"{"format":1,"layout":"compact","policy":"hideDetail","detailOnly":false,"nextID":\#(Int.max),"#
            + #""stack":[{"id":\#(id),"route":"A","column":"primary"},{"id":\#(id),"route":"B","column":"primary"}]}"#
        expectNavigationError(.invalidState) { _ = try SplitState<String>(json: Data(json.utf8)) }
    }

    @Test func restoringAStateWithAnInvalidAccordionIsInvalidAccordion() throws {
        let accordion = #"{"format":1,"policy":"single","nodes":[{"id":7,"value":"a"},{"id":7,"value":"b"}]}"#
        let event = #"{"event":"restore","state":{"format":1,"layout":"regular","policy":"detailOnTop","detailOnly":false,"#
            + #""nextID":2,"primary":[{"id":1,"route":"A","column":"primary","accordion":\#(accordion)}],"detail":[]}}"#
        expectNavigationError(.accordion(.invalidAccordion), naming: ".state.primary[0].accordion.nodes[1]") {
            _ = try NavigationEvent<String>(json: Data(event.utf8))
        }
    }
}
