/// Reads JSON spelled exactly as the library writes it, and nothing else: no whitespace, keys
/// in the writer's order, integers in plain decimal, enum cases as strings without escapes.
///
/// It exists for speed, not for correctness: ``SplitState/init(json:)`` reads a saved state with
/// it first and, at anything it does not expect, gives up (answers `nil` or `false`) and reads
/// the text again with the general decoder, which then finds the same value or throws the
/// error `JSONDecoder` would. So the reader never has to explain a failure; it only has to be
/// sure of what it accepts. Values it does not interpret itself (a child, say) it skips over,
/// for a decoder to read on their own.
struct CanonicalJSONReader {
    let bytes: [UInt8]
    /// The next byte to read.
    private(set) var index: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = 0
    }

    /// Goes back to `position`, a place read before, to read what follows it another way.
    mutating func rewind(to position: Int) {
        index = position
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index == bytes.count }

    /// Reads `expected`, if the bytes that come next are exactly those; compares eight bytes
    /// at a time.
    mutating func read(exactly expected: [UInt8]) -> Bool {
        expected.withUnsafeBytes { read(exactly: $0) }
    }

    private mutating func read(exactly expected: UnsafeRawBufferPointer) -> Bool {
        let count = expected.count
        guard count <= bytes.count - index else { return false }
        let start = index
        let same = bytes.withUnsafeBytes { all in
            JSONBytesKey.sameBytes(UnsafeRawBufferPointer(rebasing: all[start..<start + count]), expected)
        }
        if same { index += count }
        return same
    }

    /// Reads `value`, the bytes of one whole JSON value, if they are next and the value next
    /// ends where they do: a number or a literal that only begins with them (`12` in `123`) is
    /// not read.
    mutating func read(value expected: [UInt8]) -> Bool {
        let start = index
        guard read(exactly: expected) else { return false }
        switch expected.last {
        case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: "\""):
            return true
        default:
            if index < bytes.count, !Self.endsScalar(bytes[index]) {
                index = start
                return false
            }
            return true
        }
    }

    /// Reads `byte`, if it is next.
    mutating func read(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Reads an object member's key and colon, `"name":`, after a comma unless it is the
    /// object's first member; reads nothing if the next member is not `name`.
    mutating func member(_ name: StaticString, first: Bool) -> Bool {
        // One bounds check, the punctuation by bytes and the name eight bytes at a time: objects
        // are read member by member, some fifteen a state.
        let count = name.utf8CodeUnitCount
        let comma = index, quote = first ? index : index + 1
        let end = quote + count + 3
        guard end <= bytes.count else { return false }
        let found = bytes.withUnsafeBytes { all in
            (first || all[comma] == UInt8(ascii: ",")) && all[quote] == UInt8(ascii: "\"")
                && all[end - 2] == UInt8(ascii: "\"") && all[end - 1] == UInt8(ascii: ":")
                && name.withUTF8Buffer { JSONBytesKey.sameBytes(UnsafeRawBufferPointer(rebasing: all[(quote + 1)..<(end - 2)]), UnsafeRawBufferPointer($0)) }
        }
        if found { index = end }
        return found
    }

    /// Reads `text`, a literal such as `true`, if it is next.
    mutating func read(literal text: StaticString) -> Bool {
        readBytes(of: text)
    }

    /// A Boolean, `true` or `false`.
    mutating func bool() -> Bool? {
        if readBytes(of: "true") { return true }
        if readBytes(of: "false") { return false }
        return nil
    }

    private mutating func readBytes(of text: StaticString) -> Bool {
        text.withUTF8Buffer { read(exactly: UnsafeRawBufferPointer($0)) }
    }

    /// An integer as the writer spells it: an optional minus, then `0` or digits without a
    /// leading zero, within `Int`'s range.
    mutating func int() -> Int? {
        let start = index
        let negative = read(UInt8(ascii: "-"))
        let digitsStart = index
        var magnitude: UInt64 = 0
        var overflow = false
        while index < bytes.count, let digit = Self.digit(bytes[index]) {
            let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(digit))
            overflow = overflow || o1 || o2
            magnitude = sum
            index += 1
        }
        let digits = index - digitsStart
        let limit = negative ? UInt64(Int.max) + 1 : UInt64(Int.max)
        guard digits >= 1, !overflow, magnitude <= limit, !(negative && magnitude == 0), !(digits > 1 && bytes[digitsStart] == UInt8(ascii: "0")),
              index == bytes.count || !Self.continuesNumber(bytes[index])
        else {
            index = start
            return nil
        }
        return negative ? Int(truncatingIfNeeded: 0 &- magnitude) : Int(magnitude)
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// Whether `byte` could carry on a number the writer never writes (a fraction, an exponent).
    private static func continuesNumber(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    /// A string of ASCII without escapes or control characters, as a case of `T`.
    mutating func enumCase<T: RawRepresentable>(_ type: T.Type) -> T? where T.RawValue == String {
        let start = index
        guard let text = plainString() else { return nil }
        guard let value = T(rawValue: String(decoding: bytes[text], as: UTF8.self)) else {
            index = start
            return nil
        }
        return value
    }

    /// ``enumCase(_:)`` for a type that keeps its cases' spellings: the text up to the next
    /// quote is matched against them in place (see ``CanonicalJSONCase``). It need not be
    /// checked for escapes or control characters first: a spelling has none, so text that
    /// holds one matches no case.
    mutating func enumCase<T: CanonicalJSONCase>(_ type: T.Type) -> T? {
        let spellings = T.canonicalSpellings
        let start = index
        let found: (value: T, end: Int)? = bytes.withUnsafeBytes { all in
            guard start < all.count, all[start] == UInt8(ascii: "\"") else { return nil }
            var quote = start + 1
            while quote < all.count, all[quote] != UInt8(ascii: "\"") { quote += 1 }
            guard quote < all.count,
                  let value = spellings.value(spelled: UnsafeRawBufferPointer(rebasing: all[(start + 1)..<quote]))
            else { return nil }
            return (value, quote + 1)
        }
        guard let found else { return nil }
        index = found.end
        return found.value
    }

    /// The bytes between the quotes of a string of printable ASCII without escapes, the quotes
    /// read; nil, and nothing read, for anything else.
    private mutating func plainString() -> Range<Int>? {
        let start = index
        guard read(UInt8(ascii: "\"")) else { return nil }
        let textStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else {
                index = start
                return nil
            }
            index += 1
        }
        guard index < bytes.count else {
            index = start
            return nil
        }
        index += 1
        return textStart..<(index - 1)
    }

    /// A string as the writer spells it: UTF-8, with exactly the escapes ``JSONStringEscaping``
    /// writes (`\"`, `\\`, the five short ones, `\u00XX` in lower-case hex for the other
    /// control characters) and no others, so that no two spellings read as one string.
    mutating func string() -> String? {
        let start = index
        guard read(UInt8(ascii: "\"")) else { return nil }
        let textStart = index
        var isASCII = true, hasEscapes = false
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                guard let length = Self.canonicalEscapeLength(bytes, at: index) else {
                    index = start
                    return nil
                }
                hasEscapes = true
                index += length
            } else {
                guard byte >= 0x20 else {
                    index = start
                    return nil
                }
                isASCII = isASCII && byte < 0x80
                index += 1
            }
        }
        guard index < bytes.count else {
            index = start
            return nil
        }
        let text = bytes[textStart..<index]
        index += 1
        if isASCII, !hasEscapes {
            return String(decoding: text, as: UTF8.self)
        }
        let unescaped = hasEscapes ? Self.unescaped(text) : Array(text)
        guard let string = String(validating: unescaped, as: UTF8.self) else {
            index = start
            return nil
        }
        return string
    }

    /// How long the escape at `position` is, if the writer writes it that way.
    private static func canonicalEscapeLength(_ bytes: [UInt8], at position: Int) -> Int? {
        guard position + 1 < bytes.count else { return nil }
        let letter = bytes[position + 1]
        if JSONStringEscaping.shortEscaped(letter) != nil { return 2 }
        guard letter == UInt8(ascii: "u"), position + 5 < bytes.count,
              bytes[position + 2] == UInt8(ascii: "0"), bytes[position + 3] == UInt8(ascii: "0"),
              let high = hexValue(bytes[position + 4]), let low = hexValue(bytes[position + 5])
        else { return nil }
        // Only control characters without a short escape are written as `\u00XX`.
        let byte = high << 4 | low
        guard byte < 0x20, ![0x08, 0x0C, 0x0A, 0x0D, 0x09].contains(byte) else { return nil }
        return 6
    }

    /// A hex digit's value, for the lower-case digits the writer writes.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// The bytes a string's text stands for, its escapes (checked canonical) replaced.
    private static func unescaped(_ text: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var position = text.startIndex
        while position < text.endIndex {
            let byte = text[position]
            guard byte == UInt8(ascii: "\\") else {
                result.append(byte)
                position += 1
                continue
            }
            let letter = text[position + 1]
            if let short = JSONStringEscaping.shortEscaped(letter) {
                result.append(short)
                position += 2
            } else {
                result.append((hexValue(text[position + 4]) ?? 0) << 4 | (hexValue(text[position + 5]) ?? 0))
                position += 6
            }
        }
        return result
    }

    /// The next byte, without reading it.
    var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Skips one JSON value of any kind, without checking more of it than where it ends: the
    /// caller decodes the bytes on their own, which checks them. Answers where the value is and
    /// how deeply it nests (0 for a string, 1 for a flat array), or `nil` if the text ends first.
    mutating func skipValue() -> (bytes: Range<Int>, depth: Int)? {
        let start = index
        var depth = 0, deepest = 0
        repeat {
            guard index < bytes.count else {
                index = start
                return nil
            }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > 0 else {
                    index = start
                    return nil
                }
                depth -= 1
                index += 1
            case UInt8(ascii: "\""):
                guard skipString() else {
                    index = start
                    return nil
                }
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                guard depth > 0 else {
                    index = start
                    return nil
                }
                index += 1
            default:
                // A number or a literal: at the top level it ends where its characters do.
                index += 1
                if depth == 0 {
                    while index < bytes.count, !Self.endsScalar(bytes[index]) { index += 1 }
                }
            }
        } while depth > 0
        return (start..<index, deepest)
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{")
            || byte == UInt8(ascii: "[")
    }

    /// Skips a string, its quotes included; an escape's second byte is never its end.
    private mutating func skipString() -> Bool {
        var position = index + 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                index = position + 1
                return true
            case UInt8(ascii: "\\"):
                position += 2
            default:
                position += 1
            }
        }
        return false
    }

    /// An array whose elements `element` reads, in order; `nil` if `element` gives up or the
    /// array is not spelled as the writer spells one.
    ///
    /// `capacity`: a hint, room reserved before the first element is read (not for an empty
    /// array) so that the array is not regrown as it fills; it neither limits nor checks how
    /// many elements there are.
    mutating func array<Element>(
        reservingCapacity capacity: Int = 0, _ element: (inout CanonicalJSONReader) throws -> Element?
    ) rethrows -> [Element]? {
        let start = index
        guard read(UInt8(ascii: "[")) else { return nil }
        var elements: [Element] = []
        if read(UInt8(ascii: "]")) { return elements }
        if capacity > 0 { elements.reserveCapacity(capacity) }
        repeat {
            guard let value = try element(&self) else {
                index = start
                return nil
            }
            elements.append(value)
        } while read(UInt8(ascii: ","))
        guard read(UInt8(ascii: "]")) else {
            index = start
            return nil
        }
        return elements
    }
}
