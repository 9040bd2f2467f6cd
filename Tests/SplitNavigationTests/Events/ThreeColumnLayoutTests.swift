import SplitNavigation
import Testing

/// Collapse and split of three columns under each policy, with the exact stacks and changes.
@Suite("Three-column collapse and split")
struct ThreeColumnLayoutTests {
    /// Primary A(1) B(4), supplementary S(2) T(5), detail D(3) E(6): creation order interleaves
    /// the three columns.
    func interleaved(_ policy: CollapsePolicy) throws -> SplitNavigator<String> {
        var navigator = try makeThreeColumns(primary: ["A"], supplementary: ["S"], detail: ["D"], policy: policy)
        try navigator.send(.push(plain("B", .primary)))
        try navigator.send(.push(plain("T", .supplementary)))
        try navigator.send(.push(plain("E", .detail)))
        return navigator
    }

    @Test func detailOnTopStacksTheColumnsInColumnOrder() throws {
        var navigator = try interleaved(.detailOnTop)
        #expect(try navigator.described(.setWidth(.compact)) == [
            "move #2 from supplementary[0] to primary[2]", "move #5 from supplementary[0] to primary[3]",
            "move #3 from detail[0] to primary[4]", "move #6 from detail[0] to primary[5]", "layout compact",
        ])
        #expect(navigator.routes == [["A", "B", "S", "T", "D", "E"], []])
        #expect(try navigator.described(.setWidth(.regular)) == [
            "layout regular",
            "move #2 from primary[2] to supplementary[0]", "move #5 from primary[2] to supplementary[1]",
            "move #3 from primary[2] to detail[0]", "move #6 from primary[2] to detail[1]",
        ])
    }

    @Test func chronologicalMergesEveryColumnByCreationAboveThePrimaryRoot() throws {
        var navigator = try interleaved(.chronological)
        #expect(try navigator.described(.setWidth(.compact)) == [
            "move #2 from supplementary[0] to primary[1]", "move #3 from detail[0] to primary[2]",
            "move #5 from supplementary[0] to primary[4]", "move #6 from detail[0] to primary[5]", "layout compact",
        ])
        #expect(navigator.routes == [["A", "S", "D", "B", "T", "E"], []])
        #expect(try navigator.described(.setWidth(.regular)) == [
            "layout regular",
            "move #2 from primary[1] to supplementary[0]", "move #3 from primary[1] to detail[0]",
            "move #5 from primary[2] to supplementary[1]", "move #6 from primary[2] to detail[1]",
        ])
    }

    @Test func hideDetailShowsPrimaryAndSupplementaryAndKeepsTheDetailStackAside() throws {
        var navigator = try interleaved(.hideDetail)
        #expect(try navigator.described(.setWidth(.compact)) == [
            "remove #6 from detail[1]", "remove #3 from detail[0]",
            "move #2 from supplementary[0] to primary[2]", "move #5 from supplementary[0] to primary[3]", "layout compact",
        ])
        #expect(navigator.routes == [["A", "B", "S", "T"], ["D", "E"]])
        #expect(try navigator.described(.setWidth(.regular)) == [
            "layout regular", "insert #3 D (detail) into detail[0]", "insert #6 E (detail) into detail[1]",
            "move #2 from primary[2] to supplementary[0]", "move #5 from primary[2] to supplementary[1]",
        ])
    }

    @Test(arguments: CollapsePolicy.allCases)
    func splitAfterCollapseIsTheIdentity(policy: CollapsePolicy) throws {
        var navigator = try interleaved(policy)
        let regular = navigator.state
        for width in [Width.medium, .regular] {
            try navigator.send(.setWidth(.compact))
            try navigator.send(.setWidth(width))
            try navigator.send(.setWidth(.regular))
            #expect(navigator.state == regular, "\(policy) via \(width)")
        }
    }

    @Test(arguments: CollapsePolicy.allCases)
    func aCompactStackSplitsIntoItsStablePartition(policy: CollapsePolicy) throws {
        // Compact pushes interleave the columns; the split keeps each column's order.
        var navigator = try makeThreeColumns(primary: ["A"], width: .compact, policy: policy)
        try navigator.send(.push(plain("D", .detail)))
        try navigator.send(.push(plain("S", .supplementary)))
        try navigator.send(.push(plain("B", .primary)))
        try navigator.send(.push(plain("T", .supplementary)))
        try navigator.send(.setWidth(.regular))
        #expect(navigator.routes == [["A", "B"], ["S", "T"], ["D"]])
        try navigator.send(.setWidth(.compact))
        let expected: [[String]] = switch policy {
        case .detailOnTop: [["A", "B", "S", "T", "D"], []]
        case .chronological: [["A", "D", "S", "B", "T"], []]
        case .hideDetail: [["A", "B", "S", "T"], ["D"]]
        }
        #expect(navigator.routes == expected)
    }

    @Test func aMediumWidthSplitReportsTheVisibleColumnsAfterTheMoves() throws {
        var navigator = try makeThreeColumns(primary: ["A"], supplementary: ["S"], width: .compact)
        #expect(try navigator.described(.setWidth(.medium)) == [
            "layout regular", "move #2 from primary[1] to supplementary[0]", "show supplementary, detail",
        ])
        #expect(try navigator.described(.setLayout(.compact)) == ["move #2 from supplementary[0] to primary[1]", "layout compact"])
        #expect(navigator.state.width == .compact)
        #expect(try navigator.described(.setLayout(.regular)) == ["layout regular", "move #2 from primary[1] to supplementary[0]"])
        #expect(navigator.state.width == .regular)
        #expect(try navigator.described(.setWidth(.medium)) == ["show supplementary, detail"])
        #expect(try navigator.described(.setLayout(.regular)) == [])
        #expect(navigator.state.width == .medium, "setting the current layout keeps a medium width")
    }
}
