/// A keyed container of ``JSONTreeEncoder``: appends members to an object node.
///
/// Values encoded here get the encoder's path to the container plus their key, without the
/// keys of nested containers in between, as `JSONEncoder` gives them; the container's own
/// ``codingPath`` has those keys.
struct JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONTreeEncoder
    let object: Int
    /// How much of the encoder's coding path leads to the container.
    let depth: Int
    /// The keys of the nested containers between the encoder's path and this container.
    let nested: [any CodingKey]

    var codingPath: [any CodingKey] { encoder.path(to: depth) + nested }

    private func member(_ key: Key) -> Int {
        encoder.storage.tree.appendMember(to: object, key: key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws { encoder.storage.tree.setNull(member(key)) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { encoder.storage.tree.set(member(key), value) }
    mutating func encode(_ value: String, forKey key: Key) throws { encoder.storage.tree.set(member(key), string: value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { encoder.storage.tree.set(member(key), signed: Int64(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { encoder.storage.tree.set(member(key), signed: Int64(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { encoder.storage.tree.set(member(key), signed: Int64(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { encoder.storage.tree.set(member(key), signed: Int64(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { encoder.storage.tree.set(member(key), signed: value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { encoder.storage.tree.set(member(key), unsigned: UInt64(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { encoder.storage.tree.set(member(key), unsigned: UInt64(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { encoder.storage.tree.set(member(key), unsigned: UInt64(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { encoder.storage.tree.set(member(key), unsigned: UInt64(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { encoder.storage.tree.set(member(key), unsigned: value) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws {
        encoder.storage.tree.set(member(key), numberText: value.description)
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws {
        encoder.storage.tree.set(member(key), numberText: value.description)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        let text = try JSONTreeEncoder.text(value, at: encoder.path(to: depth) + [key])
        encoder.storage.tree.set(member(key), numberText: text)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        let text = try JSONTreeEncoder.text(value, at: encoder.path(to: depth) + [key])
        encoder.storage.tree.set(member(key), numberText: text)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encoder.encodeChild(value, into: member(key), of: object, key: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let node = nestedNode(key, .object)
        return KeyedEncodingContainer(JSONKeyedEncodingContainer<NestedKey>(encoder: encoder, object: node, depth: depth, nested: nested + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        JSONUnkeyedEncodingContainer(encoder: encoder, array: nestedNode(key, .array), depth: depth, nested: nested + [key])
    }

    /// The member `key` as a container of `kind`: the container already there, as
    /// `JSONEncoder` reuses it, or a new one.
    private func nestedNode(_ key: Key, _ kind: JSONTree.Kind) -> Int {
        if let existing = encoder.storage.tree.lastMember(of: object, key: key.stringValue),
           [kind, .unset].contains(encoder.storage.tree[existing].kind) {
            encoder.storage.tree.makeContainer(existing, kind)
            return existing
        }
        let node = member(key)
        encoder.storage.tree.makeContainer(node, kind)
        return node
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(for: JSONCodingKey.super)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(for: key)
    }

    /// A super encoder writes into a member made now, where `JSONEncoder` makes it when the
    /// super encoder is released: the same place once the keys are sorted.
    private func superEncoder(for key: some CodingKey) -> any Encoder {
        let node = encoder.storage.tree.appendMember(to: object, key: key.stringValue)
        return encoder.superEncoder(into: node, path: encoder.path(to: depth) + [key])
    }
}
