#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a stream one line at a time, as raw bytes, in chunks: memory stays proportional to the
/// line limit, whatever the input. A line longer than the limit is dropped as soon as it passes
/// the limit (its bytes are skipped, never held), and the buffer a long line needed is released
/// after it. Invalid UTF-8 reaches the protocol, which rejects it, instead of stopping the reader.
final class LineReader {
    /// One line of input.
    enum Line {
        /// A line's bytes, without the line break (`\n` or `\r\n`).
        case bytes(UnsafeBufferPointer<UInt8>)
        /// A line longer than the limit, skipped.
        case tooLong
    }

    /// Why reading stopped early.
    struct ReadError: Error {
        let code: Int32
    }

    private let descriptor: Int32
    private let closesDescriptor: Bool
    private let limit: Int
    private static let chunk = 64 << 10

    /// Reads standard input, dropping lines over `limit` bytes.
    init(limit: Int) {
        descriptor = STDIN_FILENO
        closesDescriptor = false
        self.limit = limit
    }

    /// Opens a regular file (or a pipe); the reason as text when it cannot be read.
    init(path: String, limit: Int) throws(ReadFailure) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ReadFailure(reason: String(cString: strerror(errno))) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            throw ReadFailure(reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            close(descriptor)
            throw ReadFailure(reason: "it is a directory")
        }
        self.descriptor = descriptor
        closesDescriptor = true
        self.limit = limit
    }

    /// Why a file cannot be read.
    struct ReadFailure: Error {
        let reason: String
    }

    deinit {
        if closesDescriptor { close(descriptor) }
    }

    /// Calls `body` with each line; throws when the input cannot be read (the lines before were
    /// all passed on).
    func forEachLine(_ body: (Line) -> Void) throws(ReadError) {
        // `buffer[start..<end]` holds bytes read but not yet passed on.
        var buffer = [UInt8](repeating: 0, count: Self.chunk)
        var start = 0
        var end = 0
        var scanned = 0  // `buffer[start..<scanned]` has no newline.
        var skipping = false  // Inside a line over the limit: drop bytes up to its newline.
        var atEnd = false
        while true {
            // Pass on every complete line in the buffer.
            while let newline = buffer[max(start, scanned)..<end].firstIndex(of: 0x0A) {
                if skipping {
                    skipping = false
                    body(.tooLong)
                } else if newline - start > limit {
                    body(.tooLong)
                } else {
                    var count = newline - start
                    if count > 0, buffer[start + count - 1] == 0x0D { count -= 1 }
                    buffer.withUnsafeBufferPointer { all in
                        body(.bytes(UnsafeBufferPointer(rebasing: all[start..<start + count])))
                    }
                }
                start = newline + 1
            }
            scanned = end
            if atEnd {
                if skipping {
                    body(.tooLong)
                } else if end > start {
                    // A last line without a newline.
                    if end - start > limit {
                        body(.tooLong)
                    } else {
                        var count = end - start
                        if count > 0, buffer[start + count - 1] == 0x0D { count -= 1 }
                        buffer.withUnsafeBufferPointer { all in
                            body(.bytes(UnsafeBufferPointer(rebasing: all[start..<start + count])))
                        }
                    }
                }
                return
            }
            // An incomplete line: drop it once it passes the limit (a line break may still take
            // two bytes, `\r\n`), then keep only its tail.
            if skipping || end - start > limit + 1 {
                skipping = true
                start = end
                scanned = end
            }
            // Move the incomplete line to the front; grow only while a line within the limit
            // needs it, and shrink back once a long line has been passed on.
            let pending = end - start
            if start > 0 {
                if pending > 0 {
                    buffer.withUnsafeMutableBufferPointer { all in
                        _ = memmove(all.baseAddress!, all.baseAddress! + start, pending)
                    }
                }
                start = 0
                end = pending
                scanned = pending
            }
            if pending == 0, buffer.count > 4 * Self.chunk {
                buffer = [UInt8](repeating: 0, count: Self.chunk)
            }
            if buffer.count - end < Self.chunk {
                buffer.append(contentsOf: repeatElement(0, count: max(Self.chunk, buffer.count)))
            }
            let read = buffer.withUnsafeMutableBufferPointer { all in
                systemRead(descriptor, all.baseAddress! + end, all.count - end)
            }
            if read < 0 {
                if errno == EINTR { continue }
                throw ReadError(code: errno)
            }
            if read == 0 {
                atEnd = true
            } else {
                end += read
            }
        }
    }
}

/// The C library's `read`, under a name that does not clash with ours.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.read(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, bytes, count)
    #else
    Glibc.read(descriptor, bytes, count)
    #endif
}
