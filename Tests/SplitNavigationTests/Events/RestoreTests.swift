import SplitNavigation
import Testing

@Suite("Restore and presentation changes")
struct RestoreTests {
    @Test func restoreReplacesTheStateAndKeepsTheCommonPrefix() throws {
        var navigator = try makeNavigator(primary: ["A", "B"], detail: ["D"], placeholder: .always("Empty"))
        var other = navigator
        try other.send(.pop(.detail))
        try other.send(.push(plain("C", .primary)))
        let changes = try navigator.send(.restore(other.state))
        #expect(navigator.state == other.state)
        #expect(changes.map(\.description) == [
            "remove #3 from detail[0]", "insert #4 C (primary) into primary[2]", "placeholder Empty",
        ])
    }

    @Test func restoreAcrossLayoutsGivesChangesThatApply() throws {
        var navigator = try makeNavigator(primary: ["A", "B"], detail: ["D"], placeholder: .always("Empty"))
        let old = navigator.presentation
        let compact = try makeNavigator(primary: ["A", "X"], detail: [], layout: .compact, policy: .hideDetail)
        let changes = try navigator.send(.restore(compact.state))
        #expect(try old.applying(changes) == navigator.presentation)
        #expect(changes.contains(.layout(.compact)))
    }

    @Test func changesThatDoNotFitAreRejected() throws {
        let navigator = try makeNavigator(primary: ["A"], detail: ["D"])
        let presentation = navigator.presentation
        let wrong: [[NavigationChange<String>]] = [
            [.removed(1, stack: .primary, index: 1)],
            [.removed(2, stack: .primary, index: 0)],
            [.inserted(Child(id: 9, route: "X", preferredColumn: .detail), stack: .detail, index: 5)],
            [.layout(.regular)],
            [.layout(.compact)],
            [.placeholder(.route("X"))],
        ]
        for changes in wrong {
            let error = #expect(throws: NavigationError.self) { try presentation.applying(changes) }
            #expect(error?.code == .changesDoNotApply)
        }
        let compact = try makeNavigator(primary: ["A"], layout: .compact).presentation
        #expect(throws: NavigationError.self) { try compact.applying([.visibleColumns([.detail])]) }
        #expect(throws: NavigationError.self) {
            try compact.applying([.inserted(Child(id: 9, route: "X", preferredColumn: .detail), stack: .detail, index: 0)])
        }
    }

    /// The difference keeps a child only when it is equal in every part: one with the same id
    /// whose route, list selection or content differs is removed and inserted again.
    @Test func theDifferenceReplacesAChildThatDiffersInAnyPart() throws {
        let root = Child<String>(id: 1, route: "Mailboxes", preferredColumn: .primary)
        let selection = RowSelection<String>(list: 1, row: "Inbox")
        let rows = try Accordion<String>(nodes: [AccordionNode(id: 1, value: "Today")])
        let otherRows = try Accordion<String>(nodes: [AccordionNode(id: 1, value: "Yesterday")])
        let child = Child(id: 2, route: "Inbox", preferredColumn: .detail, content: .accordion(rows), openedBy: selection)
        let old = Presentation.regular(primary: [root], detail: [child])
        let variants = [
            Child(id: 2, route: "Archive", preferredColumn: .detail, content: .accordion(rows), openedBy: selection),
            Child(id: 2, route: "Inbox", preferredColumn: .detail, content: .accordion(rows)),
            Child(id: 2, route: "Inbox", preferredColumn: .detail, content: .accordion(rows), openedBy: RowSelection(list: 3, row: "Inbox")),
            Child(id: 2, route: "Inbox", preferredColumn: .detail, content: .accordion(rows), openedBy: RowSelection(list: 1, row: "Archive")),
            Child(id: 2, route: "Inbox", preferredColumn: .detail, openedBy: selection),
            Child(id: 2, route: "Inbox", preferredColumn: .detail, content: .accordion(otherRows), openedBy: selection),
        ]
        for variant in variants {
            let new = Presentation.regular(primary: [root], detail: [variant])
            let changes = old.changes(to: new)
            #expect(changes == [.removed(2, stack: .detail, index: 0), .inserted(variant, stack: .detail, index: 0)], "\(variant)")
            #expect(try old.applying(changes) == new)
        }
        // Equal children in arrays of their own are kept.
        let copy = Presentation.regular(
            primary: [Child(id: 1, route: "Mailboxes", preferredColumn: .primary)],
            detail: [Child(id: 2, route: "Inbox", preferredColumn: .detail, content: .accordion(rows), openedBy: selection)])
        #expect(old.changes(to: copy).isEmpty)
    }
}
