import Foundation
import SplitNavigation
import Testing

/// `select`: a plain list's selection shows its children in the next column, and the first of
/// them remembers the row for as long as it exists.
@Suite("Select")
struct SelectTests {
    // MARK: Where the selection shows

    @Test func aPrimaryListOfTwoColumnsShowsInTheDetailColumn() throws {
        var navigator = try makeNavigator(primary: ["Inbox"], detail: ["Old"])
        let changes = try navigator.send(.selectRow("m42", in: 1, showing: [plain("Message 42", .detail), plain("Attachment", .detail)]))
        #expect(navigator.state.stack(.detail).routes == ["Message 42", "Attachment"])
        #expect(navigator.state.stack(.detail).allSatisfy { $0.preferredColumn == .detail })
        #expect(navigator.state.stack(.detail)[0].openedBy == RowSelection(list: 1, row: "m42"))
        #expect(navigator.state.stack(.detail)[1].openedBy == nil)
        #expect(navigator.state.focus == .detail)
        #expect(changes.map(\.description) == [
            "remove #2 from detail[0]",
            "insert #3 Message 42 (detail) opened by m42 in #1 into detail[0]",
            "insert #4 Attachment (detail) into detail[1]",
        ])
        #expect(navigator.selectedRow(in: 1) == "m42")
    }

    @Test func aPrimaryListOfThreeColumnsShowsInTheSupplementaryColumnAndEmptiesTheDetail() throws {
        var navigator = try makeThreeColumns(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message"])
        try navigator.send(.selectRow("work", in: 1, showing: [plain("Work", .supplementary)]))
        #expect(navigator.state.stack(.supplementary).routes == ["Work"])
        #expect(navigator.state.stack(.detail).isEmpty)
        #expect(navigator.selectedRow(in: 1) == "work")
        #expect(navigator.state.focus == .supplementary)
    }

    @Test func theMailPatternKeepsBothSelections() throws {
        var navigator = try makeThreeColumns(primary: ["Mailboxes"])
        try navigator.send(.selectRow("inbox", in: 1, showing: [plain("Inbox", .supplementary)]))
        let list = navigator.state.stack(.supplementary)[0].id
        try navigator.send(.selectRow("m7", in: list, showing: [plain("Message 7", .detail)]))
        #expect(navigator.selectedRow(in: 1) == "inbox")
        #expect(navigator.selectedRow(in: list) == "m7")
        #expect(navigator.presentation.selectedRow(in: list) == "m7")
        // Another mailbox: a new list, whose selection is empty, and the old message gone.
        try navigator.send(.selectRow("sent", in: 1, showing: [plain("Sent", .supplementary)]))
        #expect(navigator.selectedRow(in: 1) == "sent")
        #expect(navigator.selectedRow(in: list) == nil)
        #expect(navigator.state.stack(.detail).isEmpty)
    }

    // MARK: How long the selection lasts

    @Test func theSelectionLastsExactlyAsLongAsTheChildItOpened() throws {
        var navigator = try makeNavigator(primary: ["Inbox"])
        try navigator.send(.selectRow("m1", in: 1, showing: [plain("Message 1", .detail)]))
        try navigator.send(.push(plain("Reply", .detail)))
        #expect(navigator.selectedRow(in: 1) == "m1")
        try navigator.send(.back)
        #expect(navigator.selectedRow(in: 1) == "m1")
        try navigator.send(.back)
        #expect(navigator.selectedRow(in: 1) == nil)

        try navigator.send(.selectRow("m2", in: 1, showing: [plain("Message 2", .detail)]))
        try navigator.send(.showDetail([plain("Something else", .detail)]))
        #expect(navigator.selectedRow(in: 1) == nil, "a detail not from the selection clears it")

        try navigator.send(.selectRow("m3", in: 1, showing: [plain("Message 3", .detail)]))
        try navigator.send(.replaceTop(.detail, with: plain("Replaced", .detail)))
        #expect(navigator.selectedRow(in: 1) == nil)
    }

    @Test func theSelectionSurvivesCollapseSplitAndJSON() throws {
        var navigator = try makeNavigator(primary: ["Inbox"], policy: .hideDetail)
        try navigator.send(.selectRow("m1", in: 1, showing: [plain("Message 1", .detail)]))
        let regular = navigator.state
        try navigator.send(.setLayout(.compact))
        // Kept aside: still selected for the next split, but not on screen.
        #expect(navigator.state.keptAside.first?.openedBy == RowSelection(list: 1, row: "m1"))
        #expect(navigator.selectedRow(in: 1) == "m1")
        #expect(navigator.presentation.selectedRow(in: 1) == nil)
        try navigator.send(.setLayout(.regular))
        #expect(navigator.state == regular)

        let data = try JSONEncoder.sorted.encode(navigator.state)
        #expect(String(decoding: data, as: UTF8.self).contains(#""openedBy":{"list":1,"row":"m1"}"#))
        #expect(try JSONDecoder().decode(SplitState<String>.self, from: data) == regular)
    }

    @Test func theEventRoundTripsThroughJSONWithItsColumns() throws {
        let events: [NavigationEvent<String>] = [
            .selectRow("r", in: 3, showing: [plain("A", .detail), plain("B", .detail)]),
            .selectRow("r", in: 3, showing: [plain("A", .supplementary)]),
            .selectRow("r", in: 3, showing: [NewChild("A", preferring: .detail, content: .accordion(try Accordion(nodes: [])))]),
        ]
        for event in events {
            let data = try JSONEncoder().encode(event)
            #expect(try JSONDecoder().decode(NavigationEvent<String>.self, from: data) == event)
        }
        let plainJSON = String(decoding: try JSONEncoder.sorted.encode(events[0]), as: UTF8.self)
        #expect(plainJSON == #"{"event":"select","id":3,"routes":["A","B"],"row":"r"}"#)
    }

    @Test func showDetailRefusesAChildThatNamesAnotherColumn() {
        let json = #"{"event":"showDetail","children":[{"route":"A","column":"primary"}]}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationEvent<String>.self, from: Data(json.utf8))
        }
    }

    @Test func aSavedSelectionMustComeFromAnOlderChild() throws {
        let json = #"""
            {"format":2,"columns":2,"layout":"regular","width":"regular","policy":"detailOnTop","focus":"detail","nextID":3,
             "visibility":"automatic","mediumWidthPolicy":"trailingColumns",
             "primary":[{"id":1,"route":"Inbox","column":"primary"}],
             "detail":[{"id":2,"route":"M","column":"detail","openedBy":{"list":2,"row":"m"}}]}
            """#
        let error = #expect(throws: NavigationError.self) {
            try JSONDecoder().decode(SplitState<String>.self, from: Data(json.utf8))
        }
        #expect(error?.code == .invalidState)
        #expect(error?.message.contains("opened by a selection in #2") == true)
    }

    // MARK: Compact layout

    @Test func inCompactLayoutTheSelectionReplacesWhatTheNextSplitWouldPutRightOfTheList() throws {
        var navigator = try makeThreeColumns(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message"], width: .compact)
        try navigator.send(.selectRow("m9", in: 2, showing: [plain("Message 9", .detail)]))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Inbox", "Message 9"])
        #expect(navigator.selectedRow(in: 2) == "m9")
        #expect(navigator.presentation.selectedRow(in: 2) == "m9")
        try navigator.send(.setWidth(.regular))
        #expect(navigator.state.stack(.detail).routes == ["Message 9"])
    }

    // MARK: Rejections

    @Test func rejectionsAreTypedAndChangeNothing() throws {
        var navigator = try makeNavigator(primary: ["Inbox"], detail: ["Message"])
        expectRejected(.selectRow("r", in: 2, showing: [plain("X", .detail)]), on: &navigator, code: .columnNotInSplit)
        expectRejected(.selectRow("r", in: 99, showing: [plain("X", .detail)]), on: &navigator, code: .unknownChild)
        expectRejected(.selectRow("r", in: 1, showing: []), on: &navigator, code: .malformedInput)
        var three = try makeThreeColumns(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message"])
        expectRejected(.selectRow("r", in: 3, showing: [plain("X", .detail)]), on: &three, code: .columnNotInSplit)
    }

    @Test func aChildPreferringTheListsColumnOrOneLeftOfItIsRefused() throws {
        var navigator = try makeNavigator(primary: ["Inbox"], detail: ["Message"])
        expectRejected(.selectRow("r", in: 1, showing: [plain("X", .primary)]), on: &navigator, code: .malformedInput)
        expectRejected(.selectRow("r", in: 1, showing: [plain("X", .detail), plain("Y", .primary)]), on: &navigator, code: .malformedInput)
        var three = try makeThreeColumns(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message"])
        expectRejected(.selectRow("r", in: 2, showing: [plain("X", .supplementary)]), on: &three, code: .malformedInput)
        expectRejected(.selectRow("r", in: 2, showing: [plain("X", .primary)]), on: &three, code: .malformedInput)
        // A child preferring a column right of the list's shows in the column just right of it.
        try three.send(.selectRow("m", in: 1, showing: [plain("Drafts", .detail)]))
        #expect(three.state.stack(.supplementary).routes == ["Drafts"])
        #expect(three.state.stack(.supplementary).first?.preferredColumn == .supplementary)
    }

    @Test func aSelectionInsideABatchIsOneStep() throws {
        var navigator = try makeThreeColumns(primary: ["Mailboxes"])
        try navigator.send(.batch([
            .selectRow("inbox", in: 1, showing: [plain("Inbox", .supplementary)]),
            .selectRow("m1", in: 2, showing: [plain("Message 1", .detail)]),
        ]))
        #expect(navigator.selectedRow(in: 1) == "inbox")
        #expect(navigator.selectedRow(in: 2) == "m1")
    }
}

extension JSONEncoder {
    /// An encoder with sorted keys, for comparing JSON text.
    fileprivate static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}
