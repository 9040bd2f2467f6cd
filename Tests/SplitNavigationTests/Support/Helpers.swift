import SplitNavigation

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
