/// Scans JSON text into a ``JSONDocument``, accepting exactly the structure `JSONDecoder`
/// accepts: RFC 8259 with a trailing comma allowed in arrays and objects, any top-level value,
/// and containers nested at most 512 deep (deeper input is refused, so that hostile text
/// cannot overflow the stack of the scanner or of the types decoding it).
///
/// Like `JSONDecoder`'s scanner it checks a string only for its closing quote and the shape of
/// `\u` escapes, and a number only for its characters; ``JSONDocument`` reads them.
struct JSONScanner {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index: Int
    private var depth = 0
    private var nodes: [JSONDocument.Node] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
        self.bytes = bytes
        index = start
        nodes.reserveCapacity(bytes.count / 8)
    }

    /// The document `bytes` hold from `start` (past a byte order mark, say).
    static func scan(_ bytes: [UInt8], from start: Int = 0) throws(JSONSyntaxError) -> JSONDocument {
        let nodes = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var scanner = JSONScanner(buffer, from: start)
            try scanner.scanValue()
            while scanner.index < buffer.count {
                guard Self.isWhitespace(buffer[scanner.index]) else { throw scanner.unexpected("after the top-level value") }
                scanner.index += 1
            }
            scanner.nodes.append(JSONDocument.Node(kind: .null, start: 0, count: 0))
            return scanner.nodes
        }
        return JSONDocument(bytes: bytes, nodes: nodes)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Skips whitespace and returns the byte after it, not consuming it.
    private mutating func peekPastWhitespace() throws(JSONSyntaxError) -> UInt8 {
        var position = index
        while position < bytes.count {
            let byte = bytes[position]
            // Only the four whitespace characters are at or below the space.
            guard byte <= 0x20, Self.isWhitespace(byte) else {
                index = position
                return byte
            }
            position += 1
        }
        index = position
        throw JSONSyntaxError(description: "unexpected end of input")
    }

    private func unexpected(_ context: String) -> JSONSyntaxError {
        JSONSyntaxError(description: "unexpected character \(bytes[index]) \(context) at offset \(index)")
    }

    private mutating func scanValue() throws(JSONSyntaxError) {
        switch try peekPastWhitespace() {
        case UInt8(ascii: "\""): try scanString()
        case UInt8(ascii: "{"): try scanObject()
        case UInt8(ascii: "["): try scanArray()
        case UInt8(ascii: "t"): try scanWord("true", .true)
        case UInt8(ascii: "f"): try scanWord("false", .false)
        case UInt8(ascii: "n"): try scanWord("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): scanNumber()
        default: throw unexpected("where a value begins")
        }
    }

    private mutating func scanWord(_ word: StaticString, _ kind: JSONDocument.Kind) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { throw JSONSyntaxError(description: "unexpected end of input in \(word)") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            index += offset
            throw unexpected("in \(word)")
        }
        nodes.append(JSONDocument.Node(kind: kind, start: index, count: count))
        index += count
    }

    private mutating func scanNumber() {
        let start = index
        var kind = JSONDocument.Kind.number
        index += 1
        // Any run of these is taken; what is not a number is found when one is read.
        scan: while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"): break
            case UInt8(ascii: "e"), UInt8(ascii: "E"): kind = .exponentNumber
            default: break scan
            }
            index += 1
        }
        nodes.append(JSONDocument.Node(kind: kind, start: start, count: index - start))
    }

    private mutating func scanString() throws(JSONSyntaxError) {
        let start = index + 1
        var position = start
        var kind = JSONDocument.Kind.asciiString
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                nodes.append(JSONDocument.Node(kind: kind, start: start, count: position - start))
                index = position + 1
                return
            }
            if byte == UInt8(ascii: "\\") {
                kind = .escapedString
                position += 1
                guard position < bytes.count else { break }
                let escaped = bytes[position]
                position += 1
                if escaped == UInt8(ascii: "u") {
                    // Four characters must follow, none of them a quote; whether they are hex
                    // digits is checked when the string is read.
                    guard bytes.count - position >= 4 else { break }
                    for offset in 0..<4 where bytes[position + offset] == UInt8(ascii: "\"") {
                        index = position + offset
                        throw unexpected("in a \\u escape")
                    }
                    position += 4
                }
                continue
            }
            if byte < 0x20 {
                kind = .escapedString
            } else if byte >= 0x80, kind == .asciiString {
                kind = .utf8String
            }
            position += 1
        }
        index = position
        throw JSONSyntaxError(description: "unexpected end of input in a string")
    }

    private mutating func enter() throws(JSONSyntaxError) {
        guard depth < Self.maximumDepth else {
            throw JSONSyntaxError(description: "containers nested more than \(Self.maximumDepth) deep at offset \(index)")
        }
        depth += 1
    }

    private mutating func scanArray() throws(JSONSyntaxError) {
        try scanContainer(.array, closing: UInt8(ascii: "]")) { scanner throws(JSONSyntaxError) in
            try scanner.scanValue()
        }
    }

    private mutating func scanObject() throws(JSONSyntaxError) {
        try scanContainer(.object, closing: UInt8(ascii: "}")) { scanner throws(JSONSyntaxError) in
            guard try scanner.peekPastWhitespace() == UInt8(ascii: "\"") else { throw scanner.unexpected("where a key begins") }
            try scanner.scanString()
            guard try scanner.peekPastWhitespace() == UInt8(ascii: ":") else { throw scanner.unexpected("after a key") }
            scanner.index += 1
            try scanner.scanValue()
        }
    }

    /// Scans an array or an object, at its opening bracket: its elements (members), each read by
    /// `scanElement`, separated by commas, a comma allowed before the closing bracket.
    private mutating func scanContainer(
        _ kind: JSONDocument.Kind, closing: UInt8, _ scanElement: (inout JSONScanner) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        index += 1
        try enter()
        defer { depth -= 1 }
        let container = nodes.count
        nodes.append(JSONDocument.Node(kind: kind, start: 0, count: 0))
        var count = 0
        var closed = try peekPastWhitespace() == closing
        while !closed {
            try scanElement(&self)
            count += 1
            switch try peekPastWhitespace() {
            case closing:
                closed = true
            case UInt8(ascii: ","):
                index += 1
                closed = try peekPastWhitespace() == closing
            default:
                throw unexpected(kind == .array ? "in an array" : "in an object")
            }
        }
        index += 1
        nodes[container].start = nodes.count
        nodes[container].count = count
    }
}
