import SplitNavigation

extension ReferenceNavigator {
    /// What differs between the model and a real state, in one line; `nil` when they hold the
    /// same content (layout, policy, detail-only flag, id counter and every stack, in order).
    ///
    /// - Complexity: O(*n*).
    public func difference(from state: SplitState<Route>) -> String? {
        if state.layout != layout { return "layout is \(state.layout), the model's is \(layout)" }
        if state.policy != policy { return "policy is \(state.policy), the model's is \(policy)" }
        if state.showsDetailOnly != showsDetailOnly {
            return "detail-only is \(state.showsDetailOnly), the model's is \(showsDetailOnly)"
        }
        if state.nextID.rawValue != nextID { return "next id is \(state.nextID.rawValue), the model's is \(nextID)" }
        func compare(_ name: String, _ real: [Child<Route>], _ model: [Child<Route>]) -> String? {
            real == model ? nil : "\(name) is \(Self.summary(real)), the model's is \(Self.summary(model))"
        }
        switch layout {
        case .regular:
            return compare("the primary column", state.stack(.primary), primary)
                ?? compare("the detail column", state.stack(.detail), detail)
        case .compact:
            return compare("the compact stack", state.compactStack ?? [], stack)
                ?? compare("the kept-aside stack", state.keptAside, keptAside)
        }
    }

    /// Children as `[#1 Inbox (primary), #4 Message (detail) {single: #1▾ #2}]`.
    static func summary(_ children: [Child<Route>]) -> String {
        "[\(children.map(\.summary).joined(separator: ", "))]"
    }
}
