#if !SPLITNAV_FUZZ
import SplitNavigation
#endif

/// Reads a fuzzer's bytes as choices: a start, events, accordions, integers. Past the end every
/// choice reads 0, so any input, the empty one included, makes a valid run.
struct FuzzBytes {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) {
        self.bytes = bytes[...]
    }

    var isEmpty: Bool { bytes.isEmpty }

    mutating func next() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// Mostly a small number in -8..<56; when the byte's top bit is set, a whole `Int` from the
    /// next eight bytes, so that `Int.min`, `Int.max` and their neighbours come up.
    mutating func integer() -> Int {
        let byte = next()
        guard byte & 0x80 != 0 else { return Int(byte & 0x3F) - 8 }
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(next()) }
        return Int(truncatingIfNeeded: value)
    }

    /// Any column: a two-column split rejects the supplementary one.
    mutating func column() -> Column { [Column.primary, .supplementary, .detail][Int(next() % 3)] }

    /// An id of a child in the state most of the time, else one near the counter (maybe unknown).
    mutating func id(in state: SplitState<String>) -> ChildID {
        let choice = Int(next())
        if choice < 200 {
            let children = state.children
            if !children.isEmpty { return children[choice % children.count].id }
        }
        // The counter is at least 2 (a state has its root), so this never overflows.
        return ChildID(state.nextID.rawValue - 2 + choice % 5)
    }

    /// A start: two or three columns, one to three primary children, a few supplementary and
    /// detail ones, any width, policy and visibility; in a quarter of the starts the primary
    /// root is a tab group (bits 1 and 2 of the first byte are 01, clear in every older seed, so
    /// those keep their meaning; the group's bytes come last).
    mutating func start() -> SplitState<String>? {
        let shape = next()
        let columns: SplitColumns = shape % 2 == 0 ? .two : .three
        var primary = (0...Int(next() % 3)).map { NewChild("P\($0)", preferring: .primary) }
        let supplementary = columns == .three ? (0..<Int(next() % 3)).map { NewChild("S\($0)", preferring: .supplementary) } : []
        let detail = (0..<Int(next() % 3)).map { NewChild("D\($0)", preferring: .detail) }
        let width = Width.allCases[Int(next()) % Width.allCases.count]
        let policy = CollapsePolicy.allCases[Int(next()) % CollapsePolicy.allCases.count]
        let visibility = ColumnVisibility.allCases[Int(next()) % ColumnVisibility.allCases.count]
        let mediumWidthPolicy = MediumWidthPolicy.allCases[Int(next()) % MediumWidthPolicy.allCases.count]
        if shape >> 1 & 3 == 1 {
            primary[0].content = .tabs(tabGroup())
        }
        return try? SplitState(
            primary: primary, supplementary: supplementary, detail: detail, columns: columns,
            width: width, policy: policy, visibility: visibility, mediumWidthPolicy: mediumWidthPolicy)
    }

    /// A small tree of up to eight nodes with ids 1…8, a random shape, policy and destinations.
    mutating func accordion() -> Accordion<String> {
        let policies: [AccordionExpansionPolicy] = [.multiple, .single, (try? .atMost(2)) ?? .multiple]
        let count = Int(next() % 8) + 1
        // Nodes are built bottom-up: node k may adopt already-built nodes as its children.
        var pending: [AccordionNode<String>] = []
        for id in 1...count {
            var node = AccordionNode(id: AccordionNodeID(id), value: "N\(id)", isExpanded: next() % 2 == 0)
            if next() % 3 == 0 { node.destination = RowDestination("Open \(id)", column: column()) }
            let adopted = min(pending.count, Int(next() % 3))
            node.children = Array(pending.suffix(adopted))
            pending.removeLast(adopted)
            pending.append(node)
        }
        return (try? Accordion(policy: policies[Int(next() % 3)], nodes: pending)) ?? Accordion(policy: .multiple)
    }

    /// An accordion event, valid or not; indices are sometimes hostile integers.
    mutating func accordionEvent() -> AccordionEvent<String> {
        let node = AccordionNodeID(Int(next() % 12))
        let parent: AccordionNodeID? = next() % 3 == 0 ? nil : AccordionNodeID(Int(next() % 10))
        switch next() % 13 {
        case 0: return .expand(node)
        case 1: return .collapse(node)
        case 2: return .toggle(node)
        case 3: return .expandAll
        case 4: return .collapseAll
        case 5: return .selectNode(node)
        case 6:
            let new = AccordionNode(id: AccordionNodeID(Int(next() % 16)), value: "New")
            return .insert(new, parent: parent, index: next() % 2 == 0 ? nil : integer())
        case 7: return .remove(node)
        case 8: return .move(node, parent: parent, index: next() % 2 == 0 ? nil : integer())
        case 9:
            return .replace(node, value: "Renamed", destination: next() % 2 == 0 ? nil : RowDestination("Elsewhere", column: column()))
        case 10: return .beginPage(next() % 2 == 0 ? nil : node)
        case 11:
            let page = [AccordionNode(id: AccordionNodeID(Int(next() % 20)), value: "Page")]
            return .endPage(next() % 2 == 0 ? nil : node, children: page, exhausted: next() % 2 == 0)
        default: return .cancelPage(next() % 2 == 0 ? nil : node)
        }
    }

    /// The bytes that select a modal or tab step (``modalOrTabStep(for:selector:)``) where a step
    /// is drawn, and a modal or tab event (``modalOrTabEvent(for:kind:)``) where an event of a
    /// batch is. Every other byte selects what it selected before modals and tab groups existed
    /// (a step `byte % 22`, an event of a batch `byte % 19`), so older seeds and saved findings,
    /// which use these bytes for the older kinds only, keep their meaning.
    static let modalAndTabSelectors: ClosedRange<UInt8> = 22...85

    /// The bytes that select a reach of a target with modals or the adoption of what the
    /// platform did to a modal (``modalReachOrAdoptionStep(for:selector:)``) where a step is
    /// drawn; as for ``modalAndTabSelectors``, older inputs use them for nothing else.
    static let modalReachAndAdoptionSelectors: ClosedRange<UInt8> = 86...95

    /// The bytes that select a batch nesting tab groups deep or pushing a long tab bar
    /// (``nestingTabsEvent(for:)``); as for ``modalAndTabSelectors``, older inputs use them for
    /// nothing else.
    static let nestingSelectors: ClosedRange<UInt8> = 96...97

    /// One step of a run: mostly an event (see ``event(for:inBatch:)``), and now and then a
    /// reach of a random target, the adoption of a random stack, (a quarter of the steps,
    /// ``modalAndTabSelectors``) a modal or tab event or a tab round trip, or
    /// (``modalReachAndAdoptionSelectors``) a reach with modals or a modal's adoption.
    /// Selectors below 18 mean the events they meant before steps and `raise` existed, so older
    /// seeds keep their meaning.
    mutating func step(for state: SplitState<String>) -> FuzzStep {
        let byte = next()
        if Self.modalAndTabSelectors.contains(byte) {
            return modalOrTabStep(for: state, selector: byte - Self.modalAndTabSelectors.lowerBound)
        }
        if Self.modalReachAndAdoptionSelectors.contains(byte) {
            return modalReachOrAdoptionStep(for: state, selector: byte - Self.modalReachAndAdoptionSelectors.lowerBound)
        }
        if Self.nestingSelectors.contains(byte) {
            return .nestTabs(nestingTabsEvent(for: state))
        }
        let selector = byte % 22
        switch selector {
        case 20: return .reach(target(for: state), reveal: next() % 2 == 0)
        case 21:
            let column = column()
            if next() % 2 == 0 { return .adoptIDs(ids(for: state, in: column), in: column) }
            return .adoptRoutes(routes(for: state.presentationStack(column)), in: column)
        default: return .event(event(for: state, selector: selector))
        }
    }

    /// A modal or tab step: `selector` (0–63) modulo 16 picks one of eight modal events
    /// (0–7), a push of a tab group child (8) or another column event showing one (9), one of
    /// five tab events (10–14), or a tab round trip (15).
    mutating func modalOrTabStep(for state: SplitState<String>, selector: UInt8) -> FuzzStep {
        guard selector % 16 == 15 else { return .event(modalOrTabEvent(for: state, kind: selector)) }
        let owner = tabOwner(in: state)
        return .tabRoundTrip(owner: owner, tab: tab(of: state.child(owner)?.content.tabs))
    }

    /// A modal or tab event: `kind` modulo 16 as in ``modalOrTabStep(for:selector:)``, a round
    /// trip (which a batch cannot hold) being a tab selection.
    mutating func modalOrTabEvent(for state: SplitState<String>, kind: UInt8) -> NavigationEvent<String> {
        switch kind % 16 {
        case 0..<8: modalEvent(for: state, kind: kind % 16)
        case 8..<10: tabGroupChildEvent(for: state, pushing: kind % 16 == 8)
        default: tabEvent(for: state, kind: kind % 16)
        }
    }

    /// A target: each column of the split (and now and then the supplementary column of a
    /// two-column split, `columnNotInSplit`) keeps a prefix of its routes and gains zero to two
    /// new ones; an empty primary column now and then (`noPrimaryRoot`); a visibility at times.
    mutating func target(for state: SplitState<String>) -> NavigationTarget<String> {
        var target = NavigationTarget<String>(primary: [])
        for column in Column.allCases where state.columns.contains(column) || next() % 8 == 0 {
            target[column] = routes(for: state.stack(column))
        }
        if target.primary.isEmpty, next() % 8 != 0 { target.primary = ["P0"] }
        if next() % 4 == 0 { target.visibility = ColumnVisibility.allCases[Int(next()) % ColumnVisibility.allCases.count] }
        if next() % 4 == 0 { addLooks(to: &target, for: state) }
        return target
    }

    /// Looks for a quarter of the targets: the state's own where the target keeps a child's
    /// route, then one or two made up (a row, a node, an expansion, a tab; at any position, past
    /// the routes too), which reaching may refuse.
    mutating func addLooks(to target: inout NavigationTarget<String>, for state: SplitState<String>) {
        let own = NavigationTarget(state)
        for (position, look) in own.looks where position.index < target[position.column].count {
            target.setLook(look, of: position.column, at: position.index)
        }
        for _ in 0..<Int(next() % 3) {
            let column = Column.allCases[Int(next()) % Column.allCases.count]
            var look = ChildLook<String>()
            switch next() % 4 {
            case 0: look.selectedRow = ["m1", "X"][Int(next()) % 2]
            case 1: look.selectedNode = AccordionNodeID(Int(next() % 6))
            case 2: look.expandedNodes = (0..<Int(next() % 3)).map { _ in AccordionNodeID(Int(next() % 6)) }
            default: look.selectedTab = TabID(["t1", "t2", "x"][Int(next()) % 3])
            }
            target.setLook(look, of: column, at: Int(next() % 4))
        }
    }

    /// Routes that share a random prefix with `children`'s and go on with zero to two others
    /// (from the few names the starts use, so that they often coincide).
    mutating func routes(for children: [Child<String>]) -> [String] {
        let kept = Int(next()) % (children.count + 1)
        let names = ["P0", "P1", "S0", "D0", "X", "R1"]
        return children.prefix(kept).map(\.route) + (0..<Int(next() % 3)).map { _ in names[Int(next()) % names.count] }
    }

    /// Ids a platform might say a stack shows: mostly a prefix of the shown stack (a back swipe),
    /// else a prefix with one id changed, dropped or added (unexplained, unknown or out of order).
    mutating func ids(for state: SplitState<String>, in column: Column) -> [ChildID] {
        let shown = state.presentationStack(column).map(\.id)
        var ids = Array(shown.prefix(Int(next()) % (shown.count + 1)))
        switch next() % 4 {
        case 0: ids.append(id(in: state))
        case 1: if !ids.isEmpty { ids[Int(next()) % ids.count] = id(in: state) }
        case 2: if !ids.isEmpty { ids.remove(at: Int(next()) % ids.count) }
        default: break
        }
        return ids
    }

    /// An event for the state, valid or not: every kind of event, batches of them included.
    mutating func event(for state: SplitState<String>, inBatch: Bool = false) -> NavigationEvent<String> {
        let byte = next()
        if Self.modalAndTabSelectors.contains(byte) {
            return modalOrTabEvent(for: state, kind: byte - Self.modalAndTabSelectors.lowerBound)
        }
        return event(for: state, selector: byte % 19, inBatch: inBatch)
    }

    /// The event `selector` names (taken modulo 19).
    private mutating func event(for state: SplitState<String>, selector: UInt8, inBatch: Bool = false) -> NavigationEvent<String> {
        switch selector % 19 {
        case 0:
            return .push(NewChild("A\(next() % 4)", preferring: column(), content: .accordion(accordion())), onto: nil)
        case 1: return .push(NewChild("R\(next() % 4)", preferring: column()), onto: next() % 2 == 0 ? nil : column())
        case 2: return .showDetail((0..<Int(next() % 3)).map { NewChild("D\($0)", preferring: .detail) })
        case 3: return .showSupplementary((0..<Int(next() % 3)).map { NewChild("S\($0)", preferring: .supplementary) })
        case 4: return .replaceTop(column(), with: NewChild("X", preferring: .detail))
        case 5: return .pop(column())
        case 6: return .popTo(id(in: state))
        case 7: return .popChild(id(in: state))
        case 8: return .popToRoot(column())
        case 9: return .back
        case 10: return .setLayout(next() % 2 == 0 ? .regular : .compact)
        case 11: return .setWidth(Width.allCases[Int(next()) % Width.allCases.count])
        case 12: return .setVisibility(ColumnVisibility.allCases[Int(next()) % ColumnVisibility.allCases.count])
        case 13:
            // Restore the same state at another width: a valid restore with different changes.
            var other = SplitNavigator(state: state)
            _ = try? other.send(.setWidth(Width.allCases[Int(next()) % Width.allCases.count]))
            return .restore(other.state)
        case 14:
            // A batch's events are drawn for the state before it: later ones may no longer fit,
            // which is what makes a batch fail part-way and roll back. One level deep only, but
            // a nested batch is drawn (and must be refused) now and then.
            if inBatch { return .batch([]) }
            return .batch((0..<Int(next() % 4)).map { _ in event(for: state, inBatch: true) })
        case 17:
            // A list's selection: any child (a detail one has no column to its right), zero to
            // two children (none is refused), preferring any column (the list's neighbour wins).
            return .selectRow(
                "L\(next() % 4)", in: id(in: state),
                showing: (0..<Int(next() % 3)).map { NewChild("S\($0)", preferring: column()) })
        case 18: return .raise(column())
        default:
            return .accordion(id(in: state), accordionEvent())
        }
    }
}

