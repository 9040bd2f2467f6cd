import Foundation
import SplitBridge
import Testing

/// The `splitnav` protocol's golden transcripts: each `NAME.jsonl` is a client's input, and
/// `NAME.expected.jsonl` the replies, line for line. They were checked by hand against
/// docs/protocol.md; a change that alters a reply must update the transcript and say why.
@Suite("splitnav transcripts")
struct BridgeTranscriptTests {
    static let names = ["basics", "errors", "policies", "accordion", "three-columns", "strict", "changes", "batches", "reach", "adopt", "selection", "raise", "modals", "tabs", "nesting", "looks", "placeholders"]

    static func transcript(_ name: String) throws -> (input: [Substring], expected: [Substring]) {
        func lines(_ file: String) throws -> [Substring] {
            guard let url = Bundle.module.url(forResource: file, withExtension: "jsonl", subdirectory: "Transcripts") else {
                throw TranscriptMissing(name: file)
            }
            return try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        }
        return (try lines(name), try lines("\(name).expected"))
    }

    struct TranscriptMissing: Error {
        let name: String
    }

    @Test(arguments: names)
    func sessionAnswersEveryLineAsTheTranscriptSays(name: String) throws {
        let (input, expected) = try Self.transcript(name)
        #expect(input.count == expected.count, "one reply per line")
        var session = BridgeSession()
        for (line, reply) in zip(input, expected) {
            #expect(session.respond(to: Array(line.utf8)) == String(reply), "input: \(line)")
        }
    }

    @Test(arguments: names)
    func errorMessagesAreWrittenForPeople(name: String) throws {
        for reply in try Self.transcript(name).expected where reply.contains(#""ok":false"#) {
            for decoderText in ["Dictionary<", "Cannot initialize", "The given data", "CodingKeys", "Swift.", "Any>"] {
                #expect(!reply.contains(decoderText), "\(name): \(reply)")
            }
        }
    }

    @Test func startAnswersTheCodesRestoreAnswersForTheSameState() {
        let state = #"{"format":1,"layout":"regular","policy":"detailOnTop","detailOnly":false,"nextID":2,"primary":[{"id":1,"route":"A","column":"primary","accordion":{"format":1,"policy":"single","paging":"idle","nodes":[{"id":1,"value":"X"},{"id":1,"value":"Y"}]}}],"detail":[]}"#
        var session = BridgeSession()
        let started = session.respond(to: Array(#"{"event":"start","state":\#(state)}"#.utf8))
        #expect(started.contains(#""code":"invalidAccordion""#))
        _ = session.respond(to: Array(#"{"event":"start","primary":["A"]}"#.utf8))
        let restored = session.respond(to: Array(#"{"event":"restore","state":\#(state)}"#.utf8))
        #expect(restored == started)
    }

    @Test func theExecutableReplaysAFileAndAnswersStandardInput() throws {
        let (input, expected) = try Self.transcript("basics")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("splitnav-basics-\(getpid()).jsonl")
        try (input.joined(separator: "\n") + "\n").write(to: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: path) }
        let replayed = try runSplitnav(arguments: ["--replay", path.path], input: "")
        #expect(replayed.split(separator: "\n") == expected)
        let piped = try runSplitnav(arguments: [], input: input.joined(separator: "\n") + "\n")
        #expect(piped.split(separator: "\n") == expected)
    }

    @Test func theExecutableDropsAnOverlongLineAndGoesOn() throws {
        let long = #"{"event":"push","route":""# + String(repeating: "x", count: 3 << 20) + #"","column":"primary"}"#
        let input = [#"{"event":"start","primary":["A"]}"#, long, #"{"event":"push","route":"B","column":"primary"}"#]
        let (output, status) = try runSplitnavWithStatus(
            arguments: ["--max-line-bytes", "1000"], input: input.joined(separator: "\n") + "\r\n")
        let replies = output.split(separator: "\n")
        #expect(status == 0)
        #expect(replies.count == 3)
        #expect(replies.dropFirst().first?.contains(#""code":"limitExceeded""#) == true)
        #expect(replies.last?.contains(#""id":2"#) == true)
    }

    @Test func aClosedStandardOutputEndsTheBridgeWithStatus74() throws {
        // `head` closes the pipe after one line; splitnav must notice and stop, not die of SIGPIPE.
        let statuses = try runShell(#"yes '{"event":"back"}' | head -n 200000 | "$SPLITNAV" | head -n 1 >/dev/null; echo "${PIPESTATUS[2]}""#)
        #expect(statuses.trimmingCharacters(in: .whitespacesAndNewlines) == "74")
    }

    @Test func aReplayOfADirectoryOrAMissingFileIsAnError() throws {
        let directory = FileManager.default.temporaryDirectory.path
        #expect(try runSplitnavWithStatus(arguments: ["--replay", directory], input: "").status == 66)
        #expect(try runSplitnavWithStatus(arguments: ["--replay", "/nonexistent/splitnav.jsonl"], input: "").status == 66)
        #expect(try runSplitnavWithStatus(arguments: ["--max-line-bytes", "0"], input: "").status == 64)
        #expect(try runSplitnavWithStatus(arguments: ["--replay"], input: "").status == 64)
    }

    @Test func invalidUTF8AndOverlongLinesAreRejectedWithoutStoppingTheSession() {
        var session = BridgeSession(maximumLineLength: 64)
        #expect(session.respond(to: [0xFF, 0xFE, 0x7B]).contains(#""code":"malformedInput""#))
        #expect(session.respond(to: Array(#"{"event":"start","primary":["A"]}"#.utf8)).contains(#""ok":true"#))
        #expect(session.respond(to: Array(repeating: UInt8(ascii: " "), count: 65)).contains(#""code":"limitExceeded""#))
        #expect(session.respond(to: Array(#"{"event":"push","route":"B","column":"detail"}"#.utf8)).contains(#""id":2"#))
    }
}

/// Runs the built `splitnav` with arguments and standard input; returns its standard output.
func runSplitnav(arguments: [String], input: String) throws -> String {
    try runSplitnavWithStatus(arguments: arguments, input: input).output
}

/// Runs the built `splitnav`; returns its standard output and exit status (a signal's number
/// plus 128 when a signal ended it, as shells report it).
func runSplitnavWithStatus(arguments: [String], input: String) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("splitnav")
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Written from another thread, so that a large input cannot fill both pipes and block.
    let writer = Thread {
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    return (String(decoding: output, as: UTF8.self), status)
}

/// Runs a shell pipeline with `$SPLITNAV` set to the built executable; returns what it prints.
func runShell(_ script: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.environment = ["SPLITNAV": productsDirectory.appendingPathComponent("splitnav").path, "PATH": "/usr/bin:/bin"]
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
}

/// Where SwiftPM put the built executables: beside the test bundle.
var productsDirectory: URL {
    #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    #endif
    return Bundle.main.bundleURL
}
