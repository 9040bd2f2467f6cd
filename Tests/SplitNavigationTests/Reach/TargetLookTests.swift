import Foundation
import SplitNavigation
import Testing

/// A target's looks: an empty look means no look, however it is set.
@Suite("A target's looks")
struct TargetLookTests {
    /// An empty look set through `looks` is dropped, as `setLook` and the initializer drop it:
    /// the target then reads back from its link and its JSON, and is reached the way a target
    /// of routes alone is.
    @Test func anEmptyLookSetThroughLooksIsDropped() throws {
        var target = NavigationTarget<String>(primary: ["A"], detail: ["B"])
        target.looks[TargetPosition(.primary, 0)] = ChildLook()
        #expect(target.looks.isEmpty)
        #expect(try NavigationTarget<String>(link: target.link, columns: .two) == target)
        #expect(try JSONDecoder().decode(NavigationTarget<String>.self, from: JSONEncoder().encode(target)) == target)
        let state = try SplitState<String>(
            primary: [NewChild("A", preferring: .primary), NewChild("X", preferring: .primary)],
            detail: [NewChild("Y", preferring: .detail)])
        #expect(try state.eventsToReach(target) == state.eventsToReach(NavigationTarget(primary: ["A"], detail: ["B"])))
    }

    /// A look that is not empty stays.
    @Test func aLookSetThroughLooksStays() {
        var target = NavigationTarget<String>(primary: ["A"], detail: ["B"])
        target.looks[TargetPosition(.primary, 0)] = ChildLook(selectedRow: "B")
        #expect(target.look(of: .primary, at: 0) == ChildLook(selectedRow: "B"))
    }

    /// Reaching a target with looks reads a compact column once per look that sends events,
    /// not once per kept child: 20,000 kept children take well under a second (a read per
    /// child, a pass over the one stack each, took minutes).
    @Test func keptChildrenInCompactLayoutAreReadOnce() throws {
        let children = (0..<20_000).map { NewChild("P\($0)", preferring: .primary) }
        let state = try SplitState<String>(primary: children, width: .compact)
        var target = NavigationTarget<String>(primary: children.map { $0.route }, detail: ["D"])
        target.setLook(ChildLook(selectedRow: "D"), of: .primary, at: 0)
        var events: [NavigationEvent<String>] = []
        let duration = try ContinuousClock().measure { events = try state.eventsToReach(target, reveal: false) }
        #expect(events == [.selectRow("D", in: 1, showing: [NewChild("D", preferring: .detail)])])
        #expect(duration < .seconds(10))
    }
}
