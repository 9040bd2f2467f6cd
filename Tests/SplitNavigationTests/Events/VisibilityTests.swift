import SplitNavigation
import Testing

/// Which columns regular layout shows, for every columns × width × visibility × medium-width
/// policy, and the `.visibleColumns` changes that report it.
@Suite("Width and visibility")
struct VisibilityTests {
    static let all: [Column] = [.primary, .supplementary, .detail]
    static let trailing: [Column] = [.supplementary, .detail]
    static let leading: [Column] = [.primary, .supplementary]

    /// The table of ``ColumnVisibility`` for three columns: (width, visibility, policy,
    /// supplementary empty, focus) → visible columns. Written out, not computed.
    static let threeColumnTable: [(Width, ColumnVisibility, MediumWidthPolicy, Bool, Column, [Column])] = {
        var rows: [(Width, ColumnVisibility, MediumWidthPolicy, Bool, Column, [Column])] = []
        for policy in MediumWidthPolicy.allCases {
            for empty in [false, true] {
                for focus in [Column.primary, .supplementary, .detail] {
                    rows += [
                        (.regular, .automatic, policy, empty, focus, all),
                        (.regular, .all, policy, empty, focus, all),
                        (.regular, .doubleColumn, policy, empty, focus, trailing),
                        (.regular, .detailOnly, policy, empty, focus, [.detail]),
                        (.medium, .all, policy, empty, focus, trailing),
                        (.medium, .doubleColumn, policy, empty, focus, trailing),
                        (.medium, .detailOnly, policy, empty, focus, [.detail]),
                    ]
                }
            }
        }
        rows += [
            (.medium, .automatic, .trailingColumns, false, .primary, trailing),
            (.medium, .automatic, .trailingColumns, false, .supplementary, trailing),
            (.medium, .automatic, .trailingColumns, false, .detail, trailing),
            (.medium, .automatic, .trailingColumns, true, .primary, leading),
            (.medium, .automatic, .trailingColumns, true, .supplementary, leading),
            (.medium, .automatic, .trailingColumns, true, .detail, leading),
            (.medium, .automatic, .followNavigation, false, .primary, leading),
            (.medium, .automatic, .followNavigation, false, .supplementary, leading),
            (.medium, .automatic, .followNavigation, false, .detail, trailing),
            (.medium, .automatic, .followNavigation, true, .primary, leading),
            (.medium, .automatic, .followNavigation, true, .supplementary, leading),
            (.medium, .automatic, .followNavigation, true, .detail, trailing),
        ]
        return rows
    }()

    func child(_ id: Int, _ route: String, _ column: Column) -> Child<String> {
        Child(id: ChildID(id), route: route, preferredColumn: column)
    }

    @Test func threeColumnsShowWhatTheTableSays() throws {
        #expect(Self.threeColumnTable.count == 2 * 2 * 3 * 7 + 12)
        for (width, visibility, policy, empty, focus, expected) in Self.threeColumnTable {
            let state = try SplitState<String>.regular(
                primary: [child(1, "P", .primary)], supplementary: empty ? [] : [child(2, "S", .supplementary)],
                detail: [child(3, "D", .detail)], columns: .three, width: width, policy: .detailOnTop,
                visibility: visibility, mediumWidthPolicy: policy, focus: focus, nextID: 4)
            let label = "\(width) \(visibility) \(policy) empty: \(empty) focus: \(focus)"
            #expect(state.visibleColumns == expected, "\(label)")
            let presentation = SplitNavigator(state: state).presentation
            #expect(presentation.visibleColumns == expected, "\(label)")
            #expect(presentation.revealableColumns == Array(Self.all.prefix { $0 < expected[0] }), "\(label)")
            #expect(presentation.showsDetailOnly == (expected == [.detail]), "\(label)")
        }
    }

    @Test func twoColumnsShowBothColumnsUnlessDetailOnly() throws {
        for width in [Width.medium, .regular] {
            for visibility in ColumnVisibility.allCases {
                for policy in MediumWidthPolicy.allCases {
                    let state = try SplitState<String>.regular(
                        primary: [child(1, "P", .primary)], detail: [], width: width, policy: .detailOnTop,
                        visibility: visibility, mediumWidthPolicy: policy, focus: .primary, nextID: 2)
                    let expected: [Column] = visibility == .detailOnly ? [.detail] : [.primary, .detail]
                    #expect(state.visibleColumns == expected, "\(width) \(visibility) \(policy)")
                    #expect(SplitNavigator(state: state).presentation.revealableColumns == (visibility == .detailOnly ? [.primary] : []))
                }
            }
        }
    }

    @Test func compactLayoutShowsTheOneStack() throws {
        for columns in SplitColumns.allCases {
            for visibility in ColumnVisibility.allCases {
                for policy in MediumWidthPolicy.allCases {
                    let navigator = try SplitNavigator<String>(
                        primary: ["P"], detail: ["D"], columns: columns, width: .compact, visibility: visibility,
                        mediumWidthPolicy: policy)
                    #expect(navigator.state.visibleColumns == [.primary])
                    #expect(navigator.presentation.visibleColumns == [.primary])
                    #expect(navigator.presentation.revealableColumns == [])
                }
            }
        }
    }

