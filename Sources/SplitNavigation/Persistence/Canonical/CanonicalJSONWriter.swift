/// Writes JSON byte for byte as ``JSONWriter`` writes the same value, for types that know
/// their keys in sorted order and write them in that order themselves, without building a
/// ``JSONTree`` to sort.
///
/// Only what such a type needs: punctuation, keys and enum cases that need no escape (checked
/// by the tests for every case), strings escaped as ``JSONWriter`` escapes them, integers, and
/// bytes another encoder wrote.
struct CanonicalJSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Text with nothing to escape, such as `"columns":` or `null`.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Bytes another writer made, such as a child's JSON.
    mutating func append(contentsOf other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    /// An enum case as a JSON string: its raw value, which needs no escape.
    mutating func appendCase<T: RawRepresentable>(_ value: T) where T.RawValue == String {
        bytes.append(UInt8(ascii: "\""))
        // Through a buffer: appending the string's UTF-8 view walks it a byte at a time.
        var raw = value.rawValue
        raw.withUTF8 { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A string in quotes, escaped exactly as ``JSONWriter`` escapes one.
    mutating func appendString(_ text: String) {
        var text = text
        text.withUTF8 { JSONStringEscaping.appendQuoted($0, to: &bytes) }
    }

    /// An integer in decimal, as `JSONEncoder` writes one.
    mutating func appendInt(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }
}
