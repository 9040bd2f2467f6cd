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

    // Written out and inlinable, as `ColumnPlaceholders`' are: the navigator compares
    // placeholders after every event, and a synthesized `==` would go through generic metadata.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.route(let left), .route(let right)): left == right
        case (.text(let left), .text(let right)): left == right
        case (.route, .text), (.text, .route): false
        }
    }

    @inlinable
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .route(let route):
            hasher.combine(0)
            hasher.combine(route)
        case .text(let text):
            hasher.combine(1)
            hasher.combine(text)
        }
    }
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