    // MARK: Reported changes

    @Test func setWidthReportsTheVisibleColumns() throws {
        var navigator = try makeThreeColumns(supplementary: ["Inbox"])
        #expect(try navigator.described(.setWidth(.medium)) == ["show supplementary, detail"])
        #expect(try navigator.described(.setWidth(.medium)) == [])
        #expect(try navigator.described(.setWidth(.regular)) == ["show primary, supplementary, detail"])
        try navigator.send(.setVisibility(.doubleColumn))
        #expect(try navigator.described(.setWidth(.medium)) == [], "doubleColumn shows the same two columns")
    }

    @Test func setVisibilityReportsTheVisibleColumnsInRegularLayoutOnly() throws {
        var navigator = try makeThreeColumns(supplementary: ["Inbox"])
        #expect(try navigator.described(.setVisibility(.doubleColumn)) == ["show supplementary, detail"])
        #expect(try navigator.described(.setVisibility(.detailOnly)) == ["show detail"])
        #expect(try navigator.described(.setVisibility(.all)) == ["show primary, supplementary, detail"])
        #expect(try navigator.described(.setVisibility(.automatic)) == [])
        try navigator.send(.setWidth(.compact))
        #expect(try navigator.described(.setVisibility(.detailOnly)) == [])
        #expect(navigator.state.visibility == .detailOnly)
        #expect(try navigator.described(.setWidth(.regular)) == [
            "layout regular", "move #2 from primary[1] to supplementary[0]", "show detail",
        ])
    }

    @Test func trailingColumnsFollowsTheSupplementaryStackAtMediumWidth() throws {
        var navigator = try makeThreeColumns(supplementary: ["Inbox"], width: .medium)
        #expect(navigator.presentation.visibleColumns == Self.trailing)
        #expect(navigator.presentation.revealableColumns == [.primary])
        #expect(try navigator.described(.pop(.supplementary)) == ["remove #2 from supplementary[0]", "show primary, supplementary"])
        #expect(try navigator.described(.showSupplementary([plain("Sent", .supplementary)])) == [
            "insert #3 Sent (supplementary) into supplementary[0]", "show supplementary, detail",
        ])
        // An explicit visibility does not adapt: the empty column shows its placeholder.
        try navigator.send(.setVisibility(.all))
        #expect(try navigator.described(.pop(.supplementary)) == ["remove #3 from supplementary[0]"])
        #expect(navigator.presentation.visibleColumns == Self.trailing)
    }

    @Test func followNavigationShowsTheFocusedColumnAndItsNeighbour() throws {
        var navigator = try makeThreeColumns(
            supplementary: ["Inbox"], width: .medium, mediumWidthPolicy: .followNavigation)
        #expect(navigator.state.focus == .supplementary)
        #expect(navigator.presentation.visibleColumns == Self.leading)
        #expect(try navigator.described(.showDetail([plain("Message", .detail)])) == [
            "insert #3 Message (detail) into detail[0]", "show supplementary, detail",
        ])
        #expect(navigator.state.focus == .detail)
        #expect(try navigator.described(.push(plain("Reply", .detail))) == ["insert #4 Reply (detail) into detail[1]"])
        #expect(try navigator.described(.push(plain("Thread", .supplementary))) == [
            "insert #5 Thread (supplementary) into supplementary[1]", "show primary, supplementary",
        ])
        #expect(try navigator.described(.back) == ["remove #4 from detail[1]", "show supplementary, detail"])
        #expect(try navigator.described(.push(plain("Folders", .primary))) == [
            "insert #6 Folders (primary) into primary[1]", "show primary, supplementary",
        ])
        // Width and visibility events do not move the focus.
        try navigator.send(.setWidth(.regular))
        try navigator.send(.setVisibility(.detailOnly))
        try navigator.send(.setVisibility(.automatic))
        #expect(try navigator.described(.setWidth(.medium)) == ["show primary, supplementary"])
        #expect(navigator.state.focus == .primary)
    }

    @Test func widthAndVisibilityNeverChangeAStack() throws {
        let events: [NavigationEvent<String>] =
            Width.allCases.filter { $0 != .compact }.map { .setWidth($0) } + ColumnVisibility.allCases.map { .setVisibility($0) }
        for columns in SplitColumns.allCases {
            for policy in MediumWidthPolicy.allCases {
                var navigator = try SplitNavigator<String>(
                    primary: ["A", "B"], supplementary: columns == .three ? ["S"] : [], detail: ["D"], columns: columns,
                    mediumWidthPolicy: policy)
                let children = navigator.state.children
                for first in events {
                    for second in events {
                        try navigator.send(first)
                        try navigator.send(second)
                        #expect(navigator.state.children == children)
                        #expect(navigator.state.focus == .detail)
                    }
                }
                // And in compact layout, where the next split finds the same stacks.
                var compact = navigator
                try compact.send(.setWidth(.compact))
                let stack = compact.state.compactStack
                for event in events where event != .setWidth(.regular) && event != .setWidth(.medium) {
                    #expect(try compact.send(event) == [])
                    #expect(compact.state.compactStack == stack)
                }
            }
        }
    }
}
