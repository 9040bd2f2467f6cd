import SplitNavigation

// Applying an event to the store's navigator, once: in place when no hook asked about it, or by
// committing the trial a proposal already made. The columns each event changed come from a
// `SplitState.ColumnMark` kept between events: in regular layout it holds no stack while the
// event edits it, so an event costs what the navigator's send costs; in compact layout, where an
// event is O(n) anyway, it holds the stacks to compare.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationStore {
    /// Everything that changes when an event applies.
    @usableFromInline
    struct Core: Sendable {
        /// What applies events: a `SplitNavigator`, or an app's own rules around one.
        @usableFromInline var held: StoreRules<Route>
        @usableFromInline var sequence = 0
        @usableFromInline var recording: NavigationRecording<Route>?
        /// The mark of the rules' state, which tells the columns the next event changes.
        @usableFromInline var mark: SplitState<Route>.ColumnMark
        /// Whether a subscriber may be listening: set when one subscribes, under the core lock as
        /// deliveries are, and cleared by a delivery that finds none left, so that a store with
        /// no subscriber takes no broadcast lock an event.
        @usableFromInline var broadcasting = false

        init(rules: StoreRules<Route>, recording: NavigationRecording<Route>?) {
            held = rules
            self.recording = recording
            mark = held.state.columnMark
        }

        /// The rules as any navigator, for proposals; setting them commits a trial.
        var rules: any SplitNavigating<Route> {
            get { held.any }
            set {
                held = StoreRules(newValue)
                mark = newValue.state.columnMark
            }
        }

        /// A plain navigator holding the rules' state, for queries and snapshots.
        var navigator: SplitNavigator<Route> { held.navigator }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationStore.Core {
    /// What an applied event answers: its transition, the columns whose stacks it changed and
    /// whether it changed the modals.
    @usableFromInline
    typealias Applied = (transition: NavigationTransition<Route>, changedColumns: ColumnSet, modalsChanged: Bool)

    /// Applies an event to the navigator in place and, when it applies, numbers, records and
    /// delivers it (see ``record(_:changes:presentation:broadcast:)``).
    @inlinable
    mutating func apply(
        _ event: NavigationEvent<Route>, broadcast: TransitionBroadcast<Route>
    ) -> Result<Applied, NavigationError> {
        var changes: [NavigationChange<Route>] = []
        do throws(NavigationError) {
            try held.send(event, into: &changes)
        } catch {
            return .failure(error)
        }
        let summary = ChangeSummary(changes, since: mark)
        let presentation = held.presentation
        let changed = mark.advance(by: changes, summary: summary, columns: presentation.columns) { held.state }
        let modalsChanged = summary.changesModals
        // Consumed, so that the transition takes the list and the presentation without copies.
        let transition = record(event, changes: consume changes, presentation: consume presentation, broadcast: broadcast)
        return .success((transition, changed, modalsChanged))
    }

    /// Commits the trial a proposal made: the store's navigator becomes the one the event was
    /// tried on. The proposal was made from this navigator during the same turn, so nothing
    /// came between.
    @usableFromInline
    mutating func commit(
        _ proposal: NavigationProposal<Route>, broadcast: TransitionBroadcast<Route>
    ) -> Result<Applied, NavigationError> {
        switch proposal.trial {
        case .failure(let error):
            return .failure(error)
        case .success(let trial):
            rules = trial.rules
            let transition = record(proposal.event, changes: trial.changes, presentation: held.presentation, broadcast: broadcast)
            return .success((transition, proposal.changedColumnSet, ChangeSummary(trial.changes, namingColumns: false).changesModals))
        }
    }

    /// Numbers an applied event, records it and hands its transition to the subscribers.
    @inlinable
    mutating func record(
        _ event: NavigationEvent<Route>, changes: consuming [NavigationChange<Route>], presentation: consuming Presentation<Route>,
        broadcast: TransitionBroadcast<Route>
    ) -> NavigationTransition<Route> {
        sequence += 1
        recording?.events.append(event)
        let transition = NavigationTransition(sequence: sequence, event: event, changes: changes, presentation: presentation)
        // Delivered under the core lock, as subscribing is, so that a new subscriber's start
        // snapshot and its first transition can never be out of step.
        if broadcasting {
            broadcasting = broadcast.deliver(transition)
        }
        return transition
    }
}
