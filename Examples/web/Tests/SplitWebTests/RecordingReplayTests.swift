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
