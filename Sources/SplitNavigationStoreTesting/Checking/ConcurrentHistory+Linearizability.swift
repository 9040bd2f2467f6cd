import SplitNavigation
import SplitNavigationStore

extension ConcurrentHistory {
    /// Why no serial order explains the answers the tasks saw, or `nil` when one does.
    ///
    /// The serial order tried is the one the store claims: its transitions' sequence numbers,
    /// which must be 1 to *n* with the recording's *n* events in that order. It explains the
    /// history when
    /// - every applied answer's transition is the recording's event at its number, and a fresh
    ///   navigator of the given type, replaying the recording from `start`, accepts each event
    ///   with the same changes and presentation, and ends in the store's final state;
    /// - it keeps real time: an applied call that returned before another began has the lower
    ///   number;
    /// - every rejected call is rejected, with the same error, by the replayed navigator at
    ///   some point between the last transition that ended before the call began and the first
    ///   that began after it ended (a rejection changes nothing, so it may take any such place).
    ///
    /// A veto is never explained: the checker's stores have no filters.
    ///
    /// - Complexity: O(*n*²) for *n* calls, plus one replay of the recording and, for each
    ///   rejected call, at most one send per state of its window.
    public func linearizabilityViolation<Navigator: SplitNavigating>(
        _ navigator: Navigator.Type, start: SplitState<Route>, placeholder: PlaceholderProvider<Route> = .none
    ) -> String? where Navigator.Route == Route {
        guard let recording else { return "the store kept no recording" }
        guard recording.start == start else { return "the store's recording starts from another state than the schedule's" }
        let events = recording.events
        let applied = appliedCalls()
        if let message = numberingBroken(applied, recorded: events) { return message }

        // The navigator after each number of transitions, replayed through a fresh navigator.
        var navigators = [Navigator(state: start, placeholder: placeholder)]
        navigators.reserveCapacity(events.count + 1)
        for (offset, event) in events.enumerated() {
            var navigator = navigators[offset]
            let changes: [NavigationChange<Route>]
            do throws(NavigationError) {
                changes = try navigator.send(event)
            } catch {
                return "transition #\(offset + 1) (\(event)) is rejected with \(error.code) when the recording is replayed in order"
            }
            navigators.append(navigator)
            // `numberingBroken` found every number from 1 to n answered once.
            guard let (task, index, transition) = applied[offset + 1] else { continue }
            if transition.changes != changes {
                return "task \(task)'s event \(index) (\(event)) was answered as transition #\(offset + 1) with changes \(transition.changes), but replayed in the store's order it makes \(changes)"
            }
            if transition.presentation != navigator.presentation {
                return "task \(task)'s event \(index) (\(event)) was answered as transition #\(offset + 1) with a presentation the replay in the store's order does not give"
            }
        }
        if let last = navigators.last, last.state != finalState {
            return "the store ends in another state than its recording replays to"
        }
        if let message = realTimeBroken() { return message }
        return rejectionsUnexplained(navigators)
    }

    /// Each applied call by its transition's number: the task, the call's index and the
    /// transition.
    private func appliedCalls() -> [Int: (task: Int, index: Int, transition: NavigationTransition<Route>)] {
        var applied: [Int: (task: Int, index: Int, transition: NavigationTransition<Route>)] = [:]
        for (task, calls) in tasks.enumerated() {
            for (index, call) in calls.enumerated() {
                guard let transition = call.outcome.transition else { continue }
                // A number answered twice is found by `numberingBroken`, which counts answers.
                if applied[transition.sequence] == nil { applied[transition.sequence] = (task, index, transition) }
            }
        }
        return applied
    }

    /// Whether the applied answers are numbered 1 to *n*, once each, for the recording's *n*
    /// events, each with its own call's event.
    private func numberingBroken(
        _ applied: [Int: (task: Int, index: Int, transition: NavigationTransition<Route>)], recorded events: [NavigationEvent<Route>]
    ) -> String? {
        var answered = 0
        for (task, calls) in tasks.enumerated() {
            for (index, call) in calls.enumerated() {
                guard let transition = call.outcome.transition else { continue }
                answered += 1
                if transition.event != call.event {
                    return "task \(task)'s event \(index) (\(call.event)) was answered with a transition of another event (\(transition.event))"
                }
                guard transition.sequence >= 1, transition.sequence <= events.count else {
                    return "task \(task)'s event \(index) (\(call.event)) was answered as transition #\(transition.sequence), but the store recorded \(events.count) events"
                }
                if events[transition.sequence - 1] != call.event {
                    return "task \(task)'s event \(index) (\(call.event)) was answered as transition #\(transition.sequence), but the store recorded \(events[transition.sequence - 1]) there"
                }
                if let first = applied[transition.sequence], first.task != task || first.index != index {
                    return "task \(first.task)'s event \(first.index) and task \(task)'s event \(index) were both answered as transition #\(transition.sequence)"
                }
            }
        }
        if answered != events.count {
            return "the store recorded \(events.count) events, but \(answered) sends were answered as applied"
        }
        return nil
    }

    /// Whether an applied call that returned before another applied call began has a higher
    /// number than it.
    private func realTimeBroken() -> String? {
        let applied = tasks.enumerated().flatMap { task, calls in
            calls.enumerated().compactMap { index, call in
                call.outcome.transition.map { (task: task, index: index, call: call, sequence: $0.sequence) }
            }
        }
        for earlier in applied {
            for later in applied where earlier.call.returned < later.call.invoked && earlier.sequence > later.sequence {
                return "task \(earlier.task)'s event \(earlier.index) (\(earlier.call.event)) returned before task \(later.task)'s event \(later.index) (\(later.call.event)) began, but was numbered after it (#\(earlier.sequence) > #\(later.sequence))"
            }
        }
        return nil
    }

    /// Whether every rejected call is rejected with its error in some state of its window.
    private func rejectionsUnexplained<Navigator: SplitNavigating>(_ navigators: [Navigator]) -> String? where Navigator.Route == Route {
        let applied = tasks.flatMap { $0 }.compactMap { call in call.outcome.transition.map { (call: call, sequence: $0.sequence) } }
        for (task, calls) in tasks.enumerated() {
            for (index, call) in calls.enumerated() {
                let answered: NavigationError
                switch call.outcome {
                case .applied: continue
                case .vetoed(let reason):
                    return "task \(task)'s event \(index) (\(call.event)) was vetoed (\(reason)), which no navigator does"
                case .rejected(let error): answered = error
                }
                // The transitions that ended before the call began came before it; those that
                // began after it ended came after it.
                let earliest = applied.filter { $0.call.returned < call.invoked }.map(\.sequence).max() ?? 0
                let latest = (applied.filter { $0.call.invoked > call.returned }.map(\.sequence).min() ?? navigators.count) - 1
                let explained = earliest <= latest && (earliest...latest).contains { position in
                    var navigator = navigators[position]
                    do throws(NavigationError) {
                        _ = try navigator.send(call.event)
                        return false
                    } catch {
                        return error == answered
                    }
                }
                if !explained {
                    return "task \(task)'s event \(index) (\(call.event)) was rejected with \(answered.code), but no state it could have met (after transitions #\(earliest) to #\(max(earliest, latest))) rejects it so"
                }
            }
        }
        return nil
    }
}
