import SplitNavigation
import Testing

@Suite("Collapse, split and detail-only")
struct LayoutTests {
    /// Primary A(1) B(2) C(6), detail D(3) E(5), so creation order interleaves the columns.
    func interleaved(_ policy: CollapsePolicy) throws -> SplitNavigator<String> {
        var navigator = try makeNavigator(primary: ["A", "B"], detail: ["D"], policy: policy)
        try navigator.send(.push(plain("X", .primary)))  // 4, popped below
        try navigator.send(.push(plain("E", .detail)))
        try navigator.send(.pop(.primary))
        try navigator.send(.push(plain("C", .primary)))
        return navigator
    }

    @Test func detailOnTopPutsTheDetailStackOnThePrimaryStack() throws {
        var navigator = try interleaved(.detailOnTop)
        let changes = try navigator.send(.setLayout(.compact))
        #expect(navigator.state.compactStack?.routes == ["A", "B", "C", "D", "E"])
        #expect(changes.map(\.description) == [
            "move #3 from detail[0] to primary[3]", "move #5 from detail[0] to primary[4]", "layout compact",
        ])
    }

    @Test func chronologicalMergesByCreationAboveThePrimaryRoot() throws {
        var navigator = try interleaved(.chronological)
        try navigator.send(.setLayout(.compact))
        #expect(navigator.state.compactStack?.routes == ["A", "B", "D", "E", "C"])
    }

    @Test func hideDetailShowsThePrimaryStackAndKeepsTheDetailStackAside() throws {
        var navigator = try interleaved(.hideDetail)
        let changes = try navigator.send(.setLayout(.compact))
        #expect(navigator.state.compactStack?.routes == ["A", "B", "C"])
        #expect(navigator.state.keptAside.routes == ["D", "E"])
        #expect(changes.map(\.description) == ["remove #5 from detail[1]", "remove #3 from detail[0]", "layout compact"])
        let back = try navigator.send(.setLayout(.regular))
        #expect(navigator.state.stack(.detail).routes == ["D", "E"])
        #expect(back.map(\.description) == [
            "layout regular", "insert #3 D (detail) into detail[0]", "insert #5 E (detail) into detail[1]",
        ])
    }

    @Test(arguments: CollapsePolicy.allCases)
    func splittingPartitionsTheStackByPreferredColumn(policy: CollapsePolicy) throws {
        var navigator = try interleaved(policy)
        let regular = navigator.state
        try navigator.send(.setLayout(.compact))
        try navigator.send(.setLayout(.regular))
        #expect(navigator.state == regular)
    }

    @Test func detailOnTopReordersACompactStackOnARoundTripToItsStablePartition() throws {
        var navigator = try makeNavigator(primary: ["A"], detail: ["D"], layout: .compact)
        try navigator.send(.push(plain("B", .primary)))
        #expect(navigator.state.compactStack?.routes == ["A", "D", "B"])
        try navigator.send(.setLayout(.regular))
        try navigator.send(.setLayout(.compact))
        #expect(navigator.state.compactStack?.routes == ["A", "B", "D"])
    }

    @Test func settingTheCurrentLayoutChangesNothing() throws {
        var navigator = try interleaved(.detailOnTop)
        let before = navigator.state
        #expect(try navigator.send(.setLayout(.regular)) == [])
        #expect(navigator.state == before)
    }

    @Test func detailOnlyIsKeptInCompactLayoutAndHonouredByTheNextSplit() throws {
        var navigator = try makeNavigator(primary: ["A"], detail: ["D"])
        #expect(try navigator.send(.setVisibility(.detailOnly)) == [.visibleColumns([.detail])])
        #expect(navigator.presentation.showsDetailOnly)
        try navigator.send(.setLayout(.compact))
        #expect(try navigator.send(.setVisibility(.automatic)) == [])
        #expect(try navigator.send(.setVisibility(.detailOnly)) == [])
        let changes = try navigator.send(.setLayout(.regular))
        #expect(changes.last == .visibleColumns([.detail]))
        #expect(navigator.presentation.showsDetailOnly)
        #expect(try navigator.send(.setVisibility(.automatic)) == [.visibleColumns([.primary, .detail])])
        #expect(try navigator.send(.setVisibility(.automatic)) == [])
    }
}
