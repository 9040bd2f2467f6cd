import SplitNavigation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationStore {
    /// Applies an event, after the filters let it through, and before returning hands its
    /// transition to the subscribers, announces it to observation clients and calls the
    /// observers, in that order.
    ///
    /// Safe to call from any thread or task; concurrent sends apply one after another. A send
    /// from inside one of this store's hooks is refused with
    /// `NavigationError.Code.reentrantSend`.
    ///
    /// - Returns: ``NavigationOutcome/applied(_:)`` with the transition,
    ///   ``NavigationOutcome/rejected(_:)`` when the navigator refuses the event, or
    ///   ``NavigationOutcome/vetoed(reason:)`` when a filter does. Only `applied` changes anything.
    /// - Complexity: the navigator's cost for the event, plus O(*s*) for *s* subscribers and the
    ///   hooks' own costs. With filters or follow-ups, the event is tried on a copy of the
    ///   navigator (see ``NavigationProposal``), which copies the stacks it edits: O(*n*) more.
    @inlinable
    @discardableResult
    public func send(_ event: NavigationEvent<Route>) -> NavigationOutcome<Route> {
        withTurn(named: event.name) { takeTurn(event) }
    }

    /// Sends the event `make` computes from the state it will apply to. `make` runs inside the
    /// send's turn, so no other send comes between reading the state and applying the event;
    /// its error is answered as ``NavigationOutcome/rejected(_:)``. `name` names the request in
    /// a refusal of a nested send.
    func send(
        named name: String, making make: (SplitState<Route>) throws(NavigationError) -> NavigationEvent<Route>
    ) -> NavigationOutcome<Route> {
        withTurn(named: name) {
            let event: NavigationEvent<Route>
            do throws(NavigationError) {
                event = try make(core.withLock { $0.held.state })
            } catch {
                return .rejected(error)
            }
            return takeTurn(event)
        }
    }

    /// Runs `body` holding ``turn``, or refuses a send nested in another one on this thread.
    /// `name`, read only for a refusal, names the request.
    @inlinable
    func withTurn(
        named name: @autoclosure () -> String, _ body: () -> NavigationOutcome<Route>
    ) -> NavigationOutcome<Route> {
        let thread = currentThreadID()
        // Only this thread ever writes its own id, so reading it back means this send is nested
        // in another one on the same thread: waiting for the turn would never end.
        if sendingThread.load() == thread {
            return .rejected(.reentrantSend(named: name()))
        }
        return turn.withLock {
            sendingThread.store(thread)
            defer { sendingThread.store(0) }
            return body()
        }
    }

    /// The body of ``send(_:)``, run while holding ``turn``.
    @inlinable
    func takeTurn(_ event: NavigationEvent<Route>) -> NavigationOutcome<Route> {
        // `nil` without hooks, so that their empty lists are not copied out.
        let hooks = self.hooks.withLock { $0.isEmpty ? nil : $0 }
        // Follow-ups join the event first, so that filters decide on the whole step; the store
        // then commits the trial the filters saw instead of applying the event again.
        let applied: Result<Core.Applied, NavigationError>
        if let hooks, hooks.askAboutEvents {
            let proposal = proposal(for: event, by: hooks)
            if let reason = veto(proposal, by: hooks) {
                return .vetoed(reason: reason)
            }
            applied = core.withLock { core in core.commit(proposal, broadcast: broadcast) }
        } else {
            applied = core.withLock { core in core.apply(event, broadcast: broadcast) }
        }
        // Consumed, so that the transition moves into the outcome rather than being copied.
        switch consume applied {
        case .success(let applied):
            // Announced after the change and outside the core lock, so a callback can read the
            // store; still inside the turn, so announcements keep the order of the events.
            announceChange(of: observed.navigator)
            applied.changedColumns.forEach { column in
                announceChange(of: observed.stack(column))
            }
            if applied.modalsChanged {
                announceChange(of: observed.modals)
            }
            for observer in hooks?.observers ?? [] {
                observer.observe(applied.transition)
            }
            return .applied(applied.transition)
        case .failure(let error):
            return .rejected(error)
        }
    }
}
