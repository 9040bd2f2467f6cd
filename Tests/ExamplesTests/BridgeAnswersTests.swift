import Foundation
import SplitBridge
import Testing

/// The change-sized answer mode (`"answers":"changes"`): the same session in both modes gives the
/// same changes, and every fingerprint is the one a client computes, by docs/protocol.md's recipe,
/// from the presentation it maintains.
@Suite("splitnav answer modes")
struct BridgeAnswersTests {
    /// Each transcript's input with `"answers":"changes"` in every `start`.
    @Test(arguments: BridgeTranscriptTests.names)
    func changesModeAnswersTheFullModesChangesAndTheirFingerprint(name: String) throws {
        let input = try BridgeTranscriptTests.transcript(name).input
        var full = BridgeSession()
        var changes = BridgeSession()
        for line in input {
            let plain = line.replacingOccurrences(of: #""answers":"changes","#, with: "")
            let fullReply = try Self.object(full.respond(to: Array(plain.utf8)))
            let changed = line.contains(#""answers""#) ? String(line)
                : line.replacingOccurrences(of: #"{"event":"start","#, with: #"{"event":"start","answers":"changes","#)
            let changesReply = try Self.object(changes.respond(to: Array(changed.utf8)))
            #expect(fullReply["ok"] as? Bool == changesReply["ok"] as? Bool, "\(name): \(line)")
            guard fullReply["ok"] as? Bool == true else {
                #expect(NSDictionary(dictionary: fullReply) == NSDictionary(dictionary: changesReply), "\(name): \(line)")
                continue
            }
            #expect(NSArray(array: fullReply["changes"] as? [Any] ?? []) == NSArray(array: changesReply["changes"] as? [Any] ?? []))
            let fingerprint = changesReply["fingerprint"] as? String
            #expect(fingerprint == Self.fingerprint(ofFullAnswer: fullReply), "\(name): \(line)")
            if line.hasPrefix(#"{"event":"start""#) || line.hasPrefix(#"{"event":"presentation""#) {
                // A start and a presentation request answer the whole presentation in both modes.
                var withoutFingerprint = changesReply
                withoutFingerprint["fingerprint"] = nil
                #expect(NSDictionary(dictionary: withoutFingerprint) == NSDictionary(dictionary: fullReply))
            } else if line.hasPrefix(#"{"event":"reach""#) || line.hasPrefix(#"{"event":"adopt""#) {
                // A reach or an adopt adds the events it used, the same in both modes.
                #expect(Set(changesReply.keys) == ["changes", "events", "fingerprint", "ok"], "\(name): \(line)")
                #expect(NSArray(array: fullReply["events"] as? [Any] ?? [0]) == NSArray(array: changesReply["events"] as? [Any] ?? [1]))
            } else {
                #expect(Set(changesReply.keys) == ["changes", "fingerprint", "ok"], "\(name): \(line)")
            }
        }
    }

    @Test func theDocumentedExampleHasTheDocumentedFingerprint() throws {
        var session = BridgeSession()
        let reply = try Self.object(session.respond(to: Array(#"{"event":"start","answers":"changes","primary":["A"]}"#.utf8)))
        #expect(Self.summary(ofFullAnswer: reply) == "regular primary,detail primary=1:1 detail=0:0")
        #expect(reply["fingerprint"] as? String == "9ffb0c29fc744bfb")
    }

    @Test func presentationAnswersTheWholePresentationAndChangesNothing() throws {
        var session = BridgeSession()
        _ = session.respond(to: Array(#"{"event":"start","answers":"changes","primary":["A"]}"#.utf8))
        let pushed = try Self.object(session.respond(to: Array(#"{"event":"push","route":"B","column":"detail"}"#.utf8)))
        let first = session.respond(to: Array(#"{"event":"presentation"}"#.utf8))
        let second = session.respond(to: Array(#"{"event":"presentation"}"#.utf8))
        #expect(first == second)
        let presentation = try Self.object(first)
        #expect((presentation["detail"] as? [Any])?.count == 1)
        #expect(presentation["fingerprint"] as? String == pushed["fingerprint"] as? String)
    }

    // MARK: - The client's side, as docs/protocol.md describes it

    static func object(_ line: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
    }

    static func summary(ofFullAnswer reply: [String: Any]) -> String {
        splitSummary(ofFullAnswer: reply) + tabsSummary(ofFullAnswer: reply) + modalsSummary(ofFullAnswer: reply)
    }

    /// ` tabs=I:S:N,…` while a tab group child is on screen: for each, by id, its id, the index
    /// of its selected tab and its number of tabs.
    static func tabsSummary(ofFullAnswer reply: [String: Any]) -> String {
        let children = ["primary", "supplementary", "detail", "stack"].flatMap { reply[$0] as? [[String: Any]] ?? [] }
        let bars: [(id: Int, text: String)] = children.compactMap { child in
            guard let id = child["id"] as? Int, let bar = child["tabBar"] as? [String: Any],
                let tabs = bar["tabs"] as? [[String: Any]]
            else { return nil }
            let selected = tabs.firstIndex { $0["id"] as? String == bar["selected"] as? String } ?? -1
            return (id, "\(id):\(selected):\(tabs.count)")
        }
        guard !bars.isEmpty else { return "" }
        return " tabs=" + bars.sorted { $0.id < $1.id }.map(\.text).joined(separator: ",")
    }

    /// ` modals=M:R:N:T` while a modal is up: how many, and the top one's id, size and top.
    static func modalsSummary(ofFullAnswer reply: [String: Any]) -> String {
        let modals = reply["modals"] as? [[String: Any]] ?? []
        guard let stack = modals.last?["stack"] as? [[String: Any]] else { return "" }
        let root = stack.first?["id"] as? Int ?? 0
        let top = stack.last?["id"] as? Int ?? 0
        return " modals=\(modals.count):\(root):\(stack.count):\(top)"
    }

    static func splitSummary(ofFullAnswer reply: [String: Any]) -> String {
        let layout = reply["layout"] as? String ?? ""
        func stack(_ key: String) -> String {
            let children = reply[key] as? [[String: Any]] ?? []
            let top = (children.last?["id"] as? Int) ?? 0
            return "\(key)=\(children.count):\(top)"
        }
        if layout == "compact" {
            return "compact primary \(stack("stack"))"
        }
        if reply["columns"] as? Int == 3 {
            let visible = (reply["visible"] as? [String] ?? []).joined(separator: ",")
            return "regular \(visible) \(stack("primary")) \(stack("supplementary")) \(stack("detail"))"
        }
        let visible = reply["detailOnly"] as? Bool == true ? "detail" : "primary,detail"
        return "regular \(visible) \(stack("primary")) \(stack("detail"))"
    }

    static func fingerprint(ofFullAnswer reply: [String: Any]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in summary(ofFullAnswer: reply).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
