import Foundation
import SplitNavigation
import Testing

/// Rows labelled with a title that is not one of the app's values.
@Suite struct AccordionTitleTests {
    static func mailboxes() throws -> StringAccordion {
        try StringAccordion(policy: .single, nodes: [
            AccordionNode(id: 1, title: "On My Mac", isExpanded: true, children: [
                AccordionNode(id: 2, value: "Inbox", destination: RowDestination("Inbox messages")),
            ]),
        ])
    }

    @Test func aTitledNodeHasNoValue() throws {
        let accordion = try Self.mailboxes()
        #expect(try accordion.label(of: 1) == .title("On My Mac"))
        #expect(try accordion.value(of: 1) == nil)
        #expect(try accordion.value(of: 2) == "Inbox")
        #expect(try accordion.label(of: 2) == .value("Inbox"))
        let panel = try #require(accordion.nodes.first)
        #expect(panel.title == "On My Mac" && panel.value == nil)
        #expect(panel.children.first?.value == "Inbox" && panel.children.first?.title == nil)
        #expect(panel != AccordionNode(id: 1, value: "On My Mac", isExpanded: true, children: panel.children))
        #expect(panel.description == #"AccordionNode(id: #1, title: "On My Mac", expanded, 1 children)"#)
    }

    @Test func replacingSwapsAValueForATitleAndBack() throws {
        var accordion = try Self.mailboxes()
        let changes = try accordion.replace(2, label: .title("Inbox (3)"), destination: RowDestination("Inbox messages"))
        #expect(changes.reloaded == [1])
        #expect(try accordion.label(of: 2) == .title("Inbox (3)"))
        try accordion.apply(.replace(2, value: "Inbox", destination: nil))
        #expect(try accordion.label(of: 2) == .value("Inbox"))
        #expect(try accordion.apply(.replace(2, label: .value("Inbox"), destination: nil)) == AccordionChangeSet())
    }

    @Test func titlesEncodeUnderTheirOwnKey() throws {
        let (decoded, text) = try roundTrip(try Self.mailboxes())
        #expect(text == """
            {"format":1,"nodes":[{"id":1,"opened":0,"title":"On My Mac"},\
            {"destination":{"column":"detail","route":"Inbox messages"},"id":2,"parent":1,"value":"Inbox"}],\
            "paging":"idle","policy":"single"}
            """)
        #expect(decoded == (try Self.mailboxes()))
        let (node, nodeText) = try roundTrip(AccordionNode<String>(id: 4, title: "Work"))
        #expect(nodeText == #"[{"id":4,"title":"Work"}]"#)
        #expect(node.title == "Work")
        let event = AccordionEvent<String>.replace(2, label: .title("Inbox (3)"), destination: nil)
        let (decodedEvent, eventText) = try roundTrip(event)
        #expect(eventText == #"{"kind":"replace","node":2,"title":"Inbox (3)"}"#)
        #expect(decodedEvent == event)
        #expect(try roundTrip(RowLabel<String>.title("T")).1 == #"{"title":"T"}"#)
        #expect(try roundTrip(RowLabel<String>.value("V")).1 == #"{"value":"V"}"#)
    }

    @Test func aRowNeedsAValueOrATitleButNotBoth() throws {
        for nodes in [#"[{"id":1}]"#, #"[{"id":1,"value":"A","title":"B"}]"#] {
            let saved = #"{"format":1,"nodes":\#(nodes),"paging":"idle","policy":"single"}"#
            #expect(throws: AccordionError.self) { try JSONDecoder().decode(StringAccordion.self, from: Data(saved.utf8)) }
            #expect(throws: AccordionError.self) { try JSONDecoder().decode(AccordionNode<String>.self, from: Data(nodes.utf8)) }
        }
        let event = #"{"kind":"replace","node":1,"value":"A","title":"B"}"#
        #expect(throws: AccordionError.self) { try JSONDecoder().decode(AccordionEvent<String>.self, from: Data(event.utf8)) }
    }

    @Test func jsonWrittenBeforeTitlesStillReads() throws {
        let saved = #"{"format":1,"nodes":[{"id":1,"value":"On My Mac"},{"id":2,"parent":1,"value":"Inbox"}],"paging":"idle","policy":"single"}"#
        let accordion = try JSONDecoder().decode(StringAccordion.self, from: Data(saved.utf8))
        #expect(try accordion.label(of: 1) == .value("On My Mac"))
        let event = #"{"kind":"replace","node":1,"value":"Mac"}"#
        #expect(try JSONDecoder().decode(AccordionEvent<String>.self, from: Data(event.utf8)) == .replace(1, value: "Mac", destination: nil))
    }

    @Test func aNavigatorShowsDiffsAndSavesTitledRows() throws {
        let sidebar = NewChild("Mailboxes", preferring: .primary, content: .accordion(try Self.mailboxes()))
        var navigator = SplitNavigator(state: try SplitState(primary: [sidebar]))
        let before = navigator.presentation
        let changes = try navigator.send(.accordion(1, .replace(1, label: .title("Mac"), destination: nil)))
        guard case .updated(let child, _, _, let rows)? = changes.first else {
            Issue.record("expected an update, got \(changes)")
            return
        }
        #expect(rows.reloaded == [0])
        #expect(try child.content.accordion?.label(of: 1) == .title("Mac"))
        #expect(try before.applying(changes) == navigator.presentation)
        #expect(try SplitState<String>(json: navigator.state.jsonData()) == navigator.state)
        let (presentation, _) = try roundTrip(navigator.presentation)
        #expect(presentation == navigator.presentation)
    }
}
