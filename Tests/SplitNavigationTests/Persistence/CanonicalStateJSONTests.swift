import Foundation
@testable import SplitNavigation
import SplitNavigationTesting
import Testing

/// A state's JSON is written and read directly, its own keys without `Codable` (see
/// `SplitState+CanonicalJSON.swift`), and through a memo of children's JSON by the property
/// runner's JSON law. Both must be the general path exactly: Foundation's bytes, the same
/// values, and for anything else the general path's own answer.
@Suite("A state's JSON, written and read directly")
struct CanonicalStateJSONTests {
    static let seed: UInt64 = 20_261_127

    static func foundationBytes<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    /// Random states of random flows: every generator's kind of state (accordions, tab groups,
    /// modals, three columns, compact layout) over `Route`.
    static func states<Route>(
        _ routes: RouteGenerator<Route>, seed: UInt64, flows: Int, steps: Int
    ) throws -> [SplitState<Route>] {
        var random = SplitMix64(seed: seed)
        let starts = StartGenerator<Route>.random(routes: routes)
        let events = EventGenerator<Route>.standard(routes: routes)
        var states: [SplitState<Route>] = []
        for _ in 0..<flows {
            var navigator = SplitNavigator(state: try starts.start(using: &random))
            states.append(navigator.state)
            for _ in 0..<steps {
                _ = try? navigator.send(events.event(for: navigator.state, using: &random))
                states.append(navigator.state)
            }
        }
        return states
    }

    /// Each state: the direct writer gives Foundation's bytes, the direct reader takes them
    /// (without falling back) to the same state, and a memo shared by the whole run changes
    /// neither.
    func expectDirectPathAgrees<Route>(_ states: [SplitState<Route>], _ context: String) throws {
        let memo = ChildJSONMemo<Route>()
        var sawModals = false, sawTabs = false, sawAccordion = false, sawThree = false, sawCompact = false
        for (index, state) in states.enumerated() {
            let expected = try Self.foundationBytes(state)
            let direct = try #require(state.canonicalJSON(memo: nil), "\(context) \(index): \(state)")
            #expect(direct == expected, "\(context) \(index): \(String(decoding: direct, as: UTF8.self))")
            #expect(try state.jsonBytes(memo: memo) == expected, "\(context) \(index), through the memo")
            #expect(Array(try state.jsonData()) == expected, "\(context) \(index), jsonData()")
            #expect(SplitState<Route>.fromCanonicalJSON(expected, memo: nil) == state, "\(context) \(index): read back")
            #expect(try SplitState<Route>(jsonBytes: expected, memo: memo) == state, "\(context) \(index): read back through the memo")
            sawModals = sawModals || !state.modals.isEmpty
            sawTabs = sawTabs || state.hasTabGroups
            sawAccordion = sawAccordion || state.children.contains { $0.content.accordion != nil }
            sawThree = sawThree || state.columns == .three
            sawCompact = sawCompact || state.layout == .compact
        }
        // The comparisons above mean something only if the flows reach every part of the format.
        #expect(sawModals && sawTabs && sawAccordion && sawThree && sawCompact, "\(context): \(sawModals) \(sawTabs) \(sawAccordion) \(sawThree) \(sawCompact)")
    }

    @Test func statesOfRandomFlowsWithStringRoutes() throws {
        try expectDirectPathAgrees(try Self.states(.names, seed: Self.seed, flows: 40, steps: 30), "seed \(Self.seed)")
    }

    @Test func statesOfRandomFlowsWithEnumRoutes() throws {
        let routes = RouteGenerator<LetterRoute>(simplest: .inbox) { random in
            switch random.int(below: 3) {
            case 0: .inbox
            case 1: .message(random.int(below: 50))
            default: .search(["a\"b", "é", "x/y", "\n"][random.int(below: 4)])
            }
        }
        try expectDirectPathAgrees(try Self.states(routes, seed: Self.seed &+ 1, flows: 40, steps: 30), "seed \(Self.seed &+ 1)")
    }

