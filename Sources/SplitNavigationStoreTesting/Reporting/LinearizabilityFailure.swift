import SplitNavigation
import SplitNavigationStore

/// A schedule whose answers no serial order explains, shrunk, with everything needed to run it
/// again.
///
/// Its ``description`` is what a test prints: the store and navigator types, why the answers
/// are not linearizable, the seeds, the original and shrunk sizes, how often the shrunk
/// schedule failed, each task's events with the answers of a failing run, and the schedule as
/// JSON for ``ConcurrentSchedule/init(json:)`` and ``LinearizabilityChecker/check(_:_:store:)``.
public struct LinearizabilityFailure<Route: Hashable & Codable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// Where a failing schedule came from.
    struct Origin: Sendable {
        let seed: UInt64?
        let runSeed: UInt64?
        let index: Int?
    }

    /// Why no serial order explains the failing run's answers (see
    /// ``ConcurrentHistory/linearizabilityViolation(_:start:placeholder:)``), or why no
    /// schedule could be made.
    public let message: String
    /// The schedule's seed, for ``LinearizabilityChecker/replay(_:seed:)``; `nil` for a schedule
    /// checked directly.
    public let seed: UInt64?
    /// The run's seed, when the failure came from a run.
    public let runSeed: UInt64?
    /// The schedule's position in the run, when it came from a run.
    public let scheduleIndex: Int?
    /// The schedule as it was drawn; `nil` when the start generator failed.
    public let original: ConcurrentSchedule<Route>?
    /// The shrunk schedule; `nil` when the start generator failed.
    public let schedule: ConcurrentSchedule<Route>?
    /// A failing run of the shrunk schedule: what each task was answered, and the store's
    /// recording and final state.
    public let history: ConcurrentHistory<Route>?
    /// The navigator type the store ran, as Swift: `SplitNavigator<String>`.
    public let navigatorType: String
    /// The store type, as Swift: `NavigationStore<String>`.
    public let storeType: String
    /// In how many of ``runs`` further runs the shrunk schedule failed: interleavings are the
    /// scheduler's, so a schedule fails on some runs only.
    public let failingRuns: Int
    /// How many further runs of the shrunk schedule were made.
    public let runs: Int

    init(
        message: String, origin: Origin, original: ConcurrentSchedule<Route>?, schedule: ConcurrentSchedule<Route>?,
        history: ConcurrentHistory<Route>?, navigatorType: String, storeType: String, failingRuns: Int, runs: Int
    ) {
        self.message = message
        seed = origin.seed
        runSeed = origin.runSeed
        scheduleIndex = origin.index
        self.original = original
        self.schedule = schedule
        self.history = history
        self.navigatorType = navigatorType
        self.storeType = storeType
        self.failingRuns = failingRuns
        self.runs = runs
    }

    /// The failure of a schedule whose start could not be made.
    static func noStart(_ error: NavigationError, seed: UInt64, runSeed: UInt64?, index: Int?) -> LinearizabilityFailure {
        LinearizabilityFailure(
            message: "the start generator threw \(error)", origin: Origin(seed: seed, runSeed: runSeed, index: index),
            original: nil, schedule: nil, history: nil, navigatorType: "", storeType: "", failingRuns: 0, runs: 0)
    }

    /// The full report.
    public var description: String {
        var origin: [String] = []
        if let seed { origin.append("schedule seed \(Self.hex(seed))") }
        if let runSeed, let scheduleIndex { origin.append("run seed \(runSeed), schedule \(scheduleIndex)") }
        let header = "SplitNavigationStoreTesting: \(storeType.isEmpty ? "the store" : storeType) over "
            + "\(navigatorType.isEmpty ? "its navigator" : navigatorType) is not linearizable: \(message)"
        guard let original, let schedule else { return header + (origin.isEmpty ? "" : "\n" + origin.joined(separator: "; ")) }
        var lines = [
            header,
            "\(origin.isEmpty ? "checked schedule" : origin.joined(separator: "; ")): \(Self.size(original)), shrunk to "
                + "\(Self.size(schedule)); the shrunk schedule failed in \(failingRuns) of \(runs) further runs.",
        ]
        if let seed {
            // A store of the checker's own needs no factory; any other is the caller's to pass.
            let store = storeType.hasPrefix("NavigationStore<") ? "" : ", store: …"
            lines.append("Replay: checker.replay(\(navigatorType).self, seed: \(Self.hex(seed))\(store))")
        }
        lines.append("")
        lines.append("Start: \((try? schedule.start.jsonData()).map { String(decoding: $0, as: UTF8.self) } ?? "\(schedule.start)")")
        lines.append("Each task's events, with the answers of a failing run:")
        for (task, events) in schedule.tasks.enumerated() {
            lines.append("task \(task):")
            let calls = history?.tasks.indices.contains(task) == true ? history?.tasks[task] ?? [] : []
            for (index, event) in events.enumerated() {
                let answer = calls.indices.contains(index) ? "  → \(Self.describe(calls[index].outcome))" : ""
                lines.append("  \(event)\(answer)")
            }
        }
        lines.append("")
        lines.append("Schedule (ConcurrentSchedule(json:), then checker.check(\(navigatorType).self, schedule, store: …)):")
        lines.append((try? schedule.jsonString()) ?? "(a route cannot be encoded as JSON)")
        return lines.joined(separator: "\n")
    }

    /// `2 tasks, 3 events`.
    static func size(_ schedule: ConcurrentSchedule<Route>) -> String {
        "\(schedule.tasks.count) task\(schedule.tasks.count == 1 ? "" : "s"), \(schedule.eventCount) event\(schedule.eventCount == 1 ? "" : "s")"
    }

    /// `applied #3`, `rejected columnEmpty`, `vetoed: reason`.
    static func describe(_ outcome: NavigationOutcome<Route>) -> String {
        switch outcome {
        case .applied(let transition): "applied #\(transition.sequence)"
        case .rejected(let error): "rejected \(error.code)"
        case .vetoed(let reason): "vetoed: \(reason)"
        }
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}
