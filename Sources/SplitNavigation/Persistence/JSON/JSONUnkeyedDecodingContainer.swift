/// An unkeyed container of ``JSONDocumentDecoder``: reads the elements of an array node in turn.
///
/// Values decoded here get the container's path plus their position, as `JSONDecoder` gives
/// them. As in `JSONDecoder`, `decodeIfPresent` past the end answers nil (and still counts up
/// ``currentIndex``), where `decode` throws.
struct JSONUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let decoder: JSONDocumentDecoder
    let position: JSONDocumentDecoder.Position
    private let elementCount: Int
    /// The node after the array's last element.
    private let end: Int
    /// The node of the next element (``end`` past the last).
    private var next: Int
    private(set) var currentIndex = 0

    init(decoder: JSONDocumentDecoder, array: Int, position: JSONDocumentDecoder.Position) {
        self.decoder = decoder
        self.position = position
        elementCount = decoder.document[array].count
        end = decoder.document[array].start
        next = array + 1
    }

    var codingPath: [any CodingKey] { decoder.codingPath(of: position) }

    var count: Int? { elementCount }

    var isAtEnd: Bool { currentIndex >= elementCount }

    private var elementPath: [any CodingKey] {
        decoder.codingPath(of: position, key: JSONCodingKey.index(currentIndex))
    }

    /// The next element, or the error for reading past the end.
    private func element<T>(for type: T.Type, message: String = "Unkeyed container is at end.") throws -> Int {
        guard next < end else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(codingPath: elementPath, debugDescription: message))
        }
        return next
    }

    private mutating func advance() {
        if next < end { next = decoder.document.after(next) }
        currentIndex += 1
    }

    /// Reads the next element with `read`, which gets the element's node and its coding path,
    /// and moves on only if it succeeds.
    private mutating func next<T>(_ type: T.Type, _ read: (Int, () -> [any CodingKey]) throws -> T) throws -> T {
        let node = try element(for: type)
        let decoder = decoder, position = position, index = currentIndex
        let value = try read(node) { decoder.codingPath(of: position, key: JSONCodingKey.index(index)) }
        advance()
        return value
    }

    /// Reads the next element with `read` unless it is null or past the end, where it answers
    /// nil; moves on then too, as `JSONDecoder` does, or when `read` succeeds.
    private mutating func nextIfPresent<T>(_ read: (Int, () -> [any CodingKey]) throws -> T) throws -> T? {
        guard next < end, decoder.document[next].kind != .null else {
            advance()
            return nil
        }
        let decoder = decoder, position = position, index = currentIndex
        let value = try read(next) { decoder.codingPath(of: position, key: JSONCodingKey.index(index)) }
        advance()
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard decoder.document[try element(for: Never.self)].kind == .null else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) { [decoder] in try decoder.bool(at: $0, path: $1()) } }
    mutating func decode(_ type: String.Type) throws -> String { try next(type) { [decoder] in try decoder.string(at: $0, path: $1()) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type) { [decoder] in try decoder.floatingPoint(type, at: $0, path: $1()) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type) { [decoder] in try decoder.floatingPoint(type, at: $0, path: $1()) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type) { [decoder] in try decoder.integer(type, at: $0, path: $1()) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type) { [decoder] in try decoder.integer(type, at: $0, path: $1()) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type) { [decoder] in try decoder.integer(type, at: $0, path: $1()) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type) { [decoder] in try decoder.integer(type, at: $0, path: $1()) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type) { [decoder] in try decoder.integer(type, at: $0, path: $1()) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type) { [decoder] in try decoder.integer(type, at: $0, path: $1()) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type) { [decoder] in try decoder.integer(type, at: $0, path: $1()) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type) { [decoder] in try decoder.integer(type, at: $0, path: $1()) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type) { [decoder] in try decoder.integer(type, at: $0, path: $1()) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type) { [decoder] in try decoder.integer(type, at: $0, path: $1()) } }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try next(type) { [decoder] in try decoder.integer(type, at: $0, path: $1()) } }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try next(type) { [decoder] in try decoder.integer(type, at: $0, path: $1()) } }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let key = JSONCodingKey.index(currentIndex)
        return try next(type) { [decoder, position] node, _ in try decoder.decodeValue(type, at: node, in: position, key: key) }
    }

    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try nextIfPresent { [decoder] in try decoder.bool(at: $0, path: $1()) } }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try nextIfPresent { [decoder] in try decoder.string(at: $0, path: $1()) } }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try nextIfPresent { [decoder] in try decoder.floatingPoint(type, at: $0, path: $1()) } }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try nextIfPresent { [decoder] in try decoder.floatingPoint(type, at: $0, path: $1()) } }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try nextIfPresent { [decoder] in try decoder.integer(type, at: $0, path: $1()) } }

    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        let key = JSONCodingKey.index(currentIndex)
        return try nextIfPresent { [decoder, position] node, _ in try decoder.decodeValue(type, at: node, in: position, key: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let key = JSONCodingKey.index(currentIndex)
        let object = try decoder.object(at: element(for: KeyedDecodingContainer<NestedKey>.self), path: elementPath)
        advance()
        return KeyedDecodingContainer(JSONKeyedDecodingContainer<NestedKey>(
            decoder: decoder, object: object, position: decoder.position(nestedIn: position, key: key)))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let key = JSONCodingKey.index(currentIndex)
        let array = try decoder.array(at: element(for: (any UnkeyedDecodingContainer).self), path: elementPath)
        advance()
        return JSONUnkeyedDecodingContainer(decoder: decoder, array: array, position: decoder.position(nestedIn: position, key: key))
    }

    mutating func superDecoder() throws -> any Decoder {
        let node = try element(for: (any Decoder).self, message: "Cannot get superDecoder() -- unkeyed container is at end.")
        let decoder = decoder.superDecoder(at: node, path: elementPath)
        advance()
        return decoder
    }
}
