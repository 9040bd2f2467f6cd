import SplitNavigation

/// Makes accordion events for one accordion: valid ones, which the accordion accepts, and
/// invalid ones, which it rejects with one of the codes its operations document.
///
/// Every event is tried on a copy of the (small) accordion before it is returned, so a "valid"
/// event is never rejected by the accordion and an "invalid" one always is. New nodes get ids
/// above the largest in use, so valid inserts and pages never collide.
struct AccordionEventGenerator<Route: Hashable & Codable & Sendable> {
    let survey: AccordionSurvey<Route>
    let context: EventContext<Route>

    init(_ accordion: Accordion<Route>, context: EventContext<Route>) {
        survey = AccordionSurvey(accordion)
        self.context = context
    }

    private var accordion: Accordion<Route> { survey.accordion }
    private var roomForNodes: Int {
        // Saturating: a cap near `Int.min` means no room, not an overflow.
        let (room, overflows) = context.weights.maxAccordionNodes.subtractingReportingOverflow(accordion.count)
        return overflows ? 0 : max(0, room)
    }

    /// An event the accordion accepts, its operation drawn by weight among those it offers one
    /// of; `nil` when none does.
    func valid(using random: inout SplitMix64) -> AccordionEvent<Route>? {
        draw(using: &random) { action, random in
            guard let event = validEvent(action, using: &random), survey.accepts(event) else { return nil }
            return event
        }
    }

    /// An event the accordion rejects, its operation drawn by weight among those that have an
    /// invalid variant here; `nil` when none does.
    ///
    /// Paging goes out of turn only when a page is loading or exhausted, which is rare; then
    /// half the time `beginPage` (unless its weight is 0) is the operation tried first, and on an
    /// exhausted node, the rarest of them, half of those times the page it cannot begin.
    func invalid(using random: inout SplitMix64) -> AccordionEvent<Route>? {
        let exhausted = survey.nodes(paging: .exhausted)
        let pagingTargets = survey.nodes(paging: .loading) + exhausted
        if !pagingTargets.isEmpty, context.weights.accordionActions.beginPage > 0, random.bool() {
            if random.bool(), let node = random.element(of: exhausted) { return .beginPage(node) }
            if let event = invalidEvent(.beginPage, using: &random), !survey.accepts(event) { return event }
        }
        return draw(using: &random) { action, random in
            guard let event = invalidEvent(action, using: &random), !survey.accepts(event) else { return nil }
            return event
        }
    }

    /// Asks operations drawn by weight until one makes an event.
    private func draw(
        using random: inout SplitMix64,
        _ make: (AccordionAction, inout SplitMix64) -> AccordionEvent<Route>?
    ) -> AccordionEvent<Route>? {
        var weights = context.weights.accordionActions.byAction
        while let index = random.weightedIndex(weights) {
            if let event = make(AccordionAction.allCases[index], &random) { return event }
            weights[index] = 0
        }
        return nil
    }

    // MARK: Valid events

    private func validEvent(_ action: AccordionAction, using random: inout SplitMix64) -> AccordionEvent<Route>? {
        let ids = survey.ids
        switch action {
        case .expand:
            return random.element(of: ids).map { .expand($0) }
        case .collapse:
            return random.element(of: ids).map { .collapse($0) }
        case .toggle:
            let parents = survey.parents
            let pool = !parents.isEmpty && random.int(below: 4) > 0 ? parents : ids
            return random.element(of: pool).map { .toggle($0) }
        case .expandAll:
            return .expandAll
        case .collapseAll:
            return .collapseAll
        case .deselect:
            return .deselect
        case .select:
            return selection(using: &random).map { .selectNode($0) }
        case .insert:
            let size = min(roomForNodes, random.int(in: 1...3))
            guard size > 0, let node = newNodes(size, singleRoot: true, using: &random).first else { return nil }
            let parent = self.parent(among: ids, using: &random)
            return .insert(node, parent: parent, index: index(under: parent, excluding: nil, using: &random))
        case .remove:
            return random.element(of: ids).map { .remove($0) }
        case .move:
            guard let id = random.element(of: ids) else { return nil }
            let inside = survey.subtree(of: id)
            let parent = self.parent(among: ids.filter { !inside.contains($0) }, using: &random)
            return .move(id, parent: parent, index: index(under: parent, excluding: id, using: &random))
        case .replace:
            guard let id = random.element(of: ids) else { return nil }
            if random.int(below: 5) == 0, let label = try? accordion.label(of: id) {
                // The same label and destination: a no-op. (`try?` flattens the optional destination.)
                return .replace(id, label: label, destination: try? accordion.destination(of: id))
            }
            let label = AccordionGenerator.label(id: id, value: context.route(using: &random))
            return .replace(id, label: label, destination: destination(using: &random))
        case .beginPage:
            return random.element(of: survey.nodes(paging: .idle)).map { .beginPage($0) }
        case .endPage:
            guard let target = random.element(of: survey.nodes(paging: .loading)) else { return nil }
            let children = newNodes(min(roomForNodes, random.int(in: 0...2)), singleRoot: false, using: &random)
            return .endPage(target, children: children, exhausted: random.int(below: 3) == 0)
        case .cancelPage:
            return random.element(of: survey.nodes(paging: .loading)).map { .cancelPage($0) }
        }
    }