    /// Any text: the state or the error, exactly as the general decoder gives them, whether or
    /// not the text is spelled as the direct reader expects, with a memo or without.
    @Test func damagedAndRespelledStatesReadAsTheGeneralDecoderReadsThem() throws {
        var random = SplitMix64(seed: Self.seed &+ 2)
        let memo = ChildJSONMemo<String>(capacity: 8)
        let states = try Self.states(RouteGenerator<String>.names, seed: Self.seed &+ 3, flows: 20, steps: 20)
        for (index, state) in states.enumerated() {
            let bytes = try Self.foundationBytes(state)
            for variant in 0..<6 {
                let text = Self.respell(bytes, variant, using: &random)
                let context = "seed \(Self.seed &+ 2), state \(index), variant \(variant): \(String(decoding: text, as: UTF8.self))"
                let general = Result { () throws(NavigationError) in try Self.generalDecoding(text) }
                let plain = Result { () throws(NavigationError) in try SplitState<String>(json: Data(text)) }
                let memoized = Result { () throws(NavigationError) in try SplitState<String>(jsonBytes: text, memo: memo) }
                #expect(plain == general, "\(context)")
                #expect(memoized == general, "\(context), through the memo")
            }
        }
    }

    /// Text read right after a memo wrote the state it came from, damaged or respelled: the
    /// memo compares each child's place with the bytes it wrote there first, and must still
    /// find what the text says, as the general decoder does; naming the written state as known
    /// valid changes nothing either (a child given another's id is the one variant that reads
    /// as a whole, broken state: both must refuse it).
    @Test func damagedTextReadRightAfterTheMemoWroteItReadsAsTheGeneralDecoderReadsIt() throws {
        var random = SplitMix64(seed: Self.seed &+ 6)
        let memo = ChildJSONMemo<String>(capacity: 64)
        let states = try Self.states(RouteGenerator<String>.names, seed: Self.seed &+ 7, flows: 20, steps: 20)
        var refused = 0
        for (index, state) in states.enumerated() {
            for variant in 0..<7 {
                let bytes = try state.jsonBytes(memo: memo)
                let text = variant == 6 ? Self.repeatingAnID(bytes) : Self.respell(bytes, variant, using: &random)
                let context = "seed \(Self.seed &+ 6), state \(index), variant \(variant): \(String(decoding: text, as: UTF8.self))"
                let general = Result { () throws(NavigationError) in try Self.generalDecoding(text) }
                let memoized = Result { () throws(NavigationError) in try SplitState<String>(jsonBytes: text, memo: memo) }
                let vouched = Result { () throws(NavigationError) in try SplitState<String>(jsonBytes: text, memo: memo, valid: state) }
                #expect(memoized == general, "\(context), through the memo")
                #expect(vouched == general, "\(context), through the memo, the written state known valid")
                if variant == 6, case .failure(let error) = general, error.code == .invalidState { refused += 1 }
            }
            #expect(try SplitState<String>(jsonBytes: state.jsonBytes(memo: memo), memo: memo, valid: state) == state)
        }
        #expect(refused > 10, "only \(refused) states had an id to repeat")
    }

