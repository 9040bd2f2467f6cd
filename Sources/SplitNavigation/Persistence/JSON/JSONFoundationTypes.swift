#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The Foundation types that `JSONEncoder` and `JSONDecoder` treat their own way rather than by
// their `Codable` conformance, treated the same way (with the coders' default strategies):
// `Data` is a Base64 string, `URL` its absolute string, `Decimal` a number, and a null `Date`
// is reported as a `Date`, not as the `Double` inside it. Checking a type is a comparison of
// metatypes, made for every value; the cast happens only for these types.

extension JSONTreeEncoder {
    /// Encodes `value` into `node` if it is of one of these types; false otherwise.
    func encodeFoundationValue<T: Encodable>(_ value: T, into node: Int) -> Bool {
        if T.self == Data.self, let data = value as? Data {
            storage.tree.set(node, string: data.base64EncodedString())
        } else if T.self == URL.self, let url = value as? URL {
            storage.tree.set(node, string: url.absoluteString)
        } else if T.self == Decimal.self, let decimal = value as? Decimal {
            storage.tree.set(node, numberText: decimal.description)
        } else {
            return false
        }
        return true
    }
}

extension JSONDocumentDecoder {
    /// Whether `T` is one of these types.
    static func isFoundationSpecial<T>(_ type: T.Type) -> Bool {
        T.self == Data.self || T.self == URL.self || T.self == Decimal.self || T.self == Date.self
    }

    /// Decodes the value at `node` as one of these types (see ``isFoundationSpecial(_:)``), as
    /// ``decodeValue(_:at:in:key:)`` does.
    func decodeFoundationValue<T: Decodable>(_ type: T.Type, at node: Int, in position: Position, key: (any CodingKey)?) throws -> T {
        func path() -> [any CodingKey] { key.map { codingPath(of: position, key: $0) } ?? self.path }
        let value: Any
        if T.self == Data.self {
            value = try data(at: node, path: path())
        } else if T.self == URL.self {
            value = try url(at: node, path: path())
        } else if T.self == Decimal.self {
            value = try decimal(at: node, path: path())
        } else {
            try checkNotNull(Date.self, at: node, path: path())
            return try decodeWithInit(type, at: node, in: position, key: key)
        }
        guard let value = value as? T else {
            throw DecodingError.typeMismatch(T.self, DecodingError.Context(codingPath: path(), debugDescription: "\(Swift.type(of: value)) is not a \(T.self)"))
        }
        return value
    }

    private func data(at node: Int, path: [any CodingKey]) throws -> Data {
        try checkNotNull(Data.self, at: node, path: path)
        guard document.isString(node) else { throw typeMismatch(String.self, at: node, path: path) }
        guard let data = Data(base64Encoded: try document.string(at: node)) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: "Encountered Data is not valid Base64."))
        }
        return data
    }

    private func url(at node: Int, path: [any CodingKey]) throws -> URL {
        try checkNotNull(URL.self, at: node, path: path)
        guard let url = URL(string: try string(at: node, path: path)) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: "Invalid URL string."))
        }
        return url
    }

    private func decimal(at node: Int, path: [any CodingKey]) throws -> Decimal {
        try checkNotNull(Decimal.self, at: node, path: path)
        guard document.isNumber(node) else {
            throw DecodingError.typeMismatch(Decimal.self, DecodingError.Context(codingPath: path, debugDescription: ""))
        }
        let text = try document.numberText(at: node)
        // `Decimal(string:)` reads what it can of "1.2.3"; `JSONDecoder` wants all of it read,
        // which is when `Double` reads it too.
        guard Double(text) != nil, let decimal = Decimal(string: text) else {
            throw JSONSyntaxError(description: "\(text) is not a Decimal")
        }
        return decimal
    }
}
