import SplitNavigation

/// Makes the app's routes for random events, and knows the simplest one for shrinking.
///
/// Plug in the routes your app really uses, so that properties that look at routes (an
/// invariant such as "a message is only shown under its mailbox") meet realistic values:
///
/// ```swift
/// let routes = RouteGenerator<MailRoute>(simplest: .inbox) { random in
///     random.bool() ? .inbox : .message(random.int(in: 1...50))
/// }
/// let strings = RouteGenerator.oneOf("Inbox", "Sent", "Message")
/// ```
///
/// The simplest route is what the shrinker replaces routes with when the failure does not
/// depend on them, so that a counterexample shows only the routes that matter.
public struct RouteGenerator<Route: Hashable & Codable & Sendable>: Sendable {
    /// The route the shrinker tries first: the one a minimal counterexample should show.
    public let simplest: Route
    private let simplifications: @Sendable (Route) -> [Route]
    private let body: @Sendable (inout SplitMix64) -> Route

    /// A generator drawing routes from `body`, with `simplest` for shrinking, and optionally
    /// `simpler`, which gives simpler versions of a route to try when the simplest one makes
    /// the failure go away (`.message(92)` → `.message(1)`), simplest first. Each must be
    /// strictly simpler than the route it comes from, or shrinking may go round in circles
    /// until its budget runs out.
    public init(
        simplest: Route, simpler: @escaping @Sendable (Route) -> [Route] = { _ in [] },
        _ body: @escaping @Sendable (inout SplitMix64) -> Route
    ) {
        self.simplest = simplest
        self.simplifications = simpler
        self.body = body
    }

    /// What the shrinker tries instead of `route`: the simplest route, then the `simpler` ones.
    public func simplifications(of route: Route) -> [Route] {
        guard route != simplest else { return [] }
        return [simplest] + simplifications(route).filter { $0 != route && $0 != simplest }
    }

    /// One of the given routes, uniformly; the first one is the simplest.
    public static func oneOf(_ first: Route, _ rest: Route...) -> RouteGenerator {
        let all = [first] + rest
        return RouteGenerator(simplest: first) { random in random.element(of: all) ?? first }
    }

    /// A random route.
    public func route(using random: inout SplitMix64) -> Route {
        body(&random)
    }
}

extension RouteGenerator where Route == String {
    /// Mail-like names (`"Inbox"`, `"Message"`, …), `"A"` being the simplest.
    public static var names: RouteGenerator<String> {
        .oneOf("A", "Inbox", "Sent", "Drafts", "Message", "Thread", "Settings", "Profile", "Search")
    }
}
