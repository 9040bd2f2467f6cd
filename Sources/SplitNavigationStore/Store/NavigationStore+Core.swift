import SplitNavigation

// Applying an event to the store's navigator, once: in place when no hook asked about it, or by
// committing the trial a proposal already made. Either way nothing holds the state from before
// the event while the event edits it, so an event costs what the navigator's send costs.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationStore.Core {
    /// What an applied event answers: its transition, the columns whose stacks it changed and
    /// whether it changed the modals.
    typealias Applied = (NavigationTransition<Route>, [Column], modalsChanged: Bool)

    /// Applies an event to the navigator in place and, when it applies, numbers, records and
    /// delivers it (see ``record(_:changes:changedColumns:broadcast:)``).
    mutating func apply(
        _ event: NavigationEvent<Route>, broadcast: TransitionBroadcast<Route>
    ) -> Result<Applied, NavigationError> {
        // O(1), holding no regular-layout stack: the send below edits the stacks in place.
        let mark = rules.state.columnMark
        var changes: [NavigationChange<Route>] = []
        do throws(NavigationError) {
            try rules.sendAsOneStep(event, into: &changes)
        } catch {
            return .failure(error)
        }
        let changedColumns = rules.state.changedColumns(since: mark, changes: changes)
        return .success(record(event, changes: changes, changedColumns: changedColumns, broadcast: broadcast))
    }

    /// Commits the trial a proposal made: the store's navigator becomes the one the event was
    /// tried on. The proposal was made from this navigator during the same turn, so nothing
    /// came between.
    mutating func commit(
        _ proposal: NavigationProposal<Route>, broadcast: TransitionBroadcast<Route>
    ) -> Result<Applied, NavigationError> {
        switch proposal.trial {
        case .failure(let error):
            return .failure(error)
        case .success(let trial):
            rules = trial.rules
            return .success(record(
                proposal.event, changes: trial.changes, changedColumns: proposal.changedColumns(), broadcast: broadcast))
        }
    }

    /// Numbers an applied event, records it and hands its transition to the subscribers.
    private mutating func record(
        _ event: NavigationEvent<Route>, changes: [NavigationChange<Route>], changedColumns: [Column],
        broadcast: TransitionBroadcast<Route>
    ) -> Applied {
        sequence += 1
        recording?.events.append(event)
        let transition = NavigationTransition(
            sequence: sequence, event: event, changes: changes, presentation: rules.presentation)
        // Delivered under the core lock, as subscribing is, so that a new subscriber's start
        // snapshot and its first transition can never be out of step.
        broadcast.deliver(transition)
        return (transition, changedColumns, changes.contains { $0.changesModals })
    }
}
