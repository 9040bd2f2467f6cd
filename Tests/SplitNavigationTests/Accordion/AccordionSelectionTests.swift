import Foundation
import SplitNavigation
import Testing

/// The accordion's selection: kept by id through every edit, cleared (and said so) only when its
/// node goes, saved with the accordion.
@Suite struct AccordionSelectionTests {
    @Test func selectingAnotherRowDeselectsTheFirstAndReloadsBoth() throws {
        var accordion = try sampleAccordion()
        try accordion.expand(1)                      // rows: 1, 2, 3, 6, 8
        try accordion.select(2)
        let result = try changes(.selectNode(6), &accordion)
        #expect(result == AccordionChangeSet(reloaded: [1, 3], notifications: [.didDeselect(2), .didSelect(6)]))
        #expect(accordion.selection == 6)
    }

    @Test func selectingTheSelectedRowChangesNothing() throws {
        var accordion = try sampleAccordion()
        try accordion.select(8)
        #expect(try changes(.selectNode(8), &accordion).isEmpty)
    }

    @Test func deselectingClearsAndReportsOnce() throws {
        var accordion = try sampleAccordion()
        try accordion.select(6)
        #expect(try changes(.deselect, &accordion) == AccordionChangeSet(reloaded: [1], notifications: [.didDeselect(6)]))
        #expect(accordion.selection == nil)
        #expect(try changes(.deselect, &accordion).isEmpty)
    }

    @Test func theSelectionFollowsItsNodeThroughInsertsMovesAndCollapses() throws {
        var accordion = try sampleAccordion()
        try accordion.expand(1)
        try accordion.select(2)
        try accordion.insert(AccordionNode(id: 20, value: "New"), under: nil, at: 0)
        #expect(accordion.selection == 2)
        try accordion.move(2, under: 6, at: 0)
        #expect(accordion.selection == 2)
        try accordion.collapse(6)                    // hidden, still selected
        #expect(accordion.selection == 2)
        #expect(try accordion.visibleIndex(of: 2) == nil)
        // Selecting another row while the selected one is hidden reloads only the new row.
        #expect(try changes(.selectNode(8), &accordion) == AccordionChangeSet(reloaded: [4], notifications: [.didDeselect(2), .didSelect(8)]))
    }

    @Test func removingTheSelectedNodeOrAnAncestorClearsTheSelection() throws {
        var accordion = try sampleAccordion()
        try accordion.expand(1)
        try accordion.expand(3)                      // rows: 1, 2, 3, 4, 5, 6, 8
        try accordion.select(4)
        let result = try changes(.remove(3), &accordion)
        #expect(result.removed == [2..<5])
        #expect(result.notifications == [.didDeselect(4)])
        #expect(accordion.selection == nil)
        // Removing something else keeps it.
        try accordion.select(6)
        try accordion.remove(2)
        #expect(accordion.selection == 6)
    }

    @Test func theSelectionIsSavedAndValidated() throws {
        var accordion = try sampleAccordion()
        try accordion.select(6)
        let data = try JSONEncoder().encode(accordion)
        #expect(String(decoding: data, as: UTF8.self).contains(#""selection":6"#))
        #expect(try JSONDecoder().decode(StringAccordion.self, from: data) == accordion)
        var unselected = accordion
        unselected.deselect()
        #expect(unselected != accordion, "the selection is part of the value")
        let dangling = String(decoding: data, as: UTF8.self).replacingOccurrences(of: #""selection":6"#, with: #""selection":99"#)
        let error = #expect(throws: AccordionError.self) {
            try JSONDecoder().decode(StringAccordion.self, from: Data(dangling.utf8))
        }
        #expect(error?.code == .invalidAccordion)
    }

    /// In the navigator, selecting a sidebar row is one event: the accordion's selection and the
    /// destination it opens, in one change list.
    @Test func aSidebarSelectionIsOneEventWithBothChanges() throws {
        let sidebar = try Accordion<String>(policy: .single, nodes: [
            AccordionNode(id: 1, value: "Inbox", destination: RowDestination("Inbox messages", column: .supplementary)),
            AccordionNode(id: 2, value: "Sent", destination: RowDestination("Sent messages", column: .supplementary)),
        ])
        var navigator = try SplitNavigator(state: SplitState(
            primary: [NewChild("Mailboxes", preferring: .primary, content: .accordion(sidebar))],
            supplementary: [NewChild("Inbox messages", preferring: .supplementary)],
            detail: [NewChild("Message 1", preferring: .detail)], columns: .three))
        let before = navigator.presentation
        let changes = try navigator.send(.accordion(1, .selectNode(2)))
        #expect(navigator.state.root.content.accordion?.selection == 2)
        #expect(navigator.state.stack(.supplementary).map(\.route) == ["Sent messages"])
        #expect(navigator.state.stack(.detail).isEmpty)
        guard case .updated(_, .primary, 0, let rows) = changes.first else {
            Issue.record("the selection comes first: \(changes)")
            return
        }
        #expect(rows.notifications == [.didSelect(2)])
        #expect(try before.applying(changes) == navigator.presentation)
    }

    /// A selection whose destination the split cannot show is refused whole: no selection either.
    @Test func aRefusedDestinationLeavesTheSelectionAsItWas() throws {
        let sidebar = try Accordion<String>(nodes: [
            AccordionNode(id: 1, value: "Inbox", destination: RowDestination("Inbox messages", column: .supplementary)),
        ])
        var navigator = SplitNavigator(state: try SplitState(
            primary: [NewChild("Mailboxes", preferring: .primary, content: .accordion(sidebar))]))
        let before = navigator.state
        let error = #expect(throws: NavigationError.self) { try navigator.send(.accordion(1, .selectNode(1))) }
        #expect(error?.code == .columnNotInSplit)
        #expect(navigator.state == before)
    }
}
