import Benchmark

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How big a run is, and what every benchmark reports.
///
/// `SPLITNAV_BENCH_SMOKE=1` in the environment makes a smoke pass: every workload and time
/// budget shrinks so that the whole package runs in seconds. Its figures only show that the
/// suites run and that the counters count.
public enum BenchmarkRun {
    /// Whether this is a smoke pass.
    public static let isSmoke: Bool = {
        guard let value = getenv("SPLITNAV_BENCH_SMOKE") else { return false }
        return String(cString: value) != "0"
    }()

    /// `full` in a measurement run, `smoke` in a smoke pass.
    public static func size(_ full: Int, smoke: Int) -> Int {
        isSmoke ? smoke : full
    }

    /// How many units of work (events, children, lookups, documents…) one iteration did.
    ///
    /// Every benchmark records it, so that `report.sh` can turn the per-iteration figures of an
    /// export into per-unit figures and pair each library benchmark with its baseline.
    public static let units = BenchmarkMetric.custom("Units of work", polarity: .prefersLarger, useScalingFactor: false)

    /// A configuration measuring wall clock and mallocs (and the units of work), with the text
    /// output scaled to one unit when `units` is a power of 1,000 (the only scales the
    /// benchmark package knows).
    ///
    /// - Parameters:
    ///   - units: how many units one iteration does.
    ///   - seconds: the time budget of a measurement run; a smoke pass gets a tenth of a second.
    ///   - iterations: the most iterations of a measurement run; a smoke pass does 2.
    public static func configuration(units: Int, seconds: Int = 3, iterations: Int = 50, metrics extra: [BenchmarkMetric] = []) -> Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .mallocCountTotal, Self.units] + extra,
            warmupIterations: isSmoke ? 0 : 1,
            scalingFactor: BenchmarkScalingFactor(rawValue: units) ?? .one,
            maxDuration: isSmoke ? .milliseconds(100) : .seconds(seconds),
            maxIterations: isSmoke ? 2 : iterations
        )
    }
}

extension Benchmark {
    /// Records how many units of work this iteration did (see ``BenchmarkRun/units``).
    public func record(units: Int) {
        measurement(BenchmarkRun.units, units)
    }
}
