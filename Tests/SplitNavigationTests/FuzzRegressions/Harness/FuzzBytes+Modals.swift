#if !SPLITNAV_FUZZ
import SplitNavigation
#endif

extension FuzzBytes {
    /// The routes of children made in modals: a fixed few, so that drawing one allocates nothing.
    private static let modalRoutes = ["M0", "M1", "M2", "M3"]

    /// A modal event, valid or not (`kind` 0–7): present (either style), dismiss, dismiss a
    /// modal by id, and push, pop, pop to, pop to root and replace top inside the top modal.
    /// With no modal up, all but present are `noModal`; `back` (an older selector) pops in the
    /// top modal when one is up.
    mutating func modalEvent(for state: SplitState<String>, kind: UInt8) -> NavigationEvent<String> {
        switch kind {
        case 0: return .present(modalChild(), style: next() % 2 == 0 ? .sheet : .fullScreenCover)
        case 1: return .dismiss
        case 2: return .dismissModal(modalID(in: state))
        case 3: return .modal(.push(modalChild()))
        case 4: return .modal(.pop)
        case 5: return .modal(.popTo(idInTopModal(of: state)))
        case 6: return .modal(.popToRoot)
        default: return .modal(.replaceTop(modalChild()))
        }
    }

    /// A child to present or push in a modal: mostly plain, preferring the primary or the detail
    /// column (every split has them); now and then preferring the supplementary column
    /// (`columnNotInSplit` in a two-column split) or with an accordion or a tab group as content
    /// (`malformedInput`: children in a modal are plain).
    mutating func modalChild() -> NewChild<String> {
        let choice = next()
        let route = Self.modalRoutes[Int(choice >> 3) % Self.modalRoutes.count]
        switch choice % 8 {
        case 0, 1, 2: return NewChild(route, preferring: .detail)
        case 3, 4: return NewChild(route, preferring: .primary)
        case 5: return NewChild(route, preferring: .supplementary)
        // An empty accordion: content that is not plain, without the cost of drawing a tree.
        case 6: return NewChild(route, preferring: .detail, content: .accordion(Accordion(policy: .multiple)))
        default: return NewChild(route, preferring: .detail, content: .tabs(tabGroup()))
        }
    }

    /// A modal's id most of the time when one is up, else any id ``id(in:)`` draws (a column
    /// child's, or one near the counter): `unknownChild` to `dismissModal`.
    mutating func modalID(in state: SplitState<String>) -> ChildID {
        let choice = Int(next())
        if choice < 192, !state.modals.isEmpty { return state.modals[choice % state.modals.count].id }
        return id(in: state)
    }

    /// An id in the top modal's stack most of the time when one is up, else any id ``id(in:)``
    /// draws (`unknownChild` to a modal's `popTo`).
    mutating func idInTopModal(of state: SplitState<String>) -> ChildID {
        let choice = Int(next())
        if choice < 192, let top = state.modals.last { return top.stack[choice % top.stack.count].id }
        return id(in: state)
    }

    /// A reach or adoption step about modals (`selector` 0–9 modulo 4): 0, a reach of a target
    /// (``target(for:)``) naming modals (``modalTargets(for:)``), with or without reveal; 1, the
    /// dismissal of a modal (or of another id: a column child's is `noModal`, an id never given
    /// `unknownChild`, a dismissed modal's no events); 2 and 3, the ids or the routes a modal
    /// shows after a back swipe or a rewritten path (as ``ids(for:in:)`` and
    /// ``routes(for:)`` draw them for a column; now and then another root route).
    mutating func modalReachOrAdoptionStep(for state: SplitState<String>, selector: UInt8) -> FuzzStep {
        switch selector % 4 {
        case 0:
            var target = target(for: state)
            target.modals = modalTargets(for: state)
            return .reach(target, reveal: next() % 2 == 0)
        case 1:
            return .adoptDismissal(modalID(in: state))
        case 2:
            let modal = modalID(in: state)
            let shown = state.modals.first { $0.id == modal }?.stack ?? []
            var ids = Array(shown.prefix(Int(next()) % (shown.count + 1)).map(\.id))
            switch next() % 4 {
            case 0: ids.append(id(in: state))
            case 1: if !ids.isEmpty { ids[Int(next()) % ids.count] = idInTopModal(of: state) }
            default: break
            }
            return .adoptIDsInModal(ids, modal: modal)
        default:
            let modal = modalID(in: state)
            let shown = state.modals.first { $0.id == modal }?.stack ?? []
            var routes = routes(for: shown)
            if next() % 8 == 0, !routes.isEmpty { routes[0] = "X" }
            return .adoptRoutesInModal(routes, modal: modal)
        }
    }

    /// The modals of a reach's target: the state's modals cut at a random point, the last one
    /// kept cut inside its stack and extended with up to two routes (now and then in the other
    /// style, so that it is presented anew), and now and then a new modal on top.
    mutating func modalTargets(for state: SplitState<String>) -> [ModalTarget<String>] {
        var targets = state.modals.map { ModalTarget($0) }
        targets.removeLast(Int(next()) % (targets.count + 1))
        if var last = targets.popLast() {
            last.pushed = Array(last.pushed.prefix(Int(next()) % (last.pushed.count + 1))) + modalRoutes()
            if next() % 8 == 0 { last.style = last.style == .sheet ? .fullScreenCover : .sheet }
            targets.append(last)
        }
        if next() % 2 == 0 {
            let root = Self.modalRoutes[Int(next()) % Self.modalRoutes.count]
            targets.append(ModalTarget(root: root, pushed: modalRoutes(), style: next() % 2 == 0 ? .sheet : .fullScreenCover))
        }
        return targets
    }

    /// Zero to two routes of children made in modals.
    private mutating func modalRoutes() -> [String] {
        (0..<Int(next() % 3)).map { _ in Self.modalRoutes[Int(next()) % Self.modalRoutes.count] }
    }
}
