import Foundation
import SplitBridge
import Testing

/// Tab groups through the bridge where the `tabs` transcript does not make the behaviour plain:
/// every event that creates children takes a `"tabs"` key, bad input is a typed error that
/// leaves the session as it was, the schema names what it refuses however deep, and the
/// fingerprint follows tab groups as they come and go from the screen.
@Suite("splitnav tab groups")
struct BridgeTabsTests {
    /// A tab group of two tabs, mail selected, news badged.
    static let group = #"{"selected":"mail","tabs":[{"id":"mail","value":"Mail"},{"id":"news","value":"News","badge":"3"}]}"#
    /// Three columns with a child in each: a list in the supplementary column to select from.
    static let start = #"{"event":"start","columns":3,"primary":["Home"],"supplementary":["Folders"],"detail":["Message"]}"#

    /// A session after `lines`, each of which must be accepted.
    static func session(_ lines: String...) throws -> BridgeSession {
        var session = BridgeSession()
        for line in lines {
            let reply = try object(session.respond(to: Array(line.utf8)))
            try #require(reply["ok"] as? Bool == true, "\(line)")
        }
        return session
    }

    /// A reply as the client reads it.
    static func object(_ line: String) throws -> [String: Any] {
        try BridgeAnswersTests.object(line)
    }

