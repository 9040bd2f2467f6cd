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
    /// Writes `text` and a newline to standard output.
    static func line(_ text: String) {
        write(text + "\n", to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error as is.
    static func error(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = unistd_write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // The reader went away; there is no one left to tell.
                }
                offset += written
            }
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
