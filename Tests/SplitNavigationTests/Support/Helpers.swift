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
