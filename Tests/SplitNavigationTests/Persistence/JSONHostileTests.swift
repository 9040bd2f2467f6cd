import Foundation
import SplitNavigation
import Testing

/// Input made to hurt a parser: nesting deep enough to overflow a recursive one, text cut
/// anywhere, bytes that are not UTF-8, numbers of thousands of digits. The coder must throw,
/// never crash, and throw what Foundation throws.
@Suite("The JSON coder on hostile input")
struct JSONHostileTests {
    static func expectSame<T: Codable>(_ type: T.Type, _ bytes: [UInt8], _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        JSONDifferentialTests.expectSameDecoding(type, bytes, context, sourceLocation: sourceLocation)
    }

    @Test func deepNestingIsRefusedPast512() throws {
        for depth in [511, 512, 513, 100_000] {
            let arrays = Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
            Self.expectSame(SampleJSON.self, arrays, "\(depth) arrays")
            let objects = Array((String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)).utf8)
            Self.expectSame(SampleJSON.self, objects, "\(depth) objects")
        }
        // Unclosed, as an attacker would send them.
        #expect(throws: DecodingError.self) { try JSONCoder.decode(SampleJSON.self, from: Data(String(repeating: "[", count: 1_000_000).utf8)) }
        #expect(throws: DecodingError.self) { try JSONCoder.decode([Int].self, from: Data(String(repeating: #"{"a":["#, count: 100_000).utf8)) }
    }

    @Test func everyCutOfASavedStateThrowsWhatFoundationThrows() throws {
        let navigator = try makeThreeColumns(primary: ["Mailboxes", "Inbox"], supplementary: ["Thread"], detail: ["Message é \"1\""])
        let json = Array(try navigator.state.jsonData())
        for end in 0..<json.count {
            Self.expectSame(SplitState<String>.self, Array(json[..<end]), "cut at \(end)")
        }
    }

    @Test(arguments: [
        [0xFF], [0x22, 0xFF, 0x22], [0x5B, 0x22, 0xC3, 0x22, 0x5D], [0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D],
        [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], [0x5B, 0x22, 0xF5, 0x80, 0x80, 0x80, 0x22, 0x5D],
        [0x7B, 0x22, 0xFE, 0x22, 0x3A, 0x31, 0x7D], [0x5B, 0x22, 0x5C, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0x61, 0x00, 0x22, 0x5D],
        [0xEF, 0xBB, 0xBF, 0x5B, 0x31, 0x5D], [0xEF, 0xBB, 0x5B, 0x31, 0x5D], [], [0x20, 0x0A], [0x5B, 0x5D, 0x00],
    ] as [[UInt8]])
    func bytesThatAreNotUTF8(_ bytes: [UInt8]) {
        Self.expectSame([String].self, bytes, "bytes")
        Self.expectSame(SampleJSON.self, bytes, "bytes")
        Self.expectSame([String: Int].self, bytes, "bytes")
    }

    @Test func textInUTF16AndUTF32IsReadAsFoundationReadsIt() {
        let text = #"{"a":[1,"é"]}"#
        for encoding in [String.Encoding.utf16, .utf16BigEndian, .utf16LittleEndian, .utf32, .utf32BigEndian, .utf32LittleEndian] {
            guard let data = text.data(using: encoding) else { continue }
            Self.expectSame(SampleJSON.self, Array(data), "\(encoding)")
        }
        Self.expectSame(Int.self, [0x00, 0x37], "a UTF-16 digit")
    }

    @Test func hugeNumbersThrowOrRound() {
        let digits = String(repeating: "9", count: 10_000)
        for text in [digits, "-" + digits, "0." + digits, "1e" + digits, "1e-" + digits, String(repeating: "-", count: 1000), digits + ".5e-9999"] {
            let array = Array("[\(text)]".utf8)
            Self.expectSame([Int].self, array, "\(text.prefix(20))…")
            Self.expectSame([Double].self, array, "\(text.prefix(20))…")
            Self.expectSame([Decimal].self, array, "\(text.prefix(20))…")
            Self.expectSame([SampleJSON].self, array, "\(text.prefix(20))…")
        }
    }

    @Test func aDecodedStateFromHostileTextIsStillValidated() throws {
        // Well-formed JSON, but a state that breaks an invariant: the state's own checks run.
        let json = #"{"format":1,"layout":"regular","policy":"detailOnTop","detailOnly":false,"nextID":3,"primary":[],"detail":[],}"#
        let error = #expect(throws: NavigationError.self) { try SplitState<String>(json: Data(json.utf8)) }
        #expect(error?.code == .invalidState)
    }
}
