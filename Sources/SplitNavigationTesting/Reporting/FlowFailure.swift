import SplitNavigation

/// A failing sequence, shrunk, with everything needed to reproduce it.
///
/// Its ``description`` is what a test prints: the check that failed, the seed, the original and
/// shrunk lengths, the shrunk sequence as Swift code to paste into a test, as a regression test
/// that checks it with your runner, and as `splitnav` JSON lines to replay with
/// `NavigationRecording(jsonLines:)` or the bridge.
public struct FlowFailure<Route: Hashable & Codable & Sendable>: Sendable, CustomStringConvertible {
    /// What went wrong in the shrunk sequence: the first of ``violations``.
    public let violation: FlowViolation
    /// Every check that fails at the shrunk sequence's failing step: your properties first, in
    /// the order of ``FlowRunner/properties``, then the library's laws. A bug in your navigator
    /// often breaks a law and your invariant at once; the report lists both, so that it blames
    /// your navigator (``navigatorType``) rather than the first law to notice.
    public let violations: [FlowViolation]
    /// The failing sequence's seed, for ``FlowRunner/replay(seed:)``; `nil` for a replayed
    /// recording.
    public let seed: UInt64?
    /// The run's seed, when the failure came from a run.
    public let runSeed: UInt64?
    /// The failing sequence's position in the run, when it came from a run.
    public let sequenceIndex: Int?
    /// How many events the sequence had before shrinking.
    public let originalLength: Int
    /// The shrunk start and events; `nil` when no start could be made.
    public let recording: NavigationRecording<Route>?
    /// The error code of each shrunk event on the navigator under test, `nil` for accepted ones.
    public let outcomes: [NavigationError.Code?]
    let routeLiteral: (@Sendable (Route) -> String)?
    /// The navigator type the sequence ran through, as Swift without module names:
    /// `SplitNavigator<String>`, or an app's `MailNavigator`. The Swift snippet makes one of
    /// these, and the replay line names it.
    public let navigatorType: String
    /// Whether the navigator is `SplitNavigator` itself, which the snippet makes from routes.
    let isSplitNavigator: Bool
    /// Where the failure database saved the recording, or that it could not; `nil` without one.
    public internal(set) var databaseNote: String?
    /// Whether the library's own `SplitNavigator` fails the same check on the shrunk sequence,
    /// for a failure of another navigator type that a run or a replay shrank (always `false`
    /// for `SplitNavigator`'s own, and for a failure that was not shrunk). Then
    /// the sequence may not show a bug of that navigator at all: the property may not hold
    /// under the library's rules, or the shrinker swapped in events the app never sends (an
    /// ``FlowRunner/assumption`` keeps it to those). The report says so under its first lines.
    public internal(set) var libraryNavigatorFailsToo = false
    /// Where the sequence came from when neither a seed nor a recording did: an exhaustive
    /// exploration's "shortest sequence" line. Replaces the lengths line of ``description``.
    var originNote: String?

    init<Navigator: SplitNavigating>(
        _ navigator: Navigator.Type, violation: FlowViolation, violations: [FlowViolation] = [], seed: UInt64?, runSeed: UInt64?, sequenceIndex: Int?,
        originalLength: Int, recording: NavigationRecording<Route>?, outcomes: [NavigationError.Code?],
        routeLiteral: (@Sendable (Route) -> String)?
    ) where Navigator.Route == Route {
        // The shrinker kept `violation`'s check failing; every other check failing at the same
        // step joins it, in blame order.
        let all = violations.contains { $0.check == violation.check } ? violations : [violation] + violations
        self.violations = all
        self.violation = all.first ?? violation
        self.seed = seed
        self.runSeed = runSeed
        self.sequenceIndex = sequenceIndex
        self.originalLength = originalLength
        self.recording = recording
        self.outcomes = outcomes
        self.routeLiteral = routeLiteral
        navigatorType = SwiftTypeName.of(Navigator.self)
        isSplitNavigator = Navigator.self == SplitNavigator<Route>.self
    }

    /// The shrunk events.
    public var events: [NavigationEvent<Route>] {
        recording?.events ?? []
    }

