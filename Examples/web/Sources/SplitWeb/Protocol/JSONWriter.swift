/// Writes the session's answers as JSON text, straight into bytes: the same text as
/// `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]` gives for the answers' `Encodable`
/// form (a test compares the two on every kind of answer), at a fraction of its cost, which on a
/// busy server is most of a navigation step's time. Each answer type writes its fields in
/// sorted order, leaving out the ones that are `nil`, as `encodeIfPresent` does.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Whether the next value or key follows another one in the same object or array.
    private var needsComma = false

    init() {
        bytes.reserveCapacity(1024)
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func object(_ fields: (inout JSONWriter) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
        fields(&self)
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func array<Elements: Sequence>(_ elements: Elements) where Elements.Element: JSONWritable {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
        for element in elements {
            element.write(to: &self)
        }
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// A field of the object being written, left out when `value` is `nil`.
    mutating func field<Value: JSONWritable>(_ key: StaticString, _ value: Value?) {
        guard let value else { return }
        separate()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
        value.write(to: &self)
    }

    mutating func string(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            for (index, byte) in utf8.enumerated() where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                bytes.append(contentsOf: utf8[start..<index])
                escape(byte)
                start = index + 1
            }
            bytes.append(contentsOf: utf8[start...])
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    mutating func integer(_ value: Int) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
        needsComma = true
    }

    mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    /// JSON's short escapes where it has one, `\u00XX` for the other control characters.
    private mutating func escape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: Array("u00".utf8))
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0x0F)])
        }
    }
}

/// A value the session writes into an answer.
protocol JSONWritable {
    func write(to json: inout JSONWriter)
}

extension String: JSONWritable {
    func write(to json: inout JSONWriter) { json.string(self) }
}

extension Int: JSONWritable {
    func write(to json: inout JSONWriter) { json.integer(self) }
}

extension Bool: JSONWritable {
    func write(to json: inout JSONWriter) { json.bool(self) }
}

extension Array: JSONWritable where Element: JSONWritable {
    func write(to json: inout JSONWriter) { json.array(self) }
}

extension Dictionary: JSONWritable where Key == String, Value: JSONWritable {
    /// Keys in sorted order, as `.sortedKeys` writes them.
    func write(to json: inout JSONWriter) {
        json.object { json in
            for key in keys.sorted() {
                json.field(key, self[key])
            }
        }
    }
}

extension JSONWriter {
    /// A field whose key is not known at compile time (a dictionary's).
    fileprivate mutating func field<Value: JSONWritable>(_ key: String, _ value: Value?) {
        guard let value else { return }
        string(key)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
        value.write(to: &self)
    }
}
