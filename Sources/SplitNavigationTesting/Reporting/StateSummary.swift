import SplitNavigation

/// A state in one line for failure messages:
/// `regular [#1 A (primary)] | [#3 B (detail)], next #4` or
/// `compact [#1 A (primary), #3 B (detail)] aside [], next #4`.
struct StateSummary<Route: Hashable & Codable & Sendable>: CustomStringConvertible {
    let state: SplitState<Route>

    init(_ state: SplitState<Route>) {
        self.state = state
    }

    var description: String {
        func list(_ children: [Child<Route>]) -> String {
            "[\(children.map(\.description).joined(separator: ", "))]"
        }
        let flags = "\(state.policy)\(state.showsDetailOnly ? ", detail only" : ""), next \(state.nextID)"
        switch state.layout {
        case .regular:
            return "regular \(list(state.stack(.primary))) | \(list(state.stack(.detail))) (\(flags))"
        case .compact:
            return "compact \(list(state.compactStack ?? [])) aside \(list(state.keptAside)) (\(flags))"
        }
    }
}
