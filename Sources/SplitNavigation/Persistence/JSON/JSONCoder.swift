#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The library's JSON: what `JSONEncoder` with the output formatting
/// `[.sortedKeys, .withoutEscapingSlashes]` writes and what a default `JSONDecoder` reads, byte
/// for byte and error for error, in about half the instructions (docs/benchmarks.md).
///
/// Foundation's coders are general machinery: every value goes through dynamic casts, a coding
/// path made of new nodes, and, for every object decoded, a dictionary of its keys. Here a value
/// is encoded into a flat ``JSONTree`` by one encoder that keeps its coding path as a stack, and
/// written with its keys sorted by ``JSONWriter``; decoding scans the text into a flat
/// ``JSONDocument`` and one decoder reads it, finding keys by comparing bytes. Any `Codable`
/// type works through it unchanged, since both sides are the standard library's `Encoder` and
/// `Decoder`. What is left of the cost is mostly that of `Codable` itself, which any encoder
/// pays: the standard library's containers are boxes made for every object, and generic code
/// looks up type metadata for every container and generic type it names.
///
/// ```swift
/// let data = try JSONCoder.encode(state)                       // what JSONEncoder writes
/// let back = try JSONCoder.decode(SplitState<String>.self, from: data)
/// ```
///
/// It is not a general JSON library: it has no options, and text in UTF-16 or UTF-32 (which
/// `JSONDecoder` accepts, and no one writes) is handed to `JSONDecoder`.
package enum JSONCoder {
    /// The JSON of `value`, as `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]`
    /// writes it.
    ///
    /// - Throws: The `EncodingError` `JSONEncoder` throws (for an infinity or NaN, a value that
    ///   encodes nothing, or containers nested 512 deep), or what the value's `encode(to:)` throws.
    package static func encode<T: Encodable>(_ value: T) throws -> Data {
        Data(try bytes(of: value))
    }

    /// The JSON of `value` as UTF-8 bytes.
    package static func bytes<T: Encodable>(of value: T) throws -> [UInt8] {
        let tree = try JSONTreeEncoder.tree(of: value)
        do {
            return try JSONWriter.write(tree)
        } catch {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "Unable to encode the given top-level value to JSON."))
        }
    }

    /// The value JSON text holds, as a default `JSONDecoder` reads it.
    ///
    /// - Throws: The `DecodingError` `JSONDecoder` throws, with the same coding path and debug
    ///   description, or what a type's `init(from:)` throws.
    package static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try decode(type, bytes: [UInt8](data))
    }

    /// The value JSON text in `bytes` holds, as ``decode(_:from:)`` reads it.
    package static func decode<T: Decodable>(_ type: T.Type, bytes: [UInt8]) throws -> T {
        guard let start = utf8Start(of: bytes) else {
            return try JSONDecoder().decode(type, from: Data(bytes))
        }
        let document: JSONDocument
        do {
            document = try JSONScanner.scan(bytes, from: start)
        } catch {
            throw JSONDocumentDecoder.notJSON
        }
        return try JSONDocumentDecoder.decode(type, from: document)
    }

    /// Where the JSON starts in UTF-8 text: after a byte order mark, if there is one. Nil for
    /// text that may be UTF-16 or UTF-32, which `JSONDecoder` recognises by the zero bytes that
    /// ASCII characters have there (and by their byte order marks).
    private static func utf8Start(of bytes: [UInt8]) -> Int? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return 3 }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.prefix(4).contains(0) {
            return nil
        }
        return 0
    }
}
