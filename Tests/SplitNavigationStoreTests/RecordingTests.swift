import Foundation
import SplitNavigation
import SplitNavigationStore
import Testing

@Suite("Recording and replay")
struct RecordingTests {
    /// Drives a recording store with seeded random events, collecting its transitions.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func recordedSession(
        seed: UInt64, events count: Int = 2_000, policy: CollapsePolicy = .hideDetail
    ) throws -> (NavigationStore<String>, [NavigationTransition<String>]) {
        let store = try makeStore(primary: ["Mailboxes"], detail: ["Welcome"], policy: policy, recording: true)
        let seen = Shared<[NavigationTransition<String>]>([])
        store.addObserver { transition in seen.update { $0.append(transition) } }
        var events = RandomEvents(seed: seed)
        for _ in 0..<count {
            events.knownIDs = store.state.children.map(\.id)
            store.send(events.next())
        }
        return (store, seen.value)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theJSONLinesFormIsAStartLineThenOneEventPerLine() throws {
        let store = try makeStore(recording: true)
        store.send(push("Inbox"))
        store.send(.back)
        store.send(.back)  // rejected: not recorded
        let recording = try #require(store.recording)
        let text = try #require(String(data: try recording.jsonLines(), encoding: .utf8))
        let state = try #require(String(data: try recording.start.jsonData(), encoding: .utf8))
        #expect(text == """
            {"event":"start","state":\(state)}
            {"column":"primary","event":"push","route":"Inbox"}
            {"event":"back"}

            """)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: CollapsePolicy.allCases)
    func aRecordingRoundTripsThroughItsJSONLines(_ policy: CollapsePolicy) throws {
        let (store, _) = try Self.recordedSession(seed: 11, events: 500, policy: policy)
        let recording = try #require(store.recording)
        let lines = try recording.jsonLines()
        #expect(try NavigationRecording<String>(jsonLines: lines) == recording)
        let text = try #require(String(data: lines, encoding: .utf8))
        #expect(try NavigationRecording<String>(jsonLines: text) == recording)
        let windows = text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try NavigationRecording<String>(jsonLines: windows) == recording, "CRLF line endings read the same")
        let unterminated = String(text.dropLast())
        #expect(try NavigationRecording<String>(jsonLines: unterminated) == recording, "the last newline is optional")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [1, 2, 3] as [UInt64])
    func replayGivesTheSameTransitionsAndStateBitForBit(_ seed: UInt64) throws {
        let (store, transitions) = try Self.recordedSession(seed: seed)
        let file = try #require(store.recording).jsonLines()
        var replayed: [NavigationTransition<String>] = []
        let navigator = try NavigationRecording<String>.replay(jsonLines: file, placeholder: testPlaceholder) {
            replayed.append($0)
        }
        #expect(replayed == transitions, "same events, ids, changes, presentations and numbers")
        #expect(try navigator.state.jsonData() == store.state.jsonData())
        #expect(navigator.presentation == store.presentation)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aRecordingStartedLaterStartsFromTheStateThen() throws {
        let store = try makeStore()
        #expect(!store.isRecording)
        #expect(store.recording == nil)
        #expect(store.stopRecording() == nil)
        store.send(push("Inbox"))
        let middle = store.state
        store.startRecording()
        let applied = store.send(push("Message", .detail))
        #expect(store.send(.popChild(99)).error?.code == .unknownChild)
        let recording = try #require(store.stopRecording())
        #expect(!store.isRecording)
        #expect(recording == NavigationRecording(start: middle, events: [push("Message", .detail)]))
        var replayed: [NavigationTransition<String>] = []
        _ = try recording.replay(placeholder: testPlaceholder) { replayed.append($0) }
        #expect(replayed.map(\.changes) == [applied.changes].compactMap { $0 })
        #expect(replayed.first?.sequence == 1, "replays count from the start line")
        #expect(applied.transition?.sequence == 2)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func replayingWithoutThePlaceholderShowsTheDifference() throws {
        let store = try makeStore(recording: true)
        store.send(push("Inbox"))
        let recording = try #require(store.recording)
        #expect(try recording.replay(placeholder: testPlaceholder).presentation == store.presentation)
        #expect(try recording.replay().presentation != store.presentation)
        #expect(try recording.replay().state == store.state)
    }

    /// A start line and two events, the middle one swapped for `line`.
    static func file(line2: String) -> String {
        let state = #"{"detail":[],"detailOnly":false,"format":1,"layout":"regular","nextID":2,"policy":"detailOnTop","primary":[{"column":"primary","id":1,"route":"Mailboxes"}]}"#
        return """
            {"event":"start","state":\(state)}
            \(line2)
            {"event":"back"}
            """
    }

    @Test(arguments: [
        ("", 1, NavigationError.Code.malformedInput),
        (#"{"event":"back"}"#, 1, .malformedInput),
        (#"{"event":"start"}"#, 1, .malformedInput),
        ("not json", 1, .malformedInput),
        (#"{"event":"start","state":{"detail":[],"detailOnly":false,"format":1,"layout":"regular","nextID":1,"policy":"detailOnTop","primary":[]}}"#, 1, .invalidState),
    ])
    func aBadStartIsReportedOnLineOne(_ text: String, _ line: Int, _ code: NavigationError.Code) {
        let error = #expect(throws: RecordingError.self) {
            try NavigationRecording<String>(jsonLines: text)
        }
        #expect(error?.line == line)
        #expect(error?.code == code, "\(String(describing: error))")
    }

    @Test(arguments: [
        (#"{"event":"teleport"}"#, NavigationError.Code.malformedInput),
        (#"{"event":"push","route":"Inbox"}"#, .malformedInput),
        ("", .malformedInput),
        ("[1, 2", .malformedInput),
        (#"{"event":"restore","state":{"format":9}}"#, .invalidState),
    ])
    func aBadEventIsReportedOnItsLine(_ line2: String, _ code: NavigationError.Code) {
        let error = #expect(throws: RecordingError.self) {
            try NavigationRecording<String>(jsonLines: Self.file(line2: line2))
        }
        #expect(error?.line == 2)
        #expect(error?.code == code, "\(String(describing: error))")
        #expect(error?.description.hasPrefix("line 2: ") == true)
    }

    @Test func anEventThatDoesNotApplyIsReportedOnItsLine() throws {
        let recording = try NavigationRecording<String>(jsonLines: Self.file(line2: #"{"column":"primary","event":"push","route":"Inbox"}"#) + "\n" + #"{"event":"back"}"#)
        #expect(recording.events.count == 3)
        let error = #expect(throws: RecordingError.self) {
            try recording.replay()
        }
        #expect(error?.line == 4, "push, back, then a back at the root")
        #expect(error?.code == .rootCannotBePopped)
    }
}
