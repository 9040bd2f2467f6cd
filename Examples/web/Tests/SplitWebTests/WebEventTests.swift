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
        #expect(try decode(#"{"event":"tab","child":4,"tab":"other"}"#).event == .tab(child: 4, tab: "other"))
        #expect(try decode(#"{"event":"compose","id":2}"#) == (.compose, 2))
        #expect(try decode(#"{"event":"draft","text":"Hello"}"#).event == .draft(text: "Hello"))
        #expect(try decode(#"{"event":"attach"}"#).event == .attach)
        #expect(try decode(#"{"event":"pick","file":"menu.pdf"}"#).event == .pick(file: "menu.pdf"))
        #expect(try decode(#"{"event":"send"}"#).event == .send)
        #expect(try decode(#"{"event":"cancel"}"#).event == .cancel)
        #expect(try decode(#"{"event":"discard"}"#).event == .discard)
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
        (#"{"event":"draft"}"#, "draft needs \"text\""),
        (#"{"event":"draft","text":["a"]}"#, "\"text\" of draft must be a string"),
        (#"{"event":"tab","child":4}"#, "tab needs \"tab\""),
        (#"{"event":"tab","child":"4","tab":"other"}"#, "\"child\" of tab must be a whole number"),
        (#"{"event":"compose","style":"fullScreenCover"}"#, "compose has no field \"style\""),
        (#"{"event":"pick","file":null}"#, "\"file\" of pick must be a string"),
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
