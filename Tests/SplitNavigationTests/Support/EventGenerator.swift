import SplitNavigation

/// Random events for a state, mostly valid, sometimes not (root pops, unknown ids), so that both
/// the happy paths and the error paths run.
struct EventGenerator {
    var maxDepth = 12
    var routes = ["Inbox", "Sent", "Drafts", "Message", "Thread", "Settings", "Profile", "Search"]

    func event(for state: SplitState<String>, using rng: inout SeededGenerator) -> NavigationEvent<String> {
        let children = state.children
        let depth = state.compactStack?.count ?? (state.stack(.primary).count + state.stack(.detail).count)
        let roll = Int.random(in: 0..<100, using: &rng)
        let column: Column = Bool.random(using: &rng) ? .primary : .detail
        func route() -> String { routes.randomElement(using: &rng) ?? "Inbox" }
        func anyID() -> ChildID {
            // One in ten names an id no child has.
            if Int.random(in: 0..<10, using: &rng) == 0 || children.isEmpty {
                return ChildID(Int.random(in: 0...(state.nextID.rawValue + 2), using: &rng) + (children.isEmpty ? 0 : 1000))
            }
            return children.randomElement(using: &rng)?.id ?? ChildID(0)
        }
        switch roll {
        case 0..<30 where depth < maxDepth:
            let onto: Column? = Bool.random(using: &rng) ? column : nil
            let preferred: Column = Bool.random(using: &rng) ? .primary : .detail
            return .push(NewChild(route(), preferring: preferred), onto: onto)
        case 0..<30, 30..<40:
            return .pop(column)
        case 40..<47:
            let count = Int.random(in: 0...3, using: &rng)
            return .showDetail((0..<count).map { _ in NewChild(route(), preferring: .detail) })
        case 47..<54:
            return .replaceTop(column, with: NewChild(route(), preferring: column))
        case 54..<60:
            return .popTo(anyID())
        case 60..<66:
            return .popChild(anyID())
        case 66..<69:
            return .popToRoot(column)
        case 69..<80:
            return .back
        case 80..<93:
            return .setLayout(state.layout == .regular ? .compact : .regular)
        case 93..<97:
            return .setDetailOnly(!state.showsDetailOnly)
        case 97:
            // A restore of another start, or of this very state in the other layout.
            let other = Bool.random(using: &rng)
                ? randomStart(policy: state.policy, seed: rng.next()) : state.toggledLayout()
            return .restore(other)
        default:
            return .setLayout(state.layout)
        }
    }

    func sequence(from state: SplitState<String>, length: Int, seed: UInt64) -> [NavigationEvent<String>] {
        var rng = SeededGenerator(seed: seed)
        var navigator = SplitNavigator(state: state)
        var events: [NavigationEvent<String>] = []
        for _ in 0..<length {
            let event = event(for: navigator.state, using: &rng)
            events.append(event)
            _ = try? navigator.send(event)
        }
        return events
    }
}

/// A start of each kind the properties run from.
func randomStart(policy: CollapsePolicy, seed: UInt64) -> SplitState<String> {
    var rng = SeededGenerator(seed: seed ^ 0x5EED)
    let primary = (0..<Int.random(in: 1...3, using: &rng)).map { NewChild("P\($0)", preferring: .primary) }
    let detail = (0..<Int.random(in: 0...2, using: &rng)).map { NewChild("D\($0)", preferring: .detail) }
    let layout: Layout = Bool.random(using: &rng) ? .regular : .compact
    do {
        return try SplitState(primary: primary, detail: detail, layout: layout, policy: policy)
    } catch {
        // `primary` is never empty above.
        preconditionFailure("\(error)")
    }
}
