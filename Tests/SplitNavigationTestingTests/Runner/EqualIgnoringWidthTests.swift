import SplitNavigation
@testable import SplitNavigationTesting
import Testing

/// `isEqual(ignoringWidth:)`, which the width laws use: equal states, and states
/// that differ only in width, are equal; a difference anywhere else is found.
@Suite struct EqualIgnoringWidthTests {
    static func child(_ id: Int, _ route: String, _ column: Column) -> Child<String> {
        Child(id: ChildID(id), route: route, preferredColumn: column)
    }

    static func regular(
        detail: [Child<String>] = [child(3, "message", .detail)], width: Width = .regular, policy: CollapsePolicy = .detailOnTop,
        visibility: ColumnVisibility = .automatic, mediumWidthPolicy: MediumWidthPolicy = .trailingColumns,
        focus: Column? = nil, nextID: Int = 4, modals: [Modal<String>] = []
    ) throws -> SplitState<String> {
        try .regular(
            primary: [child(1, "inbox", .primary)], supplementary: [child(2, "list", .supplementary)], detail: detail,
            columns: .three, width: width, policy: policy, visibility: visibility, mediumWidthPolicy: mediumWidthPolicy,
            focus: focus, nextID: ChildID(nextID), modals: modals)
    }

    @Test func equalButForTheWidth() throws {
        let state = try Self.regular()
        #expect(state.isEqual(ignoringWidth: state))
        #expect(state.isEqual(ignoringWidth: try Self.regular(width: .medium)))
        #expect(try Self.regular(width: .medium).isEqual(ignoringWidth: state))
    }

    @Test func aDifferenceElsewhereIsFound() throws {
        let state = try Self.regular()
        let modal = try Modal(style: .sheet, stack: [Self.child(4, "compose", .primary)])
        let others = [
            try Self.regular(detail: []),
            try Self.regular(detail: [Self.child(3, "other", .detail)]),
            try Self.regular(visibility: .all),
            try Self.regular(policy: .chronological),
            try Self.regular(mediumWidthPolicy: .followNavigation),
            try Self.regular(focus: .primary),
            try Self.regular(nextID: 5),
            try Self.regular(nextID: 5, modals: [modal]),
            try SplitState<String>.compact(
                stack: [Self.child(1, "inbox", .primary), Self.child(2, "list", .supplementary), Self.child(3, "message", .detail)],
                columns: .three, policy: .detailOnTop, nextID: ChildID(4)),
        ]
        for other in others {
            #expect(!state.isEqual(ignoringWidth: other), "\(other)")
            #expect(!other.isEqual(ignoringWidth: state), "\(other)")
        }
        let kept = try SplitState<String>.compact(
            stack: [Self.child(1, "inbox", .primary)], keptAside: [Self.child(3, "message", .detail)], policy: .hideDetail, nextID: ChildID(4))
        let notKept = try SplitState<String>.compact(
            stack: [Self.child(1, "inbox", .primary), Self.child(3, "message", .detail)], policy: .hideDetail, nextID: ChildID(4))
        #expect(!kept.isEqual(ignoringWidth: notKept))
        // The same stacks in a two-column and a three-column split.
        let two = try SplitState<String>.regular(
            primary: [Self.child(1, "inbox", .primary)], detail: [Self.child(3, "message", .detail)], columns: .two,
            policy: .detailOnTop, nextID: ChildID(4))
        let three = try SplitState<String>.regular(
            primary: [Self.child(1, "inbox", .primary)], detail: [Self.child(3, "message", .detail)], columns: .three,
            policy: .detailOnTop, nextID: ChildID(4))
        #expect(!two.isEqual(ignoringWidth: three))
        #expect(kept.isEqual(ignoringWidth: kept))
    }
}
