import SplitNavigation
import Testing

/// What a split's column count answers. `Tests/release/goldens.sh` checks the same answers
/// end to end in a release build, where Swift 6.3.1 once swapped the two cases of `all`.
@Suite("Split columns")
struct SplitColumnsTests {
    @Test func eachSplitListsItsColumnsLeadingToTrailing() {
        #expect(SplitColumns.two.all == [.primary, .detail])
        #expect(SplitColumns.three.all == [.primary, .supplementary, .detail])
    }

    @Test func onlyAThreeColumnSplitHasASupplementaryColumn() {
        #expect(SplitColumns.two.contains(.supplementary) == false)
        #expect(SplitColumns.three.contains(.supplementary))
        for columns in SplitColumns.allCases {
            #expect(columns.contains(.primary) && columns.contains(.detail))
        }
    }

    @Test func theColumnsBeforeAColumnAreTheSplitsColumnsLeftOfIt() {
        #expect(SplitColumns.two.columns(before: .detail) == [.primary])
        #expect(SplitColumns.three.columns(before: .detail) == [.primary, .supplementary])
        #expect(SplitColumns.three.columns(before: .supplementary) == [.primary])
        #expect(SplitColumns.three.columns(before: .primary) == [])
        #expect(SplitColumns.two.column(before: .detail) == .primary)
        #expect(SplitColumns.three.column(before: .detail) == .supplementary)
    }
}
