import SplitNavigation
import SplitNavigationStore

extension ConcurrentSchedule {
    /// Runs the schedule once against a store: one task per event list, all at once, each
    /// sending its events one after another and yielding between them so that the others get
    /// turns; answers what every task saw and what the store says happened.
    ///
    /// No task sends before every task has started, so that a short schedule's tasks overlap
    /// rather than run one after the other as they are created.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func run<Store: ConcurrentNavigationStore>(against store: Store) async -> ConcurrentHistory<Route> where Store.Route == Route {
        let clock = SharedClock()
        let started = SharedClock()
        let taskCount = tasks.count
        var calls = [[ConcurrentCall<Route>]](repeating: [], count: tasks.count)
        await withTaskGroup(of: (Int, [ConcurrentCall<Route>]).self) { group in
            for (task, events) in tasks.enumerated() {
                group.addTask {
                    _ = started.tick()
                    while started.now < taskCount { await Task.yield() }
                    var seen: [ConcurrentCall<Route>] = []
                    seen.reserveCapacity(events.count)
                    for event in events {
                        let invoked = clock.tick()
                        let outcome = await store.send(event)
                        let returned = clock.tick()
                        seen.append(ConcurrentCall(event: event, outcome: outcome, invoked: invoked, returned: returned))
                        await Task.yield()
                    }
                    return (task, seen)
                }
            }
            for await (task, seen) in group { calls[task] = seen }
        }
        return ConcurrentHistory(tasks: calls, recording: store.recording, finalState: store.state)
    }
}
