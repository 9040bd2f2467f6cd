import SplitNavigation
import SplitNavigationTesting

/// Random events for a navigation a sender cannot see in full (other senders change it at the
/// same time): mostly valid, some rejected (root pops, stale ids), with as many ways to remove
/// children as to add them so that stacks stay shallow.
struct RandomEvents {
    var rng: SplitMix64
    /// Ids to aim id-addressed events at; refreshed by the caller from time to time, so some are
    /// stale by the time they are used.
    var knownIDs: [ChildID] = []

    static let routes = ["Inbox", "Sent", "Drafts", "Message", "Thread", "Settings", "Profile", "Search"]
    /// A small valid state to restore now and then.
    static let restorable: SplitState<String> = {
        do {
            return try SplitState(
                primary: [NewChild("Mailboxes", preferring: .primary), NewChild("Inbox", preferring: .primary)],
                detail: [NewChild("Message", preferring: .detail)], policy: .hideDetail)
        } catch {
            // The initial children above are never empty.
            preconditionFailure("\(error)")
        }
    }()

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    mutating func next() -> NavigationEvent<String> {
        let column: Column = Bool.random(using: &rng) ? .primary : .detail
        switch Int.random(in: 0..<1000, using: &rng) {
        case 0..<220:
            let onto: Column? = Bool.random(using: &rng) ? column : nil
            let preferred: Column = Bool.random(using: &rng) ? .primary : .detail
            return .push(NewChild(route(), preferring: preferred), onto: onto)
        case 220..<400:
            return .pop(column)
        case 400..<520:
            return .back
        case 520..<570:
            let count = Int.random(in: 0...2, using: &rng)
            return .showDetail((0..<count).map { _ in NewChild(route(), preferring: .detail) })
        case 570..<640:
            return .replaceTop(column, with: NewChild(route(), preferring: column))
        case 640..<680:
            return .popTo(someID())
        case 680..<710:
            return .popChild(someID())
        case 710..<730:
            return .popToRoot(column)
        case 730..<880:
            return .setLayout(Bool.random(using: &rng) ? .regular : .compact)
        case 880..<998:
            return .setVisibility(Bool.random(using: &rng) ? .detailOnly : .automatic)
        default:
            return .restore(Self.restorable)
        }
    }

    private mutating func route() -> String {
        Self.routes.randomElement(using: &rng) ?? "Inbox"
    }

    private mutating func someID() -> ChildID {
        knownIDs.randomElement(using: &rng) ?? ChildID(Int.random(in: 1...20, using: &rng))
    }
}
