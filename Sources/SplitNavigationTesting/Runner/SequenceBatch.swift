import Dispatch
import SplitNavigation

/// One batch of consecutive sequences, run on up to `workers` threads, each sequence's outcome
/// kept in its own slot so that the runner can read them in index order: the report is then the
/// same whatever the number of workers.
///
/// Workers take the next index from a shared counter, so a slow sequence (one that shrinks)
/// does not hold back the others; once a sequence fails, no worker starts a later one (an
/// earlier one may still fail, and the lowest index is the one reported).
final class SequenceBatch<Route: Hashable & Codable & Sendable>: @unchecked Sendable {
    /// What one sequence gave: its own statistics and counts, and its failure, shrunk, if it
    /// failed.
    struct Outcome {
        var statistics = FlowStatistics()
        var tally = StatisticsTally()
        var failure: FlowFailure<Route>?
    }

    let indices: Range<Int>
    // Guards `next` and `firstFailure`; a semaphore, as Dispatch has it on every platform.
    private let lock = DispatchSemaphore(value: 1)
    private var next: Int
    private var firstFailure = Int.max
    // Slot i - indices.lowerBound is written by the one worker that took index i, and read only
    // after every worker has returned.
    private let slots: UnsafeMutableBufferPointer<Outcome?>

    init(indices: Range<Int>) {
        self.indices = indices
        next = indices.lowerBound
        slots = .allocate(capacity: indices.count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// Runs `body` for every index of the batch (but those after a failure) on `workers` threads,
    /// and returns the outcomes in index order, up to and including the first failure. `body`
    /// gets the number of the worker that runs it (below `workers`) and the index.
    func run(workers: Int, _ body: @Sendable (_ worker: Int, _ index: Int) -> Outcome) -> [Outcome] {
        let threads = min(max(1, workers), indices.count)
        if threads == 1 {
            work(worker: 0, body)
        } else {
            DispatchQueue.concurrentPerform(iterations: threads) { worker in work(worker: worker, body) }
        }
        var outcomes: [Outcome] = []
        outcomes.reserveCapacity(indices.count)
        for slot in slots {
            guard let outcome = slot else { break }
            outcomes.append(outcome)
            if outcome.failure != nil { break }
        }
        return outcomes
    }

    private func work(worker: Int, _ body: (Int, Int) -> Outcome) {
        while let index = take() {
            let outcome = body(worker, index)
            slots[index - indices.lowerBound] = outcome
            if outcome.failure != nil { failed(at: index) }
        }
    }

    private func take() -> Int? {
        lock.wait()
        defer { lock.signal() }
        guard next < indices.upperBound, next < firstFailure else { return nil }
        defer { next += 1 }
        return next
    }

    private func failed(at index: Int) {
        lock.wait()
        firstFailure = min(firstFailure, index)
        lock.signal()
    }
}
