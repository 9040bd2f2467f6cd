import SplitNavigation
import SplitNavigationTesting

/// A seeded, repeatable list of tab switches the navigator accepts one after the other, with
/// pushes, pops and new detail stacks between them, on a two-column split in regular layout whose
/// primary root is a tab group of three tabs.
///
/// ``opening`` first gives every tab a detail stack of three children (it is played before the
/// measurement), so each select stores a stack and restores another. The script is made by
/// playing the events on a ``PlainTabs``; ``verify()`` checks that the library ends where the
/// baseline does, shown and stored stacks alike.
public struct TabScript: Sendable {
    public let events: [NavigationEvent<MailRoute>]
    /// The most children a detail stack holds.
    public let maxDetail: Int
    /// The tabs, in tab bar order.
    public static let tabs: [TabID] = ["inbox", "sent", "drafts"]
    /// The tab group child: the primary root, the state's first child.
    public static let group = ChildID(1)

    /// Gives each tab a detail stack of three children and comes back to the first tab.
    public static let opening: [NavigationEvent<MailRoute>] = tabs.indices.flatMap { index in
        [
            .showDetail((0..<3).map { NewChild(.message(index * 10 + $0), preferring: .detail) }),
            .tabs(group, .selectTab(tabs[(index + 1) % tabs.count])),
        ]
    }

    /// Generates `count` events from `seed`.
    ///
    /// Mix: select the next tab, cycling through the three, 50 %; push onto the detail column
    /// 25 % (a pop when the stack is full); pop the detail column 20 % (a push when it is empty);
    /// show a new detail stack of 1 to 3 children 5 %.
    public init(count: Int, seed: UInt64, maxDetail: Int = 6) {
        var random = SplitMix64(seed: seed)
        var model = Self.startBaseline()
        var events: [NavigationEvent<MailRoute>] = []
        events.reserveCapacity(count)
        func push() -> NavigationEvent<MailRoute> {
            .push(NewChild(.message(random.int(below: 10_000)), preferring: .detail))
        }
        while events.count < count {
            let event: NavigationEvent<MailRoute>
            switch random.int(below: 100) {
            case 0..<50:
                event = .tabs(Self.group, .selectTab(Self.tabs[(model.selected + 1) % Self.tabs.count]))
            case 50..<75:
                event = model.detail.count < maxDetail ? push() : .pop(.detail)
            case 75..<95:
                event = model.detail.isEmpty ? push() : .pop(.detail)
            default:
                event = .showDetail((0...random.int(below: 3)).map { _ in
                    NewChild(.message(random.int(below: 10_000)), preferring: .detail)
                })
            }
            guard model.apply(event) else { preconditionFailure("the tab script made an event its model rejects: \(event)") }
            events.append(event)
        }
        self.events = events
        self.maxDetail = maxDetail
    }

    /// A navigator after ``opening``: the first tab selected, every tab with three details.
    ///
    /// Each call builds a navigator with buffers of its own, so nothing in a measured loop is
    /// copied on write because the benchmark kept a reference.
    public static func startNavigator() -> SplitNavigator<MailRoute> {
        do {
            let group = try TabGroup<MailRoute>(tabs: tabs.enumerated().map { Tab($1, value: .mailbox($0)) })
            var navigator = try SplitNavigator(state: SplitState(
                primary: [NewChild(.mailboxes, preferring: .primary, content: .tabs(group))]))
            for event in opening { try navigator.send(event) }
            return navigator
        } catch {
            fatalError("the tab script's start is accepted: \(error)")
        }
    }

    /// The baseline after ``opening``.
    public static func startBaseline() -> PlainTabs {
        var baseline = PlainTabs()
        for event in opening {
            guard baseline.apply(event) else { fatalError("the baseline rejected the opening's \(event)") }
        }
        return baseline
    }

    /// Plays the script on the library and on the baseline and stops the run if the library
    /// rejects an event, or if they end with different selected tabs, shown or stored stacks.
    public func verify() {
        var navigator = Self.startNavigator()
        var baseline = Self.startBaseline()
        replay(events, on: &navigator, and: &baseline)
        func plain(_ children: [Child<MailRoute>]) -> [PlainChild] { children.map(PlainChild.init) }
        guard let group = navigator.tabGroup(Self.group), group.selected == Self.tabs[baseline.selected] else {
            fatalError("the library and the baseline end on different tabs")
        }
        guard plain(navigator.state.stack(.detail)) == baseline.detail else {
            fatalError("the library and the baseline end with different detail stacks")
        }
        for (index, tab) in Self.tabs.enumerated() where plain(group.storedStacks(for: tab)?.detail ?? []) != baseline.stored[index] {
            fatalError("the library and the baseline store different stacks for \(tab)")
        }
    }
}
