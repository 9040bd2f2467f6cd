import Foundation
@testable import SplitNavigation
import SplitNavigationTesting
import Testing

/// An event's JSON is written and read directly (see `NavigationEvent+CanonicalJSON.swift`),
/// with a route cache the property runner's JSON law keeps for a sequence. Both must be the
/// general path exactly: Foundation's bytes, the same values, and for anything else the general
/// path's own answer.
@Suite("An event's JSON, written and read directly")
struct CanonicalEventJSONTests {
    static let seed: UInt64 = 20_261_128

    /// The events random flows send (accepted or not): every generator's kind of event over
    /// `Route`, batches and restores included.
    static func events<Route>(
        _ routes: RouteGenerator<Route>, seed: UInt64, flows: Int, steps: Int
    ) throws -> [NavigationEvent<Route>] {
        var random = SplitMix64(seed: seed)
        let starts = StartGenerator<Route>.random(routes: routes)
        let generator = EventGenerator<Route>.standard(routes: routes)
        var events: [NavigationEvent<Route>] = []
        for _ in 0..<flows {
            var navigator = SplitNavigator(state: try starts.start(using: &random))
            for _ in 0..<steps {
                let event = generator.event(for: navigator.state, using: &random)
                events.append(event)
                _ = try? navigator.send(event)
            }
        }
        return events
    }

    /// What the general path alone makes of `text`: the library's coder, its errors as
    /// `init(json:)` reports them.
    static func generalDecoding<Route>(_ text: [UInt8], as type: Route.Type) throws(NavigationError) -> NavigationEvent<Route> {
        try decodeJSON(NavigationEvent<Route>.self, from: Data(text))
    }

    /// The kinds of the events and actions seen, batches' events included.
    struct Coverage {
        var names: Set<String> = []
        var modalKinds: Set<String> = []
        var accordionKinds: Set<String> = []
        var tabKinds: Set<String> = []
        var sawContent = false, sawEscape = false, sawOnto = false, sawChildrenOfSelect = false

        mutating func note<Route>(_ event: NavigationEvent<Route>) {
            names.insert(event.name)
            switch event {
            case .modal(let action): modalKinds.insert(Self.kind(of: action))
            case .accordion(_, let action): accordionKinds.insert(Self.kind(of: action))
            case .tabs(_, let action): tabKinds.insert(Self.kind(of: action))
            case .batch(let events): events.forEach { note($0) }
            case .push(let child, let onto):
                sawOnto = sawOnto || onto != nil
                sawContent = sawContent || child.content != .plain
            case .showDetail(let children), .showSupplementary(let children):
                sawContent = sawContent || children.contains { $0.content != .plain }
            case .select(_, _, let children):
                sawChildrenOfSelect = sawChildrenOfSelect || children.contains { $0.content != .plain || $0.preferredColumn != .detail }
            default: break
            }
        }

        static func kind<Route>(of event: ModalEvent<Route>) -> String {
            switch event {
            case .push: "push"
            case .pop: "pop"
            case .popTo: "popTo"
            case .popToRoot: "popToRoot"
            case .replaceTop: "replaceTop"
            }
        }

        static func kind<Route>(of event: AccordionEvent<Route>) -> String {
            switch event {
            case .expand: "expand"
            case .collapse: "collapse"
            case .toggle: "toggle"
            case .expandAll: "expandAll"
            case .collapseAll: "collapseAll"
            case .select: "select"
            case .deselect: "deselect"
            case .insert: "insert"
            case .remove: "remove"
            case .move: "move"
            case .replace: "replace"
            case .beginPage: "beginPage"
            case .endPage: "endPage"
            case .cancelPage: "cancelPage"
            }
        }

        static func kind<Route>(of event: TabEvent<Route>) -> String {
            switch event {
            case .select: "select"
            case .add: "add"
            case .remove: "remove"
            case .move: "move"
            case .setBadge: "setBadge"
            }
        }
    }

