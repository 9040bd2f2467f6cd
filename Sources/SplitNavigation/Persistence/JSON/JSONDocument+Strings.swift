// Reading strings as `JSONDecoder` reads them: the bytes must be UTF-8, control characters must
// be escaped, escapes are the eight of RFC 8259 and `\uXXXX`, and a high surrogate must be
// followed by an escaped low one. `\u0000` is allowed.

extension JSONDocument {
    /// The text of a string node (the caller has checked that it is one).
    func string(at node: Int) throws(JSONSyntaxError) -> String {
        let value = nodes[node]
        return try bytes.withUnsafeBufferPointer { bytes throws(JSONSyntaxError) in
            let text = UnsafeBufferPointer(rebasing: bytes[value.start..<value.start + value.count])
            switch value.kind {
            case .asciiString:
                return String(decoding: text, as: UTF8.self)
            case .utf8String:
                return try Self.validated(text)
            default:
                return try Self.unescaped(text)
            }
        }
    }

    /// Whether a string node holds exactly the UTF-8 `text`, which is ASCII.
    ///
    /// Only for strings without escapes: for those, equal bytes are equal strings.
    func asciiString(at node: Int, equals text: UnsafeBufferPointer<UInt8>) -> Bool {
        let value = nodes[node]
        guard value.count == text.count else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            var offset = 0
            while offset < text.count {
                if bytes[value.start + offset] != text[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    private static func validated(_ text: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> String {
        guard let string = String(validating: text, as: UTF8.self) else {
            throw JSONSyntaxError(description: "a string is not UTF-8")
        }
        return string
    }

    private static func unescaped(_ text: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> String {
        var result = ""
        var runStart = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\\") {
                result += try validated(UnsafeBufferPointer(rebasing: text[runStart..<index]))
                index = try unescape(text, after: index + 1, into: &result)
                runStart = index
            } else if byte < 0x20 {
                throw JSONSyntaxError(description: "unescaped control character \(byte) in a string")
            } else {
                index += 1
            }
        }
        result += try validated(UnsafeBufferPointer(rebasing: text[runStart..<text.count]))
        return result
    }

    /// Appends the character escaped at `index` (just past the backslash) and returns the index
    /// after the escape. The scanner made sure that a character follows every backslash, and
    /// four follow every `\u`.
    private static func unescape(_ text: UnsafeBufferPointer<UInt8>, after index: Int, into result: inout String) throws(JSONSyntaxError) -> Int {
        switch text[index] {
        case UInt8(ascii: "\""): result.append("\"")
        case UInt8(ascii: "\\"): result.append("\\")
        case UInt8(ascii: "/"): result.append("/")
        case UInt8(ascii: "b"): result.append("\u{08}")
        case UInt8(ascii: "f"): result.append("\u{0C}")
        case UInt8(ascii: "n"): result.append("\n")
        case UInt8(ascii: "r"): result.append("\r")
        case UInt8(ascii: "t"): result.append("\t")
        case UInt8(ascii: "u"):
            let unit = try hexUnit(text, at: index + 1)
            if UTF16.isLeadSurrogate(unit) {
                let low = index + 5
                guard low + 1 < text.count, text[low] == UInt8(ascii: "\\"), text[low + 1] == UInt8(ascii: "u") else {
                    throw JSONSyntaxError(description: "a high surrogate without a low one")
                }
                let trail = try hexUnit(text, at: low + 2)
                guard UTF16.isTrailSurrogate(trail) else { throw JSONSyntaxError(description: "a high surrogate without a low one") }
                result.unicodeScalars.append(UTF16.decode(UTF16.EncodedScalar([unit, trail])))
                return low + 6
            }
            guard let scalar = Unicode.Scalar(unit) else { throw JSONSyntaxError(description: "a low surrogate alone") }
            result.unicodeScalars.append(scalar)
            return index + 5
        default:
            throw JSONSyntaxError(description: "unknown escape \\\(Character(Unicode.Scalar(text[index])))")
        }
        return index + 1
    }

    /// The four hex digits at `index` as a UTF-16 code unit.
    private static func hexUnit(_ text: UnsafeBufferPointer<UInt8>, at index: Int) throws(JSONSyntaxError) -> UInt16 {
        guard index + 4 <= text.count else { throw JSONSyntaxError(description: "a \\u escape cut short") }
        var unit: UInt16 = 0
        for byte in text[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw JSONSyntaxError(description: "\\u followed by something other than four hex digits")
            }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }
}
