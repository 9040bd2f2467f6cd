import SplitNavigation
import Testing

/// Events read as words in logs and failures, never as nested type names.
@Suite struct DescriptionTests {
    @Test func eventsDescribeThemselves() {
        let events: [(NavigationEvent<String>, String)] = [
            (.push(NewChild("Compose", preferring: .detail), onto: .supplementary), "push Compose (detail) onto supplementary"),
            (.showSupplementary([NewChild("Inbox", preferring: .supplementary)]), "show supplementary [Inbox (supplementary)]"),
            (.popTo(3), "pop to #3"),
            (.popToRoot(.primary), "pop primary to its root"),
            (.setVisibility(.doubleColumn), "set visibility doubleColumn"),
            (.accordion(2, .insert(AccordionNode(id: 9, value: "A"), parent: nil, index: 0)), "accordion #2: insert #9 under the top level at 0"),
            (.batch([.back, .setWidth(.medium)]), "batch [back, set width medium]"),
        ]
        for (event, text) in events {
            #expect(event.description == text)
            #expect(!"\(event)".contains("SplitNavigation."))
        }
    }
}
