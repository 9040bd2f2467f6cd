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
        var previous: [String: Any] = [:]
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
            // A tab group's update from a `tabs` line carries the action, which the client applies
            // to the tab bar it had, where full mode carries the new tab bar.
            let drawn = try (changesReply["changes"] as? [[String: Any]] ?? []).map { try Self.drawingTabBar($0, from: previous) }
            #expect(NSArray(array: fullReply["changes"] as? [Any] ?? []) == NSArray(array: drawn), "\(name): \(line)")
            if !line.contains(#""event":"tabs""#) {
                #expect(!(changesReply["changes"] as? [[String: Any]] ?? []).contains { $0["action"] != nil }, "\(name): \(line)")
            }
            previous = fullReply
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

    /// docs/protocol.md's tab example: the answer to a select, and the fingerprint of a tab bar of
    /// two tabs, the second selected, as the only child.
    @Test func theDocumentedTabExampleHasTheDocumentedAnswer() throws {
        var session = BridgeSession()
        let start = #"{"event":"start","answers":"changes","children":[{"route":"Tabs","column":"primary","tabs":{"selected":"a","tabs":[{"id":"a","value":"A"},{"id":"b","value":"B"}]}}]}"#
        _ = session.respond(to: Array(start.utf8))
        let answer = session.respond(to: Array(#"{"event":"tabs","id":1,"action":{"kind":"select","tab":"b"}}"#.utf8))
        #expect(answer == #"{"changes":[{"action":{"kind":"select","tab":"b"},"change":"updated","child":{"column":"primary","id":1,"route":"Tabs"},"index":0,"stack":"primary"}],"fingerprint":"d39f4a26b52b3cf9","ok":true}"#)
        let presentation = try Self.object(session.respond(to: Array(#"{"event":"presentation"}"#.utf8)))
        #expect(Self.summary(ofFullAnswer: presentation) == "regular primary,detail primary=1:1 detail=0:0 tabs=1:b7432943bd14e231")
        #expect(presentation["fingerprint"] as? String == "d39f4a26b52b3cf9")
        // This file is Tests/ExamplesTests/BridgeAnswersTests.swift in the package.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let documented = try String(contentsOf: root.appendingPathComponent("docs/protocol.md"), encoding: .utf8)
        #expect(documented.contains(answer))
    }

    /// A `tabs` line's answer is as long in a tab bar of 2,000 tabs as in one of two, and the
    /// fingerprint's summary as long with 500 tab groups on screen as with one: changes-mode
    /// answers carry what changed, never every tab or every tab group.
    @Test func aTabLinesAnswerDoesNotGrowWithTheTabsOrTheTabGroups() throws {
        func answers(tabs: Int, groups: Int) throws -> (select: Int, summary: Int) {
            let bar = (0..<tabs).map { #"{"id":"t\#($0)","value":"T"}"# }.joined(separator: ",")
            let group = #"{"selected":"t0","tabs":[\#(bar)]}"#
            var session = BridgeSession()
            _ = session.respond(to: Array(#"{"event":"start","answers":"changes","primary":["Home"]}"#.utf8))
            let pushes = (0..<groups).map { _ in #"{"event":"push","route":"Tabs","column":"detail","tabs":\#(group)}"# }
            let pushed = try Self.object(session.respond(to: Array(#"{"event":"batch","events":[\#(pushes.joined(separator: ","))]}"#.utf8)))
            try #require(pushed["ok"] as? Bool == true)
            let select = session.respond(to: Array(#"{"event":"tabs","id":\#(groups + 1),"action":{"kind":"select","tab":"t1"}}"#.utf8))
            try #require(try Self.object(select)["ok"] as? Bool == true)
            let presentation = try Self.object(session.respond(to: Array(#"{"event":"presentation"}"#.utf8)))
            // The fingerprint is the client's summary's: the summary's length is what the bridge
            // builds and hashes for every answer.
            #expect(presentation["fingerprint"] as? String == Self.fingerprint(ofFullAnswer: presentation))
            return (select.utf8.count, Self.summary(ofFullAnswer: presentation).utf8.count)
        }
        let small = try answers(tabs: 2, groups: 1)
        let long = try answers(tabs: 2_000, groups: 1)
        let many = try answers(tabs: 2, groups: 500)
        #expect(long.select == small.select)
        // Only the digits of the ids and counts in the answer and the summary differ.
        #expect(many.select <= small.select + 4)
        #expect(many.summary <= small.summary + 6)
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

    /// A change as full mode prints it: an update carrying a tab `action` gets the tab bar the
    /// child had in `previous` (a full answer) with the action applied, as docs/tabs.md says.
    static func drawingTabBar(_ change: [String: Any], from previous: [String: Any]) throws -> [String: Any] {
        guard let action = change["action"] as? [String: Any], var child = change["child"] as? [String: Any] else { return change }
        let children = ["primary", "supplementary", "detail", "stack"].flatMap { previous[$0] as? [[String: Any]] ?? [] }
        let old = try #require(children.first { $0["id"] as? Int == child["id"] as? Int }?["tabBar"] as? [String: Any])
        var tabs = old["tabs"] as? [[String: Any]] ?? []
        var selected = old["selected"] as? String ?? ""
        let tab = action["tab"] as? String
        let position = tabs.firstIndex { $0["id"] as? String == tab }
        switch action["kind"] as? String {
        case "select":
            selected = try #require(tab)
        case "add":
            let added = try #require(action["tab"] as? [String: Any])
            tabs.insert(added, at: action["index"] as? Int ?? tabs.count)
        case "remove":
            let removed = try #require(position)
            if tab == selected { selected = tabs[removed + 1 < tabs.count ? removed + 1 : removed - 1]["id"] as? String ?? "" }
            tabs.remove(at: removed)
        case "move":
            tabs.insert(tabs.remove(at: try #require(position)), at: try #require(action["index"] as? Int))
        case "setBadge":
            tabs[try #require(position)]["badge"] = action["badge"]
        default:
            Issue.record("unknown tab action \(action)")
        }
        child["tabBar"] = ["selected": selected, "tabs": tabs]
        var drawn = change
        drawn["action"] = nil
        drawn["child"] = child
        return drawn
    }

    static func object(_ line: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
    }

    static func summary(ofFullAnswer reply: [String: Any]) -> String {
        splitSummary(ofFullAnswer: reply) + tabsSummary(ofFullAnswer: reply) + modalsSummary(ofFullAnswer: reply)
    }

    /// ` tabs=T:H` while a tab group child is on screen: how many, and the wrapping sum of each
    /// one's FNV-1a hash of `id:selected index:number of tabs`, as 16 hex digits.
    static func tabsSummary(ofFullAnswer reply: [String: Any]) -> String {
        let children = ["primary", "supplementary", "detail", "stack"].flatMap { reply[$0] as? [[String: Any]] ?? [] }
        let bars: [String] = children.compactMap { child in
            guard let id = child["id"] as? Int, let bar = child["tabBar"] as? [String: Any],
                let tabs = bar["tabs"] as? [[String: Any]]
            else { return nil }
            let selected = tabs.firstIndex { $0["id"] as? String == bar["selected"] as? String } ?? -1
            return "\(id):\(selected):\(tabs.count)"
        }
        return tabsField(bars)
    }

    /// The ` tabs=` field of bars given as `id:selected:count`, or nothing for none.
    static func tabsField(_ bars: [String]) -> String {
        guard !bars.isEmpty else { return "" }
        let sum = bars.reduce(UInt64(0)) { $0 &+ fnv1a64($1) }
        return " tabs=\(bars.count):" + hex(sum)
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
        hex(fnv1a64(summary(ofFullAnswer: reply)))
    }

    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
