import Foundation
import Testing

@testable import SplitWeb

/// The session writes its answers with ``JSONWriter``; `JSONEncoder` on the answers' `Encodable`
/// form is the reference it must match, byte for byte, on every kind of answer.
@Suite struct JSONWriterTests {
    private func reference(_ reply: WebReply) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(reply), as: UTF8.self)
    }

    /// A walk through every kind of answer: a start, a refused link, steps with each change,
    /// tabs, a sheet with its picker and a draft, refusals, a recording.
    private static let walk = [
        #"{"event":"hello","link":"/mailboxes/-/Nowhere/-","width":1400,"id":1}"#,
        #"{"event":"hello","link":"/mailboxes/-/Inbox/-/2","width":1400,"id":2}"#,
        #"{"event":"select","child":1,"row":\#(AllInboxes.row.rawValue)}"#,
        #"{"event":"tab","child":4,"tab":"other"}"#,
        #"{"event":"open","message":\#(AllInboxes.messages(in: AllInboxes.other)[0].id)}"#,
        #"{"event":"resize","width":900}"#, #"{"event":"resize","width":400}"#, #"{"event":"back"}"#,
        #"{"event":"resize","width":1400}"#, #"{"event":"select","child":1,"row":1}"#,
        #"{"event":"reach","link":"/mailboxes/-/Inbox/-"}"#, #"{"event":"compose","id":9}"#,
        #"{"event":"draft","text":"\"Quotes\", back\\slash, a/slash, tab\t, line\n, bell\u0007, é, 🙂"}"#,
        #"{"event":"attach"}"#, #"{"event":"pick","file":"menu.pdf"}"#, #"{"event":"cancel"}"#,
        #"{"event":"resize","width":400}"#, #"{"event":"presentation"}"#, #"{"event":"discard"}"#,
        #"{"event":"open","message":999999}"#, #"{"event":"teleport"}"#, #"{"event":"recording"}"#,
    ]

    @Test func theWriterWritesWhatJSONEncoderWrites() throws {
        var session = WebSession()
        var replies: [WebReply] = []
        for message in Self.walk {
            let reply = session.handle(Data(message.utf8))
            #expect(try reply.encoded() == reference(reply), "\(message)")
            replies.append(reply)
        }
        // The walk met every part of an answer.
        let changes = replies.flatMap { $0.changes ?? [] }
        #expect(Set(changes.map(\.change)).isSuperset(of: ["inserted", "removed", "updated", "layout", "presented", "modalPushed", "modalPopped"]))
        #expect(replies.contains { $0.draft?.attachments.isEmpty == false } && replies.contains { $0.recording != nil })
        #expect(replies.contains { $0.presentation?.modals.isEmpty == false } && replies.contains { $0.unread != nil })
        #expect(changes.contains { $0.child?.tabs != nil } && changes.contains { $0.child?.rows != nil })
    }

    @Test func everyControlCharacterIsEscapedAsJSONEncoderDoes() throws {
        let text = String(decoding: (0..<0x80).map { UInt8($0) }, as: UTF8.self) + "\u{2028}\u{FFFF}"
        let reply = WebReply(ok: false, reply: -1, error: .init(code: text, message: text))
        #expect(try reply.encoded() == reference(reply))
        #expect(try JSONSerialization.jsonObject(with: Data(reply.encoded().utf8)) is [String: Any])
    }
}
