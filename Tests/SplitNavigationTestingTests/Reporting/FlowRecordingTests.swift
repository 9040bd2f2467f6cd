import Foundation
import SplitNavigation
import SplitNavigationTesting
import Testing

/// The deprecated `FlowRecording` still reads and writes what it did (its reader skips blank
/// lines and ends lines at a lone "\r"), and converts to and from `NavigationRecording`.
@Suite("Recordings as splitnav JSON lines")
struct FlowRecordingTests {
    // Swift Testing refuses deprecated tests, and a test that names a deprecated type warns, so
    // the checks are deprecated functions called through a protocol, which does not warn.
    @Test func theDeprecatedFlowRecordingReadsWritesAndConvertsAsBefore() throws {
        try (DeprecatedFlowRecordingChecks.self as any DeprecatedChecks.Type).run()
    }
}

/// Checks that use deprecated API, run by a test without a deprecation warning.
protocol DeprecatedChecks {
    static func run() throws
}

enum DeprecatedFlowRecordingChecks: DeprecatedChecks {
    @available(*, deprecated, message: "checks the deprecated FlowRecording")
    static func run() throws {
        try golden()
        try threeColumnGolden()
        try roundTrip()
        try separatorsInsideStrings()
        try replayFromFile()
        malformed()
        try failureJSONLinesReplay()
    }

    @available(*, deprecated, message: "checks the deprecated FlowRecording")
    static func recording() throws -> FlowRecording<String> {
        let start = try SplitState<String>(primary: [NewChild("Mailboxes", preferring: .primary)], policy: .hideDetail)
        return FlowRecording(start: start, events: [
            .push(NewChild("Inbox", preferring: .primary)),
            .showDetail([NewChild("Message", preferring: .detail)]),
            .setLayout(.compact),
            .popChild(2),
        ])
    }

