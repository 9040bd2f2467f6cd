#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SplitNavigation

extension FlowRecording {
    /// Decodes one route from its JSON: how a failure's Swift snippet makes routes that have no
    /// Swift literal, so that the snippet compiles for any `Codable` route.
    ///
    /// ```swift
    /// let route1 = try FlowRecording<MailRoute>.route(json: #"{"message":{"_0":3}}"#)  // message(3)
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
}
