#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SplitNavigation

// What the kit adds to the core's recording: routes for Swift snippets, and the text a report
// prints.

extension NavigationRecording {
    /// Decodes one route from its JSON: how a failure's Swift snippet makes routes that have no
    /// Swift literal, so that the snippet compiles for any `Codable` route.
    ///
    /// ```swift
    /// let route1 = try NavigationRecording<MailRoute>.route(json: #"{"message":{"_0":3}}"#)  // message(3)
    /// ```
    ///
    /// - Throws: `NavigationError.Code.malformedInput` when the text is not the JSON of a route.
    public static func route(json: String) throws(NavigationError) -> Route {
        do {
            return try JSONDecoder().decode(Route.self, from: Data(json.utf8))
        } catch {
            throw NavigationError(.malformedInput, "not the JSON of a \(SwiftTypeName.of(Route.self)): \(error)")
        }
    }

    /// The recording as JSON lines (see `jsonLines()`) in a string, without the last line's
    /// newline: what a report prints and a failure database saves. A line that cannot be
    /// encoded (a route whose encoding throws) prints as `{"event":"start"}` or
    /// `{"event":"?"}`, so that the rest of the report still prints.
    var text: String {
        if let data = try? jsonLines() {
            return String(decoding: data.dropLast(), as: UTF8.self)
        }
        let start = (try? NavigationRecording(start: start).jsonLines()).map { String(decoding: $0.dropLast(), as: UTF8.self) }
        var lines = [start ?? #"{"event":"start"}"#]
        for event in events {
            lines.append((try? event.jsonData()).map { String(decoding: $0, as: UTF8.self) } ?? #"{"event":"?"}"#)
        }
        return lines.joined(separator: "\n")
    }
}
