@testable import SplitNavigation
import Testing

/// A `NewChild` holds its fields in the box its child keeps them in: the child an event makes
/// shares that box when it goes to its preferred column without a selection, and otherwise gets
/// a box of its own; a new child still behaves as a value.
@Suite struct NewChildStorageTests {
    @Test func aPushedChildSharesTheNewChildsBox() throws {
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes"])
        let new = NewChild("Message", preferring: .detail)
        try navigator.send(.push(new))
        let child = try #require(navigator.state.stack(.detail).last)
        #expect(child.fields === new.fields)
        #expect((child.route, child.preferredColumn, child.content, child.openedBy) == ("Message", .detail, .plain, nil))
    }

    @Test func anotherColumnOrASelectionMakesABoxOfItsOwn() throws {
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes"])
        // Pushed onto a column it does not prefer: the child's column is the one it went to.
        let elsewhere = NewChild("Inbox", preferring: .detail)
        try navigator.send(.push(elsewhere, onto: .primary))
        let pushed = try #require(navigator.state.stack(.primary).last)
        #expect(pushed.fields !== elsewhere.fields)
        #expect((pushed.route, pushed.preferredColumn) == ("Inbox", .primary))
        #expect(elsewhere.preferredColumn == .detail)

        // The first child a selection shows remembers the row; the others share their boxes.
        let first = NewChild("Message 1", preferring: .detail), second = NewChild("Attachment", preferring: .detail)
        try navigator.send(.selectRow("Message 1", in: pushed.id, showing: [first, second]))
        let shown = navigator.state.stack(.detail)
        #expect(shown.count == 2)
        #expect(shown[0].fields !== first.fields)
        #expect(shown[0].openedBy == RowSelection(list: pushed.id, row: "Message 1"))
        #expect(first.fields.openedBy == nil)
        #expect(shown[1].fields === second.fields)
    }

    @Test func changingANewChildLeavesItsCopiesAndChildren() throws {
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes"])
        var new = NewChild("Message", preferring: .detail)
        let copy = new
        try navigator.send(.push(new))
        new.route = "Draft"
        new.preferredColumn = .primary
        new.content = .tabs(try TabGroup(tabs: [Tab("a", value: "A")]))
        #expect((copy.route, copy.preferredColumn, copy.content) == ("Message", .detail, .plain))
        #expect(navigator.state.stack(.detail).last?.route == "Message")
        #expect((new.route, new.preferredColumn) == ("Draft", .primary))
        #expect(new.content.tabs?.tabs.map(\.id) == ["a"])
    }

    @Test func equalityHashingAndMirrorReadValues() {
        let new = NewChild("Inbox", preferring: .primary)
        let same = NewChild("Inbox", preferring: .primary)
        #expect(new.fields !== same.fields)
        #expect(new == same && new.hashValue == same.hashValue)
        for other in [
            NewChild("Sent", preferring: .primary), NewChild("Inbox", preferring: .detail),
            NewChild("Inbox", preferring: .primary, content: .accordion(Accordion())),
        ] {
            #expect(other != new && new != other, "\(other)")
        }
        #expect(Set([new, same, NewChild("Sent", preferring: .primary)]).count == 2)
        #expect(Mirror(reflecting: new).children.map(\.label) == ["route", "preferredColumn", "content"])
    }
}
