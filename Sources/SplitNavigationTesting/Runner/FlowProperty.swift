import SplitNavigation

/// A property of the app's own that a ``FlowRunner`` checks next to the library's laws.
///
/// ```swift
/// // Whenever a message is in the detail column, a mailbox is in the primary column.
/// let messagesHaveMailboxes = FlowProperty<MailRoute>.invariant("message under its mailbox") { state, _ in
///     !state.stack(.detail).contains { $0.route.isMessage } || state.stack(.primary).contains { $0.route.isMailbox }
/// }
/// // Going back never leaves the composer on screen.
/// let backLeavesComposer = FlowProperty<MailRoute>("back leaves the composer") { step in
///     guard step.event == .back, step.isAccepted else { return nil }
///     return step.presentation.topmost?.route == .compose ? "the composer is still on top" : nil
/// }
/// ```
public struct FlowProperty<Route: Hashable & Codable & Sendable>: Sendable {
    /// The property's name, shown when it fails and used to shrink to the same failure.
    public let name: String
    let checkStart: (@Sendable (SplitState<Route>, Presentation<Route>) -> String?)?
    let checkStep: @Sendable (FlowStep<Route>) -> String?

    /// A property of each step: `check` returns `nil` when it holds, or why it does not.
    public init(_ name: String, _ check: @escaping @Sendable (FlowStep<Route>) -> String?) {
        self.name = name
        self.checkStart = nil
        self.checkStep = check
    }

    /// An invariant of every state reached, the start included.
    public static func invariant(
        _ name: String, _ holds: @escaping @Sendable (SplitState<Route>, Presentation<Route>) -> Bool
    ) -> FlowProperty {
        let check: @Sendable (SplitState<Route>, Presentation<Route>) -> String? = { state, presentation in
            holds(state, presentation) ? nil : "invariant \"\(name)\" does not hold in \(StateSummary(state))"
        }
        return FlowProperty(name: name, checkStart: check) { step in check(step.state, step.presentation) }
    }

    init(
        name: String, checkStart: (@Sendable (SplitState<Route>, Presentation<Route>) -> String?)?,
        checkStep: @escaping @Sendable (FlowStep<Route>) -> String?
    ) {
        self.name = name
        self.checkStart = checkStart
        self.checkStep = checkStep
    }
}
