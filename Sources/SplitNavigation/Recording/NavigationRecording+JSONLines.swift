#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// JSON lines: the start line `{"event":"start","state":<saved state>}` (with `"routes":"json"`
// before the state when routes are not strings, so that `splitnav` takes any JSON value as a
// route; reading accepts "strings" or "json" there), then one event per line
// in the events' own JSON form, each line ending in "\n". Reading is strict (every line but an
// optional empty last one must be an object) so that line numbers in errors are exact; "\r\n"
// endings are accepted for files that went through an editor.

extension NavigationRecording {
    /// The recording as JSON lines, keys sorted, so that equal recordings give equal bytes.
    ///
    /// - Throws: `NavigationError.Code.malformedInput` when a route cannot be encoded.
    /// - Complexity: O(total size).
    public func jsonLines() throws(NavigationError) -> Data {
        // The start line holds exactly the bytes `SplitState.jsonData()` gives.
        var data = Data((Route.self == String.self ? #"{"event":"start","state":"# : #"{"event":"start","routes":"json","state":"#).utf8)
        data.append(try start.jsonData())
        data.append(contentsOf: Array("}\n".utf8))
        for event in events {
            data.append(try event.jsonData())
            data.append(UInt8(ascii: "\n"))
        }
        return data
    }

    /// Reads a recording from JSON lines.
    ///
    /// - Throws: ``RecordingError`` with the line number of the first line that is not a start
    ///   line, an event, or a valid state.
    /// - Complexity: O(total size).
    public init(jsonLines data: Data) throws(RecordingError) {
        let lines = Self.split(data)
        guard let first = lines.first else {
            throw RecordingError(
                line: 1, cause: NavigationError(.malformedInput, #"the recording is empty; it begins with {"event":"start","state":…}"#))
        }
        let start: SplitState<Route>
        do throws(NavigationError) {
            start = try decodeStartLine(first, as: Route.self)
        } catch {
            throw RecordingError(line: 1, cause: error)
        }
        var events: [NavigationEvent<Route>] = []
        events.reserveCapacity(lines.count - 1)
        for (offset, line) in lines.enumerated().dropFirst() {
            do throws(NavigationError) {
                guard !line.isEmpty else { throw NavigationError(.malformedInput, "the line is empty") }
                events.append(try NavigationEvent(json: line))
            } catch {
                throw RecordingError(line: offset + 1, cause: error)
            }
        }
        self.init(start: start, events: events)
    }

    /// Reads a recording from JSON lines in a string, as ``init(jsonLines:)-(Data)`` reads them from data.
    public init(jsonLines text: String) throws(RecordingError) {
        try self.init(jsonLines: Data(text.utf8))
    }

    /// The lines of `data` without their endings; a final line ending adds no empty line.
    private static func split(_ data: Data) -> [Data] {
        var lines: [Data] = []
        var lineStart = data.startIndex
        for index in data.indices where data[index] == UInt8(ascii: "\n") {
            lines.append(line(data[lineStart..<index]))
            lineStart = index + 1
        }
        if lineStart < data.endIndex {
            lines.append(line(data[lineStart...]))
        }
        return lines
    }

    private static func line(_ bytes: Data) -> Data {
        Data(bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes)
    }
}

/// The start line's shape: the start state under an `"event":"start"` tag.
private struct StartLine<Route: Hashable & Codable & Sendable>: Decodable {
    let state: SplitState<Route>

    enum CodingKeys: String, CodingKey {
        case event, routes, state
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .event)
        guard name == "start" else {
            throw NavigationError(.malformedInput, #"the first line is a "\#(name)" event; a recording begins with {"event":"start","state":…}"#)
        }
        if let routes = try container.decodeIfPresent(String.self, forKey: .routes), routes != "json", routes != "strings" {
            throw NavigationError(.malformedInput, #""routes" of the start line must be "strings" or "json", not "\#(routes)""#)
        }
        state = try container.decode(SplitState<Route>.self, forKey: .state)
    }
}

private func decodeStartLine<Route>(_ line: Data, as: Route.Type) throws(NavigationError) -> SplitState<Route> {
    do {
        return try JSONDecoder().decode(StartLine<Route>.self, from: line).state
    } catch let error as NavigationError {
        // The state's own validation, or the start tag's: already a sentence for people.
        throw error
    } catch let error as DecodingError {
        throw NavigationError(.malformedInput, describe(error))
    } catch {
        throw NavigationError(.malformedInput, "\(error)")
    }
}

/// A decoding error in one line: what, and where in the line's JSON.
private func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
        let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return keys.isEmpty ? "" : " at \(keys)"
    }
    switch error {
    case .dataCorrupted(let context):
        return "\(context.debugDescription)\(path(context))"
    case .keyNotFound(let key, let context):
        return "missing key \"\(key.stringValue)\"\(path(context))"
    case .typeMismatch(let type, let context):
        return "expected \(type)\(path(context)): \(context.debugDescription)"
    case .valueNotFound(let type, let context):
        return "expected \(type) but found null\(path(context))"
    @unknown default:
        return "\(error)"
    }
}
