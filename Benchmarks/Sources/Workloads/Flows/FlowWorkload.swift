import SplitNavigation
import SplitNavigationTesting

/// The property runner's workload, shared by the `PropertyRunner` suite and the instruction
/// counts: seeded sequences of 50 random events over ``MailRoute`` from random starts, under
/// every policy, with two and three columns.
public enum FlowWorkload {
    /// The routes the runner draws: the four cases, with payloads below 10 and 100.
    public static let routes = RouteGenerator<MailRoute>(simplest: .mailboxes) { random in
        switch random.int(below: 4) {
        case 0: .mailboxes
        case 1: .mailbox(random.int(below: 10))
        case 2: .message(random.int(below: 100))
        default: .compose
        }
    }

    /// How many events each sequence has.
    public static let length = 50

    /// A runner of `sequences` sequences of ``length`` events (seed 2026) checking `laws`, every
    /// law on one step in `lawSampling` (the kit's default when `nil`).
    public static func runner(sequences: Int, laws: Set<NavigationLaw>, lawSampling: Int? = nil) -> FlowRunner<MailRoute> {
        var runner = FlowRunner(routes: routes)
        if let lawSampling { runner.lawSampling = lawSampling }
        runner.sequences = sequences
        runner.length = length
        runner.seed = 2026
        runner.laws = laws
        return runner
    }
}

extension FlowWorkload {
    /// The events of the Hypothesis comparison (`Benchmarks/Hypothesis/navigation_machine.py`):
    /// `push`, `pop`, `popToRoot`, `back`, `showDetail` and `setLayout`, with the standard
    /// weights, on plain children (no accordion), no event drawn to be rejected (a kind with no
    /// valid variant, such as `back` at the root, still makes one), at most 12 children.
    public static let coreEvents: EventGenerator<MailRoute> = {
        var weights = EventWeights()
        weights.accordionPercent = 0
        weights.invalidPercent = 0
        return EventGenerator(
            kinds: [
                .push(weight: weights.push), .showDetail(weight: weights.showDetail), .pop(weight: weights.pop),
                .popToRoot(weight: weights.popToRoot), .back(weight: weights.back), .setLayout(weight: weights.setLayout),
            ],
            routes: routes, weights: weights)
    }()

    /// Where every sequence of the comparison starts: a two-column regular split under
    /// `detailOnTop` holding the primary root `mailboxes` (id 1).
    public static let coreStart: SplitState<MailRoute> = {
        do {
            return try SplitState(primary: [NewChild(.mailboxes, preferring: .primary)], columns: .two, policy: .detailOnTop)
        } catch {
            preconditionFailure("a state with a primary root cannot fail: \(error)")
        }
    }()

    /// The comparison's one invariant, the Python side's too: child ids are unique and below the
    /// counter.
    public static let idsUniqueAndBelowTheCounter = FlowProperty<MailRoute>.invariant("ids unique and below the counter") { state, _ in
        let ids = state.children.map(\.id)
        return Set(ids).count == ids.count && ids.allSatisfy { $0 < state.nextID }
    }

    /// A runner of the comparison's events from ``coreStart``, in `sequences` sequences of
    /// ``length`` (seed 2026), checking `laws` and the one invariant.
    public static func coreRunner(sequences: Int, laws: Set<NavigationLaw>) -> FlowRunner<MailRoute> {
        var runner = FlowRunner(starts: .fixed(coreStart), events: coreEvents)
        runner.sequences = sequences
        runner.length = length
        runner.seed = 2026
        runner.laws = laws
        runner.properties = [idsUniqueAndBelowTheCounter]
        return runner
    }
}