    /// Each event: the direct writer gives Foundation's bytes, the direct reader takes them
    /// (without falling back) to what the general decoder reads, with a coder kept for the run
    /// and with a fresh one, and the public and memo paths give the same. Answers what was seen.
    @discardableResult
    func expectDirectPathAgrees<Route>(_ events: [NavigationEvent<Route>], _ context: String) throws -> Coverage {
        var coder = CanonicalChildJSON<Route>()
        let memo = ChildJSONMemo<Route>()
        var coverage = Coverage()
        var readAsSent = 0
        for (index, event) in events.enumerated() {
            let expected = try CanonicalStateJSONTests.foundationBytes(event)
            let text = String(decoding: expected, as: UTF8.self)
            let direct = try #require(event.canonicalJSON(coder: &coder), "\(context) \(index): \(event)")
            #expect(direct == expected, "\(context) \(index): \(String(decoding: direct, as: UTF8.self)) for \(text)")
            #expect(try event.jsonBytes(memo: memo) == expected, "\(context) \(index), through the memo")
            #expect(Array(try event.jsonData()) == expected, "\(context) \(index), jsonData()")

            let general = try Self.generalDecoding(expected, as: Route.self)
            let read = NavigationEvent<Route>.fromCanonicalJSON(expected, coder: &coder)
            #expect(read == general, "\(context) \(index): read back \(text)")
            var fresh = CanonicalChildJSON<Route>()
            #expect(NavigationEvent<Route>.fromCanonicalJSON(expected, coder: &fresh) == general, "\(context) \(index): read afresh")
            #expect(try NavigationEvent<Route>(jsonBytes: expected, memo: memo) == general, "\(context) \(index): through the memo")
            #expect(try NavigationEvent<Route>(json: Data(expected)) == general, "\(context) \(index): init(json:)")
            if read == event { readAsSent += 1 }
            coverage.note(event)
            coverage.sawEscape = coverage.sawEscape || expected.contains(UInt8(ascii: "\\"))
        }
        // Events the JSON leaves a field out of (a replaced child's column) come back different
        // but equivalent; nearly all come back as sent.
        #expect(readAsSent * 10 >= events.count * 9, "\(context): \(readAsSent) of \(events.count) read back as sent")
        return coverage
    }

