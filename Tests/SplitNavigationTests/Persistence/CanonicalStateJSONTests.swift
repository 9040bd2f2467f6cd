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

    /// The enum cases the direct writer writes as they are need no escape.
    @Test func enumCasesNeedNoEscape() {
        let cases = Column.allCases.map(\.rawValue) + Layout.allCases.map(\.rawValue) + Width.allCases.map(\.rawValue)
            + CollapsePolicy.allCases.map(\.rawValue) + ColumnVisibility.allCases.map(\.rawValue)
            + MediumWidthPolicy.allCases.map(\.rawValue) + ModalStyle.allCases.map(\.rawValue)
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
