import SplitNavigation

extension EventKind {
    /// A reach of a random target, as the `NavigationEvent.batch(_:)` of the events
    /// `SplitState.eventsToReach(_:reveal:making:)` computes for it (with `reveal` on or off at random):
    /// each column's routes cut at a random point and extended with up to two random routes;
    /// half the time with the looks of the kept children (a kept tab group now and then on
    /// another tab); the state's modals cut at a random point (the last one kept cut inside its
    /// stack), and now and then a new modal of one or two routes on top; within
    /// ``EventWeights/maxChildren``.
    /// Reaching never asks for routes the state cannot give; a target whose looks another
    /// tab's stacks no longer hold is skipped, so the kind makes no invalid events; the batch's laws and ``NavigationLaw/reachesTargets``
    /// check it.
    public static func reach(weight: Int) -> EventKind {
        EventKind(name: "reach", weight: weight) { context, random in
            let state = context.state
            var target = NavigationTarget<Route>(primary: [])
            var added = 0
            for column in state.columns.all {
                let routes = state.stack(column).map { $0.route }
                let kept = random.int(in: 0...routes.count)
                let extra = random.int(in: 0...2)
                var new: [Route] = []
                for _ in 0..<extra where context.hasRoom(for: added + 1) {
                    new.append(context.route(using: &random))
                    added += 1
                }
                target[column] = Array(routes.prefix(kept)) + new
            }
            if target.primary.isEmpty { target.primary = [context.route(using: &random)] }
            if random.bool() {
                // Looks only where the kept children are, so that no new child needs content.
                let own = NavigationTarget(state)
                for (position, look) in own.looks where position.index < target[position.column].count
                    && target[position.column][position.index] == own[position.column][position.index] {
                    var look = look
                    if look.selectedTab != nil, random.chance(percent: 30),
                        let tabs = state.stack(position.column)[position.index].content.tabs {
                        look.selectedTab = random.element(of: tabs.tabs)?.id
                    }
                    // A row needs a child to its right, which a cut target may not have.
                    if let next = state.columns.column(after: position.column), target[next].isEmpty { look.selectedRow = nil }
                    target.setLook(look, of: position.column, at: position.index)
                }
            }
            let keptModals = random.int(in: 0...state.modals.count)
            for (index, modal) in state.modals.prefix(keptModals).enumerated() {
                let cut = index == keptModals - 1 ? random.int(in: 1...modal.stack.count) : modal.stack.count
                target.modals.append(
                    ModalTarget(root: modal.root.route, pushed: modal.stack[1..<cut].map { $0.route }, style: modal.style))
            }
            if random.chance(percent: 30), context.hasRoom(for: added + 1) {
                var new = ModalTarget(root: context.route(using: &random), style: random.element(of: ModalStyle.allCases) ?? .sheet)
                if random.bool(), context.hasRoom(for: added + 2) { new.pushed = [context.route(using: &random)] }
                target.modals.append(new)
            }
            guard let events = try? state.eventsToReach(target, reveal: random.bool()) else { return nil }
            return .batch(events)
        }
    }
}
