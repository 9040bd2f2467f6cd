import SplitNavigationTesting

// JSON text near the edges of what `JSONDecoder` accepts: damaged encodings, and arrays and
// objects of tokens that are numbers, strings and words in every shape it takes or refuses.

extension SampleDrawer {
    /// Numbers in and out of JSON's grammar and the ranges of the standard types.
    static let numbers = [
        "0", "-0", "1", "-1", "01", "-01", "00", "1.0", "1.5", "-0.0", "0.5", "1e2", "1E2", "1e+2", "1e-2", "1.e2", "1.5e",
        ".5", "1.", "-", "--1", "1-2", "1e5e5", "1.2.3", "1e", "1E+", "0e5", "0.0000", "-0e-0", "100", "2.50",
        "127", "128", "-128", "-129", "255", "256", "-1.0", "65535", "2147483648", "4294967296",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "-9223372036854775808.0",
        "18446744073709551615", "18446744073709551616", "1.8446744073709552e19", "9007199254740993", "9007199254740993.5",
        "90071992547409930000000e-6", "1e18", "1e19", "1e20", "1e38", "1.7e38", "170141183460469231731687303715884105727",
        "1e308", "1e309", "-1e309", "1e-400", "4.9e-324", "2.4e-324", "3.4028235e38", "3.4028236e38", "1e-46",
        "123456789012345678901234567890", "0.1e1", "1e0000000000000000001",
    ]

    /// Strings: escapes good and bad, surrogates, Base64, URLs, dates' doubles.
    static let strings = [
        #""""#, #""a""#, #""\u00e9""#, #""\u00E9""#, #""\ud83d\ude00""#, #""\ud800""#, #""\udc00""#, #""\ud800\u0041""#,
        #""\ud800\""#, #""\u12G4""#, #""\q""#, #""\/""#, #""\b\f\n\r\t""#, "\"a\u{1}b\"", #""\u0000""#, #""\"""#,
        #""AQID""#, #""AQI""#, #""A=QI""#, #"" AQID""#, #""aGVsbG8=""#, #""aGVsbG8""#, #""====""#,
        #""https://a b""#, #""::""#, #""http://[::1]""#, #""é""#, #""e\u0301""#, "\"\u{2028}\"", #""😀""#,
    ]

    static let words = ["true", "false", "null", "[]", "{}", "[1,]", #"{"a":1,}"#, "tru", "nul", "falsey", "[", "{"]

    /// Whitespace JSON allows, and some it does not.
    static let spaces = ["", "", "", " ", "\n", "\t", "\r\n", "\u{0B}", "\u{A0}"]

    mutating func token() -> String {
        switch random.int(below: 10) {
        case 0...3: pick(Self.numbers)
        case 4...6: pick(Self.strings)
        case 7: pick(Self.words)
        default: String(int64() >> random.int(below: 64))
        }
    }

    /// `[token, token, …]`, now and then with a trailing comma or bad bytes.
    mutating func tokenArray() -> [UInt8] {
        let tokens = (0..<random.int(in: 0...4)).map { _ in pick(Self.spaces) + token() + pick(Self.spaces) }
        var text = "[" + tokens.joined(separator: ",") + (chance(5) ? "," : "") + "]"
        if chance(5) { text += pick([" ", "x", ",", "]"]) }
        return chance(5) ? damage(Array(text.utf8)) : Array(text.utf8)
    }

    /// `{"key": token, …}` with keys that repeat.
    mutating func tokenObject() -> [UInt8] {
        let members = (0..<random.int(in: 0...4)).map { _ in
            pick([#""a""#, #""1""#, #""-2""#, #""é""#, #""e\u0301""#, #""\u0061""#, #""line""#, #""dot""#, #""_0""#]) + ":" + token()
        }
        return Array(("{" + members.joined(separator: ",") + "}").utf8)
    }

    /// `bytes` with one thing done to them: cut short, a byte changed, added or repeated, a
    /// number or string swapped for an odd one, a value made null.
    mutating func damage(_ bytes: [UInt8]) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        var bytes = bytes
        let position = random.int(below: bytes.count)
        let odd: [UInt8] = [0x22, 0x5C, 0x2C, 0x5D, 0x7D, 0x3A, 0x30, 0x2D, 0x65, 0x2E, 0x20, 0x00, 0xFF, 0xC3, 0x6E, 0x74, 0x7B, 0x5B]
        switch random.int(below: 8) {
        case 0: bytes.removeSubrange(position...)
        case 1: bytes[position] = pick(odd)
        case 2: bytes.insert(pick(odd), at: position)
        case 3:
            let end = min(bytes.count, position + random.int(in: 1...12))
            bytes.insert(contentsOf: bytes[position..<end], at: position)
        case 4: replaceToken(in: &bytes, at: position, starting: { $0 == 0x2D || (0x30...0x39).contains($0) }, with: pick(Self.numbers))
        case 5: replaceToken(in: &bytes, at: position, starting: { $0 == 0x22 }, with: pick(Self.strings))
        case 6: replaceToken(in: &bytes, at: position, starting: { [0x22, 0x5B, 0x7B, 0x74, 0x66, 0x2D].contains($0) || (0x30...0x39).contains($0) }, with: "null")
        default: bytes.insert(contentsOf: Array(pick(Self.spaces).utf8), at: position)
        }
        return bytes
    }

    /// Replaces the scalar token at or after `position` that starts with a byte `starting`
    /// accepts (up to the next delimiter) with `text`.
    private func replaceToken(in bytes: inout [UInt8], at position: Int, starting: (UInt8) -> Bool, with text: String) {
        guard let start = bytes[position...].firstIndex(where: starting) else { return }
        var end = start + 1
        if bytes[start] == 0x22 {
            while end < bytes.count, bytes[end] != 0x22 || bytes[end - 1] == 0x5C { end += 1 }
            end = min(end + 1, bytes.count)
        } else {
            while end < bytes.count, ![0x2C, 0x5D, 0x7D, 0x3A].contains(bytes[end]) { end += 1 }
        }
        bytes.replaceSubrange(start..<end, with: Array(text.utf8))
    }
}
