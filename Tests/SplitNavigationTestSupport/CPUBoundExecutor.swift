import Foundation

/// A task executor with as many threads of its own as the machine has cores, for tests that
/// compute for a long time without suspending.
///
/// Jobs run in the order they arrive. Its threads are not the cooperative pool's, so the
/// tests it runs leave that pool to the others; as many of them run at once as there are cores,
/// which keeps the memory of the largest (a million-row accordion each) bounded, as the pool did.
/// A GCD queue would not do: on Linux its threads and the cooperative pool's share one limit of
/// one per core.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class CPUBoundExecutor: TaskExecutor, @unchecked Sendable {
    /// The one executor every `cpuBound` suite shares.
    static let shared = CPUBoundExecutor(threads: max(1, ProcessInfo.processInfo.activeProcessorCount))

    // `jobs` is guarded by `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init(threads: Int) {
        for index in 0..<threads {
            // The threads live as long as the test process; the executor is never released.
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "cpu-bound tests \(index)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
