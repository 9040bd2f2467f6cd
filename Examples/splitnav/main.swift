#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SplitBridge

// splitnav: JSON lines in, JSON lines out. Lets any program, in any language, drive the split
// navigator. The protocol is in docs/protocol.md.

let usage = """
    usage: splitnav [--replay FILE] [--max-line-bytes N]

    Reads one JSON event per line (standard input, or FILE with --replay) and writes one JSON reply
    per line to standard output, flushed after each line. See docs/protocol.md.

    Exit status: 0 at the end of the input, 64 for a bad argument, 65 when a --replay FILE does
    not replay (no start line, a start that is rejected, or a line that is not an event; events
    the navigator rejects are part of a recording and do not count), 66 when FILE cannot be read
    (missing, a directory, unreadable), 74 when reading fails or standard output is closed.

    """

var replayPath: String?
var session = BridgeSession()
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--replay":
        guard let path = arguments.popFirst() else {
            Output.error("splitnav: --replay needs a file\n\(usage)")
            exit(64)
        }
        replayPath = path
    case "--max-line-bytes":
        guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
            Output.error("splitnav: --max-line-bytes needs a positive number\n\(usage)")
            exit(64)
        }
        session.maximumLineLength = value
    case "--help", "-h":
        Output.line(usage)
        exit(0)
    default:
        Output.error("splitnav: unknown argument \(argument)\n\(usage)")
        exit(64)
    }
}

Output.ignoreBrokenPipes()

let reader: LineReader
if let replayPath {
    do throws(LineReader.ReadFailure) {
        reader = try LineReader(path: replayPath, limit: session.maximumLineLength)
    } catch {
        Output.error("splitnav: cannot read \(replayPath): \(error.reason)\n")
        exit(66)
    }
} else {
    reader = LineReader(limit: session.maximumLineLength)
}

do throws(LineReader.ReadError) {
    try reader.forEachLine { line in
        switch line {
        case .bytes(let bytes): Output.line(session.respond(to: bytes))
        case .tooLong: Output.line(session.rejectOverlongLine())
        }
    }
} catch {
    Output.error("splitnav: reading stopped: \(String(cString: strerror(error.code)))\n")
    exit(74)
}

// A replay is a recording: unlike a client typing lines, it fails as a whole when a line of it
// could not be played, and so does its exit status.
if replayPath != nil {
    if let (line, reply) = session.firstUnplayed {
        Output.error("splitnav: the replay failed: \(session.unplayedLines) of \(session.lines) lines could not be played; the first, line \(line), was answered \(reply)\n")
        exit(65)
    }
    if session.navigator == nil {
        Output.error("splitnav: the replay failed: it has no start line\n")
        exit(65)
    }
}
