import SplitNavigation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationStore {
    /// Whether the store is recording accepted events.
    public var isRecording: Bool {
        access(keyPath: \.isRecording)
        return core.withLock { $0.recording != nil }
    }

    /// Starts a recording from the current state, dropping one in progress. Every event
    /// accepted from now on is added to it, in the order it applied.
    ///
    /// A recording grows by one event per accepted event until ``stopRecording()``.
    public func startRecording() {
        withMutation(keyPath: \.isRecording) {
            core.withLock { core in
                core.recording = NavigationRecording(start: core.navigator.state)
            }
        }
    }

    /// Stops recording.
    ///
    /// - Returns: the recording, or `nil` when the store was not recording.
    @discardableResult
    public func stopRecording() -> NavigationRecording<Route>? {
        withMutation(keyPath: \.isRecording) {
            core.withLock { core in
                defer { core.recording = nil }
                return core.recording
            }
        }
    }

    /// The recording so far, or `nil` when the store is not recording. Recording goes on.
    ///
    /// - Complexity: O(1); the next accepted event then copies the event list once (O(*e*)),
    ///   so read it at the end rather than after every event.
    public var recording: NavigationRecording<Route>? {
        access(keyPath: \.isRecording)
        access(keyPath: observed.navigator)
        return core.withLock { $0.recording }
    }
}
