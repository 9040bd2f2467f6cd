import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// A run reports the build it ran in and its events a second; a debug build's report says how
/// much faster an optimized build runs.
@Suite("Speed in the report", .cpuBound)
struct FlowSpeedTests {
    @Test func aPassingRunReportsItsBuildAndSpeed() throws {
        var runner = FlowRunner(routes: .names)
        runner.sequences = 10
        runner.length = 20
        let report = runner.run()
        let speed = try #require(report.speed)
        #expect(speed.events == report.statistics.events)
        #expect(speed.events == 200)
        #expect(speed.seconds > 0)
        #expect(speed.eventsPerSecond == Double(speed.events) / speed.seconds)
        #if DEBUG
        #expect(speed.build == .debug)
        #expect(speed.description.hasPrefix("debug build: "))
        #expect(speed.description.hasSuffix(
            "events a second; optimized (swift test -c release -Xswiftc -cross-module-optimization) about \(FlowSpeed.optimizedSpeedup)x faster"))
        #else
        #expect(speed.build == .release)
        #expect(speed.description.hasPrefix("release build: "))
        #expect(speed.description.hasSuffix(" events a second"))
        #endif
        #expect(speed.build == FlowSpeed.currentBuild)
        let lines = report.description.split(separator: "\n").map(String.init)
        #expect(lines == ["SplitNavigationTesting: 10 sequences, 200 events, every check passed.", speed.description])
    }

    @Test func aReplayHasNoSpeed() throws {
        let runner = FlowRunner(routes: .names)
        let start = try SplitState<String>(primary: [NewChild("A", preferring: .primary)])
        let report = runner.replay(NavigationRecording(start: start, events: [.push(NewChild("B", preferring: .detail))]))
        #expect(report.passed)
        #expect(report.speed == nil)
        #expect(report.description == "SplitNavigationTesting: 1 sequences, 1 events, every check passed.")
    }

    @Test func theRateIsGroupedInThousands() throws {
        var runner = FlowRunner(routes: .names)
        runner.sequences = 1
        runner.length = 1
        let description = try #require(runner.run().speed).description
        let words = description.split(separator: " ").map(String.init)
        // "debug build: 12,345 events a second; …" or "release build: 12,345 events a second"
        let rate = words[2]
        #expect(words[3] == "events")
        #expect(rate.allSatisfy { $0.isNumber || $0 == "," })
        let groups = rate.split(separator: ",").map(String.init)
        #expect(groups.dropFirst().allSatisfy { $0.count == 3 })
        #expect(groups[0].count <= 3)
    }
}
