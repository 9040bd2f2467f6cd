// The store's locks, and the one atomic it needs, each platform's own, all in this file.
//
// Why not `Synchronization.Mutex` and `Atomic`:
// - On Apple platforms they need iOS 18 / macOS 15, and Observation, the store's other
//   requirement, needs only iOS 17 / macOS 14. `os_unfair_lock` (iOS 10 / macOS 10.12) is the
//   lock `Mutex` is built on there, so the store asks for nothing newer than Observation does.
//   This repository's CI runs on Linux only: the Darwin branches below are written against
//   Apple's documentation and are not compiled by it.
// - On Linux a contended `Mutex` hands over through a priority-inheritance futex in the kernel,
//   which ThreadSanitizer cannot see, so TSan reports every value a contended `Mutex` protects as
//   racing (a 20-line program appending to a `Mutex<[Int]>` from four threads is enough). The
//   store's concurrency is only trustworthy if `swift test --sanitize=thread` is clean, so on the
//   Linux family the lock is a plain pthread mutex, which TSan intercepts and which also
//   contends faster there. `Atomic` has no such problem and no availability limit there.
// - Elsewhere (Windows) they are `Mutex` and `Atomic`.

#if canImport(Darwin)
import os

/// A non-recursive lock with no value of its own, for holding across a whole operation.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@usableFromInline
final class Lock: @unchecked Sendable {
    // `@unchecked`: the lock is the synchronisation; it is never moved or reassigned.
    @usableFromInline let unfair: os_unfair_lock_t

    init() {
        // Allocated, not stored inline: an `os_unfair_lock` must not move.
        unfair = .allocate(capacity: 1)
        unfair.initialize(to: os_unfair_lock())
    }

    deinit {
        unfair.deinitialize(count: 1)
        unfair.deallocate()
    }

    /// Runs `body` holding the lock; `body` must not take it again.
    @inlinable
    func withLock<Result: Sendable, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        os_unfair_lock_lock(unfair)
        defer { os_unfair_lock_unlock(unfair) }
        return try body()
    }
}

/// The thread inside a send, or 0: written by that thread, read by any.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@usableFromInline
final class ThreadSlot: @unchecked Sendable {
    // `@unchecked`: `thread` is only touched while `lock` is held.
    private let lock = Lock()
    private var thread: UInt = 0

    /// The thread last stored, or 0.
    @usableFromInline
    func load() -> UInt { lock.withLock { thread } }

    /// Stores a thread, or 0 for none.
    @usableFromInline
    func store(_ thread: UInt) { lock.withLock { self.thread = thread } }
}

#elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Android
#endif
import Synchronization

/// A non-recursive lock with no value of its own, for holding across a whole operation.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@usableFromInline
final class Lock: @unchecked Sendable {
    // `@unchecked`: the mutex is the synchronisation; it is never moved or reassigned.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

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
    @inlinable
    func withLock<Result: Sendable, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// The thread inside a send, or 0: written by that thread, read by any.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@usableFromInline
final class ThreadSlot: Sendable {
    private let thread = Atomic<UInt>(0)

    /// The thread last stored, or 0.
    @usableFromInline
    func load() -> UInt { thread.load(ordering: .acquiring) }

    /// Stores a thread, or 0 for none.
    @usableFromInline
    func store(_ thread: UInt) { self.thread.store(thread, ordering: .releasing) }
}

#else
import Synchronization

/// A non-recursive lock with no value of its own, for holding across a whole operation.
@usableFromInline
final class Lock: Sendable {
    @usableFromInline let mutex = Mutex(())

    init() {}

    /// Runs `body` holding the lock; `body` must not take it again.
    @inlinable
    func withLock<Result: Sendable, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try mutex.withLock { (_: inout sending Void) throws(Failure) -> sending Result in try body() }
    }
}

/// The thread inside a send, or 0: written by that thread, read by any.
@usableFromInline
final class ThreadSlot: Sendable {
    private let thread = Atomic<UInt>(0)

    /// The thread last stored, or 0.
    @usableFromInline
    func load() -> UInt { thread.load(ordering: .acquiring) }

    /// Stores a thread, or 0 for none.
    @usableFromInline
    func store(_ thread: UInt) { self.thread.store(thread, ordering: .releasing) }
}
#endif

/// A value that one thread at a time may use.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@usableFromInline
final class Locked<Value: Sendable>: @unchecked Sendable {
    // `@unchecked`: `value` is only touched while `lock` is held.
    @usableFromInline let lock = Lock()
    // Unchecked: the lock makes every access exclusive, so the runtime's checks only cost.
    @exclusivity(unchecked) @usableFromInline var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock; `body` must not take it again.
    @inlinable
    func withLock<Result: Sendable, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try lock.withLock { () throws(Failure) -> Result in try body(&value) }
    }
}
