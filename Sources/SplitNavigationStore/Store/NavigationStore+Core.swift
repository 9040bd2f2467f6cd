import SplitNavigation

// Applying an event to the store's navigator, once: in place when no hook asked about it, or by
// committing the trial a proposal already made. In regular layout nothing holds the state from
// before the event while the event edits it, so an event costs what the navigator's send costs;
// in compact layout, where an event is O(n) anyway, the stacks before it are held to compare.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationStore {
    /// Everything that changes when an event applies.
    @usableFromInline
    struct Core: Sendable {
        /// What applies events: a `SplitNavigator`, or an app's own rules around one.
        @usableFromInline var held: StoreRules<Route>
        @usableFromInline var sequence = 0
        @usableFromInline var recording: NavigationRecording<Route>?
        /// What tells the columns the next event changes.
        @usableFromInline var tracker: ColumnTracker

        init(rules: StoreRules<Route>, recording: NavigationRecording<Route>?) {
            held = rules
            self.recording = recording
            tracker = ColumnTracker(held.state)
        }

        /// The rules as any navigator, for proposals; setting them commits a trial.
        var rules: any SplitNavigating<Route> {
            get { held.any }
            set {
                held = StoreRules(newValue)
                tracker = ColumnTracker(newValue.state)
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
        let changed: ColumnSet
        let summary: ChangeSummary
        let presentation: Presentation<Route>
        switch tracker {
        case .regular(var counts):
            do throws(NavigationError) {
                try held.send(event, into: &changes)
            } catch {
                return .failure(error)
            }
            summary = ChangeSummary(changes, namingColumns: true)
            presentation = held.presentation
            if summary.changesLayout {
                let after = held.state
                changed = counts.changedColumns(acrossLayouts: changes, to: after)
                tracker = ColumnTracker(after)
            } else {
                changed = summary.named.intersection(presentation.columns)
                counts.add(summary.growth)
                tracker = .regular(counts)
            }
        case .compact:
            // Only the stacks are held across the event: they are compared after it.
            let before = CompactStacks(held.state)
            do throws(NavigationError) {
                try held.send(event, into: &changes)
            } catch {
                return .failure(error)
            }
            summary = ChangeSummary(changes, namingColumns: false)
            presentation = held.presentation
            let after = held.state
            changed = before.changedColumns(to: after, in: after.columns)
            if after.layout == .regular { tracker = ColumnTracker(after) }
        }
        let transition = record(event, changes: changes, presentation: presentation, broadcast: broadcast)
        return .success((transition, changed, summary.changesModals))
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
            return .success((transition, ColumnSet(proposal.changedColumns()), ChangeSummary(trial.changes, namingColumns: false).changesModals))
        }
    }

    /// Numbers an applied event, records it and hands its transition to the subscribers.
    @inlinable
    mutating func record(
        _ event: NavigationEvent<Route>, changes: [NavigationChange<Route>], presentation: Presentation<Route>,
        broadcast: TransitionBroadcast<Route>
    ) -> NavigationTransition<Route> {
        sequence += 1
        recording?.events.append(event)
        let transition = NavigationTransition(sequence: sequence, event: event, changes: changes, presentation: presentation)
        // Delivered under the core lock, as subscribing is, so that a new subscriber's start
        // snapshot and its first transition can never be out of step.
        broadcast.deliver(transition)
        return transition
    }
}
