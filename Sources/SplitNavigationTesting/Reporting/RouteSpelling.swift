#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SplitNavigation

/// How a failure's Swift snippet writes routes, so that it compiles for any route type:
///
/// 1. with ``FlowRunner/routeLiteral``, when the runner sets one;
/// 2. as a literal for `String`, `Int` and `Bool` routes: `"Inbox"`, `3`, `true`;
/// 3. any other route as a constant decoded from its JSON, declared before the navigator:
///
///    ```swift
///    let route1 = try NavigationRecording<MailRoute>.route(json: #"{"message":{"_0":3}}"#)  // message(3)
///    ```
///
///    A route's description, or `String(reflecting:)`, need not be Swift (a custom description,
///    a struct without a public memberwise initialiser); its JSON always decodes back to the route.
///
/// Failure messages name routes the same way, except that routes of the third kind are written
/// with their description: a message has no declarations to refer to.
final class RouteSpelling<Route: Hashable & Codable & Sendable> {
    private let custom: (@Sendable (Route) -> String)?
    /// Whether routes without a literal are declared as constants (snippets) or described (messages).
    private let declaring: Bool
    private let routeType: String
    private var names: [Route: String] = [:]
    /// The declarations, in the order their routes were first spelled.
    private(set) var declarations: [String] = []

    init(custom: (@Sendable (Route) -> String)?, declaring: Bool) {
        self.custom = custom
        self.declaring = declaring
        routeType = SwiftTypeName.of(Route.self)
    }

    /// The route as a Swift expression (or, in a message, as its description).
    func spell(_ route: Route) -> String {
        if let custom { return custom(route) }
        if let literal = Self.literal(route) { return literal }
        guard declaring else { return String(describing: route) }
        if let name = names[route] { return name }
        guard let json = Self.json(route) else { return String(reflecting: route) }
        let name = "route\(names.count + 1)"
        names[route] = name
        // The comment's text stays on its line and holds nothing the compiler warns about (a
        // NUL) or refuses: line breaks and control characters become spaces.
        let description = String(String(describing: route).map { character in
            character.isNewline || character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? " " : character
        }.prefix(80))
        declarations.append("let \(name) = try NavigationRecording<\(routeType)>.route(json: \(SwiftRawString.literal(json)))  // \(description)")
        return name
    }

    /// A literal for the route types that have one whose text `String(reflecting:)` gives.
    static func literal(_ route: Route) -> String? {
        switch route {
        case let text as String: String(reflecting: text)
        case let number as Int: String(number)
        case let flag as Bool: String(flag)
        default: nil
        }
    }

    /// The route's JSON, keys sorted; `nil` when it cannot be encoded (a NaN, say).
    static func json(_ route: Route) -> String? {
        (try? sortedJSON(route)).map { String(decoding: $0, as: UTF8.self) }
    }
}
