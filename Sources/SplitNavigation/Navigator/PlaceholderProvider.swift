/// Decides what an empty column shows in regular layout: the detail column, and the
/// supplementary column of a three-column split.
///
/// A placeholder is never a child: it has no id, is in no stack, never shows in compact layout
/// and is never saved. It is a route or text (``Placeholder``). The provider sees the columns
/// left of the one it fills, and must be a pure function of them: the navigator asks it once per
/// event for each empty column.
///
/// ```swift
/// let provider = PlaceholderProvider<Route> { request in
///     switch request.column {
///     case .supplementary: .text("Select a mailbox")
///     default: request.supplementary.isEmpty ? nil : .text("Select a message")
///     }
/// }
/// ```
///
/// A provider whose closure answers a `Route?` gives route placeholders.
public struct PlaceholderProvider<Route: Hashable & Codable & Sendable>: Sendable {
    @usableFromInline let body: @Sendable (PlaceholderRequest<Route>) -> Placeholder<Route>?
    /// Whether this is ``none``, so the navigator can skip building requests.
    @usableFromInline let providesNothing: Bool

    /// A provider computing each empty column's placeholder; `nil` leaves the column empty.
    public init(columns body: @escaping @Sendable (PlaceholderRequest<Route>) -> Placeholder<Route>?) {
        self.body = body
        self.providesNothing = false
    }

    /// A provider computing each empty column's placeholder as a route; `nil` leaves the column
    /// empty.
    @_disfavoredOverload
    public init(columns body: @escaping @Sendable (PlaceholderRequest<Route>) -> Route?) {
        self.init(columns: { request in body(request).map(Placeholder.route) })
    }

    /// A provider that never gives a placeholder.
    private init(nothing: Void) {
        self.body = { _ in nil }
        self.providesNothing = true
    }

    /// A provider for the detail column only, computed from the primary stack; `nil` shows an
    /// empty detail column. The supplementary column of a three-column split gets none.
    public init(_ body: @escaping @Sendable (_ primaryStack: [Child<Route>]) -> Placeholder<Route>?) {
        self.init(columns: { request in request.column == .detail ? body(request.primary) : nil })
    }

    /// A provider for the detail column only, giving a route computed from the primary stack;
    /// `nil` shows an empty detail column.
    @_disfavoredOverload
    public init(_ body: @escaping @Sendable (_ primaryStack: [Child<Route>]) -> Route?) {
        self.init(columns: { request in request.column == .detail ? body(request.primary).map(Placeholder.route) : nil })
    }

    /// No placeholder: an empty column shows nothing.
    public static var none: PlaceholderProvider {
        PlaceholderProvider(nothing: ())
    }

    /// The same placeholder in the detail column whatever the stacks.
    public static func always(_ placeholder: Placeholder<Route>) -> PlaceholderProvider {
        PlaceholderProvider(columns: { $0.column == .detail ? placeholder : nil })
    }

    /// The same route in the detail column whatever the stacks.
    @_disfavoredOverload
    public static func always(_ route: Route) -> PlaceholderProvider {
        always(.route(route))
    }

    /// The placeholder of an empty column.
    @inlinable
    public func placeholder(for request: PlaceholderRequest<Route>) -> Placeholder<Route>? {
        body(request)
    }

    /// The detail column's placeholder under a primary stack (of a two-column split).
    @inlinable
    public func placeholder(for primaryStack: [Child<Route>]) -> Placeholder<Route>? {
        body(PlaceholderRequest(column: .detail, primary: primaryStack, supplementary: []))
    }
}

/// What a ``PlaceholderProvider`` is told: the empty column to fill and the stacks to its left.
public struct PlaceholderRequest<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The empty column: ``Column/detail`` or ``Column/supplementary``.
    public let column: Column
    /// The primary column's stack, bottom first.
    public let primary: [Child<Route>]
    /// The supplementary column's stack when filling a three-column split's detail column.
    public let supplementary: [Child<Route>]

    /// Describes an empty column and the stacks to its left.
    @inlinable
    public init(column: Column, primary: [Child<Route>], supplementary: [Child<Route>]) {
        self.column = column
        self.primary = primary
        self.supplementary = supplementary
    }
}
