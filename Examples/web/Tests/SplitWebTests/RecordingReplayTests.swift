import Foundation
import Testing

@testable import SplitWeb

@Suite struct RecordingReplayTests {
    /// A testing-kit counterexample's shape: string routes, two columns, a refused event kept.
    static let counterexample = """
        {"event":"start","routes":"json","state":{"format":2,"columns":2,"layout":"regular","width":"regular","policy":"detailOnTop","visibility":"automatic","mediumWidthPolicy":"trailingColumns","focus":"primary","nextID":2,"primary":[{"id":1,"route":"Mailboxes","column":"primary"}],"detail":[]}}
        {"event":"push","route":"Inbox","column":"primary"}
        {"event":"showDetail","routes":["Message 7"]}
        {"event":"popChild","id":1}
        {"event":"setLayout","layout":"compact"}

        """

    @Test func stepsThroughACounterexampleAtBothWidths() throws {
        let answer = RecordingReplay.replay(try .init(jsonLines: Self.counterexample))
        let steps = try #require(answer.steps)
        #expect(answer.columns == 2)
        #expect(steps.map(\.index) == [0, 1, 2, 3, 4])
        #expect(steps[3].error?.hasPrefix("rootCannotBePopped") == true)
        #expect(steps[2].regular.stacks["detail"]?.map(\.label) == ["Message 7"])
        #expect(steps[2].compact.stacks["primary"]?.map(\.label) == ["Mailboxes", "Inbox", "Message 7"])
        #expect(steps[4].layout == "compact")
        #expect(steps[4].regular.visible == ["primary", "detail"])
    }

    @Test func aRecordingThatCannotBeReadIsAnsweredWithItsLine() {
        let answer = RecordingReplay.answer(Data(#"{"event":"start","state":{"format":2}}"#.utf8))
        #expect(answer.contains(#""ok":false"#))
        #expect(answer.contains("line 1"))
        let second = RecordingReplay.answer(Data((Self.counterexample + "not an event\n").utf8))
        #expect(second.contains("line 6"))
    }
}

@Suite struct RecordingViewerLineTests {
    /// A session's recording: a mailbox, a message, All Inboxes' Other tab, a sheet with its picker.
    static func recording() throws -> String {
        var session = WebSession()
        for message in [
            #"{"event":"hello","link":"/mailboxes","width":1400}"#, #"{"event":"select","child":1,"row":2}"#,
            #"{"event":"open","message":3}"#, #"{"event":"select","child":1,"row":\#(AllInboxes.row.rawValue)}"#,
            #"{"event":"tab","child":4,"tab":"other"}"#, #"{"event":"reach","link":"/mailboxes/-/All%20Inboxes/-"}"#,
            #"{"event":"compose"}"#, #"{"event":"attach"}"#,
        ] {
            #expect(session.handle(Data(message.utf8)).ok)
        }
        return try #require(session.handle(Data(#"{"event":"recording"}"#.utf8)).recording)
    }

    @Test func eachEventReadsAsTheDocsSay() throws {
        let steps = try #require(RecordingReplay.replay(try .init(jsonLines: try Self.recording())).steps)
        let lines = steps.map(\.event)
        #expect(lines.first == "start")
        #expect(lines.contains("accordion #1: select mailbox(Inbox)"))
        #expect(lines.contains("select message(3) in #2, showing [message(3) (detail)]"))
        #expect(lines.contains { $0.hasPrefix("batch [accordion #1: select allInboxes, show supplementary [allInboxes") })
        #expect(lines.contains(#"tabs #4: select "other""#))
        #expect(lines.contains(#"batch [tabs #4: select "focused"]"#))
        #expect(lines.contains { $0.hasPrefix("present compose") })
        #expect(lines.contains { $0.hasPrefix("in the modal: push attachments") })
        for line in lines {
            #expect(!line.contains("JSONValue") && !line.contains("_0") && !line.contains("AccordionNodeID"), "\(line)")
        }
    }

    @Test func theViewerDrawsSheetsOverTheColumns() throws {
        let last = try #require(RecordingReplay.replay(try .init(jsonLines: try Self.recording())).steps?.last)
        let regular = try #require(last.regular.modals.first)
        #expect(regular.shown == "sheet" && regular.stack.map(\.label) == ["compose", "attachments"])
        #expect(last.compact.modals.first?.shown == "fullScreenCover")
        #expect(last.regular.stacks["supplementary"]?.map(\.label) == ["allInboxes"])
    }
}
