import SplitNavigation
import Testing

/// The state after an event, or the code of the error that rejected it.
enum Outcome: Equatable, CustomStringConvertible {
    case applied(SplitState<String>)
    case rejected(NavigationError.Code)

    var description: String {
        switch self {
        case .applied(let state): "applied → \(state.debugSummary)"
        case .rejected(let code): "rejected: \(code)"
        }
    }
}

extension SplitState<String> {
    func applying(_ event: NavigationEvent<String>) -> Outcome {
        var navigator = SplitNavigator(state: self)
        do {
            try navigator.send(event)
            return .applied(navigator.state)
        } catch {
            return .rejected(error.code)
        }
    }

    /// The state in the other layout, via the public event.
    func toggledLayout() -> SplitState<String> {
        var navigator = SplitNavigator(state: self)
        _ = try? navigator.send(.setLayout(layout == .regular ? .compact : .regular))
        return navigator.state
    }

    /// A short text form for failure messages: `regular [1 P0, 4 Inbox | 3 Message]`.
    var debugSummary: String {
        func names(_ children: [Child<String>]) -> String {
            children.map { "\($0.id.rawValue)\($0.preferredColumn == .primary ? "p" : "d") \($0.route)" }.joined(separator: ", ")
        }
        switch layout {
        case .regular: return "regular [\(names(stack(.primary))) | \(names(stack(.detail)))]"
        case .compact: return "compact [\(names(compactStack ?? []))] aside [\(names(keptAside))]"
        }
    }
}

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
