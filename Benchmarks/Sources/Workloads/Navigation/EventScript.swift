import SplitNavigation
import SplitNavigationTesting

/// A seeded, repeatable list of events that the navigator accepts one after the other: pushes,
/// pops, detail stacks, back, pops to a child, and a layout change one time in 50, on stacks of
/// at most `maxChildren` children in all.
///
/// The script is made by playing the events on a ``PlainSplit``, so every event is valid when
/// it comes; ``verify()`` checks that the library ends where the baseline does, so the two
/// really do the same work.
public struct EventScript: Sendable {
    public let events: [NavigationEvent<MailRoute>]
    public let maxChildren: Int
    /// The split's columns: three-column scripts also push onto the supplementary column and
    /// show supplementary stacks.
    public let columns: SplitColumns
    public static let root = MailRoute.mailboxes

    /// Generates `count` events from `seed`.
    ///
    /// Mix: push 32%, show detail (0 to 3 children) 14% (with three columns, half of them show
    /// a supplementary stack instead), pop 16%, back 18%, pop to 18%, layout 2%. Pushes and pops
    /// pick a column at random among the split's.
    public init(count: Int, seed: UInt64, maxChildren: Int = 16, columns: SplitColumns = .two) {
        var random = SplitMix64(seed: seed)
        var model = PlainSplit(root: Self.root)
        var events: [NavigationEvent<MailRoute>] = []
        events.reserveCapacity(count)
        // Each event's detail stack is made once here, so the measured loops only read it.
        func route() -> MailRoute {
            switch random.int(below: 3) {
            case 0: .mailbox(random.int(below: 100))
            case 1: .message(random.int(below: 10_000))
            default: .compose
            }
        }
        while events.count < count {
            let roll = random.int(below: 100)
            let event: NavigationEvent<MailRoute>?
            switch roll {
            case 0..<2:
                event = .setLayout(model.isCompact ? .regular : .compact)
            case 2..<34:
                let column: Column = random.int(below: 5) < 2 ? .primary
                    : columns == .three && random.bool() ? .supplementary : .detail
                event = model.count < maxChildren ? .push(NewChild(route(), preferring: column)) : .back
            case 34..<48:
                if columns == .three, random.bool() {
                    let room = maxChildren - model.count + model.stack(.detail).count + model.stack(.supplementary).count
                    let size = min(random.int(below: 4), room)
                    event = .showSupplementary((0..<size).map { _ in NewChild(route(), preferring: .supplementary) })
                } else {
                    let room = maxChildren - model.count + model.stack(.detail).count
                    let size = min(random.int(below: 4), room)
                    event = .showDetail((0..<size).map { _ in NewChild(route(), preferring: .detail) })
                }
            case 48..<64:
                event = .pop(random.element(of: columns.all) ?? .primary)
            case 64..<82:
                event = .back
            default:
                let all = model.primary + model.supplementary + model.detail
                event = random.element(of: all).map { .popTo(ChildID($0.id)) }
            }
            // Only events the navigator accepts: the suite measures the paths users take.
            guard let event, model.apply(event) else { continue }
            events.append(event)
        }
        self.events = events
        self.maxChildren = maxChildren
        self.columns = columns
    }

    /// A navigator at the script's start.
    public static func startNavigator(columns: SplitColumns = .two) -> SplitNavigator<MailRoute> {
        do {
            return try SplitNavigator(primary: [root], columns: columns)
        } catch {
            fatalError("a navigator with a root cannot fail: \(error)")
        }
    }

    /// Plays the script on the library and on the baseline and stops the run if they disagree
    /// about any event or about the end state.
    public func verify() {
        var navigator = Self.startNavigator(columns: columns)
        var baseline = PlainSplit(root: Self.root)
        replay(events, on: &navigator, and: &baseline)
        for column in Column.allCases {
            let library = navigator.state.stack(column).map(PlainChild.init)
            guard library == baseline.stack(column) else {
                fatalError("the library and the baseline end with different \(column) stacks")
            }
        }
    }
}
