import Foundation
import SplitNavigation
import Testing

/// Presentations and change lists with hostile ids, indices and row change sets: decoding
/// rejects what no state presents and no event makes, naming the field, and applying throws
/// `changesDoNotApply`, its message built without overflow.
@Suite("Hostile values: presentations and changes")
struct PresentationHostileTests {
    static let presentation = Presentation<String>.regular(
        primary: [child(1), child(2)], detail: [child(3, .detail)])

    @Test(arguments: Hostile.integers)
    func changesAtHostileIndicesDoNotApply(index: Int) {
        let child = child(9)
        let accordionChild = Child(
            id: 2, route: "R2", preferredColumn: .primary,
            content: .accordion((try? Accordion<String>(nodes: [node(1)])) ?? Accordion()))
        let changes: [NavigationChange<String>] = [
            .inserted(child, stack: .primary, index: index),
            .removed(1, stack: .primary, index: index),
            .replaced(3, by: child, stack: .detail, index: index),
            .moved(3, from: .detail, fromIndex: index, to: .primary, toIndex: 0),
            .moved(3, from: .detail, fromIndex: 0, to: .primary, toIndex: index),
            .updated(accordionChild, stack: .primary, index: index, rows: AccordionChangeSet(inserted: [Int.min..<Int.max])),
        ]
        for change in changes {
            let error = expectNavigationError(.changesDoNotApply, naming: "change 1") {
                _ = try Self.presentation.applying([.placeholder(nil), change])
            }
            #expect(error?.message.contains(change.description) == true)
        }
    }

    @Test(arguments: [
        AccordionChangeSet(inserted: [Int.min..<Int.max]),
        AccordionChangeSet(inserted: [0..<Int.max]),
        AccordionChangeSet(removed: [0..<Int.max]),
        AccordionChangeSet(removed: [Int.min..<Int.max]),
        AccordionChangeSet(reloaded: [Int.min, Int.max]),
        AccordionChangeSet(inserted: [1..<2]),
    ])
    func updatesWhoseRowsDoNotFitDoNotApply(rows: AccordionChangeSet) throws {
        // The child is where the change says: only its rows are wrong.
        let accordion = try Accordion<String>(nodes: [node(1)])
        let old = Child(id: 2, route: "R2", preferredColumn: .primary, content: .accordion(accordion))
        let presentation = Presentation<String>.compact(stack: [child(1), old])
        let error = expectNavigationError(.changesDoNotApply, naming: "rows") {
            _ = try presentation.applying([.updated(old, stack: .compact, index: 1, rows: rows)])
        }
        #expect(error?.message.contains("update #2 at compact[1]") == true)
    }

    @Test func childrenComingInWithIdsThePresentationHasDoNotApply() throws {
        let presentation = Presentation<String>.compact(stack: [child(1), child(2)])
        let sheet = try Modal(style: .sheet, stack: [child(3, .detail)])
        let cases: [[NavigationChange<String>]] = [
            [.presented(try Modal(style: .sheet, stack: [child(2, .detail)]))],
            [.presented(sheet), .presented(sheet)],
            [.presented(sheet), .modalPushed(child(4, .detail)), .modalPushed(child(4, .detail))],
            [.presented(sheet), .modalPushed(child(1, .detail))],
            [.presented(sheet), .modalPushed(child(4, .detail)), .modalReplacedTop(4, by: child(3, .detail))],
            [.inserted(child(2), stack: .compact, index: 2)],
            [.presented(sheet), .replaced(2, by: child(3), stack: .compact, index: 1)],
        ]
        for changes in cases {
            let error = #expect(throws: NavigationError.self, "\(changes)") { try presentation.applying(changes) }
            #expect(error?.code == .changesDoNotApply)
            #expect(error?.message.contains("is already in the presentation") == true, "\(error?.message ?? "")")
        }
        // An id comes back once its child has left, and a child may replace itself.
        let back = try presentation.applying([
            .presented(sheet), .dismissed(3), .presented(sheet), .modalReplacedTop(3, by: child(3, .detail)),
            .replaced(2, by: child(2), stack: .compact, index: 1),
        ])
        #expect(back == (try presentation.applying([.presented(sheet)])))
    }

