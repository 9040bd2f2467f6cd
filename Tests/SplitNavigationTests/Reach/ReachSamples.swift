import SplitNavigation
import SplitNavigationTesting

/// Random states and targets for the reach properties: states from the kit's random starts and
/// events (both layouts, both column counts, every policy, kept-aside children, accordions),
/// targets that mostly share a prefix with the state in each column — so that keeping,
/// popping and pushing all happen — and sometimes name routes afresh or break the rules.
struct ReachSamples {
    static let routes = RouteGenerator<String>.oneOf("A", "B", "C")
    static let events = EventGenerator.standard(routes: routes)
    static let starts = StartGenerator.random(routes: routes)

    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// A state after up to 30 random events (the ones the navigator refuses are skipped).
    mutating func state() throws -> SplitState<String> {
        var navigator = SplitNavigator(state: try Self.starts.start(using: &random))
        for _ in 0..<random.int(in: 0...30) {
            _ = try? navigator.send(Self.events.event(for: navigator.state, using: &random))
        }
        return navigator.state
    }

    /// A target for `state`: each column's routes cut at a random point and extended with zero
    /// to two random routes; a random visibility now and then. Valid unless `invalid`.
    mutating func target(for state: SplitState<String>, invalid: Bool = false) -> NavigationTarget<String> {
        var target = NavigationTarget<String>(primary: [])
        for column in state.columns.all {
            let routes = state.stack(column).map(\.route)
            let kept = random.chance(percent: 15) ? 0 : random.int(in: 0...routes.count)
            target[column] = Array(routes.prefix(kept)) + (0..<random.int(in: 0...2)).map { _ in Self.routes.route(using: &random) }
        }
        if target.primary.isEmpty { target.primary = [Self.routes.route(using: &random)] }
        if random.chance(percent: 20) { target.visibility = random.element(of: ColumnVisibility.allCases) }
        if invalid {
            if state.columns == .two, random.bool() {
                target.supplementary = [Self.routes.route(using: &random)]
            } else {
                target.primary = []
            }
        }
        return target
    }
}