    @available(*, deprecated, message: "checks the deprecated FlowRecording")
    static func golden() throws {
        #expect(try Self.recording().jsonLines == """
            {"event":"start","state":{"columns":2,"detail":[],"focus":"primary","format":2,"layout":"regular","mediumWidthPolicy":"trailingColumns","nextID":2,"policy":"hideDetail","primary":[{"column":"primary","id":1,"route":"Mailboxes"}],"visibility":"automatic","width":"regular"}}
            {"column":"primary","event":"push","route":"Inbox"}
            {"event":"showDetail","routes":["Message"]}
            {"event":"setLayout","layout":"compact"}
            {"event":"popChild","id":2}
            """)
    }

    /// A three-column recording: the start carries the supplementary column, the events name it.
    @available(*, deprecated, message: "checks the deprecated FlowRecording")
    static func threeColumnRecording() throws -> FlowRecording<String> {
        let start = try SplitState<String>(
            primary: [NewChild("Mailboxes", preferring: .primary)], supplementary: [NewChild("Inbox", preferring: .supplementary)],
            columns: .three, width: .medium, mediumWidthPolicy: .followNavigation)
        return FlowRecording(start: start, events: [
            .showSupplementary([NewChild("Sent", preferring: .supplementary)]),
            .push(NewChild("Thread", preferring: .supplementary)),
            .setWidth(.regular), .setVisibility(.doubleColumn), .pop(.supplementary),
        ])
    }

    @available(*, deprecated, message: "checks the deprecated FlowRecording")
    static func threeColumnGolden() throws {
        let recording = try Self.threeColumnRecording()
        #expect(recording.jsonLines == """
            {"event":"start","state":{"columns":3,"detail":[],"focus":"supplementary","format":2,"layout":"regular","mediumWidthPolicy":"followNavigation","nextID":3,"policy":"detailOnTop","primary":[{"column":"primary","id":1,"route":"Mailboxes"}],"supplementary":[{"column":"supplementary","id":2,"route":"Inbox"}],"visibility":"automatic","width":"medium"}}
            {"event":"showSupplementary","routes":["Sent"]}
            {"column":"supplementary","event":"push","route":"Thread"}
            {"event":"setWidth","width":"regular"}
            {"event":"setVisibility","visibility":"doubleColumn"}
            {"column":"supplementary","event":"pop"}
            """)
        #expect(try FlowRecording<String>(jsonLines: recording.jsonLines) == recording)
    }

    @available(*, deprecated, message: "checks the deprecated FlowRecording")
    static func roundTrip() throws {
        let recording = try Self.recording()
        #expect(String(decoding: try recording.recording.jsonLines(), as: UTF8.self) == recording.jsonLines + "\n", "the same lines as NavigationRecording's")
        #expect(try NavigationRecording<String>(jsonLines: recording.jsonLines) == recording.recording)
        #expect(try FlowRecording<String>(jsonLines: recording.jsonLines + "\n\n") == recording)
    }

    /// A JSON string may hold U+2028, U+2029 and U+0085 as they are (the writer leaves them
    /// so); lines end at "\n", "\r\n" or "\r".
    @available(*, deprecated, message: "checks the deprecated FlowRecording")
    static func separatorsInsideStrings() throws {
        let route = "a\u{2028}b\u{2029}c\u{85}d\u{7F}"
        let start = try SplitState<String>(primary: [NewChild(route, preferring: .primary)])
        let recording = FlowRecording(start: start, events: [.push(NewChild(route, preferring: .detail)), .back])
        #expect(recording.jsonLines.contains("\u{2028}"), "the writer leaves U+2028 as it is")
        #expect(try FlowRecording<String>(jsonLines: recording.jsonLines) == recording)
        let crlf = recording.jsonLines.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n  \r\n"
        #expect(try FlowRecording<String>(jsonLines: crlf) == recording)
        let cr = recording.jsonLines.replacingOccurrences(of: "\n", with: "\r") + "\r\t\r"
        #expect(try FlowRecording<String>(jsonLines: cr) == recording)
    }

    @available(*, deprecated, message: "checks the deprecated FlowRecording")
    static func replayFromFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("splitnav-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        try Self.recording().jsonLines.write(to: url, atomically: true, encoding: .utf8)
        let loaded = try FlowRecording<String>(contentsOf: url)
        let report = FlowRunner(routes: .names).replay(loaded)
        #expect(report.passed)
        #expect(report.statistics.events == 4)
        #expect(report.statistics.accepted["popChild"] == 1)
    }

    @available(*, deprecated, message: "checks the deprecated FlowRecording")
    static func malformed() {
        let cases: [(String, NavigationError.Code)] = [
            ("", .malformedInput),
            ("not json", .malformedInput),
            (#"{"event":"push","route":"A","column":"primary"}"#, .malformedInput),
            (#"{"event":"start","state":{"format":1}}"#, .malformedInput),
            (#"{"event":"start","state":{"format":1,"layout":"regular","policy":"detailOnTop","detailOnly":false,"nextID":1,"primary":[],"detail":[]}}"#, .invalidState),
            (#"{"event":"start","state":{"format":1,"layout":"regular","policy":"detailOnTop","detailOnly":false,"nextID":2,"primary":[{"id":1,"route":"A","column":"primary"}],"detail":[]}}"# + "\n{\"event\":\"fly\"}", .malformedInput),
        ]
        for (text, code) in cases {
            #expect(throws: NavigationError.self) { try FlowRecording<String>(jsonLines: text) }
            do {
                _ = try FlowRecording<String>(jsonLines: text)
            } catch {
                #expect(error.code == code, "\(text): \(error)")
                if text.contains("fly") { #expect(error.message.hasPrefix("line 2")) }
            }
        }
        #expect(throws: NavigationError.self) { try FlowRecording<String>(contentsOf: URL(fileURLWithPath: "/nonexistent/x.jsonl")) }
    }

    @available(*, deprecated, message: "checks the deprecated FlowRecording")
    static func failureJSONLinesReplay() throws {
        var runner = FlowRunner(routes: .names)
        runner.sequences = 300
        runner.seed = 11
        let failure = try #require(runner.run(CompactPopRemovesWrongChild.self).failure)
        let recording = try FlowRecording<String>(jsonLines: failure.jsonLines)
        #expect(recording.recording == failure.recording)
        #expect(FlowRecording(try #require(failure.recording)) == recording)
        let replayed = runner.replay(CompactPopRemovesWrongChild.self, recording.recording, shrinking: false)
        #expect(replayed.failure?.violation == failure.violation)
        #expect(failure.description.contains("sequence seed 0x"))
        #expect(failure.description.contains("shrunk to \(failure.events.count)"))
        #expect(failure.description.contains(failure.swiftCode))
        #expect(failure.description.contains(failure.jsonLines))
    }
}
