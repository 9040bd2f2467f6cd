/// Writes a ``JSONTree`` as UTF-8, byte for byte as `JSONEncoder` writes the same value with the
/// output formatting `[.sortedKeys, .withoutEscapingSlashes]`:
///
/// - no whitespace; keys sorted by their UTF-8 bytes, swift-foundation's order (Apple's
///   Foundation sorts the same way, except for apps linked against SDKs old enough to get its
///   earlier order: `NSString`'s numeric, case-insensitive comparison);
/// - a key given twice keeps its last value, and keys that are the same `String` though spelled
///   with different bytes (`"é"` composed and decomposed) are one key, written with the first
///   spelling, as they are in a Swift dictionary;
/// - strings escape `"`, `\` and the control characters (`\b`, `\f`, `\n`, `\r`, `\t`, else
///   `\u00XX` in lower-case hex) and nothing else;
/// - a value that encoded nothing is `{}`.
///
/// Containers nested 512 deep are refused, as `JSONEncoder` refuses them.
struct JSONWriter {
    /// Thrown for containers nested ``maximumDepth`` deep.
    struct TooDeep: Error {}

    /// The deepest nesting `JSONEncoder` writes is one less than this.
    static let maximumDepth = 512

    private(set) var output: [UInt8] = []
    /// The members of the objects being written, innermost last: one buffer for every object.
    private var members: [Member] = []

    /// An object member as written: the node whose key is written and the node whose value is.
    /// They differ only when keys that are equal strings but different bytes were merged.
    private struct Member {
        var key: Int
        var value: Int
    }

    /// The tree's root as JSON.
    static func write(_ tree: JSONTree) throws(TooDeep) -> [UInt8] {
        var writer = JSONWriter()
        writer.output.reserveCapacity(tree.bytes.count + 4 * tree.nodes.count)
        writer.members.reserveCapacity(64)
        try writer.write(tree, 0, depth: 0)
        return writer.output
    }

    private mutating func write(_ tree: JSONTree, _ index: Int, depth: Int) throws(TooDeep) {
        let node = tree[index]
        switch node.kind {
        case .null: append("null")
        case .true: append("true")
        case .false: append("false")
        case .signed: appendDecimal(node.integer)
        case .unsigned: appendDecimal(UInt64(bitPattern: node.integer), negative: false)
        case .number: output.append(contentsOf: tree.bytes[node.start..<node.start + node.length])
        case .string: appendString(tree.bytes, from: node.start, count: node.length)
        case .array:
            guard depth + 1 < Self.maximumDepth else { throw TooDeep() }
            output.append(UInt8(ascii: "["))
            var child = node.start
            while child >= 0 {
                if child != node.start { output.append(UInt8(ascii: ",")) }
                try write(tree, child, depth: depth + 1)
                child = tree[child].next
            }
            output.append(UInt8(ascii: "]"))
        case .object, .unset:
            guard depth + 1 < Self.maximumDepth else { throw TooDeep() }
            try writeObject(tree, node, depth: depth + 1)
        }
    }

    private mutating func writeObject(_ tree: JSONTree, _ node: JSONTree.Node, depth: Int) throws(TooDeep) {
        let base = members.count
        var child = node.start
        while child >= 0 {
            members.append(Member(key: child, value: child))
            child = tree[child].next
        }
        if members.count - base > 1 {
            orderMembers(tree, from: base)
        }
        output.append(UInt8(ascii: "{"))
        var position = base
        while position < members.count {
            let member = members[position]
            if position != base { output.append(UInt8(ascii: ",")) }
            let key = tree[member.key]
            appendString(tree.bytes, from: key.keyStart, count: key.keyCount)
            output.append(UInt8(ascii: ":"))
            try write(tree, member.value, depth: depth)
            position += 1
        }
        output.append(UInt8(ascii: "}"))
        while members.count > base { members.removeLast() }
    }

    // MARK: Keys

