import SplitNavigation

extension ReferenceNavigator {
    /// What differs between the model and a real state, in one line; `nil` when they hold the
    /// same content (layout, width, policy, visibility, focus, id counter, modals and every stack,
    /// in order).
    ///
    /// - Complexity: O(*n*).
    public func difference(from state: SplitState<Route>) -> String? {
        if state.layout != layout { return "layout is \(state.layout), the model's is \(layout)" }
        if state.policy != policy { return "policy is \(state.policy), the model's is \(policy)" }
        if state.width != width { return "width is \(state.width), the model's is \(width)" }
        if state.visibility != visibility { return "visibility is \(state.visibility), the model's is \(visibility)" }
        if state.focus != focus { return "focus is \(state.focus), the model's is \(focus)" }
        if state.nextID.rawValue != nextID { return "next id is \(state.nextID.rawValue), the model's is \(nextID)" }
        // The name is built only for a difference: most comparisons find none.
        func compare(_ name: @autoclosure () -> String, _ real: [Child<Route>], _ model: [Child<Route>]) -> String? {
            real == model ? nil : "\(name()) is \(Self.summary(real)), the model's is \(Self.summary(model))"
        }
        if state.modals.count != modals.count {
            return "\(state.modals.count) modals are up, the model has \(modals.count)"
        }
        for (index, (real, model)) in zip(state.modals, modals).enumerated() {
            if real.style != model.style { return "modal \(index) is a \(real.style), the model's a \(model.style)" }
            if let difference = compare("modal \(index)'s stack", real.stack, model.stack) { return difference }
        }
        switch layout {
        case .regular:
            return compare("the primary column", state.stack(.primary), primary)
                ?? compare("the supplementary column", state.stack(.supplementary), supplementary)
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

    /// Holds the state's stacks in place of its own, which must be equal to them (``difference(from:)``
    /// is `nil`): the values stay the same, and sharing the state's arrays lets the next
    /// comparison find an unchanged stack equal at once, without comparing child by child.
    mutating func shareStacks(with state: SplitState<Route>) {
        if layout == .regular {
            (primary, supplementary, detail) = (state.stack(.primary), state.stack(.supplementary), state.stack(.detail))
        } else {
            (stack, keptAside) = (state.compactStack ?? stack, state.keptAside)
        }
        for index in modals.indices where index < state.modals.count {
            modals[index].stack = state.modals[index].stack
        }
    }
}
