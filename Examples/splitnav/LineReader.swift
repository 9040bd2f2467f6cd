#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a stream one line at a time, as raw bytes, in memory proportional to the longest line:
/// a million-line replay runs in constant memory, and invalid UTF-8 reaches the protocol, which
/// rejects it, instead of stopping the reader.
final class LineReader {
    private let file: UnsafeMutablePointer<FILE>
    private let closesFile: Bool
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    /// Reads standard input; `nil` if it cannot be opened as a stream.
    init?() {
        // The C library's `stdin` global is not concurrency-safe in Swift 6; a stream of our own
        // over descriptor 0 is.
        guard let file = fdopen(STDIN_FILENO, "rb") else { return nil }
        self.file = file
        closesFile = false
    }

    /// Opens a file; `nil` when it cannot be read.
    init?(path: String) {
        guard let file = fopen(path, "rb") else { return nil }
        self.file = file
        closesFile = true
    }

    deinit {
        free(buffer)
        if closesFile { fclose(file) }
    }

    /// Calls `body` with each line's bytes, without the line break (`\n` or `\r\n`).
    func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        while true {
            let length = getline(&buffer, &capacity, file)
            guard length >= 0, let buffer else { return }
            var count = length
            if count > 0, buffer[count - 1] == 0x0A { count -= 1 }
            if count > 0, buffer[count - 1] == 0x0D { count -= 1 }
            buffer.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
                body(UnsafeBufferPointer(start: bytes, count: count))
            }
        }
    }
}
