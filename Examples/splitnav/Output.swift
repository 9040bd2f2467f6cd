#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes straight to a file descriptor, so every line is out of the process as soon as it is
/// written (a client waiting for the reply to its line never waits on a buffer).
enum Output {
    /// The exit status when standard output is closed or cannot be written (`EX_IOERR`).
    static let outputClosed: Int32 = 74

    /// Makes a closed standard output an error `write` reports rather than a `SIGPIPE` that kills
    /// the process (status 141): ``line(_:)`` then ends the process with ``outputClosed``.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `text` and a newline to standard output; ends the process with ``outputClosed``
    /// when no one can read it any more.
    static func line(_ text: String) {
        if !write(text + "\n", to: STDOUT_FILENO) {
            _ = write("splitnav: standard output is closed; stopping\n", to: STDERR_FILENO)
            exit(outputClosed)
        }
    }

    /// Writes `text` to standard error as is.
    static func error(_ text: String) {
        _ = write(text, to: STDERR_FILENO)
    }

    /// Whether all of `text` was written.
    private static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = unistd_write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}

/// The C library's `write`, under a name that does not clash with ours.
private func unistd_write(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #else
    Glibc.write(descriptor, bytes, count)
    #endif
}
