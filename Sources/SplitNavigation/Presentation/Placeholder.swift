/// What an empty column shows: one of the app's routes, or text.
///
/// A hint such as "Select a message" need not be a route: give it as `.text`, and the route type
/// keeps only the places the app can go.
///
/// ```swift
/// let provider = PlaceholderProvider<Route> { request in
///     request.column == .supplementary ? .text("Select a mailbox") : .route(.welcome)
/// }
/// navigator.presentation.placeholder(for: .detail)?.text   // → "Select a message"
/// ```
public enum Placeholder<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// A route the front end draws as it draws that route's screen.
    case route(Route)
    /// Text the front end shows as it is.
    case text(String)
}

extension Placeholder {
    /// The route, when the placeholder is one.
    public var route: Route? {
        if case .route(let route) = self { route } else { nil }
    }

    /// The text, when the placeholder is text.
    public var text: String? {
        if case .text(let text) = self { text } else { nil }
    }
}

extension Placeholder: CustomStringConvertible {
    public var description: String {
        switch self {
        case .route(let route): "\(route)"
        case .text(let text): String(reflecting: text)
        }
    }
}
