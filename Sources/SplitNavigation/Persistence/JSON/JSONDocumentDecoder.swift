/// A `Decoder` that reads a ``JSONDocument``: the library's stand-in for `JSONDecoder`, with
/// the same results and the same errors, coding paths and debug descriptions included.
///
/// One decoder serves a whole document: decoding a nested value points the decoder at the
/// value's node and pushes its key on the coding path, and undoes both after, instead of making
/// a decoder and a coding path per value. Containers remember their node, and how much of the
/// coding path leads to them.
final class JSONDocumentDecoder: Decoder {
    let document: JSONDocument
    // Only ever touched by short accesses that call nothing, so they cannot overlap; the
    // runtime's checks would cost more than the work they guard.
    /// The node of the value being decoded.
    @exclusivity(unchecked) private(set) var node: Int
    /// The coding path of the value being decoded.
    @exclusivity(unchecked) private(set) var path: [any CodingKey]
    /// The keys of nested containers after the path that led to them (see ``Position``).
    @exclusivity(unchecked) private var nestedKeys: [[any CodingKey]] = []

    /// Where a container is in the coding path: the first `depth` keys of the decoder's path,
    /// then, for a nested container, the keys `nestedKeys[nested]` (-1 for none). Containers
    /// keep this rather than the keys themselves: the standard library copies a container for
    /// every call made on it, and a copy of two integers costs nothing.
    struct Position {
        var depth: Int
        var nested = -1
    }

    init(document: JSONDocument, node: Int, path: [any CodingKey]) {
        self.document = document
        self.node = node
        self.path = path
        self.path.reserveCapacity(16)
    }

    var codingPath: [any CodingKey] { path }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The document's top-level value as a `T`, or the error `JSONDecoder` throws.
    static func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument) throws -> T {
        let decoder = JSONDocumentDecoder(document: document, node: JSONDocument.root, path: [])
        do {
            return try decoder.decodeValue(type, at: JSONDocument.root, in: Position(depth: 0), key: nil)
        } catch is JSONSyntaxError {
            throw notJSON
        }
    }

    /// What `JSONDecoder` throws for text that is not JSON, or a string or number that cannot be
    /// read.
    static var notJSON: DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "The given data was not valid JSON."))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(JSONKeyedDecodingContainer<Key>(
            decoder: self, object: try object(at: node, path: path), position: Position(depth: path.count)))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        JSONUnkeyedDecodingContainer(decoder: self, array: try array(at: node, path: path), position: Position(depth: path.count))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    // MARK: Nested values

    /// Decodes the value at `node`, under `key` in the container at `position` (no key for a
    /// single value container, which shares its decoder's path).
    func decodeValue<T: Decodable>(_ type: T.Type, at node: Int, in position: Position, key: (any CodingKey)?) throws -> T {
        if Self.isFoundationSpecial(type) {
            return try decodeFoundationValue(type, at: node, in: position, key: key)
        }
        return try decodeWithInit(type, at: node, in: position, key: key)
    }

    /// Decodes the value at `node` with `T.init(from:)`, the decoder pointed at the node.
    func decodeWithInit<T: Decodable>(_ type: T.Type, at node: Int, in position: Position, key: (any CodingKey)?) throws -> T {
        let outerNode = self.node, outerDepth = path.count
        self.node = node
        if position.nested >= 0 { path.append(contentsOf: nestedKeys[position.nested]) }
        if let key { path.append(key) }
        defer {
            self.node = outerNode
            while path.count > outerDepth { path.removeLast() }
        }
        return try T(from: self)
    }

    /// The coding path of the container at `position`.
    func codingPath(of position: Position) -> [any CodingKey] {
        Array(path.prefix(position.depth)) + (position.nested >= 0 ? nestedKeys[position.nested] : [])
    }

    /// The coding path of the value under `key` in the container at `position`.
    func codingPath(of position: Position, key: any CodingKey) -> [any CodingKey] {
        codingPath(of: position) + [key]
    }

    /// The position of a container nested under `key` in the container at `position`.
    func position(nestedIn position: Position, key: any CodingKey) -> Position {
        nestedKeys.append((position.nested >= 0 ? nestedKeys[position.nested] : []) + [key])
        return Position(depth: position.depth, nested: nestedKeys.count - 1)
    }

    /// A decoder for `superDecoder()`: its own path, the same document.
    func superDecoder(at node: Int, path: [any CodingKey]) -> JSONDocumentDecoder {
        JSONDocumentDecoder(document: document, node: node, path: path)
    }

    // MARK: Containers

    /// `node` as an object, its keys checked as `JSONDecoder` checks them when it opens one.
    func object(at node: Int, path: @autoclosure () -> [any CodingKey]) throws -> Int {
        switch document[node].kind {
        case .object:
            var key = node + 1
            while key < document[node].start {
                if document[key].kind != .asciiString { _ = try document.string(at: key) }
                key = document.after(key + 1)
            }
            return node
        case .null:
            throw DecodingError.valueNotFound([String: Any].self, DecodingError.Context(
                codingPath: path(), debugDescription: "Cannot get keyed decoding container -- found null value instead"))
        default:
            throw typeMismatch([String: Any].self, at: node, path: path())
        }
    }

    /// `node` as an array.
    func array(at node: Int, path: @autoclosure () -> [any CodingKey]) throws -> Int {
        switch document[node].kind {
        case .array:
            return node
        case .null:
            throw DecodingError.valueNotFound([Any].self, DecodingError.Context(
                codingPath: path(), debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        default:
            throw typeMismatch([Any].self, at: node, path: path())
        }
    }

    // MARK: Scalars

    func bool(at node: Int, path: @autoclosure () -> [any CodingKey]) throws -> Bool {
        switch document[node].kind {
        case .true: return true
        case .false: return false
        default: throw typeMismatch(Bool.self, at: node, path: path())
        }
    }

    func string(at node: Int, path: @autoclosure () -> [any CodingKey]) throws -> String {
        try checkNotNull(String.self, at: node, path: path())
        guard document.isString(node) else { throw typeMismatch(String.self, at: node, path: path()) }
        return try document.string(at: node)
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, at node: Int, path: @autoclosure () -> [any CodingKey]) throws -> T {
        try checkNotNull(T.self, at: node, path: path())
        guard document.isNumber(node) else { throw typeMismatch(T.self, at: node, path: path()) }
        return try document.integer(at: node, as: T.self)
    }

    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: T.Type, at node: Int, path: @autoclosure () -> [any CodingKey]
    ) throws -> T {
        try checkNotNull(T.self, at: node, path: path())
        guard document.isNumber(node) else { throw typeMismatch(T.self, at: node, path: path()) }
        return try document.floatingPoint(at: node, as: T.self)
    }

    // MARK: Errors

    func checkNotNull(_ type: Any.Type, at node: Int, path: @autoclosure () -> [any CodingKey]) throws {
        guard document[node].kind == .null else { return }
        throw DecodingError.valueNotFound(type, DecodingError.Context(
            codingPath: path(), debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }

    func typeMismatch(_ type: Any.Type, at node: Int, path: [any CodingKey]) -> DecodingError {
        .typeMismatch(type, DecodingError.Context(
            codingPath: path, debugDescription: "Expected to decode \(type) but found \(document.kindDescription(node)) instead."))
    }
}
