import Testing

/// Runs a suite's tests on threads of their own rather than on Swift concurrency's cooperative
/// pool: `@Suite(.cpuBound)`.
///
/// Swift Testing starts every test at once and runs them all on the cooperative pool, which has
/// one thread per core. A test that computes for a minute without suspending (random flows,
/// million-row accordions) holds a thread for that minute; on a two-core machine two such tests
/// hold the whole pool, and every other test — started, its clock running — waits for them.
/// That is why a suite of trivial tests reported 231–350 s each. Suites marked `cpuBound` run
/// on ``CPUBoundExecutor``'s threads instead, so the pool stays free for everything else and a
/// test's reported time is its own (for a marked test: its own plus its wait for one of those
/// threads).
public struct CPUBoundTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's scope wraps its tests, and task executor preferences are inherited, so
        // wrapping the test cases only is enough.
        guard testCase != nil else { return try await function() }
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            try await withTaskExecutorPreference(CPUBoundExecutor.shared) { try await function() }
        } else {
            try await function()
        }
    }
}

extension Trait where Self == CPUBoundTrait {
    /// Runs the tests on threads of their own, outside the cooperative pool (see
    /// ``CPUBoundTrait``).
    public static var cpuBound: Self { Self() }
}
