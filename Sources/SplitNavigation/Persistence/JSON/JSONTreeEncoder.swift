/// An `Encoder` that builds a ``JSONTree``: the library's stand-in for `JSONEncoder`, giving
/// the same tree (and, through ``JSONWriter``, the same bytes) and the same errors.
///
/// One encoder serves a whole value: encoding a nested value points the encoder at the value's
/// node and pushes its key on the coding path, and undoes both after, instead of making an
/// encoder and a coding path per value. Containers remember their node, and how much of the
/// coding path leads to them.
///
/// Where a type misuses its encoder in a way `JSONEncoder` traps on (asking for a keyed
/// container where it already encoded an array, say), the later request wins instead.
final class JSONTreeEncoder: Encoder {
    /// The tree, shared with the super encoders made for the same value.
    final class Storage {
        // The properties below are only ever touched by short accesses that call nothing, so
        // they cannot overlap; the runtime's checks would cost more than the work they guard.
        @exclusivity(unchecked) var tree = JSONTree()
    }

    let storage: Storage
    /// The node the value being encoded goes into.
    @exclusivity(unchecked) private(set) var slot: Int
    /// The coding path of the value being encoded.
    @exclusivity(unchecked) private(set) var path: [any CodingKey]

    init(storage: Storage, slot: Int, path: [any CodingKey]) {
        self.storage = storage
        self.slot = slot
        self.path = path
        self.path.reserveCapacity(16)
    }

    var codingPath: [any CodingKey] { path }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// `value` as a tree, or the `EncodingError` `JSONEncoder` throws for it.
    static func tree<T: Encodable>(of value: T) throws -> JSONTree {
        let encoder = JSONTreeEncoder(storage: Storage(), slot: 0, path: [])
        try encoder.encodeValue(value, into: 0, key: nil)
        guard encoder.storage.tree[0].kind != .unset else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        return encoder.storage.tree
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        storage.tree.makeContainer(slot, .object)
        return KeyedEncodingContainer(JSONKeyedEncodingContainer<Key>(encoder: self, object: slot, depth: path.count, nested: []))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        storage.tree.makeContainer(slot, .array)
        return JSONUnkeyedEncodingContainer(encoder: self, array: slot, depth: path.count, nested: [])
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    // MARK: Nested values

    /// Encodes `value` into `node`, under `key` (none for a single value container, which
    /// shares its encoder's path).
    func encodeValue<T: Encodable>(_ value: T, into node: Int, key: (any CodingKey)?) throws {
        if encodeFoundationValue(value, into: node) { return }
        let outerSlot = slot, outerDepth = path.count
        slot = node
        if let key { path.append(key) }
        defer {
            slot = outerSlot
            while path.count > outerDepth { path.removeLast() }
        }
        try value.encode(to: self)
    }

    /// Encodes `value` into `child`, just appended to `container`, taking the child out again
    /// if encoding throws: `JSONEncoder` stores a value only once it is encoded.
    func encodeChild<T: Encodable>(_ value: T, into child: Int, of container: Int, key: any CodingKey) throws {
        do {
            try encodeValue(value, into: child, key: key)
        } catch {
            storage.tree.removeLastChild(of: container)
            throw error
        }
    }

    /// The first `depth` keys of the coding path: the path that led to a container.
    func path(to depth: Int) -> [any CodingKey] {
        Array(path.prefix(depth))
    }

    /// An encoder for `superEncoder()`: its own path, the same tree.
    func superEncoder(into node: Int, path: [any CodingKey]) -> JSONTreeEncoder {
        JSONTreeEncoder(storage: storage, slot: node, path: path)
    }

    // MARK: Floating point

    /// `value`'s text as `JSONEncoder` writes it (`description` without a trailing `.0`), or
    /// the error it throws for infinities and NaN, at `path`.
    static func text<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F, at path: @autoclosure () -> [any CodingKey]) throws -> String {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: path(), debugDescription: "Unable to encode \(F.self).\(value) directly in JSON."))
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
