import SplitNavigation

// Hooks are middleware around each send: filters before the event applies, observers after.
// Both run inside the send, on its thread, one send at a time; see NavigationStore's
// "Re-entrancy" for what they may do.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationStore {
    /// The store's filters and observers, in the order they were added.
    @usableFromInline
    struct Hooks: Sendable {
        @usableFromInline var filters: [(id: NavigationHookID, decide: @Sendable (NavigationProposal<Route>) -> FilterVerdict)] = []
        @usableFromInline var observers: [(id: NavigationHookID, observe: @Sendable (NavigationTransition<Route>) -> Void)] = []
        @usableFromInline var followUps: [(id: NavigationHookID, follow: @Sendable (NavigationProposal<Route>, SplitState<Route>) -> [NavigationEvent<Route>])] = []
        var nextID = 1

        /// Whether a filter or a follow-up asks about each event before it applies.
        @inlinable
        var askAboutEvents: Bool { !filters.isEmpty || !followUps.isEmpty }

        /// Whether there is no hook at all, as in most stores.
        @inlinable
        var isEmpty: Bool { filters.isEmpty && observers.isEmpty && followUps.isEmpty }

        mutating func makeID() -> NavigationHookID {
            defer { nextID += 1 }
            return NavigationHookID(rawValue: nextID)
        }
    }

    /// Adds a filter that sees every event before it applies and may veto it.
    ///
    /// Filters run in the order they were added; the first veto stops the event and the later
    /// filters are not asked. They run while the store holds its turn, so the navigator they see
    /// is the one the event applies to. Takes effect from the next send.
    ///
    /// - Returns: an id for ``removeHook(_:)``.
    @discardableResult
    public func addFilter(
        _ decide: @escaping @Sendable (NavigationProposal<Route>) -> FilterVerdict
    ) -> NavigationHookID {
        hooks.withLock { hooks in
            let id = hooks.makeID()
            hooks.filters.append((id, decide))
            return id
        }
    }

    /// Adds an observer called with every transition after it applied, in order, once each.
    ///
    /// Observers run on the sending thread before ``send(_:)`` returns and after observation
    /// clients and subscribers were told. Takes effect from the next send.
    ///
    /// - Returns: an id for ``removeHook(_:)``.
    @discardableResult
    public func addObserver(
        _ observe: @escaping @Sendable (NavigationTransition<Route>) -> Void
    ) -> NavigationHookID {
        hooks.withLock { hooks in
            let id = hooks.makeID()
            hooks.observers.append((id, observe))
            return id
        }
    }

    /// Adds a follow-up: an app rule that answers an event with more events to apply in the same
    /// step, instead of sending them from an observer (which the store refuses).
    ///
    /// Each follow-up sees the event and the navigator before it (a proposal) and the state the
    /// event would give; the events it returns join the event in one `NavigationEvent.batch(_:)`
    /// — one transition, one veto decision by the filters, one recorded line, all or nothing.
    /// Follow-ups run in the order they were added, each seeing the event as sent (not the others'
    /// events), and are not asked about their own events, so they cannot loop. They are asked only
    /// when the event applies.
    ///
    /// ```swift
    /// // Opening a mailbox also clears a search field kept in the detail column.
    /// store.addFollowUp { proposal, after in
    ///     guard case .showSupplementary = proposal.event, after.stack(.detail).contains(where: \.isSearch) else { return [] }
    ///     return [.showDetail([])]
    /// }
    /// ```
    ///
    /// - Returns: an id for ``removeHook(_:)``.
    @discardableResult
    public func addFollowUp(
        _ follow: @escaping @Sendable (_ proposal: NavigationProposal<Route>, _ after: SplitState<Route>) -> [NavigationEvent<Route>]
    ) -> NavigationHookID {
        hooks.withLock { hooks in
            let id = hooks.makeID()
            hooks.followUps.append((id, follow))
            return id
        }
    }

    /// Removes a filter, observer or follow-up; from the next send it is not called. Removing it
    /// twice does nothing.
    ///
    /// - Complexity: O(*h*) for *h* hooks.
    public func removeHook(_ id: NavigationHookID) {
        hooks.withLock { hooks in
            hooks.filters.removeAll { $0.id == id }
            hooks.observers.removeAll { $0.id == id }
            hooks.followUps.removeAll { $0.id == id }
        }
    }

    /// What the filters decide on and the store commits: the event, with the follow-ups'
    /// events after it as one batch, tried once on a copy of the navigator. Asked only when
    /// ``Hooks/askAboutEvents``: otherwise the store applies the event to its navigator in place.
    ///
    /// Follow-ups see the trial of the event as sent; when their events join it, the batch is
    /// a new event and gets its own trial. The event itself, rejected, asks no follow-up.
    @usableFromInline
    func proposal(for event: NavigationEvent<Route>, by hooks: Hooks) -> NavigationProposal<Route> {
        let rules = core.withLock { $0.rules }
        let proposal = NavigationProposal(event: event, anyRules: rules)
        guard !hooks.followUps.isEmpty, let after = proposal.after else { return proposal }
        let extra = hooks.followUps.flatMap { $0.follow(proposal, after) }
        guard !extra.isEmpty else { return proposal }
        // One level of batches: the event's own events, then each follow-up's.
        func flattened(_ event: NavigationEvent<Route>) -> [NavigationEvent<Route>] {
            if case .batch(let events) = event { events } else { [event] }
        }
        return NavigationProposal(event: .batch(flattened(event) + extra.flatMap(flattened)), anyRules: rules)
    }

    /// The first veto among the filters, or `nil` to let the proposal through.
    @usableFromInline
    func veto(_ proposal: NavigationProposal<Route>, by hooks: Hooks) -> String? {
        for filter in hooks.filters {
            if case .veto(let reason) = filter.decide(proposal) {
                return reason
            }
        }
        return nil
    }
}
