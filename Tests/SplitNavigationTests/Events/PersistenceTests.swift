import Foundation
import SplitNavigation
import Testing

@Suite("Saved states and events")
struct PersistenceTests {
    func decode(_ json: String) throws(NavigationError) -> SplitState<String> {
        try SplitState<String>(json: Data(json.utf8))
    }

    @Test func theSavedFormIsDocumentedJSON() throws {
        let navigator = try makeNavigator(primary: ["Mailboxes"], detail: ["Message"])
        let json = String(decoding: try navigator.state.jsonData(), as: UTF8.self)
        #expect(json == #"{"columns":2,"detail":[{"column":"detail","id":2,"route":"Message"}],"focus":"detail","format":2,"layout":"regular","mediumWidthPolicy":"trailingColumns","nextID":3,"policy":"detailOnTop","primary":[{"column":"primary","id":1,"route":"Mailboxes"}],"visibility":"automatic","width":"regular"}"#)
        #expect(try decode(json) == navigator.state)
    }

    @Test func aCompactStateWithAKeptAsideStackRoundTrips() throws {
        let navigator = try makeNavigator(primary: ["A"], detail: ["D"], layout: .compact, policy: .hideDetail)
        #expect(try SplitState<String>(json: navigator.state.jsonData()) == navigator.state)
    }

