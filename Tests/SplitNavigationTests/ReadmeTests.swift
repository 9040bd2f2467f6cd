import SplitNavigation
import Testing

/// The README's usage snippet, line for line, with its comments as expectations.
@Suite("README")
struct ReadmeTests {
    @Test func usageSnippetDoesWhatTheReadmeSays() throws {
        var navigator = try SplitNavigator<String>(
            primary: ["Mailboxes"],
            policy: .hideDetail,
            placeholder: PlaceholderProvider { primary in
                primary.count > 1 ? "Select a message" : "Select a mailbox"
            })

        try navigator.send(.push(NewChild("Inbox", preferring: .primary)))
        let changes = try navigator.send(.showDetail([NewChild("Message 1", preferring: .detail)]))
        #expect(changes.map(\.description) == ["no placeholder", "insert #3 Message 1 (detail) into detail[0]"])

        try navigator.send(.setLayout(.compact))
        #expect(navigator.state.compactStack?.routes == ["Mailboxes", "Inbox"])
        #expect(navigator.state.keptAside.routes == ["Message 1"])
        try navigator.send(.setLayout(.regular))
        #expect(navigator.state.stack(.detail).routes == ["Message 1"])

        var code: NavigationError.Code?
        let before = navigator.state
        do throws(NavigationError) {
            try navigator.send(.popChild(1))
        } catch {
            code = error.code
        }
        #expect(code == .rootCannotBePopped)
        #expect(navigator.state == before)

        let saved = try navigator.state.jsonData()
        #expect(try SplitState<String>(json: saved) == navigator.state)

        // The accordion section continues the same session.
        let mailboxes = try Accordion<String>(policy: .single, nodes: [
            AccordionNode(id: 1, value: "On My Mac", children: [
                AccordionNode(id: 2, value: "Inbox", destination: RowDestination("Inbox messages", column: .detail)),
            ]),
        ])
        try navigator.send(.push(NewChild("Mailboxes", preferring: .primary, content: .accordion(mailboxes))))
        let expanded = try navigator.send(.accordion(4, .expand(1)))
        guard case .updated(let child, _, _, let rows)? = expanded.first else {
            Issue.record("expected an update, got \(expanded)")
            return
        }
        #expect(child.id == 4 && rows.inserted == [1..<2])
        try navigator.send(.accordion(4, .select(2)))
        #expect(navigator.state.stack(.detail).routes == ["Inbox messages"])
    }

    @Test func threeColumnSnippetDoesWhatTheReadmeSays() throws {
        var mail = try SplitNavigator<String>(
            primary: ["Mailboxes"], columns: .three, width: .medium,
            placeholder: PlaceholderProvider(columns: { request in
                request.column == .supplementary ? "Select a mailbox" : "Select a message"
            }))
        #expect(mail.presentation.visibleColumns == [.primary, .supplementary])

        try mail.send(.showSupplementary([NewChild("Inbox", preferring: .supplementary)]))
        #expect(mail.presentation.visibleColumns == [.supplementary, .detail])
        #expect(mail.presentation.revealableColumns == [.primary])
        try mail.send(.showDetail([NewChild("Message 1", preferring: .detail)]))

        let changes = try mail.send(.showSupplementary([NewChild("Sent", preferring: .supplementary)]))
        #expect(changes.map(\.description) == [
            "remove #3 from detail[0]", "remove #2 from supplementary[0]", "insert #4 Sent (supplementary) into supplementary[0]",
            "placeholder Select a message",
        ])
        #expect(mail.state.stack(.detail).isEmpty)

        let before = mail.state.children
        try mail.send(.setWidth(.regular))
        #expect(mail.presentation.visibleColumns == [.primary, .supplementary, .detail])
        #expect(mail.state.children == before)
        try mail.send(.setWidth(.compact))
        #expect(mail.state.compactStack?.routes == ["Mailboxes", "Sent"])
        try mail.send(.back)
        #expect(mail.state.compactStack?.routes == ["Mailboxes"])
    }
}
