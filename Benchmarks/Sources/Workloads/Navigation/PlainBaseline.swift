import SplitNavigation

/// A hand-written baseline that applies the library's events to plain arrays: `PlainSplit`,
/// `PlainModals`, `PlainTabs`. Every suite measures one against the library in the same run.
public protocol PlainBaseline: Sendable {
    /// Applies an event; `false` when the library would reject it (the state is then unchanged).
    @discardableResult
    mutating func apply(_ event: NavigationEvent<MailRoute>) -> Bool
}

extension PlainChild {
    /// The library's child as the baseline keeps it, for comparing the two.
    public init(_ child: Child<MailRoute>) {
        self.init(id: child.id.rawValue, route: child.route, column: child.preferredColumn)
    }
}

/// Plays `events` on the library and on the baseline before a run is measured, stopping the run
/// at the first event either refuses; `afterEach` is given both after each event, to compare
/// them (and stop the run the same way). A script that is not accepted whole would measure
/// rejections.
public func replay<Baseline: PlainBaseline>(
    _ events: [NavigationEvent<MailRoute>], on navigator: inout SplitNavigator<MailRoute>, and baseline: inout Baseline,
    afterEach: (_ index: Int, _ event: NavigationEvent<MailRoute>, _ navigator: SplitNavigator<MailRoute>, _ baseline: Baseline) -> Void = { _, _, _, _ in }
) {
    for (index, event) in events.enumerated() {
        do {
            try navigator.send(event)
        } catch {
            fatalError("event \(index) \(event) was rejected: \(error)")
        }
        guard baseline.apply(event) else { fatalError("the baseline rejected event \(index) \(event)") }
        afterEach(index, event, navigator, baseline)
    }
}
