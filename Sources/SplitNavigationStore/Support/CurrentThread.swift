// The store refuses a send made from inside its own send (from a hook) instead of deadlocking
// on its non-recursive lock. A nested send is one made on the thread that holds the lock, so the
// store needs the calling thread's identity; a task-local would not do, because `Task {}` copies
// task-locals and a task started by a hook would then be refused long after the hook returned.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(WinSDK)
import WinSDK
#endif

/// A number for the calling thread: different for any two threads alive at the same time, and
/// never 0, which the store uses for "no thread".
@usableFromInline
func currentThreadID() -> UInt {
    #if canImport(WinSDK)
    return UInt(GetCurrentThreadId())
    #elseif canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    return threadNumber(pthread_self())
    #else
    // Platforms without threads (WASI): every send comes from the one thread.
    return 1
    #endif
}

// `pthread_t` is an integer on Glibc and Bionic and a pointer on Darwin and Musl; these overloads
// turn whichever it is into a number.
private func threadNumber(_ thread: UInt) -> UInt { thread }
private func threadNumber(_ thread: Int) -> UInt { UInt(bitPattern: thread) }
private func threadNumber(_ thread: OpaquePointer?) -> UInt { UInt(bitPattern: thread) }
private func threadNumber<Pointee>(_ thread: UnsafeMutablePointer<Pointee>?) -> UInt { UInt(bitPattern: thread) }
