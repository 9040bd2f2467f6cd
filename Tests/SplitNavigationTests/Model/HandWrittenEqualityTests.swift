@testable import SplitNavigation
import Testing

/// The types whose `==` (or `hash(into:)`) is written out for speed list their stored
/// properties by hand: each test counts the stored properties, so that adding one fails here
/// until the comparison is extended and the count with it.
@Suite struct HandWrittenEqualityTests {
    /// The stored properties of a value, as the runtime lays them out (a custom mirror is
    /// bypassed: `Child` shows its fields, not its box).
    static func storedProperties(of value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap(\.label)
    }

    @Test func childComparesItsIdAndEveryFieldOfItsBox() {
        let child = Child(id: 1, route: "Inbox", preferredColumn: .primary)
        // `Child` holds its id and a box; `==`, `hash(into:)` and `Fields.holdsTheSameValues(as:)`
        // compare the id and each of the box's fields.
        // `Child` has a custom mirror, so its own stored properties are counted by size: an id
        // and a reference to the box.
        #expect(MemoryLayout<Child<String>>.size == MemoryLayout<ChildID>.size + MemoryLayout<Child<String>.Fields>.size)
        #expect(Self.storedProperties(of: child.fields) == ["route", "preferredColumn", "content", "selection"])
        // Equal values in two boxes are equal; each field, changed alone, makes them differ.
        #expect(child == Child(id: 1, route: "Inbox", preferredColumn: .primary))
        let accordion = Accordion<String>()
        for other in [
            Child(id: 2, route: "Inbox", preferredColumn: .primary), Child(id: 1, route: "Sent", preferredColumn: .primary),
            Child(id: 1, route: "Inbox", preferredColumn: .detail),
            Child(id: 1, route: "Inbox", preferredColumn: .primary, content: .accordion(accordion)),
            Child(id: 1, route: "Inbox", preferredColumn: .primary, openedBy: RowSelection(list: 3, row: "Inbox")),
        ] {
            #expect(child != other && other != child, "\(other)")
        }
    }

    @Test func columnPlaceholdersCompareBothColumns() {
        // `ColumnPlaceholders.==` compares `supplementary` and `detail`.
        #expect(Self.storedProperties(of: ColumnPlaceholders<String>()) == ["supplementary", "detail"])
        #expect(ColumnPlaceholders(supplementary: .text("a")) != ColumnPlaceholders<String>())
        #expect(ColumnPlaceholders(detail: .route("a")) != ColumnPlaceholders<String>())
    }
}
