import Foundation
import SplitBridge
import SplitNavigation
import SplitNavigationStore
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// A failure's JSON lines replay in `splitnav` and in the store, whatever the route type: the
/// help-desk app's planted bug (Tests/SplitNavigationTestSupport/Counterexamples/TicketApp.swift)
/// has enum routes with labels, nested structs and fractions.
@Suite("The testing kit's recordings replay in splitnav and the store")
struct KitRecordingReplayTests {
    /// The kit's failure for the planted bug, with enum routes.
    static func failure() throws -> FlowFailure<TicketRoute> {
        let runner = doubleTapRunner(routes: TicketRoute.generator, seed: 5)
        guard let failure = runner.run(DoubleTapNavigator<TicketRoute>.self).failure else { throw NoFailure() }
        return failure
    }

    struct NoFailure: Error {}

    /// A recording with every place a route can be, and routes that need JSON: a start with an
    /// accordion of enum values and destinations, a fraction, a rejected event, a restore.
    static func handMade() throws -> NavigationRecording<TicketRoute> {
        let sidebar = try Accordion<TicketRoute>(policy: .single, nodes: [
            AccordionNode(id: 1, value: .queue("Inbox"), destination: RowDestination(.search(TicketQuery(text: "vpn", page: 2)), column: .detail)),
            AccordionNode(id: 2, value: .ticket(id: 4, priority: 1.25)),
        ])
        let start = try SplitState<TicketRoute>(primary: [NewChild(.settings, preferring: .primary, content: .accordion(sidebar))])
        return NavigationRecording(start: start, events: [
            .accordion(1, .selectNode(1)),
            .push(NewChild(.ticket(id: 1, priority: 0.5), preferring: .detail)),
            .pop(.primary),
            .batch([.setLayout(.compact), .push(NewChild(.queue("Escalated \"urgent\""), preferring: .primary))]),
            .restore(try SplitState<TicketRoute>(primary: [NewChild(.ticket(id: 2, priority: 2.5e-3), preferring: .primary)])),
        ])
    }

    /// The state's saved JSON after the recording, through plain rules: what `splitnav` runs.
    static func plainState(_ recording: NavigationRecording<TicketRoute>) throws -> String {
        var navigator = SplitNavigator(state: recording.start)
        for event in recording.events { _ = try? navigator.send(event) }
        return String(decoding: try navigator.state.jsonData(), as: UTF8.self)
    }

    @Test func theJSONLinesSayTheirRoutesAreJSON() throws {
        let lines = try Self.failure().jsonLines
        #expect(lines.hasPrefix(#"{"event":"start","routes":"json","state":"#), "\(lines)")
        let strings = try NavigationRecording<String>(jsonLines: #"{"event":"start","state":{"detail":[],"detailOnly":false,"format":1,"layout":"regular","nextID":2,"policy":"detailOnTop","primary":[{"column":"primary","id":1,"route":"A"}]}}"#)
        #expect(!String(decoding: try strings.jsonLines(), as: UTF8.self).contains("routes"), "string recordings keep the bridge's plain start line")
        #expect(throws: RecordingError.self) {
            try NavigationRecording<String>(jsonLines: #"{"event":"start","routes":"xml","state":{"detail":[],"detailOnly":false,"format":1,"layout":"regular","nextID":2,"policy":"detailOnTop","primary":[{"column":"primary","id":1,"route":"A"}]}}"#)
        }
    }

    @Test(arguments: [true, false])
    func aBridgeSessionPlaysEveryLineToTheSameState(planted: Bool) throws {
        let recording = planted ? try #require(try Self.failure().recording) : try Self.handMade()
        var session = BridgeSession()
        let lines = String(decoding: try recording.jsonLines(), as: UTF8.self).split(separator: "\n")
        for line in lines {
            let reply = session.respond(to: Array(line.utf8))
            #expect(!reply.contains("malformedInput") && !reply.contains("notStarted"), "\(line)\n\(reply)")
        }
        #expect(session.unplayedLines == 0)
        #expect(session.routes == .json)
        let state = try #require(session.navigator).state
        #expect(String(decoding: try state.jsonData(), as: UTF8.self) == (try Self.plainState(recording)))
    }

    @Test func theStoreReplaysTheSameLinesThroughTheAppsNavigator() throws {
        let failure = try Self.failure()
        let recording = try #require(failure.recording)
        let stored = try NavigationRecording<TicketRoute>(jsonLines: failure.jsonLines)
        #expect(stored.start == recording.start)
        #expect(stored.events == recording.events)
        var kit = DoubleTapNavigator<TicketRoute>(state: recording.start, placeholder: .none)
        for event in recording.events { _ = try? kit.send(event) }
        let replayed = try stored.replay(DoubleTapNavigator<TicketRoute>.self, rejectionsExpected: true)
        #expect(replayed.state == kit.state)
        let plain = try stored.replay(rejectionsExpected: true)
        #expect(plain.state != replayed.state, "the replay goes through the app's navigator, whose bug plain rules lack")
        // And the store's own lines, for the same recording, are the kit's.
        #expect(String(decoding: try stored.jsonLines(), as: UTF8.self) == failure.jsonLines + "\n")
    }

    @Test func splitnavReplaysTheFileAndSucceeds() throws {
        let lines = String(decoding: try Self.handMade().jsonLines(), as: UTF8.self)
        let (output, status) = try replayFile(lines)
        #expect(status == 0, "\(output)")
        #expect(output.split(separator: "\n").count == lines.split(separator: "\n").count)
        #expect(!output.contains("malformedInput"))
    }

    @Test func splitnavFailsAReplayThatDoesNotPlay() throws {
        let lines = String(decoding: try Self.handMade().jsonLines(), as: UTF8.self).split(separator: "\n").map(String.init)
        // The issue's report: a start line that does not say its routes are JSON is rejected,
        // after which every line answered notStarted, and the exit status was 0.
        let stringStart = lines[0].replacingOccurrences(of: #""routes":"json","#, with: "")
        let (output, status) = try replayFile(([stringStart] + lines.dropFirst()).joined(separator: "\n") + "\n")
        #expect(status == 65)
        #expect(output.contains("notStarted"))
        #expect(try replayFile(lines.dropFirst().joined(separator: "\n") + "\n").status == 65, "no start line")
        #expect(try replayFile("").status == 65, "an empty file is no recording")
        var broken = lines
        broken[2] = #"{"event":"push","column":"detail"}"#
        #expect(try replayFile(broken.joined(separator: "\n") + "\n").status == 65, "a line that is not an event")
    }

    @Test func eventsTheNavigatorRejectsDoNotFailAReplay() throws {
        let start = #"{"event":"start","primary":["A"]}"#
        let (output, status) = try replayFile([start, #"{"event":"pop","column":"primary"}"#].joined(separator: "\n") + "\n")
        #expect(output.contains("rootCannotBePopped"))
        #expect(status == 0)
    }

    private func replayFile(_ text: String) throws -> (output: String, status: Int32) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("splitnav-kit-\(UUID().uuidString).jsonl")
        try text.write(to: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: path) }
        return try runSplitnavWithStatus(arguments: ["--replay", path.path], input: "")
    }
}