/// What one step of an "events" run does: send an event, reach a target, adopt a stack or a
/// modal the platform changed, or select a tab and then the tab selected before.
enum FuzzStep {
    case event(NavigationEvent<String>)
    case reach(NavigationTarget<String>, reveal: Bool)
    case adoptIDs([ChildID], in: Column)
    case adoptRoutes([String], in: Column)
    /// The platform dismissed the modal with this id (a sheet swiped down).
    case adoptDismissal(ChildID)
    /// The platform shows these children in the modal with this id (a back swipe in a sheet).
    case adoptIDsInModal([ChildID], modal: ChildID)
    /// The platform shows these routes in the modal with this id (a path in a sheet).
    case adoptRoutesInModal([String], modal: ChildID)
    /// Selects `tab` in the tab group of child `owner`, then the tab it had selected.
    case tabRoundTrip(owner: ChildID, tab: TabID)
    /// A batch that nests tab groups deep, or pushes a group of many tabs; once accepted, the
    /// state must save and read back.
    case nestTabs(NavigationEvent<String>)
}

extension SplitState {
    /// The stack the presentation shows in `column`: in compact layout the one stack as the
    /// primary column's, nothing in the others.
    func presentationStack(_ column: Column) -> [Child<Route>] {
        if let stack = compactStack { return column == .primary ? stack : [] }
        return stack(column)
    }
}
