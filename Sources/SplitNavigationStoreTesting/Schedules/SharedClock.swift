import Synchronization

/// A counter all the tasks of a run tick, so that their calls can be ordered in real time:
/// every tick is taken once, and a tick taken after another is larger.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class SharedClock: Sendable {
    private let ticks = Atomic(0)

    /// The next tick.
    func tick() -> Int {
        // Sequentially consistent, so that a tick taken after another call's tick, in any
        // thread, is larger than it.
        ticks.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
    }

    /// The last tick taken, 0 before any.
    var now: Int {
        ticks.load(ordering: .sequentiallyConsistent)
    }
}
