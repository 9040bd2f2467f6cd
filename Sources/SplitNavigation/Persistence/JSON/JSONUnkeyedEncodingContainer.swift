/// An unkeyed container of ``JSONTreeEncoder``: appends elements to an array node.
///
/// Values encoded here get the encoder's path to the container plus their position, as
/// `JSONEncoder` gives them; the container's own ``codingPath`` has the keys of the nested
/// containers in between.
struct JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: JSONTreeEncoder
    let array: Int
    /// How much of the encoder's coding path leads to the container.
    let depth: Int
    /// The keys of the nested containers between the encoder's path and this container.
    let nested: [any CodingKey]

    var codingPath: [any CodingKey] { encoder.path(to: depth) + nested }

    var count: Int { encoder.storage.tree[array].count }

    private func element() -> Int {
        encoder.storage.tree.appendElement(to: array)
    }

    mutating func encodeNil() throws { encoder.storage.tree.setNull(element()) }
    mutating func encode(_ value: Bool) throws { encoder.storage.tree.set(element(), value) }
    mutating func encode(_ value: String) throws { encoder.storage.tree.set(element(), string: value) }
    mutating func encode(_ value: Int) throws { encoder.storage.tree.set(element(), signed: Int64(value)) }
    mutating func encode(_ value: Int8) throws { encoder.storage.tree.set(element(), signed: Int64(value)) }
    mutating func encode(_ value: Int16) throws { encoder.storage.tree.set(element(), signed: Int64(value)) }
    mutating func encode(_ value: Int32) throws { encoder.storage.tree.set(element(), signed: Int64(value)) }
    mutating func encode(_ value: Int64) throws { encoder.storage.tree.set(element(), signed: value) }
    mutating func encode(_ value: UInt) throws { encoder.storage.tree.set(element(), unsigned: UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.storage.tree.set(element(), unsigned: UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.storage.tree.set(element(), unsigned: UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.storage.tree.set(element(), unsigned: UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.storage.tree.set(element(), unsigned: value) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { encoder.storage.tree.set(element(), numberText: value.description) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { encoder.storage.tree.set(element(), numberText: value.description) }

    mutating func encode(_ value: Double) throws {
        let text = try JSONTreeEncoder.text(value, at: encoder.path(to: depth) + [JSONCodingKey.index(count)])
        encoder.storage.tree.set(element(), numberText: text)
    }

    mutating func encode(_ value: Float) throws {
        let text = try JSONTreeEncoder.text(value, at: encoder.path(to: depth) + [JSONCodingKey.index(count)])
        encoder.storage.tree.set(element(), numberText: text)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let position = count
        try encoder.encodeChild(value, into: element(), of: array, key: JSONCodingKey.index(position))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let position = count
        let node = element()
        encoder.storage.tree.makeContainer(node, .object)
        return KeyedEncodingContainer(JSONKeyedEncodingContainer<NestedKey>(
            encoder: encoder, object: node, depth: depth, nested: nested + [JSONCodingKey.index(position)]))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let position = count
        let node = element()
        encoder.storage.tree.makeContainer(node, .array)
        return JSONUnkeyedEncodingContainer(encoder: encoder, array: node, depth: depth, nested: nested + [JSONCodingKey.index(position)])
    }

    /// A super encoder writes into an element made now, where `JSONEncoder` inserts it at the
    /// same position when the super encoder is released.
    mutating func superEncoder() -> any Encoder {
        let position = count
        return encoder.superEncoder(into: element(), path: encoder.path(to: depth) + [JSONCodingKey.index(position)])
    }
}
