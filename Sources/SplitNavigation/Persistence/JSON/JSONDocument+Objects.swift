// Finding an object's members as `JSONDecoder` finds them in the dictionary it makes of an
// object: keys are equal when they are equal strings (so a composed and a decomposed "é" are one
// key), and of a key given twice the first counts. Keys are compared as bytes where that gives
// the same answer, which is whenever both are ASCII without escapes.

extension JSONDocument {
    /// The value of `object`'s first member whose key is `name`, if it has one.
    func member(of object: Int, named name: String) -> Int? {
        var utf8 = name
        return utf8.withUTF8 { probe in
            var isASCII = true
            for byte in probe where byte >= 0x80 {
                isASCII = false
                break
            }
            return nodes.withUnsafeBufferPointer { nodes in
                bytes.withUnsafeBufferPointer { bytes in
                    var key = object + 1
                    let end = nodes[object].start
                    while key < end {
                        let node = nodes[key]
                        if isASCII, node.kind == .asciiString {
                            if node.count == probe.count, Self.equal(bytes, from: node.start, probe) {
                                return key + 1
                            }
                        } else if let text = try? string(at: key), text == name {
                            return key + 1
                        }
                        let value = nodes[key + 1]
                        key = value.kind == .array || value.kind == .object ? value.start : key + 2
                    }
                    return nil
                }
            }
        }
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ probe: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < probe.count {
            if bytes[start + offset] != probe[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The distinct keys of `object`, in the order they first appear.
    func keys(of object: Int) -> [String] {
        var keys: [String] = []
        var key = object + 1
        let end = nodes[object].start
        // Objects are small: comparing with the keys kept so far beats hashing into a set,
        // except for large dictionaries.
        let hashing = nodes[object].count > 16
        var seen: Set<String> = []
        while key < end {
            if let text = try? string(at: key), hashing ? seen.insert(text).inserted : !keys.contains(text) {
                keys.append(text)
            }
            key = after(key + 1)
        }
        return keys
    }
}
