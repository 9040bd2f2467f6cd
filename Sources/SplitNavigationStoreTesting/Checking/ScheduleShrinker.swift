import SplitNavigation

/// Makes a failing schedule smaller while it still fails: fewer tasks, then fewer events in
/// each task, dropping chunks of halving size down to single events, then a simpler start (a
/// primary root of the simplest route, in a split of the same columns, then of two), then
/// simpler events (new children of the simplest route with plain content, fewer children shown).
///
/// Runs are not deterministic, so "still fails" means "failed in one of a few runs" (the
/// `fails` closure decides); a candidate that happened to pass is dropped, which can leave the
/// result larger than the smallest failing schedule, never one that did not fail.
struct ScheduleShrinker<Route: Hashable & Codable & Sendable> {
    /// A failing run of a candidate, or `nil` when none of its runs failed.
    typealias Verdict = @Sendable (ConcurrentSchedule<Route>) async -> (ConcurrentHistory<Route>, String)?

    /// Candidates left to try.
    private var budget: Int
    /// The route of the simplest start's one child.
    private let simplest: Route
    private let fails: Verdict

    init(budget: Int, simplest: Route, fails: @escaping Verdict) {
        self.budget = budget
        self.simplest = simplest
        self.fails = fails
    }

    /// The smallest failing schedule found, with a failing run of it and its violation.
    mutating func shrink(
        _ schedule: ConcurrentSchedule<Route>, history: ConcurrentHistory<Route>, message: String
    ) async -> (schedule: ConcurrentSchedule<Route>, history: ConcurrentHistory<Route>, message: String) {
        var best = (schedule: schedule, history: history, message: message)
        var progress = true
        while progress, budget > 0 {
            progress = false
            // Whole tasks first: they cut the most.
            var task = best.schedule.tasks.count - 1
            while task >= 0, best.schedule.tasks.count > 1, budget > 0 {
                var candidate = best.schedule
                candidate.tasks.remove(at: task)
                if let found = await attempt(candidate) {
                    best = (candidate, found.0, found.1)
                    progress = true
                }
                task -= 1
            }
            // Then chunks of each task's events, halving the chunk down to one event.
            for task in best.schedule.tasks.indices {
                var size = max(1, best.schedule.tasks[task].count / 2)
                while size >= 1, budget > 0 {
                    var start = 0
                    while start < best.schedule.tasks[task].count, budget > 0 {
                        var candidate = best.schedule
                        let end = min(start + size, candidate.tasks[task].count)
                        candidate.tasks[task].removeSubrange(start..<end)
                        if let found = await attempt(candidate) {
                            best = (candidate, found.0, found.1)
                            progress = true
                        } else {
                            start += size
                        }
                    }
                    size /= 2
                }
            }
            // A task emptied here is dropped by the next pass's first phase, which is tried
            // as any candidate is, so that the failing run stays the evidence of the schedule.
            for task in best.schedule.tasks.indices {
                for index in best.schedule.tasks[task].indices {
                    for simpler in simplerEvents(than: best.schedule.tasks[task][index]) where budget > 0 {
                        var candidate = best.schedule
                        candidate.tasks[task][index] = simpler
                        if let found = await attempt(candidate) {
                            best = (candidate, found.0, found.1)
                            progress = true
                            break
                        }
                    }
                }
            }
            for start in simplerStarts(than: best.schedule.start) where budget > 0 {
                let candidate = ConcurrentSchedule(start: start, tasks: best.schedule.tasks)
                if let found = await attempt(candidate) {
                    best = (candidate, found.0, found.1)
                    progress = true
                    break
                }
            }
        }
        return best
    }

    /// A primary root of the simplest route with the start's columns, then with two columns;
    /// the events name ids and columns, so a simpler start is only a candidate, kept when the
    /// schedule still fails from it.
    private func simplerStarts(than start: SplitState<Route>) -> [SplitState<Route>] {
        var starts: [SplitState<Route>] = []
        for columns in Set([start.columns, .two]).sorted(by: { $0.rawValue > $1.rawValue }) {
            guard let simple = try? SplitState(primary: [NewChild(simplest, preferring: .primary)], columns: columns),
                  simple != start else { continue }
            starts.append(simple)
        }
        return starts
    }

    /// The event with its new children made of the simplest route and plain content, and for
    /// `showDetail` and `showSupplementary` with one child fewer; most simplifying first.
    private func simplerEvents(than event: NavigationEvent<Route>) -> [NavigationEvent<Route>] {
        func plain(_ child: NewChild<Route>) -> NewChild<Route> {
            NewChild(simplest, preferring: child.preferredColumn)
        }
        let simpler: [NavigationEvent<Route>] = switch event {
        case .push(let child, let column): [.push(plain(child), onto: column)]
        case .replaceTop(let column, let child): [.replaceTop(column, with: plain(child))]
        case .showDetail(let children): [.showDetail(children.map(plain)), .showDetail(Array(children.dropLast()))]
        case .showSupplementary(let children):
            [.showSupplementary(children.map(plain)), .showSupplementary(Array(children.dropLast()))]
        default: []
        }
        return simpler.filter { $0 != event }
    }

    /// Runs a candidate, spending one unit of budget.
    private mutating func attempt(_ candidate: ConcurrentSchedule<Route>) async -> (ConcurrentHistory<Route>, String)? {
        budget -= 1
        return await fails(candidate)
    }
}