    @Test func updatesWhoseRowsFitApply() throws {
        var accordion = try Accordion<String>(nodes: [node(1, [node(2)])])
        let old = Child(id: 2, route: "R2", preferredColumn: .primary, content: .accordion(accordion))
        let rows = try accordion.expand(1)
        let new = Child(id: 2, route: "R2", preferredColumn: .primary, content: .accordion(accordion))
        let presentation = Presentation<String>.compact(stack: [child(1), old])
        #expect(try presentation.applying([.updated(new, stack: .compact, index: 1, rows: rows)])
            == .compact(stack: [child(1), new]))
    }

    @Test(arguments: [
        (#"{"layout":"regular","primary":[],"detail":[],"detailOnly":false}"#, ".primary is empty"),
        (#"{"layout":"compact","stack":[]}"#, ".stack is empty"),
        (#"{"layout":"compact","stack":[{"id":1,"route":"A","column":"detail"}]}"#, ".stack[0]"),
        (#"{"layout":"regular","primary":[{"id":\#(Int.min),"route":"A","column":"primary"}],"detail":[],"detailOnly":false}"#, ".primary[0]"),
        (#"{"layout":"regular","primary":[{"id":0,"route":"A","column":"primary"}],"detail":[],"detailOnly":false}"#, ".primary[0]"),
        (#"{"layout":"regular","primary":[{"id":\#(Int.max),"route":"A","column":"primary"}],"detail":[{"id":\#(Int.max),"route":"B","column":"detail"}],"detailOnly":false}"#, ".detail[0]"),
        (#"{"layout":"compact","stack":[{"id":1,"route":"A","column":"primary"},{"id":1,"route":"B","column":"primary"}]}"#, ".stack[1]"),
        (#"{"layout":"regular","primary":[{"id":1,"route":"A","column":"primary"},{"id":2,"route":"B","column":"detail"}],"detail":[],"detailOnly":false}"#, ".primary[1]"),
        (#"{"layout":"compact","stack":[{"id":1,"route":"A","column":"primary"},{"id":2,"route":"B","column":"supplementary"}]}"#, ".stack[1]"),
        (#"{"layout":"compact","columns":3,"stack":[{"id":1,"route":"A","column":"supplementary"}]}"#, ".stack[0]"),
        (#"{"layout":"regular","columns":3,"primary":[{"id":1,"route":"A","column":"primary"}],"supplementary":[{"id":2,"route":"B","column":"detail"}],"detail":[],"visible":["primary","supplementary","detail"]}"#, ".supplementary[0]"),
        (#"{"layout":"regular","columns":3,"primary":[{"id":1,"route":"A","column":"primary"}],"supplementary":[{"id":1,"route":"B","column":"supplementary"}],"detail":[],"visible":["detail"]}"#, ".supplementary[0]"),
    ])
    func presentationsNoStateGivesAreRejected(json: String, field: String) {
        expectNavigationError(.invalidState, naming: field) { _ = try decode(Presentation<String>.self, json) }
        expectNavigationError(.invalidState, naming: "[0]\(field)") { _ = try decode([Presentation<String>].self, "[\(json)]") }
    }

    @Test func placeholdersOverChildrenAreMalformed() {
        let json = #"{"layout":"regular","primary":[{"id":1,"route":"A","column":"primary"}],"#
            + #""detail":[{"id":2,"route":"B","column":"detail"}],"detailOnly":false,"placeholder":"P"}"#
        expectNavigationError(.malformedInput, naming: "placeholder") { _ = try decode(Presentation<String>.self, json) }
    }

    @Test(arguments: [
        (#"{"change":"inserted","child":{"id":9,"route":"X","column":"primary"},"stack":"primary","index":\#(Int.min)}"#, ".index"),
        (#"{"change":"inserted","child":{"id":0,"route":"X","column":"primary"},"stack":"primary","index":0}"#, ".child.id"),
        (#"{"change":"removed","id":\#(Int.min),"stack":"primary","index":0}"#, ".id"),
        (#"{"change":"removed","id":3,"stack":"primary","index":-1}"#, ".index"),
        (#"{"change":"replaced","id":3,"child":{"id":-4,"route":"X","column":"detail"},"stack":"detail","index":0}"#, ".child.id"),
        (#"{"change":"moved","id":3,"from":"detail","fromIndex":\#(Int.min),"to":"primary","toIndex":0}"#, ".fromIndex"),
        (#"{"change":"moved","id":3,"from":"detail","fromIndex":0,"to":"primary","toIndex":-1}"#, ".toIndex"),
        (#"{"change":"updated","child":{"id":2,"route":"X","column":"primary"},"stack":"primary","index":-1,"rows":{"removed":[],"inserted":[],"reloaded":[],"notifications":[]}}"#, ".index"),
    ])
    func changesNoEventMakesAreRejected(json: String, field: String) {
        expectNavigationError(.changesDoNotApply, naming: field) { _ = try decode(NavigationChange<String>.self, json) }
        expectNavigationError(.changesDoNotApply, naming: "[1]\(field)") {
            _ = try decode([NavigationChange<String>].self, #"[{"change":"detailOnly","on":true},\#(json)]"#)
        }
    }

    @Test(arguments: SplitColumns.allCases)
    func everyPresentationAndChangeTheNavigatorMakesDecodes(columns: SplitColumns) throws {
        // The decoders are no stricter than the navigator: a tour of events round trips.
        let accordion = try Accordion<String>(nodes: [node(1, [node(2, to: "Two")])])
        var navigator = SplitNavigator(
            state: try SplitState(
                primary: [NewChild("Mail", preferring: .primary, content: .accordion(accordion))], columns: columns),
            placeholder: .always("Empty"))
        var events: [NavigationEvent<String>] = [
            .accordion(1, .expand(1)), .accordion(1, .selectNode(2)), .push(plain("P", .primary)),
            .setLayout(.compact), .push(plain("D", .detail)), .setLayout(.regular), .setVisibility(.detailOnly),
            .replaceTop(.detail, with: plain("E", .detail)), .setWidth(.medium), .popToRoot(.primary),
            .accordion(1, .collapse(1)), .batch([.back, .setVisibility(.all)]),
        ]
        if columns == .three {
            events += [.showSupplementary([plain("S", .supplementary)]), .setWidth(.compact), .setWidth(.regular)]
        }
        let encoder = JSONEncoder()
        for event in events {
            let changes = try navigator.send(event)
            let presentation = navigator.presentation
            #expect(try JSONDecoder().decode(Presentation<String>.self, from: encoder.encode(presentation)) == presentation)
            #expect(try JSONDecoder().decode([NavigationChange<String>].self, from: encoder.encode(changes)) == changes)
        }
    }
}