    @Test(arguments: [
        (#"{"format":1,"layout":"regular","policy":"detailOnTop","detailOnly":false,"nextID":3,"primary":[],"detail":[]}"#, "no root"),
        (#"{"format":1,"layout":"regular","policy":"detailOnTop","detailOnly":false,"nextID":3,"primary":[{"id":1,"route":"A","column":"primary"},{"id":1,"route":"B","column":"primary"}],"detail":[]}"#, "more than one child"),
        (#"{"format":1,"layout":"regular","policy":"detailOnTop","detailOnly":false,"nextID":2,"primary":[{"id":1,"route":"A","column":"primary"},{"id":2,"route":"B","column":"primary"}],"detail":[]}"#, "id counter"),
        (#"{"format":1,"layout":"regular","policy":"detailOnTop","detailOnly":false,"nextID":3,"primary":[{"id":1,"route":"A","column":"primary"}],"detail":[{"id":2,"route":"B","column":"primary"}]}"#, "prefers the primary column but is in the detail column"),
        (#"{"format":1,"layout":"compact","policy":"detailOnTop","detailOnly":false,"nextID":3,"stack":[{"id":2,"route":"B","column":"detail"},{"id":1,"route":"A","column":"primary"}]}"#, "bottom of the compact stack"),
        (#"{"format":1,"layout":"compact","policy":"detailOnTop","detailOnly":false,"nextID":3,"stack":[{"id":1,"route":"A","column":"primary"}],"keptAside":[{"id":2,"route":"B","column":"detail"}]}"#, "only the hideDetail policy"),
        (#"{"format":1,"layout":"compact","policy":"hideDetail","detailOnly":false,"nextID":4,"stack":[{"id":1,"route":"A","column":"primary"},{"id":3,"route":"C","column":"detail"}],"keptAside":[{"id":2,"route":"B","column":"detail"}]}"#, "while others are kept aside"),
        (#"{"format":1,"layout":"compact","policy":"detailOnTop","detailOnly":false,"nextID":3,"stack":[{"id":1,"route":"A","column":"primary"}],"primary":[]}"#, "no \"primary\" key"),
        (#"{"format":2,"layout":"regular","policy":"detailOnTop","detailOnly":false,"nextID":3,"primary":[],"detail":[]}"#, "format 2"),
        (#"{"format":1,"layout":"regular","policy":"detailOnTop","detailOnly":false,"nextID":3,"primary":[{"id":0,"route":"A","column":"primary"}],"detail":[]}"#, "below 1"),
    ])
    func inconsistentStatesAreRejectedByName(json: String, reason: String) {
        let error = #expect(throws: NavigationError.self) { try decode(json) }
        #expect(error?.code == .invalidState)
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "") does not name \(reason)")
    }

    /// The keys every format-2 test state shares, before its own.
    static func format2(_ columns: Int, _ layout: String, _ width: String, focus: String = "primary", _ rest: String) -> String {
        #"{"format":2,"columns":\#(columns),"layout":"\#(layout)","width":"\#(width)","policy":"detailOnTop","visibility":"automatic","mediumWidthPolicy":"trailingColumns","focus":"\#(focus)",\#(rest)}"#
    }

    @Test(arguments: [
        (format2(2, "regular", "regular", #""nextID":2,"primary":[{"id":1,"route":"A","column":"primary"}],"supplementary":[],"detail":[]"#),
         #"two-column state has no "supplementary" key"#),
        (format2(2, "regular", "regular", #""nextID":3,"primary":[{"id":1,"route":"A","column":"primary"}],"detail":[{"id":2,"route":"B","column":"supplementary"}]"#),
         "which a two-column split does not have"),
        (format2(2, "compact", "compact", #""nextID":3,"stack":[{"id":1,"route":"A","column":"primary"},{"id":2,"route":"B","column":"supplementary"}],"keptAside":[]"#),
         "prefers the supplementary column, which a two-column split does not have"),
        (format2(2, "regular", "regular", focus: "supplementary", #""nextID":2,"primary":[{"id":1,"route":"A","column":"primary"}],"detail":[]"#),
         "the focus is the supplementary column, which a two-column split does not have"),
        (format2(3, "compact", "medium", #""nextID":2,"stack":[{"id":1,"route":"A","column":"primary"}],"keptAside":[]"#),
         "must have compact width, not medium"),
        (format2(3, "regular", "compact", #""nextID":2,"primary":[{"id":1,"route":"A","column":"primary"}],"supplementary":[],"detail":[]"#),
         "cannot have compact width"),
        (format2(3, "regular", "regular", #""nextID":3,"primary":[{"id":1,"route":"A","column":"primary"}],"supplementary":[{"id":2,"route":"B","column":"detail"}],"detail":[]"#),
         "prefers the detail column but is in the supplementary column"),
        (format2(3, "regular", "regular", #""nextID":3,"primary":[{"id":1,"route":"A","column":"primary"}],"supplementary":[],"detail":[{"id":2,"route":"B","column":"supplementary"}]"#),
         "prefers the supplementary column but is in the detail column"),
        (format2(3, "compact", "compact", #""nextID":2,"stack":[{"id":1,"route":"A","column":"primary"}],"primary":[]"#),
         #"compact state has no "primary" key"#),
        (format2(3, "compact", "compact", #""nextID":3,"stack":[{"id":1,"route":"A","column":"primary"}],"supplementary":[{"id":2,"route":"B","column":"supplementary"}]"#),
         #"compact state has no "supplementary" key"#),
        (#"{"format":2,"columns":2,"layout":"regular","width":"regular","policy":"detailOnTop","visibility":"automatic","mediumWidthPolicy":"trailingColumns","focus":"primary","detailOnly":false,"nextID":2,"primary":[{"id":1,"route":"A","column":"primary"}],"detail":[]}"#,
         #"format 2 state has no "detailOnly" key"#),
        (#"{"format":1,"layout":"regular","policy":"detailOnTop","detailOnly":false,"columns":3,"nextID":2,"primary":[{"id":1,"route":"A","column":"primary"}],"detail":[]}"#,
         #"format 1 state has no "columns" key"#),
        (#"{"format":1,"layout":"regular","policy":"detailOnTop","detailOnly":false,"nextID":2,"primary":[{"id":1,"route":"A","column":"primary"}],"supplementary":[],"detail":[]}"#,
         #"format 1 state has no "supplementary" key"#),
        (#"{"format":4,"layout":"regular","policy":"detailOnTop","nextID":2}"#, "format 4 is not supported"),
    ])
    func inconsistentFormat2StatesAreRejectedByName(json: String, reason: String) {
        let error = #expect(throws: NavigationError.self) { try decode(json) }
        #expect(error?.code == .invalidState)
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "") does not name \(reason)")
    }

    @Test func aThreeColumnStateSavesItsSupplementaryColumn() throws {
        let navigator = try makeThreeColumns(
            primary: ["Mailboxes"], supplementary: ["Inbox"], width: .medium, mediumWidthPolicy: .followNavigation)
        let json = String(decoding: try navigator.state.jsonData(), as: UTF8.self)
        #expect(json == #"{"columns":3,"detail":[],"focus":"supplementary","format":2,"layout":"regular","mediumWidthPolicy":"followNavigation","nextID":3,"policy":"detailOnTop","primary":[{"column":"primary","id":1,"route":"Mailboxes"}],"supplementary":[{"column":"supplementary","id":2,"route":"Inbox"}],"visibility":"automatic","width":"medium"}"#)
        #expect(try decode(json) == navigator.state)
        var compact = navigator
        try compact.send(.setWidth(.compact))
        #expect(try SplitState<String>(json: compact.state.jsonData()) == compact.state)
    }

    @Test(arguments: ["", "{", "[]", #"{"format":1}"#, #"{"format":"1","layout":"regular"}"#, #"{"format":1,"layout":"diagonal","policy":"detailOnTop","detailOnly":false,"nextID":1}"#])
    func malformedDataIsRejected(json: String) {
        let error = #expect(throws: NavigationError.self) { try decode(json) }
        #expect(error?.code == .malformedInput)
    }

    @Test func eventsHaveTheBridgeForm() throws {
        let events: [(NavigationEvent<String>, String)] = [
            (.push(plain("Inbox", .primary)), #"{"column":"primary","event":"push","route":"Inbox"}"#),
            (.push(plain("Inbox", .detail), onto: .primary), #"{"column":"detail","event":"push","onto":"primary","route":"Inbox"}"#),
            (.showDetail([plain("M1", .detail)]), #"{"event":"showDetail","routes":["M1"]}"#),
            (.replaceTop(.detail, with: plain("Draft", .detail)), #"{"column":"detail","event":"replaceTop","route":"Draft"}"#),
            (.pop(.detail), #"{"column":"detail","event":"pop"}"#),
            (.popTo(3), #"{"event":"popTo","id":3}"#),
            (.popChild(3), #"{"event":"popChild","id":3}"#),
            (.popToRoot(.primary), #"{"column":"primary","event":"popToRoot"}"#),
            (.back, #"{"event":"back"}"#),
            (.setLayout(.compact), #"{"event":"setLayout","layout":"compact"}"#),
            (.setVisibility(.detailOnly), #"{"event":"setVisibility","visibility":"detailOnly"}"#),
            (.setWidth(.medium), #"{"event":"setWidth","width":"medium"}"#),
            (.showSupplementary([plain("Inbox", .supplementary)]), #"{"event":"showSupplementary","routes":["Inbox"]}"#),
        ]
        for (event, json) in events {
            #expect(String(decoding: try event.jsonData(), as: UTF8.self) == json)
            #expect(try NavigationEvent<String>(json: Data(json.utf8)) == event)
        }
    }

    @Test func unknownEventsAreMalformedInput() {
        let error = #expect(throws: NavigationError.self) {
            try NavigationEvent<String>(json: Data(#"{"event":"teleport"}"#.utf8))
        }
        #expect(error?.code == .malformedInput)
        #expect(error?.message.contains("teleport") == true)
    }
}

@Suite("Presentations and changes as JSON")
struct PresentationCodingTests {
    @Test func changesAndPresentationsRoundTripThroughJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var navigator = try makeNavigator(primary: ["A", "B"], detail: ["D"], placeholder: .always("Empty"))
        var all: [NavigationChange<String>] = []
        for event: NavigationEvent<String> in [.setVisibility(.detailOnly), .setLayout(.compact), .setLayout(.regular),
                                               .replaceTop(.detail, with: plain("E", .detail)), .pop(.detail)] {
            all += try navigator.send(event)
            let presentation = navigator.presentation
            #expect(try JSONDecoder().decode(Presentation<String>.self, from: encoder.encode(presentation)) == presentation)
        }
        let child = Child(id: 7, route: "X", preferredColumn: .detail)
        let everyKind: [NavigationChange<String>] = [
            .inserted(child, stack: .primary, index: 1), .removed(7, stack: .detail, index: 0),
            .replaced(3, by: child, stack: .detail, index: 2), .moved(7, from: .detail, fromIndex: 0, to: .primary, toIndex: 4), .removed(2, stack: .compact, index: 1),
            .placeholder(.route("Empty")), .placeholder(nil), .layout(.compact), .visibleColumns([.detail]),
        ]
        #expect(try JSONDecoder().decode([NavigationChange<String>].self, from: encoder.encode(everyKind)) == everyKind)
        #expect(try JSONDecoder().decode([NavigationChange<String>].self, from: encoder.encode(all)) == all)
        let removed = String(decoding: try encoder.encode(NavigationChange<String>.removed(3, stack: .detail, index: 0)), as: UTF8.self)
        #expect(removed == #"{"change":"removed","id":3,"index":0,"stack":"detail"}"#)
        let compact = String(decoding: try encoder.encode(Presentation<String>.compact(stack: [Child(id: 1, route: "A", preferredColumn: .primary)])), as: UTF8.self)
        #expect(compact == #"{"layout":"compact","stack":[{"column":"primary","id":1,"route":"A"}]}"#)
    }
}
