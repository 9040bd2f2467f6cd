#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SplitNavigation

/// A start state and the events sent to it: the testing kit's former recording type.
///
/// Deprecated: the kit's failures, `FlowRunner.replay(_:shrinking:)` and the failure database
/// use the core's `NavigationRecording`, the one recording type the store and the `splitnav`
/// bridge use too. Both read and write the same JSON lines; ``recording`` and
/// ``init(_:)`` convert.
@available(*, deprecated, message: "use NavigationRecording, the one recording type of the store, the kit and the bridge")
public struct FlowRecording<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The state the events are sent to.
    public var start: SplitState<Route>
    /// The events, in order.
    public var events: [NavigationEvent<Route>]

    /// A recording of `events` sent to `start`.
    public init(start: SplitState<Route>, events: [NavigationEvent<Route>]) {
        self.start = start
        self.events = events
    }

    /// The same recording as the core's type.
    public init(_ recording: NavigationRecording<Route>) {
        self.init(start: recording.start, events: recording.events)
    }

    /// The same recording as the core's type.
    public var recording: NavigationRecording<Route> {
        NavigationRecording(start: start, events: events)
    }

    /// Reads JSON lines: a `{"event":"start","state":…}` line, then one event per line. Lines
    /// end at "\n", "\r\n" or "\r" (not at U+2028 and the like, which JSON strings may hold);
    /// blank lines are skipped.
    ///
    /// - Throws: `NavigationError.Code.malformedInput` naming the line that is not a start or
    ///   an event; `NavigationError.Code.invalidState` for an inconsistent state.
    public init(jsonLines text: String) throws(NavigationError) {
        var start: SplitState<Route>?
        var events: [NavigationEvent<Route>] = []
        // Lines end at "\n", "\r\n" or "\r", which JSON writes escaped inside strings, and
        // nowhere else: a JSON string may hold U+2028, U+2029 or U+0085 as they are, which
        // `Character.isNewline` would split at.
        let lines = text.utf8.split { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
            .filter { !String(decoding: $0, as: UTF8.self).allSatisfy(\.isWhitespace) }
        for (number, line) in lines.enumerated() {
            let data = Data(line)
            do throws(NavigationError) {
                if start == nil {
                    start = try StartLine<Route>.decode(data)
                } else {
                    events.append(try NavigationEvent<Route>(json: data))
                }
            } catch {
                throw NavigationError(error.code, "line \(number + 1): \(error.message)")
            }
        }
        guard let start else { throw NavigationError(.malformedInput, "no start line") }
        self.init(start: start, events: events)
    }

    /// Reads JSON lines from a file.
    ///
    /// - Throws: `NavigationError.Code.malformedInput` when the file cannot be read, and what
    ///   ``init(jsonLines:)`` throws.
    public init(contentsOf url: URL) throws(NavigationError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw NavigationError(.malformedInput, "cannot read \(url.path): \(error)")
        }
        try self.init(jsonLines: String(decoding: data, as: UTF8.self))
    }

    /// The recording as JSON lines, each with sorted keys, ending without a newline.
    public var jsonLines: String {
        recording.text
    }
}

/// The bridge's first line: `{"event":"start","state":<saved state>}`, with `"routes":"json"`
/// when routes are not strings (the bridge takes only strings as routes unless told).
private struct StartLine<Route: Hashable & Codable & Sendable>: Decodable {
    var event: String
    var routes: String?
    var state: SplitState<Route>

    static func decode(_ data: Data) throws(NavigationError) -> SplitState<Route> {
        let line: StartLine
        do {
            line = try JSONDecoder().decode(StartLine.self, from: data)
        } catch let error as NavigationError {
            throw error
        } catch {
            throw NavigationError(.malformedInput, "expected {\"event\":\"start\",\"state\":…}: \(error)")
        }
        guard line.event == "start" else {
            throw NavigationError(.malformedInput, "expected a start line, found event \"\(line.event)\"")
        }
        if let routes = line.routes, routes != "json", routes != "strings" {
            throw NavigationError(.malformedInput, "\"routes\" of the start line must be \"strings\" or \"json\", not \"\(routes)\"")
        }
        return line.state
    }
}