    /// The comparisons mean something only if the flows reach every event and action.
    func expectEverythingReached(_ coverage: Coverage, _ context: String) {
        #expect(coverage.names == Set(NavigationEvent<String>.eventNames), "\(context): missing \(Set(NavigationEvent<String>.eventNames).subtracting(coverage.names))")
        #expect(coverage.modalKinds == Set(ModalEvent<String>.kindNames), "\(context): modal kinds \(coverage.modalKinds)")
        #expect(coverage.accordionKinds.count == 14, "\(context): accordion kinds \(coverage.accordionKinds.sorted())")
        #expect(coverage.tabKinds.count == 5, "\(context): tab kinds \(coverage.tabKinds.sorted())")
        #expect(coverage.sawContent && coverage.sawOnto && coverage.sawChildrenOfSelect,
                "\(context): content \(coverage.sawContent), onto \(coverage.sawOnto), select's children \(coverage.sawChildrenOfSelect)")
    }

    @Test func eventsOfRandomFlowsWithStringRoutesThatNeedEscapes() throws {
        let events = try Self.events(CanonicalStateJSONTests.escapedNames, seed: Self.seed, flows: 80, steps: 40)
        let coverage = try expectDirectPathAgrees(events, "seed \(Self.seed)")
        expectEverythingReached(coverage, "seed \(Self.seed)")
        #expect(coverage.sawEscape)
    }

    @Test func eventsOfRandomFlowsWithEnumRoutes() throws {
        let routes = RouteGenerator<LetterRoute>(simplest: .inbox) { random in
            switch random.int(below: 3) {
            case 0: .inbox
            case 1: .message(random.int(below: 50) - 10)
            default: .search(["a\"b", "é", "x/y", "\n", "\u{01}"][random.int(below: 5)])
            }
        }
        let events = try Self.events(routes, seed: Self.seed &+ 1, flows: 60, steps: 40)
        let coverage = try expectDirectPathAgrees(events, "seed \(Self.seed &+ 1)")
        expectEverythingReached(coverage, "seed \(Self.seed &+ 1)")
    }

    /// Every case and every optional field, made by hand: what random flows reach seldom.
    static let handMade: [NavigationEvent<String>] = {
        let subtree = AccordionNode(id: 8, value: "Folder", destination: RowDestination("Folder", column: .supplementary), isExpanded: true, children: [
            AccordionNode(id: 9, value: "a/\"b\""),
        ])
        let group = try? TabGroup(tabs: [Tab("mail", value: "Inbox", badge: "3"), Tab("news\n", value: "Feed")], selected: "mail")
        let accordion = try? Accordion(nodes: [AccordionNode(id: 1, value: "Mail")])
        let tabs = group.map { ChildContent<String>.tabs($0) } ?? .plain
        let list = accordion.map { ChildContent<String>.accordion($0) } ?? .plain
        let accordionEvents: [AccordionEvent<String>] = [
            .expand(1), .collapse(2), .toggle(3), .expandAll, .collapseAll, .select(4), .deselect,
            .insert(subtree, parent: nil, index: nil), .insert(subtree, parent: 1, index: 0),
            .remove(5), .move(6, parent: nil, index: nil), .move(6, parent: 2, index: 1),
            .replace(7, value: "New", destination: nil), .replace(7, value: "New", destination: RowDestination("Dest")),
            .beginPage(nil), .beginPage(3), .endPage(nil, children: [], exhausted: false),
            .endPage(3, children: [subtree, AccordionNode(id: 10, value: "x")], exhausted: true), .cancelPage(nil), .cancelPage(3),
        ]
        let tabEvents: [TabEvent<String>] = [
            .select("mail"), .add(Tab("a\\b", value: "Feed"), at: nil), .add(Tab("c", value: "Feed", badge: "new"), at: 2),
            .remove("mail"), .move("mail", to: 1), .setBadge("mail", "9+"), .setBadge("mail", nil),
        ]
        let single: [NavigationEvent<String>] = [
            .push(NewChild("Inbox", preferring: .primary)), .push(NewChild("Inbox", preferring: .detail), onto: .supplementary),
            .push(NewChild("List", preferring: .primary, content: list)), .push(NewChild("Tabs", preferring: .primary, content: tabs), onto: .primary),
            .showDetail([]), .showDetail([NewChild("A", preferring: .detail), NewChild("B", preferring: .detail)]),
            .showDetail([NewChild("A", preferring: .detail), NewChild("T", preferring: .detail, content: tabs)]),
            .showSupplementary([NewChild("S", preferring: .supplementary, content: list)]),
            .showSupplementary([NewChild("S", preferring: .supplementary)]),
            .select("Row", in: 3, showing: []), .select("Row", in: 3, showing: [NewChild("M", preferring: .detail)]),
            .select("Row", in: 3, showing: [NewChild("M", preferring: .supplementary), NewChild("N", preferring: .detail)]),
            .select("Row", in: 3, showing: [NewChild("M", preferring: .detail, content: list)]),
            .replaceTop(.detail, with: NewChild("R", preferring: .detail)), .replaceTop(.primary, with: NewChild("R", preferring: .primary, content: tabs)),
            .raise(.supplementary), .pop(.detail), .popTo(4), .popChild(-2), .popToRoot(.primary), .back,
            .setLayout(.compact), .setWidth(.medium), .setVisibility(.detailOnly),
            .present(NewChild("Sheet", preferring: .detail)), .present(NewChild("Cover", preferring: .primary, content: list), style: .fullScreenCover),
            .dismiss, .dismissModal(7),
            .modal(.push(NewChild("P", preferring: .detail))), .modal(.push(NewChild("P", preferring: .primary, content: tabs))),
            .modal(.pop), .modal(.popTo(12)), .modal(.popToRoot), .modal(.replaceTop(NewChild("Q", preferring: .supplementary))),
        ] + accordionEvents.map { .accordion(5, $0) } + tabEvents.map { .tabs(6, $0) }
        let state = try? SplitState(primary: [NewChild("Inbox", preferring: .primary, content: list)], policy: .detailOnTop)
        let restores: [NavigationEvent<String>] = state.map { [.restore($0)] } ?? []
        return single + restores + [.batch([]), .batch(Array(single.prefix(8)) + restores)]
    }()

    @Test func everyCaseMadeByHand() throws {
        let coverage = try expectDirectPathAgrees(Self.handMade, "by hand")
        expectEverythingReached(coverage, "by hand")
    }

    /// A batch inside a batch is written as the general encoder writes it, and read by neither
    /// reader: the general one throws.
    @Test func aBatchInsideABatchIsWrittenButNotRead() throws {
        let event = NavigationEvent<String>.batch([.back, .batch([.back])])
        let expected = try CanonicalStateJSONTests.foundationBytes(event)
        var coder = CanonicalChildJSON<String>()
        #expect(event.canonicalJSON(coder: &coder) == expected)
        #expect(NavigationEvent<String>.fromCanonicalJSON(expected, coder: &coder) == nil)
        let general = Result { () throws(NavigationError) in try Self.generalDecoding(expected, as: String.self) }
        let read = Result { () throws(NavigationError) in try NavigationEvent<String>(json: Data(expected)) }
        #expect(read == general)
        #expect(throws: NavigationError.self) { try NavigationEvent<String>(json: Data(expected)) }
    }

    /// The older spelling of a visibility still reads, through the general decoder.
    @Test func theOlderDetailOnlyEventStillReads() throws {
        for (text, visibility) in [(#"{"event":"detailOnly","on":true}"#, ColumnVisibility.detailOnly), (#"{"event":"detailOnly","on":false}"#, .automatic)] {
            var coder = CanonicalChildJSON<String>()
            #expect(NavigationEvent<String>.fromCanonicalJSON(Array(text.utf8), coder: &coder) == nil)
            #expect(try NavigationEvent<String>(json: Data(text.utf8)) == .setVisibility(visibility))
            #expect(try NavigationEvent<String>(jsonBytes: Array(text.utf8), memo: ChildJSONMemo()) == .setVisibility(visibility))
        }
    }

    /// Any text: the event or the error, exactly as the general decoder gives them, whether or
    /// not the text is spelled as the direct reader expects, with a memo or without.
    @Test func damagedAndRespelledEventsReadAsTheGeneralDecoderReadsThem() throws {
        var random = SplitMix64(seed: Self.seed &+ 2)
        let memo = ChildJSONMemo<String>(capacity: 8)
        var coder = CanonicalChildJSON<String>()
        let events = try Self.events(CanonicalStateJSONTests.escapedNames, seed: Self.seed &+ 3, flows: 20, steps: 30) + Self.handMade
        var readDirectly = 0, leftToTheGeneralPath = 0
        for (index, event) in events.enumerated() {
            let bytes = try CanonicalStateJSONTests.foundationBytes(event)
            for variant in 0..<16 {
                let text = Self.respell(bytes, variant, using: &random)
                let context = "seed \(Self.seed &+ 2), event \(index), variant \(variant): \(String(decoding: text, as: UTF8.self))"
                let general = Result { () throws(NavigationError) in try Self.generalDecoding(text, as: String.self) }
                let plain = Result { () throws(NavigationError) in try NavigationEvent<String>(json: Data(text)) }
                let memoized = Result { () throws(NavigationError) in try NavigationEvent<String>(jsonBytes: text, memo: memo) }
                #expect(plain == general, "\(context)")
                #expect(memoized == general, "\(context), through the memo")
                if let direct = NavigationEvent<String>.fromCanonicalJSON(text, coder: &coder) {
                    readDirectly += 1
                    #expect(Result<NavigationEvent<String>, NavigationError>.success(direct) == general, "\(context), directly")
                } else {
                    leftToTheGeneralPath += 1
                }
            }
        }
        #expect(readDirectly > 0 && leftToTheGeneralPath > 0, "\(readDirectly) read directly, \(leftToTheGeneralPath) not")
    }

    /// An event's `bytes` damaged or spelled another way: a byte changed, a space added, an
    /// escape spelled otherwise, defaults spelled out or left out, keys added or doubled, the
    /// other spelling of shown children, a number as a fraction, the text cut short.
    static func respell(_ bytes: [UInt8], _ variant: Int, using random: inout SplitMix64) -> [UInt8] {
        var text = bytes
        let string = String(decoding: bytes, as: UTF8.self)
        func replacing(_ old: String, _ new: String) -> [UInt8] {
            Array(string.replacingOccurrences(of: old, with: new).utf8)
        }
        switch variant {
        case 0:
            text[random.int(below: text.count)] = [UInt8(ascii: "1"), UInt8(ascii: "\""), UInt8(ascii: "}"), UInt8(ascii: ","), 0x20, UInt8(ascii: "["), 0x01][random.int(below: 7)]
        case 1:
            text.insert(0x20, at: random.int(below: text.count + 1))
        case 2:
            return replacing(#"\""#, #"\u0022"#)
        case 3:
            return replacing("/", #"\/"#)
        case 4:
            // A key given twice.
            text.removeLast()
            text += Array(#","event":"back"}"#.utf8)
        case 5:
            text.removeLast()
            text += Array(#","zzz":1}"#.utf8)
        case 6:
            return replacing(#","style":"sheet""#, "")
        case 7:
            return string.contains(#""routes":["#) ? Self.routesAsChildren(string) : text
        case 8:
            return replacing(#""route":"#, #""column":"detail","route":"#)
        case 9:
            return replacing(#""id":"#, #""id":1.0,"x":"#)
        case 10:
            return replacing(#""exhausted":false,"#, "")
        case 11:
            return replacing(#""kind":"#, #""node":null,"kind":"#)
        case 12:
            return replacing(#""event":"pop""#, #""event":"popToRoot""#)
        case 13:
            return replacing(#"{"event":"#, #"{"accordion":{"format":1,"nodes":[],"paging":"idle","policy":"single"},"event":"#)
        case 14:
            return replacing(#""tab":""#, #""tab":"\u00e9"#)
        default:
            text = Array(text.prefix(random.int(below: text.count)))
        }
        return text
    }

    /// `"routes":[R, …]` (string routes) spelled as `"children":[{"route":R}, …]`, which the
    /// general decoder reads the same and the direct reader leaves to it.
    static func routesAsChildren(_ string: String) -> [UInt8] {
        guard let data = string.data(using: .utf8),
              var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let routes = object.removeValue(forKey: "routes") as? [Any]
        else { return Array(string.utf8) }
        object["children"] = routes.map { ["route": $0] }
        return (try? Array(JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))) ?? Array(string.utf8)
    }

    /// Routes nested as deep as the coders allow, and deeper, in an event on its own and in a
    /// batch: the direct path gives up where the general one throws, and reads and writes what
    /// it accepts.
    @Test func nestingAtTheCodersLimitsAgreesWithTheGeneralPath() throws {
        for depth in 505...511 {
            let route = NestedRoute(depth: depth)
            let push = NavigationEvent<NestedRoute>.push(NewChild(route, preferring: .primary))
            let tabs = NavigationEvent<NestedRoute>.tabs(2, .add(Tab("t", value: route), at: nil))
            for event in [push, tabs, .batch([push]), .batch([tabs]), .select(route, in: 1, showing: [NewChild(route, preferring: .detail)])] {
                let general = Result { () throws(NavigationError) in try encodeJSON(event) }.map { Array($0) }
                let direct = Result { () throws(NavigationError) in try event.jsonBytes(memo: nil) }
                let memoized = Result { () throws(NavigationError) in try event.jsonBytes(memo: ChildJSONMemo()) }
                #expect(direct == general, "\(event.name), route nested \(depth) deep")
                #expect(memoized == general, "\(event.name), route nested \(depth) deep, through a memo")
                guard case .success(let bytes) = general else { continue }
                for text in [bytes, CanonicalStateJSONTests.nestingDeeper(bytes), CanonicalStateJSONTests.nestingDeeper(CanonicalStateJSONTests.nestingDeeper(bytes))] {
                    let read = Result { () throws(NavigationError) in try NavigationEvent<NestedRoute>(json: Data(text)) }
                    let readMemo = Result { () throws(NavigationError) in try NavigationEvent<NestedRoute>(jsonBytes: text, memo: ChildJSONMemo()) }
                    let generalRead = Result { () throws(NavigationError) in try decodeJSON(NavigationEvent<NestedRoute>.self, from: Data(text)) }
                    #expect(read == generalRead, "\(event.name), text nested \(depth) deep")
                    #expect(readMemo == generalRead, "\(event.name), text nested \(depth) deep, through a memo")
                }
            }
        }
    }
}
