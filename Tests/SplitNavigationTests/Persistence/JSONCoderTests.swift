import Foundation
import SplitNavigation
import Testing

/// What the JSON coder writes and reads, spelled out: the differential tests check that it is
/// Foundation's behaviour, these say what that behaviour is.
@Suite("The JSON coder")
struct JSONCoderTests {
    static func json<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try JSONCoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONCoder.decode(type, from: Data(json.utf8))
    }

    @Test func keysAreSortedByTheirUTF8Bytes() throws {
        #expect(try Self.json(["b": 1, "a": 2, "é": 3, "z": 4, "Z": 5, "": 6]) == #"{"":6,"Z":5,"a":2,"b":1,"z":4,"é":3}"#)
    }

    @Test func aKeyEncodedTwiceKeepsItsLastValueAndEqualStringsAreOneKey() throws {
        let twice = SampleJSON.object([.init(key: "a", value: .signed(1)), .init(key: "b", value: .null), .init(key: "a", value: .signed(2))])
        #expect(try Self.json(twice) == #"{"a":2,"b":null}"#)
        // A composed and a decomposed é are one key, written as first encoded, with the last value.
        let spellings = SampleJSON.object([.init(key: "e\u{301}", value: .signed(1)), .init(key: "é", value: .signed(2))])
        #expect(try Self.json(spellings) == "{\"e\u{301}\":2}")
    }

    @Test func stringsEscapeQuotesBackslashesAndControlCharactersOnly() throws {
        #expect(try Self.json(["\"\\/\u{08}\u{0C}\n\r\t\u{00}\u{1F}\u{7F}é😀\u{2028}"]) == "[\"\\\"\\\\/\\b\\f\\n\\r\\t\\u0000\\u001f\u{7F}é😀\u{2028}\"]")
    }

    @Test func numbersAreWrittenAsFoundationWritesThem() throws {
        #expect(try Self.json([1.0, 0.1, -0.0, 1e16, 1e-7, 2.5e-10, 123456789]) == "[1,0.1,-0,1e+16,1e-07,2.5e-10,123456789]")
        #expect(try Self.json([Float(0.1), 16_777_216]) == "[0.1,16777216]")
        #expect(try Self.json([Int.min, 0, Int.max]) == "[-9223372036854775808,0,9223372036854775807]")
        #expect(try Self.json([UInt64.max]) == "[18446744073709551615]")
    }

    @Test func infinityAndNaNAreRefusedWithTheirPath() throws {
        let error = #expect(throws: EncodingError.self) { try Self.json(["ratio": [1, Double.infinity]]) }
        guard case .invalidValue(_, let context)? = error else { return }
        #expect(context.codingPath.map(\.stringValue) == ["ratio", "Index 1"])
        #expect(context.debugDescription == "Unable to encode Double.inf directly in JSON.")
    }

    @Test func aValueThatEncodesNothingIsAnEmptyObjectExceptAtTheTop() throws {
        #expect(try Self.json([NothingEncoded()]) == "[{}]")
        #expect(throws: EncodingError.self) { try Self.json(NothingEncoded()) }
    }

    @Test func readingTakesWhatJSONDecoderTakes() throws {
        #expect(try Self.decode([Int].self, " [1, 1.0, 1e2, -0, 2E+1,]\n") == [1, 1, 100, 0, 20])
        #expect(try Self.decode([String: Int].self, #"{"a":1,"a":2}"#) == ["a": 1])
        #expect(try Self.decode(String.self, #""\ud83d\ude00\u00e9\/""#) == "😀é/")
        #expect(try Self.decode([String: Int].self, "{\"e\u{301}\":1}")["é"] == 1)
    }

    @Test(arguments: ["[01]", "[1.5]", "[1e400]", "[1,2] x", #"["\ud800"]"#, #"["\q"]"#, "[\"\u{1}\"]", "[tru]", "", "[9223372036854775808]"])
    func readingRefusesWhatJSONDecoderRefuses(json: String) {
        let error = #expect(throws: DecodingError.self) { try Self.decode([Int].self, json) }
        if case .dataCorrupted(let context)? = error {
            #expect(context.debugDescription == "The given data was not valid JSON.")
            #expect(context.codingPath.isEmpty)
        } else if case .typeMismatch? = error {
            #expect(json.contains("\""), "only strings are the wrong type here")
        } else {
            Issue.record("unexpected \(String(describing: error))")
        }
    }

    @Test func aMalformedValueNoTypeReadsIsNoError() throws {
        // Like JSONDecoder, strings and numbers are read when a type asks for them.
        #expect(try Self.decode([String: Int].self, #"{"a":1}"#) == ["a": 1])
        struct OnlyA: Decodable, Equatable { var a: Int }
        #expect(try Self.decode(OnlyA.self, #"{"a":1,"b":01,"c":"\q"}"#) == OnlyA(a: 1))
    }

    @Test func errorsNameTheirPathAsTheLibrarysMessagesNeedIt() throws {
        let json = PersistenceTests.format2(2, "regular", "regular", #""nextID":2,"primary":[{"id":1,"route":3,"column":"primary"}],"detail":[]"#)
        let error = #expect(throws: NavigationError.self) { try SplitState<String>(json: Data(json.utf8)) }
        #expect(error?.code == .malformedInput)
        #expect(error?.message == "expected String at .primary[0].route: Expected to decode String but found number instead.")
        let missing = #expect(throws: NavigationError.self) { try SplitState<String>(json: Data(#"{"format":2}"#.utf8)) }
        #expect(missing?.message == #"missing key "policy""#)
        let notJSON = #expect(throws: NavigationError.self) { try SplitState<String>(json: Data("{".utf8)) }
        #expect(notJSON?.message == "The given data was not valid JSON.")
    }
}
