import SplitNavigation

// Hooks are middleware around each send: filters before the event applies, observers after.
// Both run inside the send, on its thread, one send at a time; see NavigationStore's
// "Re-entrancy" for what they may do.

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension NavigationStore {
    /// The store's filters and observers, in the order they were added.
    struct Hooks: Sendable {
        var filters: [(id: NavigationHookID, decide: @Sendable (NavigationProposal<Route>) -> FilterVerdict)] = []
        var observers: [(id: NavigationHookID, observe: @Sendable (NavigationTransition<Route>) -> Void)] = []
        var nextID = 1

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

    /// Removes a filter or observer; from the next send it is not called. Removing it twice
    /// does nothing.
    ///
    /// - Complexity: O(*h*) for *h* hooks.
    public func removeHook(_ id: NavigationHookID) {
        hooks.withLock { hooks in
            hooks.filters.removeAll { $0.id == id }
            hooks.observers.removeAll { $0.id == id }
        }
    }

    /// The first veto among the filters, or `nil` to let the event through.
    func veto(_ event: NavigationEvent<Route>, by hooks: Hooks) -> String? {
        guard !hooks.filters.isEmpty else { return nil }
        let proposal = NavigationProposal(event: event, navigator: core.withLock { $0.navigator })
        for filter in hooks.filters {
            if case .veto(let reason) = filter.decide(proposal) {
                return reason
            }
        }
        return nil
    }
}
