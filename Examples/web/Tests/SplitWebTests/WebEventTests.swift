import Foundation
import Testing

@testable import SplitWeb

@Suite struct WebEventTests {
    private func decode(_ text: String) throws(WebError) -> (event: WebEvent, id: Int?) {
        try WebEvent.decode(Data(text.utf8))
    }

    @Test func readsEachEventWithItsFields() throws {
        #expect(try decode(#"{"event":"hello","link":"/mailboxes","width":1400,"id":1}"#) == (.hello(link: "/mailboxes", width: 1400), 1))
        #expect(try decode(#"{"event":"resize","width":900}"#) == (.resize(width: 900), nil))
        #expect(try decode(#"{"event":"select","child":1,"row":2}"#).event == .select(child: 1, row: 2))
        #expect(try decode(#"{"event":"open","message":3}"#).event == .open(message: 3))
        #expect(try decode(#"{"event":"back"}"#).event == .back)
        #expect(try decode(#"{"event":"reach","link":"/mailboxes/-/Inbox/-"}"#).event == .reach(link: "/mailboxes/-/Inbox/-"))
        #expect(try decode(#"{"event":"presentation"}"#).event == .presentation)
        #expect(try decode(#"{"event":"recording"}"#).event == .recording)
    }

    @Test(arguments: [
        ("not JSON", "not JSON"),
        ("[1]", "one JSON object"),
        (#"{"width":3}"#, "\"event\" string"),
        (#"{"event":"teleport"}"#, "unknown event \"teleport\""),
        (#"{"event":"back","colour":"red"}"#, "no field \"colour\""),
        (#"{"event":"resize"}"#, "needs \"width\""),
        (#"{"event":"resize","width":"wide"}"#, "\"width\" of resize must be a whole number"),
        (#"{"event":"resize","width":1.5}"#, "must be a whole number"),
        (#"{"event":"resize","width":1e300}"#, "must be a whole number"),
        (#"{"event":"hello","link":7,"width":1}"#, "\"link\" of hello must be a string"),
        (#"{"event":"back","id":"x"}"#, "\"id\" of back must be a whole number"),
    ])
    func refusesMalformedMessagesNamingWhatIsWrong(input: String, named: String) {
        #expect {
            _ = try decode(input)
        } throws: { error in
            guard let error = error as? WebError else { return false }
            return error.code == "malformedInput" && error.message.contains(named)
        }
    }

    @Test func refusesDeepNestingWithoutCrashing() {
        let deep = String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000)
        #expect(throws: WebError.self) { _ = try decode(deep) }
    }
}
