import SplitNavigation

/// One kind of event an ``EventGenerator`` makes: a name, a weight, and a function of the
/// current state.
///
/// The standard kinds (``push(weight:)``, ``pop(weight:)``, …) are built from ``EventWeights``
/// by ``EventGenerator/standard(routes:weights:)``; an app or a new kind of child content adds
/// its own kinds beside them:
///
/// ```swift
/// let openMessage = EventKind<MailRoute>(name: "openMessage", weight: 10) { context, random in
///     .showDetail([NewChild(.message(random.int(in: 1...9)), preferring: .detail)])
/// }
/// let generator = EventGenerator.standard(routes: mailRoutes).adding(openMessage)
/// ```
public struct EventKind<Route: Hashable & Codable & Sendable>: Sendable {
    /// A name for statistics and messages.
    public var name: String
    /// The kind's relative weight; 0 turns it off.
    public var weight: Int
    /// Whether the kind makes events the navigator rejects when the context asks for one
    /// (``EventContext/wantsInvalid``). The generator asks only such kinds for invalid events.
    public var canBeInvalid: Bool
    private let body: @Sendable (EventContext<Route>, inout SplitMix64) -> NavigationEvent<Route>?

    /// A kind making events with `body`, which returns `nil` when it cannot make one for the
    /// context (a push at the depth cap, an invalid pop when every column can be popped); the
    /// generator then picks another kind.
    public init(
        name: String, weight: Int, canBeInvalid: Bool = false,
        _ body: @escaping @Sendable (EventContext<Route>, inout SplitMix64) -> NavigationEvent<Route>?
    ) {
        self.name = name
        self.weight = weight
        self.canBeInvalid = canBeInvalid
        self.body = body
    }

    /// An event of this kind for the context, or `nil` when the kind has none to offer.
    public func event(in context: EventContext<Route>, using random: inout SplitMix64) -> NavigationEvent<Route>? {
        body(context, &random)
    }
}
