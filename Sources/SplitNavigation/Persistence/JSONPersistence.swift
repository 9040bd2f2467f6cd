#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Saving and restoring in one call, with every failure as a ``NavigationError``.
extension SplitState {
    /// Decodes a saved state, checking every invariant.
    ///
    /// - Throws: ``NavigationError/Code/invalidState`` for a well-formed state that breaks an
    ///   invariant (the message names it); ``NavigationError/Code/malformedInput`` for bytes that
    ///   are not a saved state at all.
    public init(json data: Data) throws(NavigationError) {
        try self.init(jsonBytes: [UInt8](data), memo: nil)
    }

    /// The saved form of the state (see ``SplitState`` `Codable`), with sorted keys so that equal
    /// states give equal bytes.
    public func jsonData() throws(NavigationError) -> Data {
        Data(try jsonBytes(memo: nil))
    }

    /// Decodes a saved state as ``init(json:)`` does, through `memo` when there is one (see
    /// ``ChildJSONMemo``). With a memo, `valid` may name a state that has passed every check
    /// (``validate(accordionsInFull:)`` in full): a decoded state equal to it is not checked
    /// again, and is `valid` itself.
    ///
    /// Text spelled as ``jsonBytes(memo:)`` spells it is read directly; anything else, and
    /// anything wrong, goes through the general decoder, which finds the same state or the error.
    package init(jsonBytes bytes: [UInt8], memo: ChildJSONMemo<Route>?, valid: SplitState? = nil) throws(NavigationError) {
        if let state = Self.fromCanonicalJSON(bytes, memo: memo, valid: valid) {
            self = state
        } else {
            self = try decodeJSON(Self.self, from: Data(bytes))
        }
    }

    /// The saved form as ``jsonData()`` gives it, through `memo` when there is one.
    package func jsonBytes(memo: ChildJSONMemo<Route>?) throws(NavigationError) -> [UInt8] {
        if let bytes = canonicalJSON(memo: memo) {
            return bytes
        }
        return [UInt8](try encodeJSON(self))
    }
}

extension NavigationEvent {
    /// Decodes one event in its JSON form.
    ///
    /// - Throws: ``NavigationError/Code/malformedInput`` for anything that is not an event;
    ///   ``NavigationError/Code/invalidState`` for a restore of an inconsistent state.
    public init(json data: Data) throws(NavigationError) {
        try self.init(jsonBytes: [UInt8](data), memo: nil)
    }

    /// The event's JSON form, with sorted keys.
    public func jsonData() throws(NavigationError) -> Data {
        Data(try jsonBytes(memo: nil))
    }

    /// Decodes an event as ``init(json:)`` does, with the route cache of `memo` when there is
    /// one (see ``ChildJSONMemo``).
    ///
    /// Text spelled as ``jsonBytes(memo:)`` spells it is read directly; anything else, and
    /// anything wrong, goes through the general decoder, which finds the same event or the error.
    package init(jsonBytes bytes: [UInt8], memo: ChildJSONMemo<Route>?) throws(NavigationError) {
        if let direct = withChildCoder(of: memo, { coder in Self.fromCanonicalJSON(bytes, coder: &coder) }) {
            self = direct
        } else {
            self = try decodeJSON(Self.self, from: Data(bytes))
        }
    }

    /// The JSON form as ``jsonData()`` gives it, with the route cache of `memo` when there is one.
    package func jsonBytes(memo: ChildJSONMemo<Route>?) throws(NavigationError) -> [UInt8] {
        if let direct = withChildCoder(of: memo, { coder in canonicalJSON(coder: &coder) }) {
            return direct
        }
        return [UInt8](try encodeJSON(self))
    }
}

/// Runs `body` with the children's coder of `memo` (whose route cache lasts as long as the
/// memo), or with a new one for this call when there is no memo.
private func withChildCoder<Route, Result>(
    of memo: ChildJSONMemo<Route>?, _ body: (inout CanonicalChildJSON<Route>) -> Result
) -> Result {
    if let memo {
        return memo.withCoder(body)
    }
    var coder = CanonicalChildJSON<Route>()
    return body(&coder)
}

func decodeJSON<Value: Decodable>(_ type: Value.Type, from data: Data) throws(NavigationError) -> Value {
    do {
        return try JSONCoder.decode(type, from: data)
    } catch let error as NavigationError {
        throw error
    } catch let error as AccordionError {
        throw NavigationError(error)
    } catch {
        throw NavigationError(.malformedInput, describe(error))
    }
}

func encodeJSON<Value: Encodable>(_ value: Value) throws(NavigationError) -> Data {
    do {
        return try JSONCoder.encode(value)
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
