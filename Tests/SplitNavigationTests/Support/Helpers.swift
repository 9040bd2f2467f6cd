import SplitNavigation
import Testing

/// Plain routes for tests.
func plain(_ route: String, _ column: Column) -> NewChild<String> {
    NewChild(route, preferring: column)
}

extension Array where Element == Child<String> {
    /// The routes, bottom first, for compact assertions.
    var routes: [String] { map(\.route) }
    /// The ids as numbers, bottom first.
    var ids: [Int] { map(\.id.rawValue) }
}

/// A navigator over string routes, started in regular layout.
func makeNavigator(
    primary: [String], detail: [String] = [], layout: Layout = .regular,
    policy: CollapsePolicy = .detailOnTop, placeholder: PlaceholderProvider<String> = .none
) throws -> SplitNavigator<String> {
    try SplitNavigator(primary: primary, detail: detail, layout: layout, policy: policy, placeholder: placeholder)
}

/// Sends an event that must be rejected and checks the code and that nothing changed.
func expectRejected(
    _ event: NavigationEvent<String>, on navigator: inout SplitNavigator<String>, code: NavigationError.Code,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let before = navigator.state
    let error = #expect(throws: NavigationError.self, sourceLocation: sourceLocation) {
        try navigator.send(event)
    }
    #expect(error?.code == code, sourceLocation: sourceLocation)
    #expect(navigator.state == before, "a rejected event changed the state", sourceLocation: sourceLocation)
}

/// A three-column navigator over string routes.
func makeThreeColumns(
    primary: [String] = ["Mailboxes"], supplementary: [String] = [], detail: [String] = [], width: Width = .regular,
    policy: CollapsePolicy = .detailOnTop, visibility: ColumnVisibility = .automatic,
    mediumWidthPolicy: MediumWidthPolicy = .trailingColumns, placeholder: PlaceholderProvider<String> = .none
) throws -> SplitNavigator<String> {
    try SplitNavigator(
        primary: primary, supplementary: supplementary, detail: detail, columns: .three, width: width, policy: policy,
        visibility: visibility, mediumWidthPolicy: mediumWidthPolicy, placeholder: placeholder)
}

extension SplitNavigator where Route == String {
    /// Sends an event, checks that its changes take the old presentation to the new one, and
    /// returns them as descriptions.
    @discardableResult
    mutating func described(
        _ event: NavigationEvent<String>, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String] {
        let old = presentation
        let changes = try send(event)
        #expect(try old.applying(changes) == presentation, "the changes do not reproduce the presentation", sourceLocation: sourceLocation)
        return changes.map(\.description)
    }

    /// The stacks of a regular state, or the compact stack and kept-aside children, as routes.
    var routes: [[String]] {
        if let stack = state.compactStack { return [stack.routes, state.keptAside.routes] }
        return [state.stack(.primary).routes, state.stack(.supplementary).routes, state.stack(.detail).routes]
    }
}
