// Why not `Synchronization.Mutex` everywhere: on Linux a contended `Mutex` hands over through a
// priority-inheritance futex in the kernel, which ThreadSanitizer cannot see, so TSan reports
// every value a contended `Mutex` protects as racing (a 20-line program appending to a
// `Mutex<[Int]>` from four threads is enough). The store's concurrency is only trustworthy if
// `swift test --sanitize=thread` is clean, so on the Linux family the lock is a plain pthread
// mutex, which TSan intercepts and which also contends faster there. Elsewhere it is `Mutex`
// (an `os_unfair_lock` on Darwin, which TSan does see).

#if canImport(Glibc) || canImport(Musl) || canImport(Android)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Android
#endif

/// A non-recursive lock with no value of its own, for holding across a whole operation.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class Lock: @unchecked Sendable {
    // `@unchecked`: the mutex is the synchronisation; it is never moved or reassigned.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        // Allocated, not stored inline: a pthread mutex must not move.
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        // Default attributes: initialisation cannot fail on these platforms.
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock; `body` must not take it again.
    func withLock<Result: Sendable, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

#else
import Synchronization

/// A non-recursive lock with no value of its own, for holding across a whole operation.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class Lock: Sendable {
    private let mutex = Mutex(())

    init() {}

    /// Runs `body` holding the lock; `body` must not take it again.
    func withLock<Result: Sendable, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try mutex.withLock { (_: inout sending Void) throws(Failure) -> sending Result in try body() }
    }
}
#endif

/// A value that one thread at a time may use.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class Locked<Value: Sendable>: @unchecked Sendable {
    // `@unchecked`: `value` is only touched while `lock` is held.
    private let lock = Lock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock; `body` must not take it again.
    func withLock<Result: Sendable, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try lock.withLock { () throws(Failure) -> Result in try body(&value) }
    }
}