    /// `bytes` with the second child's id given to the first child instead: the same text
    /// everywhere else, a state whose ids repeat.
    static func repeatingAnID(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        let ids = text.ranges(of: #""id":"#).map { range in
            text[range.upperBound...].prefix { $0.isNumber }
        }
        guard ids.count >= 2, let first = text.range(of: #""id":\#(ids[0])"#) else { return bytes }
        return Array(text.replacingCharacters(in: first, with: #""id":\#(ids[1])"#).utf8)
    }

    /// What the general path alone makes of `text`: the library's coder, its errors as
    /// `init(json:)` reports them.
    static func generalDecoding(_ text: [UInt8]) throws(NavigationError) -> SplitState<String> {
        try decodeJSON(SplitState<String>.self, from: Data(text))
    }

    /// `bytes` damaged or spelled another way: a byte changed, a space or a duplicate key
    /// added, keys of another layout, a number spelled as a fraction, a child cut short.
    static func respell(_ bytes: [UInt8], _ variant: Int, using random: inout SplitMix64) -> [UInt8] {
        var text = bytes
        switch variant {
        case 0:
            text[random.int(below: text.count)] = [UInt8(ascii: "1"), UInt8(ascii: "\""), UInt8(ascii: "}"), UInt8(ascii: ","), 0x20][random.int(below: 5)]
        case 1:
            text.insert(0x20, at: random.int(below: text.count + 1))
        case 2:
            // A key given twice: the first counts, for both decoders.
            text.removeLast()
            text += Array(#","nextID":1,"columns":3}"#.utf8)
        case 3:
            text.removeLast()
            text += Array(#","supplementary":[],"stack":[]}"#.utf8)
        case 4:
            let string = String(decoding: text, as: UTF8.self)
            text = Array(string.replacingOccurrences(of: #""format":2"#, with: #""format":2.0"#)
                .replacingOccurrences(of: #""nextID":"#, with: #""nextID":0"#).utf8)
        default:
            text = Array(text.prefix(random.int(below: text.count)))
        }
        return text
    }

    /// The formats the direct reader leaves to the general one still read: format 1, a
    /// three-column state without its supplementary key, a state with modals in format 2.
    @Test func formatsTheDirectReaderLeavesAloneStillRead() throws {
        let formatOne = Array(#"{"detail":[],"detailOnly":false,"format":1,"layout":"regular","nextID":2,"policy":"detailOnTop","primary":[{"column":"primary","id":1,"route":"Inbox"}]}"#.utf8)
        #expect(SplitState<String>.fromCanonicalJSON(formatOne, memo: nil) == nil)
        let state = try SplitState<String>(json: Data(formatOne))
        #expect(state.children.map(\.route) == ["Inbox"])

        let noSupplementary = Array(#"{"columns":3,"detail":[],"focus":"primary","format":2,"layout":"regular","mediumWidthPolicy":"trailingColumns","nextID":2,"policy":"detailOnTop","primary":[{"column":"primary","id":1,"route":"Inbox"}],"visibility":"automatic","width":"regular"}"#.utf8)
        #expect(SplitState<String>.fromCanonicalJSON(noSupplementary, memo: nil) == nil)
        #expect(try SplitState<String>(json: Data(noSupplementary)).columns == .three)

        let modalsInFormatTwo = Array(#"{"columns":2,"detail":[],"focus":"primary","format":2,"layout":"regular","mediumWidthPolicy":"trailingColumns","modals":[{"stack":[{"column":"detail","id":2,"route":"Compose"}],"style":"sheet"}],"nextID":3,"policy":"detailOnTop","primary":[{"column":"primary","id":1,"route":"Inbox"}],"visibility":"automatic","width":"regular"}"#.utf8)
        #expect(throws: NavigationError.self) { try SplitState<String>(json: Data(modalsInFormatTwo)) }
    }

    /// Containers nested as deep as the coders allow, and one deeper: the direct path gives up
    /// where the general one throws, and reads and writes what it accepts.
    @Test func nestingAtTheCodersLimitsAgreesWithTheGeneralPath() throws {
        for depth in [505, 506, 507, 508, 509, 510] {
            let route = NestedRoute(depth: depth)
            let state = try SplitState(primary: [NewChild(route, preferring: .primary)], policy: .detailOnTop)
            let general = Result { () throws(NavigationError) in try encodeJSON(state) }.map { Array($0) }
            let direct = Result { () throws(NavigationError) in try state.jsonBytes(memo: nil) }
            let memoized = Result { () throws(NavigationError) in try state.jsonBytes(memo: ChildJSONMemo()) }
            #expect(direct == general, "route nested \(depth) deep")
            #expect(memoized == general, "route nested \(depth) deep, through a memo")
            // Reading: the same text one level deeper each time, read by both paths.
            var text = Array(#"{"columns":2,"detail":[],"focus":"primary","format":2,"layout":"regular","mediumWidthPolicy":"trailingColumns","nextID":2,"policy":"detailOnTop","primary":[{"column":"primary","id":1,"route":"#.utf8)
            text += Array(repeating: UInt8(ascii: "["), count: depth) + Array(repeating: UInt8(ascii: "]"), count: depth)
            text += Array(#"}],"visibility":"automatic","width":"regular"}"#.utf8)
            let read = Result { () throws(NavigationError) in try SplitState<NestedRoute>(json: Data(text)) }
            let generalRead = Result { () throws(NavigationError) in try decodeJSON(SplitState<NestedRoute>.self, from: Data(text)) }
            #expect(read == generalRead, "text nested \(depth) deep")
        }
    }

    /// A memo that forgets often, or is shared by states of different flows, reads and writes
    /// the same as none.
    @Test func aSmallMemoForgetsWithoutChangingAnything() throws {
        let memo = ChildJSONMemo<String>(capacity: 1)
        for state in try Self.states(RouteGenerator<String>.names, seed: Self.seed &+ 5, flows: 10, steps: 15) {
            let bytes = try state.jsonBytes(memo: memo)
            #expect(bytes == (try Self.foundationBytes(state)))
            #expect(try SplitState<String>(jsonBytes: bytes, memo: memo) == state)
        }
    }

    // MARK: Children on their own

    /// Routes that need every kind of escape the writer writes, and one that is non-ASCII.
    static let escapedNames = RouteGenerator<String>.oneOf(
        "Inbox", "a\"b", "back\\slash", "x/y", "line\nfeed", "tab\tbell\u{07}", "\u{1F}\u{0C}\u{08}\r", "é🎉", "")

    /// Every child of `state`: its columns', its modals', and those its tab groups store,
    /// at any depth.
    static func allChildren<Route>(of state: SplitState<Route>) -> [Child<Route>] {
        var pending = state.children + state.modals.flatMap(\.stack)
        var all: [Child<Route>] = []
        while let child = pending.popLast() {
            all.append(child)
            if case .tabs(let group) = child.content {
                pending += group.stored.values.flatMap(\.children)
            }
        }
        return all
    }

    /// Each child of each state: the direct child writer gives Foundation's bytes and their
    /// depth, and the direct child reader takes them back to the same child without falling
    /// back. One coder serves the whole run, as one serves a memo, so its route cache is used.
    func expectDirectChildPathAgrees<Route>(_ states: [SplitState<Route>], _ context: String) throws {
        var coder = CanonicalChildJSON<Route>()
        var sawAccordion = false, sawTabs = false, sawStored = false, sawOpenedBy = false, sawEscape = false
        for (index, state) in states.enumerated() {
            for child in Self.allChildren(of: state) {
                let expected = try Self.foundationBytes(child)
                let encoded = coder.encode(child)
                let written = try #require(encoded, "\(context) \(index): \(child)")
                #expect(written.bytes == expected, "\(context) \(index): \(String(decoding: written.bytes, as: UTF8.self))")
                var scanner = CanonicalJSONReader(expected)
                #expect(written.depth == scanner.skipValue()?.depth, "\(context) \(index): depth of \(child)")
                let read = coder.decode(expected)
                #expect(read == child, "\(context) \(index): read back \(String(decoding: expected, as: UTF8.self))")
                // A fresh coder, with nothing cached, reads the same.
                var fresh = CanonicalChildJSON<Route>()
                let readAfresh = fresh.decode(expected)
                #expect(readAfresh == child, "\(context) \(index): read back afresh")
                switch child.content {
                case .accordion: sawAccordion = true
                case .tabs(let group): sawTabs = true; sawStored = sawStored || !group.stored.isEmpty
                case .plain: break
                }
                sawOpenedBy = sawOpenedBy || child.openedBy != nil
                sawEscape = sawEscape || expected.contains(UInt8(ascii: "\\"))
            }
        }
        // The comparisons above mean something only if the flows reach every kind of child.
        #expect(sawAccordion && sawTabs && sawStored && sawOpenedBy && sawEscape, "\(context): \(sawAccordion) \(sawTabs) \(sawStored) \(sawOpenedBy) \(sawEscape)")
    }

    @Test func childrenOfRandomFlowsWithStringRoutesThatNeedEscapes() throws {
        let states = try Self.states(Self.escapedNames, seed: Self.seed &+ 6, flows: 40, steps: 30)
        try expectDirectChildPathAgrees(states, "seed \(Self.seed &+ 6)")
        try expectDirectPathAgrees(states, "seed \(Self.seed &+ 6)")
    }

    @Test func childrenOfRandomFlowsWithEnumRoutes() throws {
        let routes = RouteGenerator<LetterRoute>(simplest: .inbox) { random in
            switch random.int(below: 3) {
            case 0: .inbox
            case 1: .message(random.int(below: 50) - 10)
            default: .search(["a\"b", "é", "x/y", "\n", "\u{01}"][random.int(below: 5)])
            }
        }
        try expectDirectChildPathAgrees(try Self.states(routes, seed: Self.seed &+ 7, flows: 40, steps: 30), "seed \(Self.seed &+ 7)")
    }

    /// Tab ids and badges are the app's strings: every escape, in both, round-trips exactly.
    @Test func tabIDsAndBadgesThatNeedEscapes() throws {
        let names = ["mail", "a\"b", "c\\d", "e/f", "g\nh", "\u{01}\u{1F}\t", "é🎉", ""]
        var coder = CanonicalChildJSON<String>()
        for (index, name) in names.enumerated() {
            let other = TabID("other \(index)")
            let stored = TabStacks(above: [Child(id: 5, route: name, preferredColumn: .primary)],
                                   detail: [Child(id: 6, route: "Message", preferredColumn: .detail)])
            let group = try TabGroup(
                tabs: [Tab(TabID(name), value: "Inbox", badge: names[(index + 1) % names.count]), Tab(other, value: name)],
                selected: other, stored: [TabID(name): stored])
            let child = Child(id: 7, route: name, preferredColumn: .primary, content: .tabs(group),
                              openedBy: RowSelection(list: 2, row: name))
            let expected = try Self.foundationBytes(child)
            let written = coder.encode(child)?.bytes
            let read = coder.decode(expected)
            #expect(written == expected, "\(String(decoding: expected, as: UTF8.self))")
            #expect(read == child, "\(String(decoding: expected, as: UTF8.self))")
        }
    }

    /// Any child text: the child the general decoder finds, or nothing from the direct reader
    /// (which then leaves the text to the general decoder); through a memo, exactly the general
    /// decoder's answer.
    @Test func damagedAndRespelledChildrenReadAsTheGeneralDecoderReadsThem() throws {
        var random = SplitMix64(seed: Self.seed &+ 8)
        var coder = CanonicalChildJSON<String>()
        let memo = ChildJSONMemo<String>(capacity: 8)
        let states = try Self.states(Self.escapedNames, seed: Self.seed &+ 9, flows: 20, steps: 20)
        var readDirectly = 0, leftToTheGeneralPath = 0
        for (index, state) in states.enumerated() {
            for child in Self.allChildren(of: state) {
                let bytes = try Self.foundationBytes(child)
                for variant in 0..<12 {
                    let text = Self.respellChild(bytes, variant, using: &random)
                    let context = "seed \(Self.seed &+ 8), state \(index), variant \(variant): \(String(decoding: text, as: UTF8.self))"
                    let general = try? JSONCoder.decode(Child<String>.self, bytes: text)
                    if let direct = coder.decode(text) {
                        readDirectly += 1
                        #expect(direct == general, "\(context)")
                    } else {
                        leftToTheGeneralPath += 1
                    }
                    #expect((try? memo.decode(text[...])) == general, "\(context), through the memo")
                }
            }
        }
        #expect(readDirectly > 0 && leftToTheGeneralPath > 0, "\(readDirectly) read directly, \(leftToTheGeneralPath) not")
    }

    /// A child's `bytes` damaged or spelled another way: a byte changed, a space added, an
    /// escape spelled otherwise, defaults spelled out, keys added, reordered or cut short.
    static func respellChild(_ bytes: [UInt8], _ variant: Int, using random: inout SplitMix64) -> [UInt8] {
        var text = bytes
        let string = String(decoding: bytes, as: UTF8.self)
        func replacing(_ old: String, _ new: String) -> [UInt8] {
            Array(string.replacingOccurrences(of: old, with: new).utf8)
        }
        switch variant {
        case 0:
            text[random.int(below: text.count)] = [UInt8(ascii: "1"), UInt8(ascii: "\""), UInt8(ascii: "}"), UInt8(ascii: ","), 0x20, UInt8(ascii: "\\"), 0x01][random.int(below: 7)]
        case 1:
            text.insert(0x20, at: random.int(below: text.count + 1))
        case 2:
            return replacing(#"\""#, #"\u0022"#)
        case 3:
            return replacing(#"\n"#, #"\u000a"#)
        case 4:
            return replacing("/", #"\/"#)
        case 5:
            return replacing(#""value":"#, #""paging":"idle","value":"#)
        case 6:
            return replacing(#""id":"#, #""expanded":false,"id":"#)
        case 7:
            return replacing(#""policy":"single""#, #""policy":{"atMost":1}"#)
        case 8:
            return replacing(#"},"id""#, #"},"stored":{},"id""#)
        case 9:
            text.removeLast()
            text += Array(#","accordion":null}"#.utf8)
        case 10:
            return replacing(#","id":"#, #","id":0"#)
        default:
            text = Array(text.prefix(random.int(below: text.count)))
        }
        return text
    }

    /// Children nested as deep as the coders allow, in an accordion row and in `openedBy`: the
    /// direct path gives up where the general one throws, and writes and reads what it accepts.
    @Test func childrenAtTheCodersLimitsAgreeWithTheGeneralPath() throws {
        for depth in 503...510 {
            let route = NestedRoute(depth: depth)
            let accordion = try Accordion(nodes: [AccordionNode(id: 1, value: NestedRoute(depth: 1), children: [
                AccordionNode(id: 2, value: route, destination: RowDestination(route)),
            ])])
            let list = try SplitState(primary: [
                NewChild(NestedRoute(depth: 1), preferring: .primary, content: .accordion(accordion)),
            ], policy: .detailOnTop)
            var navigator = SplitNavigator(state: list)
            let listID = try #require(navigator.state.children.first?.id)
            _ = try? navigator.send(.select(route, in: listID, showing: [NewChild(NestedRoute(depth: 2), preferring: .detail)]))
            for state in [list, navigator.state] {
                let general = Result { () throws(NavigationError) in try encodeJSON(state) }.map { Array($0) }
                let direct = Result { () throws(NavigationError) in try state.jsonBytes(memo: nil) }
                // The memo that wrote the state reads the text below too: for the text it wrote,
                // through the bytes it remembers in place, held to the reader's depth limit.
                let writer = ChildJSONMemo<NestedRoute>()
                let memoized = Result { () throws(NavigationError) in try state.jsonBytes(memo: writer) }
                #expect(direct == general, "route nested \(depth) deep")
                #expect(memoized == general, "route nested \(depth) deep, through a memo")
                for child in state.children {
                    var coder = CanonicalChildJSON<NestedRoute>()
                    let generalChild = try? JSONCoder.bytes(of: child)
                    let encoded = coder.encode(child)
                    #expect(encoded == nil || encoded?.bytes == generalChild, "child nested \(depth) deep")
                }
                // Reading: the general encoder's text with one and two more levels in each route.
                guard case .success(let bytes) = general else { continue }
                for text in [bytes, Self.nestingDeeper(bytes), Self.nestingDeeper(Self.nestingDeeper(bytes))] {
                    let read = Result { () throws(NavigationError) in try SplitState<NestedRoute>(json: Data(text)) }
                    let readMemo = Result { () throws(NavigationError) in try SplitState<NestedRoute>(jsonBytes: text, memo: ChildJSONMemo()) }
                    let readWriter = Result { () throws(NavigationError) in try SplitState<NestedRoute>(jsonBytes: text, memo: writer) }
                    let generalRead = Result { () throws(NavigationError) in try decodeJSON(SplitState<NestedRoute>.self, from: Data(text)) }
                    #expect(read == generalRead, "text nested \(depth) deep")
                    #expect(readMemo == generalRead, "text nested \(depth) deep, through a memo")
                    #expect(readWriter == generalRead, "text nested \(depth) deep, through the memo that wrote it")
                }
            }
        }
    }

    /// `bytes` with every `[]` (the innermost array of a nested route) one level deeper.
    static func nestingDeeper(_ bytes: [UInt8]) -> [UInt8] {
        Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "[]", with: "[[]]").utf8)
    }

    /// The route cache reads a route written just before by comparing the bytes at its place
    /// with the ones it wrote there: a route that only begins with them (a longer number), or
    /// differs, is still read for its own bytes, as a coder that wrote nothing reads it.
    @Test func aRouteReadRightAfterAnotherWasWrittenReadsAsItsOwnBytes() throws {
        var coder = CanonicalChildJSON<Int>()
        let child = Child(id: ChildID(1), route: 12, preferredColumn: .primary)
        for (spelled, expected) in [("12", 12), ("123", 123), ("13", 13), ("1", 1), ("-12", -12), ("12.5", nil), ("12e0", nil)] as [(String, Int?)] {
            let written = coder.encode(child)
            let bytes = try #require(written).bytes
            let text = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: #""route":12"#, with: #""route":\#(spelled)"#).utf8)
            var fresh = CanonicalChildJSON<Int>()
            let read = coder.decode(text)
            #expect(read == fresh.decode(text), "\(String(decoding: text, as: UTF8.self))")
            if let expected { #expect(read == Child(id: ChildID(1), route: expected, preferredColumn: .primary), "\(spelled)") }
        }
    }

    /// An enum case is read by its exact spelling, and nothing else is: not a prefix, a longer
    /// name, another case's name, a spelling with an escape, or text that is not a string.
    @Test func enumCasesReadByTheirExactSpellingOnly() {
        func read<T: CanonicalJSONCase>(_ text: String, as type: T.Type) -> (T?, Int) {
            var reader = CanonicalJSONReader(Array(text.utf8))
            return (reader.enumCase(type), reader.index)
        }
        for column in Column.allCases {
            let (value, index) = read("\"\(column.rawValue)\"}", as: Column.self)
            #expect(value == column)
            #expect(index == column.rawValue.utf8.count + 2)
        }
        for policy in CollapsePolicy.allCases {
            #expect(read("\"\(policy.rawValue)\"", as: CollapsePolicy.self).0 == policy)
        }
        for text in [#""prim""#, #""primaryX""#, #""Primary""#, #""pr\u0069mary""#, #""primary"#, "primary", #""""#, ""] {
            let (value, index) = read(text, as: Column.self)
            #expect(value == nil, "\(text)")
            #expect(index == 0, "\(text): read nothing")
        }
    }

    /// A case whose raw value JSON would escape is left out of the spellings: text naming it,
    /// or text that matches it byte for byte but means another string (`"a\b"` is `a`, a
    /// backspace), goes to the general decoder.
    @Test func caseSpellingsThatNeedEscapesAreLeftToTheGeneralDecoder() {
        func read(_ text: String) -> EscapedCase? {
            var reader = CanonicalJSONReader(Array(text.utf8))
            return reader.enumCase(EscapedCase.self)
        }
        #expect(read(#""plain""#) == .plain)
        #expect(read(#""a\b""#) == nil)
        #expect(read(#""a\"b""#) == nil)
        #expect(read("\"a\u{08}b\"") == nil)
    }

    /// The enum cases the direct writer writes as they are need no escape.
    @Test func enumCasesNeedNoEscape() {
        let cases = Column.allCases.map(\.rawValue) + Layout.allCases.map(\.rawValue) + Width.allCases.map(\.rawValue)
            + CollapsePolicy.allCases.map(\.rawValue) + ColumnVisibility.allCases.map(\.rawValue)
            + MediumWidthPolicy.allCases.map(\.rawValue) + ModalStyle.allCases.map(\.rawValue)
            + AccordionPaging.allCases.map(\.rawValue)
        for text in cases {
            #expect(text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }, "\(text)")
        }
    }
}

/// A route with a payload of each kind, including strings that need escapes.
enum LetterRoute: Hashable, Codable, Sendable {
    case inbox
    case message(Int)
    case search(String)
}

/// A route that encodes as arrays nested `depth` deep.
struct NestedRoute: Hashable, Codable, Sendable {
    var depth: Int

    init(depth: Int) {
        self.depth = depth
    }

    init(from decoder: any Decoder) throws {
        var depth = 0
        var container = try decoder.unkeyedContainer()
        depth = 1
        while !container.isAtEnd {
            container = try container.nestedUnkeyedContainer()
            depth += 1
        }
        self.depth = depth
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for _ in 1..<depth {
            container = container.nestedUnkeyedContainer()
        }
    }
}

/// An enum with raw values JSON escapes, for the case spellings' filter.
enum EscapedCase: String, CanonicalJSONCase {
    case plain
    case backslash = "a\\b"
    case quote = "a\"b"
    case control = "a\u{08}b"

    static let canonicalSpellings = CanonicalJSONCaseSpellings(of: EscapedCase.self)
}
