import Dispatch

/// How fast a run checked its events, and in which build of the kit.
///
/// A test target that `swift test` builds is a debug build: the library and the kit then run
/// their generic code unoptimized. The same run built with
/// `swift test -c release -Xswiftc -cross-module-optimization` checks about
/// ``optimizedSpeedup`` times as many events a second (docs/testing.md, "Cost").
///
/// ```swift
/// let report = runner.run()
/// print(report)   // its counts, then "debug build: N events a second; optimized (…) about Kx faster"
/// ```
public struct FlowSpeed: Hashable, Sendable, CustomStringConvertible {
    /// The build configurations the kit tells apart.
    public enum Build: String, Hashable, Sendable {
        /// Unoptimized (`swift test`, `swift build`): `DEBUG` was defined.
        case debug
        /// Optimized (`-c release`), with or without cross-module optimization.
        case release
    }

    /// The configuration the kit was built in, and so the run.
    public let build: Build
    /// The events the run sent outside shrinking (``FlowStatistics/events``).
    public let events: Int
    /// The run's wall-clock time in seconds, shrinking included.
    public let seconds: Double

    /// How many times as many events a second the same run checks optimized with
    /// cross-module optimization as in a debug build, with every law on: the ratio
    /// `bash Benchmarks/hypothesis.sh` printed (the `standard` workload, events a CPU second on
    /// one worker; docs/testing.md, "Cost"), rounded down. A run's own ratio moves
    /// with its generator, laws and machine.
    public static let optimizedSpeedup = 6

    /// The configuration this copy of the kit was compiled in.
    public static var currentBuild: Build {
        #if DEBUG
        .debug
        #else
        .release
        #endif
    }

    /// A speed of `events` in `seconds`, in the current build.
    init(events: Int, seconds: Double) {
        build = Self.currentBuild
        self.events = events
        self.seconds = seconds
    }

    /// Events a second, wall clock; 0 for a run that took no measurable time.
    public var eventsPerSecond: Double {
        seconds > 0 ? Double(events) / seconds : 0
    }

    /// One line: the build and the events a second, and in a debug build how much faster an
    /// optimized build would run it.
    public var description: String {
        let rate = "\(Self.grouped(Int(eventsPerSecond.rounded()))) events a second"
        switch build {
        case .debug:
            return "debug build: \(rate); optimized (swift test -c release -Xswiftc -cross-module-optimization) about \(Self.optimizedSpeedup)x faster"
        case .release:
            return "release build: \(rate)"
        }
    }

    /// Nanoseconds on a monotonic clock, on every platform the kit builds for.
    static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }
}
