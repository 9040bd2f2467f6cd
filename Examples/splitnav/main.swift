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

let reader: LineReader
if let replayPath {
    guard let file = LineReader(path: replayPath) else {
        Output.error("splitnav: cannot read \(replayPath)\n")
        exit(66)
    }
    reader = file
} else if let input = LineReader() {
    reader = input
} else {
    Output.error("splitnav: cannot read standard input\n")
    exit(66)
}

reader.forEachLine { line in
    Output.line(session.respond(to: line))
}
