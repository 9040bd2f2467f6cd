#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The JSON of `value` as the library writes saved states and events (`jsonData()`): sorted
/// keys, slashes unescaped, so that the kit's recordings and routes read as the bridge's.
func sortedJSON<Value: Encodable>(_ value: Value) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(value)
}
