import SplitNavigation

/// Makes random events for the current state from weighted ``EventKind``s.
///
/// ```swift
/// var weights = EventWeights()
/// weights.invalidPercent = 20
/// let generator = EventGenerator.standard(routes: .names, weights: weights)
/// var random = SplitMix64(seed: 7)
/// let event = generator.event(for: navigator.state, using: &random)
/// ```
///
/// It is composed of per-kind generators so that new kinds of events (those of new child
/// content, an app's own flows) join the standard ones with ``adding(_:)``.
public struct EventGenerator<Route: Hashable & Codable & Sendable>: Sendable {
    /// The kinds the generator picks from, by weight.
    public var kinds: [EventKind<Route>] {
        didSet { (kindWeights, invalidKindWeights) = Self.weights(of: kinds) }
    }
    /// Each kind's weight, and its weight for invalid events (0 for a kind that cannot make
    /// one), kept with ``kinds`` rather than mapped from them for every event.
    private var kindWeights: [Int]
    private var invalidKindWeights: [Int]
    /// The app's routes.
    public var routes: RouteGenerator<Route>
    /// The limits and the share of invalid events; the kinds' weights are in ``kinds``.
    public var weights: EventWeights

    /// A generator picking among `kinds`.
    public init(kinds: [EventKind<Route>], routes: RouteGenerator<Route>, weights: EventWeights = EventWeights()) {
        self.kinds = kinds
        (kindWeights, invalidKindWeights) = Self.weights(of: kinds)
        self.routes = routes
        self.weights = weights
    }

    /// Every event of the core, modal, accordion and tab events, batches and reaches included, weighted by
    /// `weights`.
    public static func standard(routes: RouteGenerator<Route>, weights: EventWeights = EventWeights()) -> EventGenerator {
        let single = EventGenerator(
            kinds: [
                .push(weight: weights.push), .showDetail(weight: weights.showDetail),
                .showSupplementary(weight: weights.showSupplementary), .select(weight: weights.select),
                .replaceTop(weight: weights.replaceTop), .raise(weight: weights.raise), .pop(weight: weights.pop),
                .popTo(weight: weights.popTo), .popChild(weight: weights.popChild),
                .popToRoot(weight: weights.popToRoot), .back(weight: weights.back),
                .setLayout(weight: weights.setLayout), .setWidth(weight: weights.setWidth),
                .setVisibility(weight: weights.setVisibility),
                .present(weight: weights.present), .dismiss(weight: weights.dismiss),
                .dismissModal(weight: weights.dismissModal), .modal(weight: weights.modal),
                .restore(weight: weights.restore), .accordion(weight: weights.accordion), .tabs(weight: weights.tabs),
            ],
            routes: routes, weights: weights)
        return single.adding(.batch(weight: weights.batch, of: single)).adding(.reach(weight: weights.reach))
    }

    /// The generator with one more kind.
    public func adding(_ kind: EventKind<Route>) -> EventGenerator {
        var copy = self
        copy.kinds.append(kind)
        return copy
    }

    /// A random event for `state`: with probability ``EventWeights/invalidPercent`` an invalid
    /// one from the kinds that ``EventKind/canBeInvalid`` (when the state offers one), else one
    /// from every kind by weight. When no kind can make one (every kind at weight 0, or all
    /// declining), a `setLayout` to the current layout, which changes nothing.
    ///
    /// - Complexity: O(*k* + *n*) for *k* kinds and *n* children.
    public func event(for state: SplitState<Route>, using random: inout SplitMix64) -> NavigationEvent<Route> {
        if random.chance(percent: weights.invalidPercent),
           let event = pick(EventContext(state: state, routes: routes, weights: weights, wantsInvalid: true),
                            weights: invalidKindWeights, using: &random) {
            return event
        }
        let context = EventContext(state: state, routes: routes, weights: weights, wantsInvalid: false)
        return pick(context, weights: kindWeights, using: &random) ?? .setLayout(state.layout)
    }

    /// The kinds' weights, and their weights for invalid events.
    private static func weights(of kinds: [EventKind<Route>]) -> (all: [Int], invalid: [Int]) {
        (kinds.map { $0.weight }, kinds.map { $0.canBeInvalid ? $0.weight : 0 })
    }

    /// Asks kinds picked by weight until one makes an event.
    private func pick(_ context: EventContext<Route>, weights: [Int], using random: inout SplitMix64) -> NavigationEvent<Route>? {
        var weightsLeft = weights
        while let index = random.weightedIndex(weightsLeft) {
            if let event = kinds[index].event(in: context, using: &random) { return event }
            weightsLeft[index] = 0
        }
        return nil
    }
}