    /// Sends a line that must be rejected with `code`; checks that the presentation and the id
    /// counter (the next push's id) are as they were, and returns the message.
    @discardableResult
    static func expectRejected(
        _ line: String, in session: inout BridgeSession, code: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let before = session.respond(to: Array(#"{"event":"presentation"}"#.utf8))
        let reply = try object(session.respond(to: Array(line.utf8)))
        let error = reply["error"] as? [String: Any]
        #expect(error?["code"] as? String == code, "\(line)", sourceLocation: sourceLocation)
        #expect(session.respond(to: Array(#"{"event":"presentation"}"#.utf8)) == before, sourceLocation: sourceLocation)
        var probe = session
        let pushed = try object(probe.respond(to: Array(#"{"event":"push","route":"Probe","column":"detail"}"#.utf8)))
        let inserted = (pushed["changes"] as? [[String: Any]])?.last?["child"] as? [String: Any]
        let expected = session.navigator?.state.nextID.rawValue
        #expect(inserted?["id"] as? Int == expected, "the id counter moved", sourceLocation: sourceLocation)
        return error?["message"] as? String ?? ""
    }

    /// The tab bars of every child of a full answer, by id.
    static func tabBars(_ reply: [String: Any]) -> [Int: [String: Any]] {
        let children = ["primary", "supplementary", "detail", "stack"].flatMap { reply[$0] as? [[String: Any]] ?? [] }
        return children.reduce(into: [:]) { bars, child in
            if let id = child["id"] as? Int, let bar = child["tabBar"] as? [String: Any] { bars[id] = bar }
        }
    }

    @Test(arguments: [
        #"{"event":"push","route":"Tabs","column":"primary","tabs":GROUP}"#,
        #"{"event":"push","route":"Tabs","column":"primary","onto":"supplementary","tabs":GROUP}"#,
        #"{"event":"replaceTop","column":"detail","route":"Tabs","tabs":GROUP}"#,
        #"{"event":"showDetail","children":[{"route":"Tabs","tabs":GROUP}]}"#,
        #"{"event":"showSupplementary","children":[{"route":"Tabs","tabs":GROUP}]}"#,
        #"{"event":"select","id":2,"row":"r","children":[{"route":"Tabs","tabs":GROUP}]}"#,
        #"{"event":"batch","events":[{"event":"push","route":"Tabs","column":"detail","tabs":GROUP}]}"#,
    ])
    func everyEventThatCreatesAChildTakesATabGroup(line: String) throws {
        var session = try Self.session(Self.start)
        let reply = try Self.object(session.respond(to: Array(line.replacingOccurrences(of: "GROUP", with: Self.group).utf8)))
        #expect(reply["ok"] as? Bool == true, "\(reply)")
        let bars = Self.tabBars(reply)
        #expect(bars.count == 1)
        let bar = try #require(bars.values.first)
        #expect(bar["selected"] as? String == "mail")
        let tabs = bar["tabs"] as? [[String: Any]] ?? []
        #expect(tabs.map { $0["id"] as? String } == ["mail", "news"])
        #expect(tabs.map { $0["badge"] as? String } == [nil, "3"])
        #expect(tabs.allSatisfy { $0["stored"] == nil }, "stored stacks are not drawn")
    }

    @Test func aModalRefusesATabGroupAndNothingChanges() throws {
        var session = try Self.session(Self.start)
        let message = try Self.expectRejected(
            #"{"event":"present","route":"Sheet","column":"detail","tabs":\#(Self.group)}"#, in: &session, code: "malformedInput")
        #expect(message.contains("children in a modal are plain"))
        try Self.expectRejected(
            #"{"event":"modal","action":{"kind":"push","route":"X","column":"detail","tabs":\#(Self.group)}}"#, in: &session,
            code: "malformedInput")
    }

    @Test func aTabActionTakesOnlyItsKindsKeys() throws {
        var session = try Self.session(Self.start, #"{"event":"push","route":"Tabs","column":"primary","tabs":\#(Self.group)}"#)
        let cases: [(line: String, says: String)] = [
            (#"{"event":"tabs","id":4,"action":{"kind":"select","tab":"news","index":1}}"#, #"unknown key "index" in a select tab action at .action"#),
            (#"{"event":"tabs","id":4,"action":{"kind":"remove","tab":"news","badge":"1"}}"#, #"unknown key "badge" in a remove tab action"#),
            (#"{"event":"tabs","id":4,"action":{"kind":"setBadge","tab":"news","index":1}}"#, #"unknown key "index" in a setBadge tab action"#),
            (#"{"event":"tabs","id":4,"action":{"kind":"expand","node":1}}"#, #"unknown tab action "expand"; expected one of select, add, remove, move, setBadge at .action.kind"#),
            (#"{"event":"tabs","id":4,"action":{"kind":"add","tab":{"id":"x","value":"X","stored":{}}}}"#, #"unknown key "stored" in a tab at .action.tab"#),
            (#"{"event":"tabs","id":4,"action":{"tab":"news"}}"#, #"missing key "kind" at .action"#),
            (#"{"event":"tabs","id":4,"action":{"kind":"add","tab":"news"}}"#, "expected an object at .action.tab"),
            (#"{"event":"tabs","id":4,"action":{"kind":"select","tab":"news"},"node":1}"#, #"tabs has no field "node""#),
            (#"{"event":"tabs","action":{"kind":"select","tab":"news"}}"#, #"tabs needs "id""#),
            // In a batch, the event is known only as its object closes: the same check.
            (#"{"event":"batch","events":[{"event":"tabs","id":4,"action":{"kind":"select","tab":"news","node":1}}]}"#, #"unknown key "node" in a select tab action"#),
            (#"{"event":"batch","events":[{"action":{"kind":"teleport","tab":"news"},"id":4,"event":"tabs"}]}"#, #"unknown tab action "teleport""#),
        ]
        for (line, says) in cases {
            let message = try Self.expectRejected(line, in: &session, code: "malformedInput")
            #expect(message.contains(says), "\(line): \(message)")
        }
        // An accordion's action is checked as before: `tab` is not one of its keys.
        let message = try Self.expectRejected(
            #"{"event":"accordion","id":4,"action":{"kind":"expand","node":1,"tab":"news"}}"#, in: &session, code: "malformedInput")
        #expect(message.contains("in an accordion or modal action"))
    }

    @Test func aBrokenTabGroupIsATypedErrorWhereverItIsWritten() throws {
        var session = try Self.session(Self.start)
        let duplicate = #"{"selected":"a","tabs":[{"id":"a","value":"A"},{"id":"a","value":"B"}]}"#
        let cases: [(line: String, says: String)] = [
            (#"{"event":"push","route":"T","column":"detail","tabs":\#(duplicate)}"#, #"tab "a" appears more than once at .tabs.tabs"#),
            (#"{"event":"showDetail","children":[{"route":"T","tabs":\#(duplicate)}]}"#, "at .children[0].tabs.tabs"),
            (#"{"event":"select","id":2,"row":"r","children":[{"route":"T","tabs":\#(duplicate)}]}"#, "at .children[0].tabs.tabs"),
            (#"{"event":"replaceTop","column":"detail","route":"T","tabs":\#(duplicate)}"#, "appears more than once at .tabs.tabs"),
            (#"{"event":"push","route":"T","column":"detail","tabs":{"selected":"z","tabs":[{"id":"a","value":"A"}]}}"#, #"the selected tab "z" is not one of the tabs"#),
            (#"{"event":"push","route":"T","column":"detail","tabs":{"selected":"a","tabs":[]}}"#, "a tab group has no tab"),
            (#"{"event":"push","route":"T","column":"detail","tabs":[]}"#, #""tabs" of push must be an object, not an array"#),
        ]
        for (line, says) in cases {
            let message = try Self.expectRejected(line, in: &session, code: "malformedInput")
            #expect(message.contains(says), "\(line): \(message)")
        }
        let message = try Self.expectRejected(
            #"{"event":"push","route":"T","column":"detail","tabs":{"selected":"a","tabs":[{"id":"a","value":"A","colour":"red"}]}}"#,
            in: &session, code: "malformedInput")
        #expect(message.contains(#"unknown key "colour" in a tab at .tabs.tabs[0]"#))
    }

    @Test func aNewTabGroupWithStoredStacksIsRefusedNotTrusted() throws {
        // Its stored child claims id 1, the root's: taken as it was, it broke the state.
        var session = try Self.session(Self.start)
        let stored = #"{"selected":"a","tabs":[{"id":"a","value":"A"},{"id":"b","value":"B","stored":{"detail":[{"id":1,"route":"X","column":"detail"}]}}]}"#
        for line in [
            #"{"event":"push","route":"T","column":"primary","tabs":\#(stored)}"#,
            #"{"event":"showSupplementary","children":[{"route":"T","tabs":\#(stored)}]}"#,
            #"{"event":"replaceTop","column":"primary","route":"T","tabs":\#(stored)}"#,
        ] {
            let message = try Self.expectRejected(line, in: &session, code: "malformedInput")
            #expect(message.contains(#"holds stacks stored for tab "b""#), "\(message)")
        }
    }

    @Test func savedTabGroupsAreCheckedAllTheWayDown() throws {
        // A tab group whose stored detail child is itself a tab group with its own stored stacks.
        func state(innerStored: String) -> String {
            let inner = #"{"selected":"x","tabs":[{"id":"x","value":"X"},{"id":"y","value":"Y","stored":{"above":[\#(innerStored)]}}]}"#
            let outer = #"{"selected":"news","tabs":[{"id":"mail","value":"Mail","stored":{"detail":[{"id":2,"route":"Thread","column":"detail","tabs":\#(inner)}]}},{"id":"news","value":"News"}]}"#
            return #"{"columns":2,"detail":[],"focus":"primary","format":3,"layout":"regular","mediumWidthPolicy":"trailingColumns","nextID":4,"policy":"detailOnTop","primary":[{"column":"primary","id":1,"route":"Tabs","tabs":\#(outer)}],"visibility":"automatic","width":"regular"}"#
        }
        var session = try Self.session(#"{"event":"start","primary":["A"]}"#)
        let message = try Self.expectRejected(
            #"{"event":"restore","state":\#(state(innerStored: #"{"id":3,"route":"Reply","column":"detail","colour":"red"}"#))}"#,
            in: &session, code: "malformedInput")
        #expect(message.contains(".state.primary[0].tabs.tabs[0].stored.detail[0].tabs.tabs[1].stored.above[0]"), "\(message)")
        try Self.expectRejected(
            #"{"event":"restore","state":\#(state(innerStored: #"{"id":2,"route":"Reply","column":"detail"}"#))}"#,
            in: &session, code: "invalidState")

        var started = try Self.session(#"{"event":"start","state":\#(state(innerStored: #"{"id":3,"route":"Reply","column":"detail"}"#))}"#)
        let mail = try Self.object(started.respond(to: Array(#"{"event":"tabs","id":1,"action":{"kind":"select","tab":"mail"}}"#.utf8)))
        #expect((mail["detail"] as? [[String: Any]])?.map { $0["id"] as? Int } == [2])
        let y = try Self.object(started.respond(to: Array(#"{"event":"tabs","id":2,"action":{"kind":"select","tab":"y"}}"#.utf8)))
        #expect((y["detail"] as? [[String: Any]])?.map { $0["id"] as? Int } == [2, 3], "the inner group's stored child comes back")
    }

    @Test func routesInsideTabsAreRoutesNotTabGroups() throws {
        // In a session of JSON routes a tab's value may be any value, even an object with a
        // "tabs" key: it is a route, written back as read, never checked as a tab group.
        var session = try Self.session(#"{"event":"start","routes":"json","primary":[{"home":{}}]}"#)
        let line = #"{"event":"push","route":{"tabs":{"colour":1}},"column":"detail","tabs":{"selected":"a","tabs":[{"id":"a","value":{"tabs":{"colour":1}}}]}}"#
        let reply = try Self.object(session.respond(to: Array(line.utf8)))
        #expect(reply["ok"] as? Bool == true, "\(reply)")
        let tab = (Self.tabBars(reply)[2]?["tabs"] as? [[String: Any]])?.first
        #expect(NSDictionary(dictionary: tab?["value"] as? [String: Any] ?? [:]) == ["tabs": ["colour": 1]])
    }

    @Test func theFingerprintFollowsTabGroupsOnAndOffTheScreen() throws {
        // hideDetail keeps a tab group in the detail column aside in compact layout: off the
        // screen, so out of the fingerprint, and back with the next split.
        var full = try Self.session(#"{"event":"start","policy":"hideDetail","primary":["Home"]}"#)
        var changes = try Self.session(#"{"event":"start","answers":"changes","policy":"hideDetail","primary":["Home"]}"#)
        let lines = [
            #"{"event":"push","route":"Settings","column":"detail","tabs":\#(Self.group)}"#,
            #"{"event":"tabs","id":2,"action":{"kind":"select","tab":"news"}}"#,
            #"{"event":"setLayout","layout":"compact"}"#,
            #"{"event":"tabs","id":2,"action":{"kind":"select","tab":"mail"}}"#,
            #"{"event":"setLayout","layout":"regular"}"#,
            #"{"event":"tabs","id":2,"action":{"kind":"move","tab":"mail","index":1}}"#,
            #"{"event":"tabs","id":2,"action":{"kind":"remove","tab":"news"}}"#,
            #"{"event":"replaceTop","column":"detail","route":"Plain"}"#,
        ]
        var fingerprints: [String] = []
        var summaries: [String] = []
        for line in lines {
            let fullReply = try Self.object(full.respond(to: Array(line.utf8)))
            let changesReply = try Self.object(changes.respond(to: Array(line.utf8)))
            #expect(fullReply["ok"] as? Bool == true, "\(line)")
            let fingerprint = try #require(changesReply["fingerprint"] as? String)
            #expect(fingerprint == BridgeAnswersTests.fingerprint(ofFullAnswer: fullReply), "\(line)")
            fingerprints.append(fingerprint)
            summaries.append(BridgeAnswersTests.summary(ofFullAnswer: fullReply))
        }
        let split = "regular primary,detail primary=1:1 detail=1:2"
        #expect(summaries == [
            split + BridgeAnswersTests.tabsField(["2:0:2"]),
            split + BridgeAnswersTests.tabsField(["2:1:2"]),
            "compact primary stack=1:1",   // kept aside: off the screen
            "compact primary stack=1:1",
            split + BridgeAnswersTests.tabsField(["2:0:2"]),
            split + BridgeAnswersTests.tabsField(["2:1:2"]),
            split + BridgeAnswersTests.tabsField(["2:0:1"]),
            "regular primary,detail primary=1:1 detail=1:3",
        ])
        // Selecting a tab, moving the selected tab and removing one each change the fingerprint,
        // though no count or top does.
        #expect(fingerprints[0] != fingerprints[1])
        #expect(fingerprints[4] != fingerprints[5])
        #expect(fingerprints[5] != fingerprints[6])
    }

    @Test func aSavedStateWithTabGroupsNestedToTheLimitStartsASession() throws {
        // The state a store would record after 32 levels of tab groups, written as the library
        // writes it; about six JSON levels a tab level.
        let limit = 32
        var json = #"{"column":"primary","id":1,"route":"T","tabs":{"selected":"b","tabs":[{"id":"a","value":"A"},{"id":"b","value":"B"}]}}"#
        for level in stride(from: 2, through: limit, by: 1) {
            json = #"{"column":"primary","id":\#(level),"route":"T","tabs":{"selected":"b","tabs":[{"id":"a","stored":{"above":[\#(json)]},"value":"A"},{"id":"b","value":"B"}]}}"#
        }
        let state = #"{"columns":2,"detail":[],"focus":"primary","format":3,"layout":"regular","mediumWidthPolicy":"trailingColumns","nextID":\#(limit + 1),"policy":"detailOnTop","primary":[\#(json)],"visibility":"automatic","width":"regular"}"#
        var session = try Self.session(#"{"event":"start","state":\#(state)}"#)
        let reply = try Self.object(session.respond(to: Array(#"{"event":"tabs","id":\#(limit),"action":{"kind":"select","tab":"a"}}"#.utf8)))
        #expect(reply["ok"] as? Bool == true, "the session works the restored groups")
        // A route still nests at most 16 levels, so that every answer's events can be sent back.
        let deepRoute = String(repeating: "[", count: 17) + "1" + String(repeating: "]", count: 17)
        var json17 = BridgeSession()
        _ = json17.respond(to: Array(#"{"event":"start","routes":"json","primary":["R"]}"#.utf8))
        let message = try Self.expectRejected(#"{"event":"push","column":"primary","route":\#(deepRoute)}"#, in: &json17, code: "malformedInput")
        #expect(message.hasPrefix("a route nests more than 16 levels deep"))
    }
}
