import SplitNavigation
import Testing

/// Placeholders of the supplementary and detail columns of a three-column split.
@Suite("Three-column placeholders")
struct ThreeColumnPlaceholderTests {
    /// Names the column and the stacks the provider was shown.
    let provider = PlaceholderProvider<String>(columns: { request in
        "\(request.column): \(request.primary.map(\.route).joined(separator: "/")) | \(request.supplementary.map(\.route).joined(separator: "/"))"
    })

    @Test func theProviderSeesTheColumnAndTheStacksToItsLeft() throws {
        let navigator = try makeThreeColumns(primary: ["Mailboxes", "Work"], placeholder: provider)
        #expect(navigator.placeholder(for: .supplementary) == .route("supplementary: Mailboxes/Work | "))
        #expect(navigator.placeholder(for: .detail) == .route("detail: Mailboxes/Work | "))
        #expect(navigator.presentation.placeholder(for: .supplementary) == .route("supplementary: Mailboxes/Work | "))
        #expect(navigator.presentation.placeholder == .route("detail: Mailboxes/Work | "))
        #expect(navigator.placeholder(for: .primary) == nil)
        let filled = try makeThreeColumns(primary: ["Mailboxes"], supplementary: ["Inbox"], placeholder: provider)
        #expect(filled.placeholder(for: .supplementary) == nil)
        #expect(filled.placeholder == .route("detail: Mailboxes | Inbox"))
    }

    @Test func placeholdersLeaveBeforeTheirColumnFillsAndArriveAfterItEmpties() throws {
        var navigator = try makeThreeColumns(placeholder: provider)
        #expect(try navigator.described(.showSupplementary([plain("Inbox", .supplementary)])) == [
            "supplementary no placeholder", "insert #2 Inbox (supplementary) into supplementary[0]",
            "placeholder detail: Mailboxes | Inbox",
        ])
        #expect(try navigator.described(.showDetail([plain("Message", .detail)])) == [
            "no placeholder", "insert #3 Message (detail) into detail[0]",
        ])
        #expect(try navigator.described(.showSupplementary([plain("Sent", .supplementary)])) == [
            "remove #3 from detail[0]", "remove #2 from supplementary[0]", "insert #4 Sent (supplementary) into supplementary[0]",
            "placeholder detail: Mailboxes | Sent",
        ])
        #expect(try navigator.described(.pop(.supplementary)) == [
            "remove #4 from supplementary[0]",
            "supplementary placeholder supplementary: Mailboxes | ", "placeholder detail: Mailboxes | ",
        ])
        #expect(try navigator.described(.push(plain("Work", .primary))) == [
            "insert #5 Work (primary) into primary[1]",
            "supplementary placeholder supplementary: Mailboxes/Work | ", "placeholder detail: Mailboxes/Work | ",
        ])
    }

    @Test func compactLayoutHasNoPlaceholdersAndTheSplitBringsThemBack() throws {
        var navigator = try makeThreeColumns(placeholder: provider)
        #expect(try navigator.described(.setWidth(.compact)) == ["supplementary no placeholder", "no placeholder", "layout compact"])
        #expect(navigator.placeholder(for: .supplementary) == nil)
        #expect(try navigator.described(.setWidth(.medium)) == [
            "layout regular", "show primary, supplementary",
            "supplementary placeholder supplementary: Mailboxes | ", "placeholder detail: Mailboxes | ",
        ])
    }

    @Test func theProviderIsAskedOncePerEmptyColumnPerEvent() throws {
        let calls = Calls()
        let counting = PlaceholderProvider<String>(columns: { request in
            calls.add(request.column)
            return "empty"
        })
        var navigator = try makeThreeColumns(placeholder: counting)
        #expect(calls.columns == [.supplementary, .detail])
        try navigator.send(.push(plain("Inbox", .supplementary)))
        #expect(calls.columns == [.supplementary, .detail, .detail])
        _ = navigator.presentation
        _ = navigator.presentation
        #expect(calls.columns.count == 3)
    }

    /// Events that change a column several times — a selection that opens its destination, a
    /// restore, a transaction — still ask once per empty column; a batch asks once per inner
    /// event, as each of its events answers with its own placeholder changes.
    @Test func theProviderIsAskedOncePerEmptyColumnPerEventWhateverTheEvent() throws {
        let calls = Calls()
        let counting = PlaceholderProvider<String>(columns: { request in
            calls.add(request.column)
            return "empty"
        })
        let folders = try Accordion<String>(nodes: [
            AccordionNode(id: 1, value: "Inbox", destination: RowDestination("Inbox", column: .supplementary)),
            AccordionNode(id: 2, value: "Message", destination: RowDestination("Message", column: .detail)),
        ])
        var navigator = try makeThreeColumns(placeholder: counting)
        try navigator.send(.push(NewChild("Folders", preferring: .primary, content: .accordion(folders))))   // #2
        func asked(_ event: NavigationEvent<String>) throws -> [Column] {
            let start = calls.columns.count
            try navigator.send(event)
            return Array(calls.columns[start...])
        }
        // Selecting opens the supplementary destination: the supplementary column fills, the
        // detail column stays empty.
        #expect(try asked(.accordion(2, .selectNode(1))) == [.detail])
        #expect(try asked(.accordion(2, .selectNode(2))) == [], "no column is empty")
        #expect(navigator.state.stack(.detail).routes == ["Message"])
        // Selecting the first row again replaces the supplementary stack and empties the detail
        // column: one question, about the detail column.
        #expect(try asked(.accordion(2, .selectNode(1))) == [.detail])
        #expect(try asked(.restore(try makeThreeColumns().state)) == [.supplementary, .detail])
        let start = calls.columns.count
        try navigator.transaction { draft in
            try draft.send(.showSupplementary([plain("Inbox", .supplementary)]))
            try draft.send(.showDetail([plain("Message", .detail)]))
        }
        #expect(Array(calls.columns[start...]) == [.detail], "one event of the transaction left a column empty")
        #expect(try asked(.batch([.showDetail([]), .showSupplementary([])])) == [.detail, .supplementary, .detail])
    }
}

/// The columns a provider was asked about, in order.
final class Calls: @unchecked Sendable {
    private(set) var columns: [Column] = []
    func add(_ column: Column) { columns.append(column) }
}
