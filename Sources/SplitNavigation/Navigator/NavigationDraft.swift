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
public struct NavigationDraft<Navigator: SplitNavigating>: Sendable {
    /// The navigator's route type.
    public typealias Route = Navigator.Route

    /// The navigator with the events sent so far applied.
    public private(set) var navigator: Navigator
    /// The events sent so far, in order: what the transaction amounts to as a
    /// ``NavigationEvent/batch(_:)``.
    public private(set) var events: [NavigationEvent<Route>] = []
    /// Every change of the events sent so far.
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
    /// - Throws: the event's error; the draft is unchanged.
    @discardableResult
    public mutating func send(_ event: NavigationEvent<Route>) throws(NavigationError) -> [NavigationChange<Route>] {
        try navigator.send(event, into: &step)
        events.append(event)
        changes += step
        return step
    }

    /// The one list the draft's events answer from `before`, the presentation they started
    /// from: their changes, or the difference of the presentations when that is shorter.
    func changes(from before: Presentation<Route>) -> [NavigationChange<Route>] {
        before.changes(to: presentation, ifFewerThan: changes.count) ?? changes
    }
}

extension SplitNavigating {
    /// Runs `body` on a draft of this navigator and keeps what it did only if it returns: one
    /// atomic step, like sending the draft's events as a ``NavigationEvent/batch(_:)``.
    ///
    /// - Returns: the events the draft applied and one change list for them.
    /// - Throws: the error `body` throws (a ``NavigationError`` gets the
    ///   ``NavigationError/eventIndex`` of the event being sent); the navigator is unchanged.
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
        let changes = draft.changes(from: presentation)
        self = draft.navigator
        return (draft.events, changes)
    }
}
