// The encoder is its own single value container, as `JSONEncoder`'s is: a single value goes
// into the encoder's current node, under the encoder's path. Encoding a second single value
// replaces the first (`JSONEncoder` traps).

extension JSONTreeEncoder: SingleValueEncodingContainer {
    func encodeNil() throws { storage.tree.setNull(slot) }
    func encode(_ value: Bool) throws { storage.tree.set(slot, value) }
    func encode(_ value: String) throws { storage.tree.set(slot, string: value) }
    func encode(_ value: Double) throws { storage.tree.set(slot, numberText: try Self.text(value, at: codingPath)) }
    func encode(_ value: Float) throws { storage.tree.set(slot, numberText: try Self.text(value, at: codingPath)) }
    func encode(_ value: Int) throws { storage.tree.set(slot, signed: Int64(value)) }
    func encode(_ value: Int8) throws { storage.tree.set(slot, signed: Int64(value)) }
    func encode(_ value: Int16) throws { storage.tree.set(slot, signed: Int64(value)) }
    func encode(_ value: Int32) throws { storage.tree.set(slot, signed: Int64(value)) }
    func encode(_ value: Int64) throws { storage.tree.set(slot, signed: value) }
    func encode(_ value: UInt) throws { storage.tree.set(slot, unsigned: UInt64(value)) }
    func encode(_ value: UInt8) throws { storage.tree.set(slot, unsigned: UInt64(value)) }
    func encode(_ value: UInt16) throws { storage.tree.set(slot, unsigned: UInt64(value)) }
    func encode(_ value: UInt32) throws { storage.tree.set(slot, unsigned: UInt64(value)) }
    func encode(_ value: UInt64) throws { storage.tree.set(slot, unsigned: value) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func encode(_ value: Int128) throws { storage.tree.set(slot, numberText: value.description) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func encode(_ value: UInt128) throws { storage.tree.set(slot, numberText: value.description) }

    func encode<T: Encodable>(_ value: T) throws {
        try encodeValue(value, into: slot, key: nil)
    }
}
