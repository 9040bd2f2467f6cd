/// Decides what an empty detail column shows in regular layout.
///
/// The placeholder is never a child: it has no id, is never in a stack, cannot be popped, never
/// appears in compact layout and is never saved. The provider sees the primary column's stack,
/// so the placeholder can depend on it ("Select a message" under a mailbox, "Select a mailbox"
/// at the root). It must be a pure function of that stack: the navigator calls it whenever it
/// needs the presentation.
///
/// ```swift
/// let provider = PlaceholderProvider<Route> { primary in
///     primary.count > 1 ? .hint("Select a message") : .hint("Select a mailbox")
/// }
/// ```
public struct PlaceholderProvider<Route: Hashable & Codable & Sendable>: Sendable {
    @usableFromInline let body: @Sendable ([Child<Route>]) -> Route?

    /// A provider computing the placeholder route from the primary stack; `nil` shows an
    /// empty detail column.
    public init(_ body: @escaping @Sendable (_ primaryStack: [Child<Route>]) -> Route?) {
        self.body = body
    }

    /// No placeholder: an empty detail column shows nothing.
    public static var none: PlaceholderProvider {
        PlaceholderProvider { _ in nil }
    }

    /// The same placeholder whatever the primary stack.
    public static func always(_ route: Route) -> PlaceholderProvider {
        PlaceholderProvider { _ in route }
    }

    /// The placeholder for a primary stack.
    @inlinable
    public func placeholder(for primaryStack: [Child<Route>]) -> Route? {
        body(primaryStack)
    }
}
