#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SplitNavigation

extension NavigationRecording {
    /// Applies the recorded events to the start state, one after another, as the store did.
    ///
    /// With the placeholder provider the recording store had, every transition equals the
    /// store's (its `sequence` counts from 1 at the start line rather than from the store's
    /// creation) and the final navigator's state equals the store's, bit for bit.
    ///
    /// - Parameters:
    ///   - placeholder: the provider for the empty detail column; it is not part of a
    ///     recording, as it is not part of a state.
    ///   - rejectionsExpected: whether an event the navigator rejects is part of the recording
    ///     rather than an error: on, the replay sends the next event, as the testing kit's
    ///     recordings (a failure's JSON lines, which keep the events that were rejected) need.
    ///   - onTransition: called with each transition, in order, for checking or animating;
    ///     rejected events make none.
    /// - Returns: the navigator after the last event.
    /// - Throws: `RecordingError` at the line of the first event that does not apply, unless
    ///   `rejectionsExpected`; a recording a store made never has one.
    /// - Complexity: the sum of the events' costs.
    public func replay(
        placeholder: PlaceholderProvider<Route> = .none, rejectionsExpected: Bool = false,
        onTransition: (NavigationTransition<Route>) -> Void = { _ in }
    ) throws(RecordingError) -> SplitNavigator<Route> {
        try replay(SplitNavigator<Route>.self, placeholder: placeholder, rejectionsExpected: rejectionsExpected, onTransition: onTransition)
    }

    /// Replays the recording through an app's navigator (any `SplitNavigating` type), as the
    /// store that recorded it ran it.
    ///
    /// - Returns: the app's navigator after the last event.
    /// - Throws: `RecordingError` at the line of the first event that does not apply, unless
    ///   `rejectionsExpected` (see ``replay(placeholder:rejectionsExpected:onTransition:)``).
    public func replay<Navigator: SplitNavigating>(
        _ type: Navigator.Type, placeholder: PlaceholderProvider<Route> = .none, rejectionsExpected: Bool = false,
        onTransition: (NavigationTransition<Route>) -> Void = { _ in }
    ) throws(RecordingError) -> Navigator where Navigator.Route == Route {
        var navigator = Navigator(state: start, placeholder: placeholder)
        for (index, event) in events.enumerated() {
            var changes: [NavigationChange<Route>] = []
            do throws(NavigationError) {
                try navigator.send(event, into: &changes)
            } catch {
                if rejectionsExpected { continue }
                throw RecordingError(line: index + 2, cause: error)
            }
            onTransition(NavigationTransition(
                sequence: index + 1, event: event, changes: changes, presentation: navigator.presentation))
        }
        return navigator
    }

    /// Reads JSON lines and replays them: a bug report file in, the navigator it ends in out.
    ///
    /// - Throws: `RecordingError` at the first line that cannot be read or does not apply.
    /// - Complexity: O(total size) plus the sum of the events' costs.
    public static func replay(
        jsonLines data: Data, placeholder: PlaceholderProvider<Route> = .none,
        onTransition: (NavigationTransition<Route>) -> Void = { _ in }
    ) throws(RecordingError) -> SplitNavigator<Route> {
        try NavigationRecording(jsonLines: data).replay(placeholder: placeholder, onTransition: onTransition)
    }
}
