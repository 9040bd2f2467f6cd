import SplitNavigation
import SplitNavigationTesting

/// Random states and targets for the reach properties: states from the kit's random starts and
/// events (both layouts, both column counts, every policy, kept-aside children, accordions,
/// modals), targets that mostly share a prefix with the state in each column and in its
/// modals — so that keeping, popping, pushing, dismissing and presenting all happen — and
/// sometimes name routes afresh or break the rules.
struct ReachSamples {
    static let routes = RouteGenerator<String>.oneOf("A", "B", "C")
    static let events = EventGenerator.standard(routes: routes)
    static let starts = StartGenerator.random(routes: routes)

    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// A state after up to 30 random events (the ones the navigator refuses are skipped), and
    /// half the time up to three modals more, each with up to two children above its root:
    /// among the standard events modals come and go too fast for modals over modals.
    mutating func state() throws -> SplitState<String> {
        var navigator = SplitNavigator(state: try Self.starts.start(using: &random))
        for _ in 0..<random.int(in: 0...30) {
            _ = try? navigator.send(Self.events.event(for: navigator.state, using: &random))
        }
        for _ in 0..<(random.bool() ? random.int(in: 1...3) : 0) {
            let style = random.element(of: ModalStyle.allCases) ?? .sheet
            _ = try? navigator.send(.present(NewChild(Self.routes.route(using: &random), preferring: .detail), style: style))
            for _ in 0..<random.int(in: 0...2) {
                _ = try? navigator.send(.modal(.push(NewChild(Self.routes.route(using: &random), preferring: .detail))))
            }
        }
        return navigator.state
    }

    /// A target for `state`: each column's routes cut at a random point and extended with zero
    /// to two random routes; a random visibility now and then; the state's modals cut at a
    /// random point, the last one kept cut inside its stack and extended with up to two routes
    /// (or given another style), and up to two new modals on top. Valid unless `invalid`.
    mutating func target(for state: SplitState<String>, invalid: Bool = false) -> NavigationTarget<String> {
        var target = NavigationTarget<String>(primary: [])
        for column in state.columns.all {
            let routes = state.stack(column).map(\.route)
            let kept = random.chance(percent: 15) ? 0 : random.int(in: 0...routes.count)
            target[column] = Array(routes.prefix(kept)) + (0..<random.int(in: 0...2)).map { _ in Self.routes.route(using: &random) }
        }
        if target.primary.isEmpty { target.primary = [Self.routes.route(using: &random)] }
        if random.chance(percent: 20) { target.visibility = random.element(of: ColumnVisibility.allCases) }
        target.modals = modals(for: state)
        if invalid {
            if state.columns == .two, random.bool() {
                target.supplementary = [Self.routes.route(using: &random)]
            } else {
                target.primary = []
            }
        }
        return target
    }

    /// The modals of a target for `state`.
    mutating func modals(for state: SplitState<String>) -> [ModalTarget<String>] {
        var modals = state.modals.map { ModalTarget($0) }
        modals.removeLast(random.int(in: 0...modals.count))
        if var last = modals.popLast() {
            last.pushed = Array(last.pushed.prefix(random.int(in: 0...last.pushed.count))) + newRoutes()
            if random.chance(percent: 15) { last.style = last.style == .sheet ? .fullScreenCover : .sheet }
            modals.append(last)
        }
        for _ in 0..<random.int(in: 0...2) where random.bool() {
            modals.append(ModalTarget(root: Self.routes.route(using: &random), pushed: newRoutes(), style: random.element(of: ModalStyle.allCases) ?? .sheet))
        }
        return modals
    }

    /// Zero to two random routes.
    mutating func newRoutes() -> [String] {
        (0..<random.int(in: 0...2)).map { _ in Self.routes.route(using: &random) }
    }
}
