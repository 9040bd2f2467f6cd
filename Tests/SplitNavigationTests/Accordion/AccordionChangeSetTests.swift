import SplitNavigation
import SplitNavigationTestSupport
import Testing

@Suite struct AccordionChangeSetTests {
    @Test func removalsUseOldIndicesAndInsertionsNewOnes() throws {
        let old = ["a", "b", "c", "d", "e"]
        let new = ["a", "X", "d", "Y", "Z"]
        let changes = AccordionChangeSet(removed: [1..<3, 4..<5], inserted: [1..<2, 3..<5])
        #expect(try changes.applied(to: old) { new[$0] } == new)
        #expect(changes.removedCount == 3 && changes.insertedCount == 3)
    }

    @Test func reloadsUseOldIndicesAndTakeTheNewRow() throws {
        let old = ["a", "b", "c"]
        let new = ["X", "b", "C*"]
        let changes = AccordionChangeSet(removed: [0..<1], inserted: [0..<1], reloaded: [2])
        #expect(try changes.applied(to: old) { new[$0] } == new)
        #expect(try AccordionChangeSet.none.applied(to: old) { _ in "?" } == old)
        #expect(AccordionChangeSet.none.isEmpty)
    }

    @Test func aCopyKeepsItsListsWhenTheOriginalChanges() {
        var changes = AccordionChangeSet(reloaded: [2])
        let copy = changes
        changes.removed.append(0..<1)
        changes.reloaded = []
        #expect(copy == AccordionChangeSet(reloaded: [2]))
        #expect(changes == AccordionChangeSet(removed: [0..<1]))
        var empty = AccordionChangeSet.none
        empty.notifications.append(.didExpand(1))
        #expect(AccordionChangeSet.none.isEmpty && !empty.isEmpty)
        empty.notifications.removeAll()
        #expect(empty == .none && empty.hashValue == AccordionChangeSet.none.hashValue && empty.isEmpty)
    }

    @Test func descriptionsNameEachPartAndNotificationOnce() throws {
        var accordion = try Accordion<String>(policy: .single, nodes: [
            AccordionNode(id: 1, value: "Mail", children: [AccordionNode(id: 2, value: "Inbox")]),
            AccordionNode(id: 4, value: "Calendar", children: [AccordionNode(id: 5, value: "Work")]),
        ])
        let opened = try accordion.expand(1)
        #expect(opened.description == "inserted [1..<2], reloaded [0], willExpand #1, didExpand #1")
        let switched = try accordion.expand(4)
        #expect(switched.description == """
            removed [1..<2], inserted [2..<3], reloaded [0, 2], \
            willCollapse #1, didCollapse #1, willExpand #4, didExpand #4
            """)
        #expect(AccordionChangeSet(notifications: [.didSelect(5)]).description == "didSelect #5")
        #expect(AccordionChangeSet.none.description == "no changes")
        // An id's own description carries the "#"; nothing may add a second one.
        #expect(String(describing: [AccordionNotification.willCollapse(3)]) == "[willCollapse #3]")
    }

    @Test func changeSetsThatDoNotFitAreErrors() {
        let old = ["a", "b", "c"]
        let misfits = [
            AccordionChangeSet(removed: [2..<4]),
            AccordionChangeSet(removed: [1..<2, 0..<1]),
            AccordionChangeSet(removed: [1..<1]),
            AccordionChangeSet(inserted: [4..<6]),
            AccordionChangeSet(reloaded: [3]),
            AccordionChangeSet(removed: [1..<2], reloaded: [1]),
            AccordionChangeSet(reloaded: [2, 1]),
        ]
        for changes in misfits {
            #expect(errorCode { _ = try changes.applied(to: old) { _ in "?" } } == .changesDoNotApply, "\(changes)")
        }
    }
}

@Suite(.cpuBound) struct AccordionNodeTests {
    @Test func nodesAreValues() {
        var a = node(1, [node(2), node(3)])
        let b = a
        a.children.append(node(4))
        #expect(b.children.count == 2)
        #expect(a != b)
        a.children.removeLast()
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        a.children = []
        #expect(a.children.isEmpty)
        #expect(node(1) != node(1, expanded: true))
        #expect(node(1, [node(2)]) != node(1, [node(3)]))
        #expect(a.description == "AccordionNode(id: #1, value: n1, 0 children)")
    }

    @Test func deepChainsCompareHashAndReleaseWithoutRecursion() {
        func chain(_ depth: Int, leaf: String) -> Node {
            var result = Node(id: AccordionNodeID(depth), value: leaf)
            for id in (0..<depth).reversed() {
                result = node(id, [result])
            }
            return result
        }
        let first = chain(100_000, leaf: "x")
        let second = chain(100_000, leaf: "x")
        let third = chain(100_000, leaf: "y")
        #expect(first == second)
        #expect(first != third)
        #expect(first.hashValue == second.hashValue)
    }
}
