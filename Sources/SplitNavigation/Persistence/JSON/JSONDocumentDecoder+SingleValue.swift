// The decoder is its own single value container, as `JSONDecoder`'s is: a single value is the
// decoder's current node, under the decoder's path.

extension JSONDocumentDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { document[node].kind == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try bool(at: node, path: path) }
    func decode(_ type: String.Type) throws -> String { try string(at: node, path: path) }
    func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type, at: node, path: path) }
    func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type, at: node, path: path) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type, at: node, path: path) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type, at: node, path: path) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type, at: node, path: path) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type, at: node, path: path) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type, at: node, path: path) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type, at: node, path: path) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type, at: node, path: path) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type, at: node, path: path) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type, at: node, path: path) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type, at: node, path: path) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try integer(type, at: node, path: path) }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try integer(type, at: node, path: path) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeValue(type, at: node, in: Position(depth: path.count), key: nil)
    }
}
