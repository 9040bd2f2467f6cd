/// Writes JSON byte for byte as ``JSONWriter`` writes the same value, for types that know
/// their keys in sorted order and write them in that order themselves, without building a
/// ``JSONTree`` to sort.
///
/// Only what such a type needs: punctuation, keys and enum cases that need no escape (checked
/// by the tests for every case), strings escaped as ``JSONWriter`` escapes them, integers, and
/// bytes another encoder wrote.
///
/// The text is written into memory the writer owns and copied into an array once, at
/// ``finish()``: appending to an array costs about a hundred instructions however short the
/// text (`Array.append(contentsOf:)` checks uniqueness and capacity and copies through a
/// generic path), and a state's JSON is some sixty short appends. Not copyable, so that the
/// memory has one owner, which frees it.
struct CanonicalJSONWriter: ~Copyable {
    /// The written bytes, `start[..<count]`, then room for `capacity - count` more.
    private var start: UnsafeMutablePointer<UInt8>
    /// How many bytes `start` has room for.
    private var capacity: Int
    /// How many bytes have been written.
    private(set) var count = 0

    /// A writer with room for `capacity` bytes (at least 16) before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The bytes written.
    consuming func finish() -> [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        start[count] = byte
        count += 1
    }

    /// Text with nothing to escape, such as `"columns":` or `null`. Inlined, so that a key's
    /// copy is one of known length.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    /// Bytes another writer made, such as a child's JSON.
    mutating func append(contentsOf other: [UInt8]) {
        other.withUnsafeBytes { append($0) }
    }

    /// An enum case as a JSON string: its raw value, which needs no escape.
    mutating func appendCase<T: RawRepresentable>(_ value: T) where T.RawValue == String {
        append(UInt8(ascii: "\""))
        // Through a buffer: appending the string's UTF-8 view walks it a byte at a time.
        var raw = value.rawValue
        raw.withUTF8 { append(UnsafeRawBufferPointer($0)) }
        append(UInt8(ascii: "\""))
    }

    /// A string in quotes, escaped exactly as ``JSONWriter`` escapes one.
    mutating func appendString(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            if utf8.contains(where: JSONStringEscaping.needsEscape) {
                var escaped: [UInt8] = []
                JSONStringEscaping.appendQuoted(utf8, to: &escaped)
                append(contentsOf: escaped)
            } else {
                append(UInt8(ascii: "\""))
                append(UnsafeRawBufferPointer(utf8))
                append(UInt8(ascii: "\""))
            }
        }
    }

    /// An integer in decimal, as `JSONEncoder` writes one.
    mutating func appendInt(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var length = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - length] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                length += 1
            } while magnitude > 0
            append(UnsafeRawBufferPointer(rebasing: buffer[(20 - length)...]))
        }
    }

    /// Copies `raw` after what is written.
    @inline(__always)
    private mutating func append(_ raw: UnsafeRawBufferPointer) {
        let length = raw.count
        if capacity - count < length { grow(toHold: length) }
        if let base = raw.baseAddress {
            UnsafeMutableRawPointer(start + count).copyMemory(from: base, byteCount: length)
        }
        count += length
    }

    /// Makes room for `length` more bytes, at least doubling it.
    @inline(never)
    private mutating func grow(toHold length: Int) {
        let size = max(2 * capacity, count + length)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        larger.moveInitialize(from: start, count: count)
        start.deallocate()
        start = larger
        capacity = size
    }
}