    /// The shrunk sequence as the body of a test function: it declares the routes that have no
    /// Swift literal (decoded from their JSON), makes the start with the navigator type that
    /// failed, sends each event (`try` for accepted ones, `_ = try?` for rejected ones) and
    /// marks the failing step. It compiles in a test that imports SplitNavigationTesting and
    /// sees the route and navigator types, whatever the route type; the navigator starts
    /// without the runner's placeholder provider.
    public var swiftCode: String {
        guard let recording else { return "// no start could be made: \(violation.message)" }
        return SwiftSnippet(
            recording: recording, outcomes: outcomes, failingStep: violation.step, routeLiteral: routeLiteral,
            navigatorType: isSplitNavigator ? nil : navigatorType
        ).code
    }

    /// The shrunk sequence as `splitnav` JSON lines: a start line, then one event per line.
    public var jsonLines: String {
        recording?.text ?? ""
    }

    /// The shrunk sequence as a regression test that fails until the bug is fixed: the
    /// recording as JSON lines in a raw string, checked without shrinking, through the
    /// navigator type that failed, by a runner named `runner` (yours: the snippet cannot spell
    /// your properties, laws and placeholders, the runner holds them). ``swiftCode`` replays
    /// the events; this checks them. It compiles for any route that encodes as JSON, whatever
    /// its strings hold (see `SwiftRawString`):
    ///
    /// ```swift
    /// let recording = try NavigationRecording<MailRoute>(jsonLines: #"""
    /// {"event":"start","routes":"json","state":{…}}
    /// {"column":"primary","event":"pop"}
    /// """#)
    /// runner.replay(MailNavigator.self, recording, shrinking: false).expectPassed()
    /// ```
    ///
    /// (In an XCTest case, `assertPassed()` instead of `expectPassed()`.)
    public var regressionTest: String {
        guard recording != nil else { return "// no start could be made: \(violation.message)" }
        return """
            let recording = try NavigationRecording<\(SwiftTypeName.of(Route.self))>(jsonLines: \(SwiftRawString.literal(jsonLines, multiline: true)))
            runner.replay(\(replayedType)recording, shrinking: false).expectPassed()
            """
    }

    /// The full report: what failed, the seeds, the lengths, the Swift code, the regression
    /// test and the JSON lines.
    public var description: String {
        var origin: [String] = []
        if let seed { origin.append("sequence seed \(Self.hex(seed))") }
        if let runSeed, let sequenceIndex { origin.append("run seed \(runSeed), sequence \(sequenceIndex)") }
        let replay = (seed.map { "\nReplay: runner.replay(\(replayedType)seed: \(Self.hex($0)))" } ?? "")
            + (databaseNote.map { "\n\($0)" } ?? "")
            + (libraryNavigatorFailsToo ? "\n\(libraryNote)" : "")
        return """
            SplitNavigationTesting: \(blame)
            \(originNote ?? "\(origin.isEmpty ? "recorded sequence" : origin.joined(separator: "; ")): \(originalLength) events, shrunk to \(events.count).")\(replay)

            Swift:
            \(swiftCode)

            Regression test (checked by your runner, named `runner`):
            \(regressionTest)

            JSON lines (splitnav):
            \(jsonLines)
            """
    }

    /// The navigator type as the first argument of a `runner.replay(…)` the report prints:
    /// none for `SplitNavigator`, the default.
    private var replayedType: String {
        isSplitNavigator ? "" : "\(navigatorType).self, "
    }

    /// What ``libraryNavigatorFailsToo`` means, as the report says it.
    var libraryNote: String {
        "Note: SplitNavigator<\(SwiftTypeName.of(Route.self))> fails \(violation.check) on these events too, so they may not show a bug of \(navigatorType)'s: "
            + "the check may not hold under the library's own rules, or the shrinker used events the app never sends (runner.assumption keeps it to those)."
    }

    /// The navigator type and every check it failed: `MailNavigator failed property "…" at step
    /// 2: …`, or, for several checks, one line each under `failed 2 checks at step 2:`.
    public var blame: String {
        let place = violation.step.map { "at step \($0)" } ?? "at the start"
        guard violations.count > 1 else { return "\(navigatorType) failed \(violation.check) \(place): \(violation.message)" }
        let lines = violations.map { "- \($0.check): \($0.message)" }
        return "\(navigatorType) failed \(violations.count) checks \(place):\n" + lines.joined(separator: "\n")
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}
