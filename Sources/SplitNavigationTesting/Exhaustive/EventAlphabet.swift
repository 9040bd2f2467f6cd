import SplitNavigation

/// Every event an exhaustive exploration sends from a state: a finite alphabet, where an
/// ``EventGenerator`` draws one event at random.
///
/// ``FlowRunner/explore(_:from:events:depth:limit:)`` sends each event of the alphabet to
/// each distinct state it reaches, so the alphabet's size is the exploration's branching factor:
/// keep the routes few (two or three) and add an app's own events with ``adding(_:)``.
///
/// ```swift
/// let alphabet = EventAlphabet.standard(routes: ["A", "B"]).adding { state in
///     state.stack(.detail).isEmpty ? [.showDetail([NewChild("A", preferring: .detail)])] : []
/// }
/// ```
public struct EventAlphabet<Route: Hashable & Codable & Sendable>: Sendable {
    /// The events to send from a state, in the order they are tried.
    public let events: @Sendable (SplitState<Route>) -> [NavigationEvent<Route>]

    /// An alphabet of the events `events` lists for each state.
    public init(_ events: @escaping @Sendable (SplitState<Route>) -> [NavigationEvent<Route>]) {
        self.events = events
    }

    /// An alphabet of the same events in every state.
    public static func fixed(_ events: [NavigationEvent<Route>]) -> EventAlphabet {
        EventAlphabet { _ in events }
    }

    /// This alphabet's events followed by those `more` lists for the same state.
    public func adding(_ more: @escaping @Sendable (SplitState<Route>) -> [NavigationEvent<Route>]) -> EventAlphabet {
        let events = self.events
        return EventAlphabet { state in events(state) + more(state) }
    }

    /// Every core event with plain content over `routes`, for the state's split: a push of
    /// each route onto each column it may prefer, `replaceTop` of each column with each route,
    /// `pop`, `popToRoot` and `raise` of each column, `showDetail` (and in three-column splits
    /// `showSupplementary`) of no child and of each route, a `select` of each route by each
    /// child (rejected for detail children), `back`, `popTo` and `popChild` of
    /// every child and of the unused id `nextID` (rejected), both layouts, every width and every
    /// column visibility.
    ///
    /// Events that are rejected in a state (a pop of a root, say) are part of the alphabet: the
    /// laws check that they change nothing. Accordion events, restores and batches are not; add
    /// ``accordionNavigation``'s events, and those an app needs, with ``adding(_:)``.
    public static func standard(routes: [Route]) -> EventAlphabet {
        EventAlphabet { state in
            var events: [NavigationEvent<Route>] = []
            let columns = state.columns.all
            for column in columns {
                for route in routes { events.append(.push(NewChild(route, preferring: column))) }
            }
            for column in columns {
                for route in routes { events.append(.replaceTop(column, with: NewChild(route, preferring: column))) }
                events.append(.pop(column))
                events.append(.popToRoot(column))
                events.append(.raise(column))
            }
            events.append(.showDetail([]))
            for route in routes { events.append(.showDetail([NewChild(route, preferring: .detail)])) }
            if state.columns == .three {
                events.append(.showSupplementary([]))
                for route in routes { events.append(.showSupplementary([NewChild(route, preferring: .supplementary)])) }
            }
            // Each child's selection of each route, shown in the column to its right; a detail
            // child has none, so its selections are the rejected ones.
            for child in state.children {
                let column = state.columns.column(after: child.preferredColumn) ?? .detail
                for route in routes { events.append(.selectRow(route, in: child.id, showing: [NewChild(route, preferring: column)])) }
            }
            events.append(.back)
            for id in state.children.map(\.id) + [state.nextID] {
                events.append(.popTo(id))
                events.append(.popChild(id))
            }
            for layout in Layout.allCases { events.append(.setLayout(layout)) }
            for width in Width.allCases { events.append(.setWidth(width)) }
            for visibility in ColumnVisibility.allCases { events.append(.setVisibility(visibility)) }
            return events
        }
    }

    /// The accordion events that navigate without editing, for every accordion child of the
    /// state (kept-aside ones included): `expand`, `collapse`, `toggle` and `select` of each
    /// node, then `expandAll`, `collapseAll` and `deselect`. Selecting a row with a destination
    /// opens it, so these reach the columns too. Edits (insert, remove, move, replace, paging)
    /// are left out: they grow the state space without bound.
    ///
    /// ```swift
    /// let alphabet = EventAlphabet.standard(routes: ["A"]).adding(EventAlphabet.accordionNavigation.events)
    /// ```
    public static var accordionNavigation: EventAlphabet {
        EventAlphabet { state in
            var events: [NavigationEvent<Route>] = []
            for child in state.children {
                guard let accordion = child.content.accordion else { continue }
                // Pre-order, without recursion: the nodes' ids, parents before children.
                var pending = Array(accordion.nodes.reversed())
                while let node = pending.popLast() {
                    for operation: AccordionEvent<Route> in [.expand(node.id), .collapse(node.id), .toggle(node.id), .selectNode(node.id)] {
                        events.append(.accordion(child.id, operation))
                    }
                    pending.append(contentsOf: node.children.reversed())
                }
                for operation: AccordionEvent<Route> in [.expandAll, .collapseAll, .deselect] {
                    events.append(.accordion(child.id, operation))
                }
            }
            return events
        }
    }
}
