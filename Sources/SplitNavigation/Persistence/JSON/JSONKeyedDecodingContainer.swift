/// A keyed container of ``JSONDocumentDecoder``: reads the members of an object node.
///
/// Values decoded here get the container's path plus their key, as `JSONDecoder` gives them.
struct JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: JSONDocumentDecoder
    let object: Int
    let position: JSONDocumentDecoder.Position

    var codingPath: [any CodingKey] { decoder.codingPath(of: position) }

    /// The keys that `Key` has a case for; in document order, where `JSONDecoder` gives them in
    /// the order of its dictionary.
    var allKeys: [Key] {
        var keys: [Key] = []
        for name in decoder.document.keys(of: object) {
            if let key = Key(stringValue: name) { keys.append(key) }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool {
        decoder.document.member(of: object, named: key.stringValue) != nil
    }

    private func value(_ key: Key) throws -> Int {
        guard let node = decoder.document.member(of: object, named: key.stringValue) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return node
    }

    /// The member `key`, unless it is missing or null.
    private func presentValue(_ key: Key) -> Int? {
        guard let node = decoder.document.member(of: object, named: key.stringValue),
              decoder.document[node].kind != .null else { return nil }
        return node
    }

    private func path(_ key: some CodingKey) -> [any CodingKey] {
        decoder.codingPath(of: position, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.document[try value(key)].kind == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.bool(at: value(key), path: path(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.string(at: value(key), path: path(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder.floatingPoint(type, at: value(key), path: path(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder.floatingPoint(type, at: value(key), path: path(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder.integer(type, at: value(key), path: path(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder.integer(type, at: value(key), path: path(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder.integer(type, at: value(key), path: path(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder.integer(type, at: value(key), path: path(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder.integer(type, at: value(key), path: path(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder.integer(type, at: value(key), path: path(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder.integer(type, at: value(key), path: path(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder.integer(type, at: value(key), path: path(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder.integer(type, at: value(key), path: path(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder.integer(type, at: value(key), path: path(key)) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try decoder.integer(type, at: value(key), path: path(key)) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try decoder.integer(type, at: value(key), path: path(key)) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.decodeValue(type, at: value(key), in: position, key: key)
    }

    // A missing key and a null are both nil, in every `decodeIfPresent`.

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try presentValue(key).map { try decoder.bool(at: $0, path: path(key)) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try presentValue(key).map { try decoder.string(at: $0, path: path(key)) }
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try presentValue(key).map { try decoder.floatingPoint(type, at: $0, path: path(key)) }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try presentValue(key).map { try decoder.integer(type, at: $0, path: path(key)) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try presentValue(key).map { try decoder.decodeValue(type, at: $0, in: position, key: key) }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let object = try decoder.object(at: value(key), path: path(key))
        return KeyedDecodingContainer(JSONKeyedDecodingContainer<NestedKey>(
            decoder: decoder, object: object, position: decoder.position(nestedIn: position, key: key)))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let array = try decoder.array(at: value(key), path: path(key))
        return JSONUnkeyedDecodingContainer(decoder: decoder, array: array, position: decoder.position(nestedIn: position, key: key))
    }

    func superDecoder() throws -> any Decoder {
        superDecoder(for: JSONCodingKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        superDecoder(for: key)
    }

    /// A decoder of the member `key`, reading `null` when there is none, as `JSONDecoder`'s.
    private func superDecoder(for key: some CodingKey) -> any Decoder {
        let node = decoder.document.member(of: object, named: key.stringValue) ?? decoder.document.null
        return decoder.superDecoder(at: node, path: path(key))
    }
}
