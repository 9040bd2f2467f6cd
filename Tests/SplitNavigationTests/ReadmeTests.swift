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
}
