import SplitNavigation

extension EventKind {
    /// A `NavigationEvent.batch(_:)` of zero to three events from `inner`, each made for the
    /// state the events before it give on a plain navigator; an inner event the navigator refuses
    /// makes the whole batch fail, which the laws check changes nothing. When invalid, a batch
    /// that ends by popping the primary root.
    public static func batch(weight: Int, of inner: EventGenerator<Route>) -> EventKind {
        EventKind(name: "batch", weight: weight, canBeInvalid: true) { context, random in
            var trial = SplitNavigator(state: context.state)
            var events: [NavigationEvent<Route>] = []
            for _ in 0..<random.int(in: 0...3) {
                let event = inner.event(for: trial.state, using: &random)
                events.append(event)
                _ = try? trial.send(event)
            }
            if context.wantsInvalid {
                events.append(.popChild(trial.state.root.id))
            }
            return .batch(events)
        }
    }
}
