@testable import SplitNavigation
import Testing

/// A child keeps everything but its id in one shared box (`Child.Fields`): copies share it,
/// equality and hashing still read values, a changed copy gets a box of its own, and a
/// navigator that alone holds its state still changes an accordion's storage in place.
@Suite struct ChildStorageTests {
    @Test func equalityAndHashingReadValuesNotBoxes() throws {
        let accordion = try sampleAccordion()
        let selection = RowSelection<String>(list: 1, row: "row")
        let child = Child(id: 7, route: "Inbox", preferredColumn: .detail, content: .accordion(accordion), openedBy: selection)
        let same = Child(id: 7, route: "Inbox", preferredColumn: .detail, content: .accordion(accordion), openedBy: selection)
        #expect(child == same)
        #expect(child.hashValue == same.hashValue)

        let others = [
            Child(id: 8, route: "Inbox", preferredColumn: .detail, content: .accordion(accordion), openedBy: selection),
            Child(id: 7, route: "Sent", preferredColumn: .detail, content: .accordion(accordion), openedBy: selection),
            Child(id: 7, route: "Inbox", preferredColumn: .primary, content: .accordion(accordion), openedBy: selection),
            Child(id: 7, route: "Inbox", preferredColumn: .detail, content: .plain, openedBy: selection),
            Child(id: 7, route: "Inbox", preferredColumn: .detail, content: .accordion(accordion), openedBy: nil),
        ]
        for other in others {
            #expect(other != child)
        }
        #expect(Set(others + [child, same]).count == others.count + 1)
    }

    @Test func changingACopysContentLeavesTheOriginal() throws {
        let accordion = try sampleAccordion()
        let original = Child(id: 1, route: "Inbox", preferredColumn: .primary, content: .accordion(accordion))
        var changed = original
        changed.content = .plain
        #expect(original.content == .accordion(accordion))
        #expect(changed.content == .plain)
        #expect((changed.id, changed.route, changed.preferredColumn) == (1, "Inbox", .primary))
        #expect(changed != original)
        changed.content = .accordion(accordion)
        #expect(changed == original)
    }

    @Test func dumpShowsTheFieldsNotTheBox() {
        let child = Child(id: 4, route: "Inbox", preferredColumn: .detail, openedBy: RowSelection(list: 1, row: "Mail"))
        let mirror = Mirror(reflecting: child)
        #expect(mirror.children.map(\.label) == ["id", "route", "preferredColumn", "content", "openedBy"])
        var dumped = ""
        dump(child, to: &dumped)
        #expect(dumped.contains("- route: \"Inbox\""), "\(dumped)")
        #expect(!dumped.contains("Fields"), "\(dumped)")
    }

    @Test func aNavigatorAloneHoldingItsStateChangesTheAccordionInPlace() throws {
        var navigator = try SplitNavigator(state: SplitState(
            primary: [NewChild("Folders", preferring: .primary, content: .accordion(sampleAccordion()))]))
        let id = try #require(navigator.state.stack(.primary).first?.id)
        /// Where the accordion keeps its slots: an address, not a reference, so that asking
        /// does not share the storage.
        func slotsAddress() -> Int? {
            navigator.state.child(id)?.content.accordion?.outline.slots.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        }

        let before = slotsAddress()
        try navigator.send(.accordion(id, .expand(1)))
        #expect(try navigator.state.child(id)?.content.accordion.map { try $0.isExpanded(1) } == true)
        #expect(slotsAddress() == before, "the unshared accordion was copied")

        // A state kept elsewhere keeps its accordion: the change goes to a copy (compared by
        // value: a copy may well land where an earlier buffer was freed).
        let kept = navigator.state
        try navigator.send(.accordion(id, .collapse(1)))
        #expect(try kept.child(id)?.content.accordion.map { try $0.isExpanded(1) } == true)
        #expect(try navigator.state.child(id)?.content.accordion.map { try $0.isExpanded(1) } == false)
    }
}
