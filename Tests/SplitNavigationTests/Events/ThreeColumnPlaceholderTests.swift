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
        #expect(navigator.placeholder(for: .supplementary) == "supplementary: Mailboxes/Work | ")
        #expect(navigator.placeholder(for: .detail) == "detail: Mailboxes/Work | ")
        #expect(navigator.presentation.placeholder(for: .supplementary) == "supplementary: Mailboxes/Work | ")
        #expect(navigator.presentation.placeholder == "detail: Mailboxes/Work | ")
        #expect(navigator.placeholder(for: .primary) == nil)
        let filled = try makeThreeColumns(primary: ["Mailboxes"], supplementary: ["Inbox"], placeholder: provider)
        #expect(filled.placeholder(for: .supplementary) == nil)
        #expect(filled.placeholder == "detail: Mailboxes | Inbox")
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
}

/// The columns a provider was asked about, in order.
final class Calls: @unchecked Sendable {
    private(set) var columns: [Column] = []
    func add(_ column: Column) { columns.append(column) }
}
