/// Bytes as a dictionary key, for the memos that look children and routes up by the JSON they
/// were read from (``ChildJSONMemo``, ``CanonicalRouteCache``).
///
/// A key is hashed and compared eight bytes at a time. It was hashed by SipHash over its bytes
/// and compared byte by byte; an accordion child's JSON runs to kilobytes and is looked up once
/// for every state that holds it, so the two passes over it were most of what reading an
/// unchanged child cost. Every byte still takes part in both: two keys are equal only when
/// their bytes are.
///
/// The fold of the bytes into one word is taken once, when the key is made: a key made to look
/// a child up and then to remember it is hashed twice, and a dictionary that grows hashes every
/// key again. Keys whose folds differ are unequal without a look at their bytes.
struct JSONBytesKey: Hashable {
    let bytes: ArraySlice<UInt8>
    /// The bytes folded into one word (see ``fold(_:)``).
    private let folded: UInt64

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        folded = Self.fold(bytes)
    }

    static func == (lhs: JSONBytesKey, rhs: JSONBytesKey) -> Bool {
        lhs.folded == rhs.folded
            && lhs.bytes.withUnsafeBytes { left in rhs.bytes.withUnsafeBytes { right in sameBytes(left, right) } }
    }

    /// Whether the two hold the same bytes, compared eight at a time.
    static func sameBytes(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
        let count = left.count
        guard count == right.count else { return false }
        var offset = 0
        while offset + 8 <= count {
            if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        while offset < count {
            if left[offset] != right[offset] { return false }
            offset += 1
        }
        return true
    }

    /// Gives the hasher the length and the fold of the bytes.
    func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.count)
        hasher.combine(folded)
    }

    /// Folds the bytes into one word a word at a time, from a seed drawn once a process. The
    /// seed keeps keys made to collide in the fold from being written down in advance: the
    /// route cache reads documents it is handed.
    private static func fold(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { raw -> UInt64 in
            let count = raw.count
            var state = seed
            var offset = 0
            while offset + 8 <= count {
                state = mix(state, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                tail |= UInt64(raw[offset]) &<< shift
                shift += 8
                offset += 1
            }
            return mix(state, tail)
        }
    }

    /// Where every fold starts, random for each process.
    private static let seed = UInt64.random(in: .min ... .max)

    /// One step of the fold: an add, an odd multiply and a shifted xor, each one-to-one for a
    /// given word, so no word can wipe out what came before it.
    private static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let product = (state &+ word) &* 0x9E37_79B9_7F4A_7C15
        return product ^ (product &>> 29)
    }
}
