#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Saving and restoring in one call, with every failure as a ``NavigationError``.
///
/// Conveniences over `Codable`: `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]`
/// writes the same bytes as ``jsonData()``.
extension SplitState {
    /// Decodes a saved state, checking every invariant.
    ///
    /// - Throws: ``NavigationError/Code/invalidState`` for a broken invariant;
    ///   ``NavigationError/Code/malformedInput`` for bytes that are not a saved state.
    public init(json data: Data) throws(NavigationError) {
        self = try decodeJSON(Self.self, from: data)
    }

    /// The saved form of the state, keys sorted so equal states give equal bytes.
    public func jsonData() throws(NavigationError) -> Data {
        try encodeJSON(self)
    }
}

extension NavigationEvent {
    /// Decodes one event in its JSON form.
    ///
    /// - Throws: ``NavigationError/Code/malformedInput`` for anything that is not an event;
    ///   ``NavigationError/Code/invalidState`` for a restore of an inconsistent state.
    public init(json data: Data) throws(NavigationError) {
        self = try decodeJSON(Self.self, from: data)
    }

    /// The event's JSON form, with sorted keys.
    public func jsonData() throws(NavigationError) -> Data {
        try encodeJSON(self)
    }
}

/// Decodes with a default `JSONDecoder`, answering every failure as a ``NavigationError``.
func decodeJSON<Value: Decodable>(_ type: Value.Type, from data: Data) throws(NavigationError) -> Value {
    do {
        return try JSONDecoder().decode(type, from: data)
    } catch let error as NavigationError {
        throw error
    } catch let error as AccordionError {
        throw NavigationError(error)
    } catch {
        throw NavigationError(.malformedInput, describe(error))
    }
}

/// Encodes as ``SplitState/jsonData()`` does: sorted keys, slashes unescaped.
func encodeJSON<Value: Encodable>(_ value: Value) throws(NavigationError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
        return try encoder.encode(value)
    } catch {
        throw NavigationError(.malformedInput, "the value cannot be encoded as JSON: \(error)")
    }
}

/// A decoding error in one line a person can act on: what, and where in the document.
private func describe(_ error: any Error) -> String {
    func path(_ context: DecodingError.Context) -> String {
        let keys = codingPathDescription(context.codingPath)
        return keys.isEmpty ? "" : " at \(keys)"
    }
    switch error as? DecodingError {
    case .dataCorrupted(let context)?:
        return "\(context.debugDescription)\(path(context))"
    case .keyNotFound(let key, let context)?:
        return "missing key \"\(key.stringValue)\"\(path(context))"
    case .typeMismatch(let type, let context)?:
        return "expected \(type)\(path(context)): \(context.debugDescription)"
    case .valueNotFound(let type, let context)?:
        return "expected \(type) but found null\(path(context))"
    default:
        return "\(error)"
    }
}
