import SplitNavigation

/// One ``ChildJSONMemo`` per worker of a run, kept from one sequence to the next.
///
/// Every sequence of a run starts from the same few states and draws from the same routes, so a
/// memo that outlives its sequence meets most children and routes again: a memo made afresh for
/// each sequence paid the general coder for every route a sequence held (about 7 % of a checked
/// event). The memos answer by value, so which sequences a memo served never changes what a
/// law sees, as long as equal routes encode alike (what the JSON law assumes within a sequence
/// too). Each memo empties a side when it holds 4,096 children, so a run's memory stays flat.
///
/// Not locked: worker `w` of a ``SequenceBatch`` uses `self[w]` alone, and the batches of a run
/// follow one another.
final class WorkerMemos<Route: Hashable & Codable & Sendable>: @unchecked Sendable {
    private let memos: [ChildJSONMemo<Route>]

    /// A memo for each of `workers` workers (at least one).
    init(workers: Int) {
        memos = (0..<max(1, workers)).map { _ in ChildJSONMemo<Route>() }
    }

    /// Worker `worker`'s memo.
    subscript(worker: Int) -> ChildJSONMemo<Route> {
        memos[worker]
    }
}
