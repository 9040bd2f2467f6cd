/// A navigator being changed by ``SplitNavigator/transaction(_:)``: send it events and read the
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
public struct NavigationDraft<Route: Hashable & Codable & Sendable>: Sendable {
    /// The navigator with the events sent so far applied.
    public private(set) var navigator: SplitNavigator<Route>
    /// The events sent so far, in order: what the transaction amounts to as a
    /// ``NavigationEvent/batch(_:)``.
    public private(set) var events: [NavigationEvent<Route>] = []
    /// Every change of the events sent so far, one after another.
    var changes: [NavigationChange<Route>] = []

    init(_ navigator: SplitNavigator<Route>) {
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
        let step = try navigator.send(event)
        events.append(event)
        changes += step
        return step
    }
}

extension SplitNavigator {
    /// Runs `body` on a draft of this navigator and keeps what it did only if it returns: one
    /// atomic step, like sending the draft's events as a ``NavigationEvent/batch(_:)``.
    ///
    /// - Returns: the events the draft applied (to record or forward them as one batch), and one
    ///   change list from the old presentation to the new one (see ``NavigationEvent/batch(_:)``).
    /// - Throws: the error `body` throws — a ``NavigationError`` with the
    ///   ``NavigationError/eventIndex`` of the event it was sending (the number of events it had
    ///   sent), or the app's own error, which aborts the transaction; the navigator is unchanged.
    @discardableResult
    public mutating func transaction(
        _ body: (inout NavigationDraft<Route>) throws -> Void
    ) throws -> (events: [NavigationEvent<Route>], changes: [NavigationChange<Route>]) {
        var draft = NavigationDraft(self)
        do {
            try body(&draft)
        } catch let error as NavigationError {
            throw error.inBatch(at: draft.events.count)
        }
        let changes = Self.coalesced(draft.changes, from: presentation, to: draft.presentation)
        self = draft.navigator
        return (draft.events, changes)
    }
}