    /// A visible row, two times in three one with a destination when there is one; never one
    /// with a destination when opening it would pass ``EventWeights/maxChildren``.
    private func selection(using random: inout SplitMix64) -> AccordionNodeID? {
        let visible = survey.visible
        let withDestination = visible.filter { (try? accordion.destination(of: $0)) != nil }
        guard context.hasRoom(for: 1) else {
            return random.element(of: visible.filter { !withDestination.contains($0) })
        }
        if !withDestination.isEmpty, random.int(below: 3) > 0 { return random.element(of: withDestination) }
        return random.element(of: visible)
    }

    /// The top level one time in four (always when `candidates` is empty), else a candidate.
    private func parent(among candidates: [AccordionNodeID], using random: inout SplitMix64) -> AccordionNodeID? {
        random.int(below: 4) == 0 ? nil : random.element(of: candidates)
    }

    /// `nil` (append) one time in three, else an index in range among the children of
    /// `parent`, not counting `moving` when it is one of them.
    private func index(under parent: AccordionNodeID?, excluding moving: AccordionNodeID?, using random: inout SplitMix64) -> Int? {
        guard random.int(below: 3) > 0 else { return nil }
        let siblings = survey.children(of: parent).filter { $0 != moving }
        return random.int(in: 0...siblings.count)
    }

    /// A destination in any column of the split, or none one time in three.
    private func destination(using random: inout SplitMix64) -> RowDestination<Route>? {
        random.int(below: 3) == 0 ? nil : RowDestination(context.route(using: &random), column: context.column(using: &random))
    }

    /// Subtrees of `count` nodes with ids above every id in use, at most two levels deep.
    private func newNodes(_ count: Int, singleRoot: Bool, using random: inout SplitMix64) -> [AccordionNode<Route>] {
        guard survey.maxID < Int.max - count else { return [] }
        return AccordionGenerator.subtrees(
            count: count, firstID: survey.maxID + 1, maxDepth: 1, singleRoot: singleRoot,
            routes: context.routes, columns: context.state.columns, using: &random)
    }

    // MARK: Invalid events

    private func invalidEvent(_ action: AccordionAction, using random: inout SplitMix64) -> AccordionEvent<Route>? {
        let ids = survey.ids
        let unknown = survey.unknownID(using: &random)
        let loading = survey.nodes(paging: .loading)
        let notLoading = survey.nodes(paging: .idle) + survey.nodes(paging: .exhausted)
        // The operation on an unknown node, and the variants with errors of their own.
        let unknownNode: AccordionEvent<Route>
        var variants: [AccordionEvent<Route>?] = []
        switch action {
        case .expand: unknownNode = .expand(unknown)
        case .collapse: unknownNode = .collapse(unknown)
        case .toggle: unknownNode = .toggle(unknown)
        case .remove: unknownNode = .remove(unknown)
        case .replace: unknownNode = .replace(unknown, value: context.routes.simplest, destination: nil)
        case .expandAll, .collapseAll, .deselect: return nil
        case .select:
            unknownNode = .selectNode(unknown)
            variants = [random.element(of: survey.hidden).map { .selectNode($0) }]  // hiddenNode
        case .insert:
            let node = AccordionNode(id: unknown, value: context.routes.simplest)
            let parent = self.parent(among: ids, using: &random)
            let tooFar = survey.children(of: parent).count + 1 + random.int(below: 3)
            unknownNode = .insert(node, parent: unknown, index: nil)
            variants = [
                .insert(node, parent: parent, index: random.bool() ? tooFar : -1),  // indexOutOfRange
                random.element(of: ids).map { used in  // duplicateNode, at the top or below
                    random.bool()
                        ? .insert(AccordionNode(id: used, value: context.routes.simplest), parent: parent, index: nil)
                        : .insert(AccordionNode(id: unknown, value: context.routes.simplest, children: [
                            AccordionNode(id: used, value: context.routes.simplest),
                        ]), parent: parent, index: nil)
                },
            ]
        case .move:
            let id = random.element(of: ids)
            let parent = self.parent(among: ids, using: &random)
            unknownNode = random.bool() ? .move(unknown, parent: nil, index: nil) : .move(id ?? unknown, parent: unknown, index: nil)
            variants = [
                id.flatMap { id in  // moveIntoDescendant: under itself or one of its descendants
                    random.element(of: Array(survey.subtree(of: id)).sorted()).map { .move(id, parent: $0, index: nil) }
                },
                id.map { id in  // indexOutOfRange
                    .move(id, parent: parent, index: survey.children(of: parent).count + 1 + random.int(below: 3))
                },
            ]
        case .beginPage:
            unknownNode = .beginPage(unknown)
            variants = [
                random.element(of: loading).map { .beginPage($0) },  // alreadyLoading
                random.element(of: survey.nodes(paging: .exhausted)).map { .beginPage($0) },  // pageExhausted
            ]
        case .endPage:
            unknownNode = .endPage(unknown, children: [], exhausted: false)
            variants = [
                random.element(of: notLoading).map { .endPage($0, children: [], exhausted: random.bool()) },
                random.element(of: ids).flatMap { used in  // duplicateNode
                    random.element(of: loading).map {
                        .endPage($0, children: [AccordionNode(id: used, value: context.routes.simplest)], exhausted: false)
                    }
                },
            ]
        case .cancelPage:
            unknownNode = .cancelPage(unknown)
            variants = [random.element(of: notLoading).map { .cancelPage($0) }]
        }
        // The variants with errors of their own three times in four, when the accordion has them.
        let specific = variants.compactMap { $0 }
        if specific.isEmpty || random.int(below: 4) == 0 { return unknownNode }
        return random.element(of: specific) ?? unknownNode
    }
}
