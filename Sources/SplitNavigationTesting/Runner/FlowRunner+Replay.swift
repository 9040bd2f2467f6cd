import SplitNavigation

extension FlowRunner {
    /// Reruns the one sequence a failure reported by its seed, with this runner's
    /// configuration, and shrinks it again if it still fails.
    ///
    /// The sequence is regenerated from the seed, so the configuration (starts, events, length)
    /// must be the one that reported it.
    public func replay(seed sequenceSeed: UInt64) -> FlowReport<Route> {
        replay(SplitNavigator<Route>.self, seed: sequenceSeed)
    }

    /// Reruns the sequence with the given seed through a navigator of the given type, as
    /// ``run(_:fileID:function:)`` ran it.
    ///
    /// ```swift
    /// runner.replay(MailNavigator.self, seed: 0x78BC927DED35455D)
    /// ```
    public func replay<Navigator: SplitNavigating>(_ navigator: Navigator.Type, seed sequenceSeed: UInt64) -> FlowReport<Route>
    where Navigator.Route == Route {
        var statistics = FlowStatistics()
        var tally = StatisticsTally()
        let failure = runSequence(Navigator.self, seed: sequenceSeed, index: nil, statistics: &statistics, tally: &tally)
        tally.write(into: &statistics)
        return FlowReport(failure: failure, statistics: statistics)
    }

    /// Reruns the sequence with the given seed through a navigator of the given type.
    @available(*, deprecated, message: "write replay(Navigator.self, seed:): the navigator type comes first, as in run(_:)")
    public func replay<Navigator: SplitNavigating>(seed sequenceSeed: UInt64, _ navigator: Navigator.Type) -> FlowReport<Route>
    where Navigator.Route == Route {
        replay(Navigator.self, seed: sequenceSeed)
    }

    /// Checks a recorded sequence (from `NavigationRecording(jsonLines:)`, say) through
    /// `SplitNavigator`, and shrinks it when it fails and `shrinking` is on. A recording that
    /// sends an event breaking ``assumption`` fails with ``FlowViolation/Check/assumption``.
    public func replay(_ recording: NavigationRecording<Route>, shrinking: Bool = true) -> FlowReport<Route> {
        replay(SplitNavigator<Route>.self, recording, shrinking: shrinking)
    }

    /// Checks a recorded sequence through `SplitNavigator`, as the overload taking a
    /// `NavigationRecording` does.
    @available(*, deprecated, message: "pass a NavigationRecording")
    public func replay(_ recording: FlowRecording<Route>, shrinking: Bool = true) -> FlowReport<Route> {
        replay(recording.recording, shrinking: shrinking)
    }

    /// Checks a recorded sequence through a navigator of the given type.
    @available(*, deprecated, message: "write replay(Navigator.self, recording): the navigator type comes first, as in run(_:)")
    public func replay<Navigator: SplitNavigating>(
        _ recording: NavigationRecording<Route>, _ navigator: Navigator.Type, shrinking: Bool = true
    ) -> FlowReport<Route> where Navigator.Route == Route {
        replay(Navigator.self, recording, shrinking: shrinking)
    }

    /// Checks a recorded sequence through a navigator of the given type.
    @available(*, deprecated, message: "pass a NavigationRecording")
    public func replay<Navigator: SplitNavigating>(
        _ navigator: Navigator.Type, _ recording: FlowRecording<Route>, shrinking: Bool = true
    ) -> FlowReport<Route> where Navigator.Route == Route {
        replay(Navigator.self, recording.recording, shrinking: shrinking)
    }

    /// Checks a recorded sequence through a navigator of the given type, as ``run(_:fileID:function:)`` runs
    /// its sequences.
    public func replay<Navigator: SplitNavigating>(
        _ navigator: Navigator.Type, _ recording: NavigationRecording<Route>, shrinking: Bool = true
    ) -> FlowReport<Route> where Navigator.Route == Route {
        let result = SequenceChecker<Navigator>.check(runner: self, start: recording.start, events: recording.events)
        var statistics = FlowStatistics()
        statistics.sequences = 1
        statistics.events = result.outcomes.count
        var tally = StatisticsTally()
        for (event, outcome) in zip(recording.events, result.outcomes) {
            tally.record(event, outcome: outcome)
        }
        tally.write(into: &statistics)
        if result.brokeAssumption {
            let step = result.outcomes.count
            let violation = FlowViolation(check: .assumption, step: step, message: "the recording's event \(step) breaks the runner's assumption")
            let failure = FlowFailure(
                Navigator.self, violation: violation, seed: nil, runSeed: nil, sequenceIndex: nil, originalLength: recording.events.count,
                recording: recording, outcomes: result.outcomes, routeLiteral: routeLiteral)
            return FlowReport(failure: failure, statistics: statistics)
        }
        guard let violation = result.violations.first else { return FlowReport(failure: nil, statistics: statistics) }
        if shrinking {
            let failure = failure(Navigator.self, violation: violation, start: recording.start, events: recording.events, seed: nil, index: nil)
            return FlowReport(failure: failure, statistics: statistics)
        }
        let failure = FlowFailure(
            Navigator.self, violation: violation, violations: result.violations, seed: nil, runSeed: nil, sequenceIndex: nil,
            originalLength: recording.events.count, recording: recording, outcomes: result.outcomes, routeLiteral: routeLiteral)
        return FlowReport(failure: failure, statistics: statistics)
    }
}
