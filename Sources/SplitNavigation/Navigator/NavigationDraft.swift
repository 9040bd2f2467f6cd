/// A navigator being changed by ``SplitNavigating/transaction(_:)``: send it events and read the
/// state between them; nothing reaches the real navigator unless every event is accepted.
///
/// ```swift
/// try navigator.transaction { draft in
///     try draft.send(.popToRoot(.primary))
///     if draft.state.stack(.supplementary).isEmpty {
///         try draft.send(.showSupplementary([NewChild(.messages(inbox), preferring: .supplementary)]))
///     }
/// }
/// ```
///
/// It is generic over the navigator, so that a transaction on an app's own navigator (any
/// ``SplitNavigating`` type) applies every event through the app's rules.
public struct NavigationDraft<Navigator: SplitNavigating>: Sendable {
    /// The navigator's route type.
    public typealias Route = Navigator.Route

    /// The navigator with the events sent so far applied.
    public private(set) var navigator: Navigator
    /// The events sent so far, in order: what the transaction amounts to as a
    /// ``NavigationEvent/batch(_:)``.
    public private(set) var events: [NavigationEvent<Route>] = []
    /// Every change of the events sent so far, one after another: the one list a transaction
    /// answers with, unless the difference of the presentations is shorter.
    var changes: [NavigationChange<Route>] = []
    /// The latest event's changes, a buffer kept from one event to the next.
    private var step: [NavigationChange<Route>] = []

    init(_ navigator: Navigator) {
        self.navigator = navigator
    }

    /// The state with the events sent so far applied.
    public var state: SplitState<Route> { navigator.state }

    /// The presentation with the events sent so far applied.
    public var presentation: Presentation<Route> { navigator.presentation }

    /// Applies an event to the draft.
    ///
    /// - Returns: the event's own changes.
    /// - Throws: the event's error; the draft is unchanged, and the transaction fails with this
    ///   error unless the closure handles it.
    @discardableResult
    public mutating func send(_ event: NavigationEvent<Route>) throws(NavigationError) -> [NavigationChange<Route>] {
        try navigator.send(event, into: &step)
        events.append(event)
        changes += step
        return step
    }
}

extension SplitNavigating {
    /// Runs `body` on a draft of this navigator and keeps what it did only if it returns: one
    /// atomic step, like sending the draft's events as a ``NavigationEvent/batch(_:)``.
    ///
    /// An app's navigator gets the same: its rules apply to every event the draft sends, and the
    /// app's `send` can use a transaction to apply an event and the rule's own events atomically.
    ///
    /// - Returns: the events the draft applied (to record or forward them as one batch), and one
    ///   change list from the old presentation to the new one (see ``NavigationEvent/batch(_:)``).
    /// - Throws: the error `body` throws — a ``NavigationError`` with the
    ///   ``NavigationError/eventIndex`` of the event it was sending (the number of events it had
    ///   sent), or the app's own error, which aborts the transaction; the navigator is unchanged.
    @discardableResult
    public mutating func transaction(
        _ body: (inout NavigationDraft<Self>) throws -> Void
    ) throws -> (events: [NavigationEvent<Route>], changes: [NavigationChange<Route>]) {
        var draft = NavigationDraft(self)
        do {
            try body(&draft)
        } catch let error as NavigationError {
            throw error.inBatch(at: draft.events.count)
        }
        let changes = presentation.changes(to: draft.presentation, ifFewerThan: draft.changes.count) ?? draft.changes
        self = draft.navigator
        return (draft.events, changes)
    }
}