    /// Sorts `members[base...]` by key, and keeps one member a key: the first spelling and the
    /// last value.
    private mutating func orderMembers(_ tree: JSONTree, from base: Int) {
        tree.bytes.withUnsafeBufferPointer { bytes in
            // Ties keep the order of encoding, so that the last of a key's members is last.
            func precedes(_ a: Member, _ b: Member) -> Bool {
                let order = JSONWriter.compareKeys(tree[a.key], tree[b.key], in: bytes)
                return order != 0 ? order < 0 : a.value < b.value
            }
            if members.count - base <= 16 {
                // Objects are small: an insertion sort beats the standard sort's setup.
                for end in base + 1..<members.count {
                    let member = members[end]
                    var slot = end
                    while slot > base, precedes(member, members[slot - 1]) {
                        members[slot] = members[slot - 1]
                        slot -= 1
                    }
                    members[slot] = member
                }
            } else {
                members[base...].sort(by: precedes)
            }
            // Members with the same bytes are now together, the last encoded last.
            var kept = base + 1
            for position in base + 1..<members.count {
                let member = members[position]
                if Self.compareKeys(tree[members[kept - 1].key], tree[member.key], in: bytes) == 0 {
                    members[kept - 1].value = member.value
                } else {
                    members[kept] = member
                    kept += 1
                }
            }
            while members.count > kept { members.removeLast() }
        }
        if tree.hasNonASCIIKeys {
            mergeCanonicallyEqualKeys(tree, from: base)
        }
    }

    /// Merges members whose keys are different bytes but equal strings (`"é"` composed and
    /// decomposed, the Kelvin sign and `K`), as a Swift dictionary holds them: under the key
    /// encoded first, with the value encoded last.
    private mutating func mergeCanonicallyEqualKeys(_ tree: JSONTree, from base: Int) {
        func text(_ member: Member) -> String {
            let key = tree[member.key]
            return String(decoding: tree.bytes[key.keyStart..<key.keyStart + key.keyCount], as: UTF8.self)
        }
        var position = base
        while position < members.count {
            let name = text(members[position])
            var other = position + 1
            while other < members.count {
                if text(members[other]) == name {
                    // Member keys are node indices, which grow in encoding order; so are values.
                    members[position].key = min(members[position].key, members[other].key)
                    members[position].value = max(members[position].value, members[other].value)
                    members.remove(at: other)
                } else {
                    other += 1
                }
            }
            position += 1
        }
        tree.bytes.withUnsafeBufferPointer { bytes in
            members[base...].sort { Self.compareKeys(tree[$0.key], tree[$1.key], in: bytes) < 0 }
        }
    }

    /// The order of two keys' UTF-8 bytes: negative, zero or positive.
    private static func compareKeys(_ a: JSONTree.Node, _ b: JSONTree.Node, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let shorter = min(a.keyCount, b.keyCount)
        var offset = 0
        while offset < shorter {
            let x = bytes[a.keyStart + offset], y = bytes[b.keyStart + offset]
            if x != y { return x < y ? -1 : 1 }
            offset += 1
        }
        return a.keyCount - b.keyCount
    }

    // MARK: Scalars

    private mutating func append(_ word: StaticString) {
        word.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    private mutating func appendDecimal(_ value: Int64) {
        appendDecimal(value.magnitude, negative: value < 0)
    }

    private mutating func appendDecimal(_ magnitude: UInt64, negative: Bool) {
        if negative { output.append(UInt8(ascii: "-")) }
        if magnitude < 10 {
            output.append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        // Digits come out last first; 20 is the most a UInt64 has.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = magnitude
            var first = 20
            while rest > 0 {
                first -= 1
                digits[first] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[first...]))
        }
    }

    /// A string's UTF-8 in quotes, escaped as `JSONEncoder` escapes it.
    private mutating func appendString(_ bytes: [UInt8], from start: Int, count: Int) {
        bytes.withUnsafeBufferPointer { bytes in
            JSONStringEscaping.appendQuoted(UnsafeBufferPointer(rebasing: bytes[start..<start + count]), to: &output)
        }
    }
}
