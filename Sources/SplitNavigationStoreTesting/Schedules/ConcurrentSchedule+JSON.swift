#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SplitNavigation

extension ConcurrentSchedule {
    /// The schedule as one line of JSON, `{"start":…,"tasks":[[…],…]}`, the state and the
    /// events in their saved forms with sorted keys: what a failure prints, to paste into a test.
    ///
    /// - Throws: `NavigationError.Code.malformedInput` for a route that cannot be encoded.
    public func jsonString() throws(NavigationError) -> String {
        let start = String(decoding: try start.jsonData(), as: UTF8.self)
        var lists: [String] = []
        for events in tasks {
            var encoded: [String] = []
            for event in events { encoded.append(String(decoding: try event.jsonData(), as: UTF8.self)) }
            lists.append("[" + encoded.joined(separator: ",") + "]")
        }
        return #"{"start":"# + start + #","tasks":["# + lists.joined(separator: ",") + "]}"
    }

    /// Reads a schedule from its JSON form (``jsonString()``).
    ///
    /// - Throws: `NavigationError.Code.malformedInput` for text that is not a schedule;
    ///   `invalidState` for a start or restore that breaks an invariant.
    public init(json: String) throws(NavigationError) {
        do {
            self = try JSONDecoder().decode(Self.self, from: Data(json.utf8))
        } catch let error as NavigationError {
            throw error
        } catch {
            throw NavigationError(.malformedInput, "not a concurrent schedule: \(error)")
        }
    }
}
