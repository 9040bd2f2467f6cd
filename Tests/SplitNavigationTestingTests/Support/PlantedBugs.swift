import SplitNavigation
import SplitNavigationTesting

// Navigators with one transition rule mutated, to prove that the runner finds bugs and shrinks
// them. The mutation lives here, in the test target, never in the library: each wrapper sends
// events to a real SplitNavigator and replaces its state when the mutated rule applies.

/// A navigator wrapping a real one: only `send` differs, so the rest is written once here.
protocol WrappingNavigator: SplitNavigating where Route == String {
    var inner: SplitNavigator<String> { get set }
    init(inner: SplitNavigator<String>)
}

extension WrappingNavigator {
    init(state: SplitState<String>, placeholder: PlaceholderProvider<String>) {
        self.init(inner: SplitNavigator(state: state, placeholder: placeholder))
    }

    var state: SplitState<String> { inner.state }
    var presentation: Presentation<String> { inner.presentation }
    var placeholderProvider: PlaceholderProvider<String> { inner.placeholderProvider }
}

/// A navigator that applies `mutation` first, falling back to the real rules when it returns nil.
protocol MutatedNavigator: WrappingNavigator {
    /// The mutated state for the event, or `nil` to use the real rules.
    static func mutation(_ event: NavigationEvent<String>, _ state: SplitState<String>) throws(NavigationError) -> SplitState<String>?
}

extension MutatedNavigator {
    mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
        guard let mutated = try Self.mutation(event, inner.state) else { return try inner.send(event) }
        let old = inner.presentation
        inner = SplitNavigator(state: mutated, placeholder: inner.placeholderProvider)
        return old.changes(to: inner.presentation)
    }
}

/// Collapsing under `detailOnTop` puts the detail stack right above the root, under the rest
/// of the primary stack.
struct DetailUnderPrimaryOnCollapse: MutatedNavigator {
    var inner: SplitNavigator<String>

    static func mutation(_ event: NavigationEvent<String>, _ state: SplitState<String>) throws(NavigationError) -> SplitState<String>? {
        guard event == .setLayout(.compact), state.layout == .regular, state.policy == .detailOnTop else { return nil }
        let primary = state.stack(.primary)
        return try .compact(
            stack: [primary[0]] + state.stack(.detail) + primary.dropFirst() + state.stack(.supplementary),
            columns: state.columns, policy: state.policy, visibility: state.visibility,
            mediumWidthPolicy: state.mediumWidthPolicy, focus: state.focus, nextID: state.nextID, modals: state.modals)
    }
}

/// A compact `pop` removes the lowest poppable child of the column instead of the topmost.
struct CompactPopRemovesWrongChild: MutatedNavigator {
    var inner: SplitNavigator<String>

    static func mutation(_ event: NavigationEvent<String>, _ state: SplitState<String>) throws(NavigationError) -> SplitState<String>? {
        guard case .pop(let column) = event, let stack = state.compactStack, state.keptAside.isEmpty else { return nil }
        guard let index = stack.indices.dropFirst().first(where: { stack[$0].preferredColumn == column }) else { return nil }
        var shorter = stack
        shorter.remove(at: index)
        return try .compact(
            stack: shorter, columns: state.columns, policy: state.policy, visibility: state.visibility,
            mediumWidthPolicy: state.mediumWidthPolicy, focus: state.focus, nextID: state.nextID, modals: state.modals)
    }
}

/// A compact `showDetail` puts the new children right above the root instead of on top.
/// Splitting cannot tell (the columns come out the same), so only the reference model can.
struct CompactShowDetailUnderPrimary: MutatedNavigator {
    var inner: SplitNavigator<String>

    static func mutation(_ event: NavigationEvent<String>, _ state: SplitState<String>) throws(NavigationError) -> SplitState<String>? {
        guard case .showDetail(let news) = event, state.layout == .compact, !news.isEmpty else { return nil }
        var navigator = SplitNavigator(state: state)
        try navigator.send(event)
        let after = navigator.state.compactStack ?? []
        let created = after.filter { $0.id >= state.nextID }
        let kept = after.filter { $0.id < state.nextID }
        return try .compact(
            stack: [kept[0]] + created + kept.dropFirst(), columns: state.columns, policy: state.policy,
            visibility: state.visibility, mediumWidthPolicy: state.mediumWidthPolicy, focus: navigator.state.focus,
            nextID: navigator.state.nextID, modals: navigator.state.modals)
    }
}

/// Popping the empty detail column is rejected, but turns detail-only off first.
struct RejectedPopClearsDetailOnly: WrappingNavigator {
    var inner: SplitNavigator<String>

    mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
        if event == .pop(.detail), inner.state.stack(.detail).isEmpty {
            _ = try? inner.send(.setVisibility(.automatic))
        }
        return try inner.send(event)
    }
}

/// Reports the changes of every event but forgets placeholder changes.
struct ForgetsPlaceholderChanges: WrappingNavigator {
    var inner: SplitNavigator<String>

    mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
        try inner.send(event).filter { if case .placeholder = $0 { false } else { true } }
    }
}

// MARK: Three-column bugs

/// Collapsing a three-column split forgets the supplementary column: its children are dropped
/// from the compact stack (the counter keeps their ids used).
struct CollapseForgetsSupplementary: MutatedNavigator {
    var inner: SplitNavigator<String>

    static func mutation(_ event: NavigationEvent<String>, _ state: SplitState<String>) throws(NavigationError) -> SplitState<String>? {
        guard event.collapses(state), state.columns == .three, !state.stack(.supplementary).isEmpty else { return nil }
        var navigator = SplitNavigator(state: state)
        try navigator.send(event)
        let collapsed = navigator.state
        return try .compact(
            stack: (collapsed.compactStack ?? []).filter { $0.preferredColumn != .supplementary }, keptAside: collapsed.keptAside,
            columns: collapsed.columns, policy: collapsed.policy, visibility: collapsed.visibility,
            mediumWidthPolicy: collapsed.mediumWidthPolicy, focus: collapsed.focus, nextID: collapsed.nextID, modals: collapsed.modals)
    }
}

/// `showSupplementary` in regular layout replaces the supplementary column but keeps the
/// detail column instead of emptying it.
struct ShowSupplementaryKeepsDetail: MutatedNavigator {
    var inner: SplitNavigator<String>

    static func mutation(_ event: NavigationEvent<String>, _ state: SplitState<String>) throws(NavigationError) -> SplitState<String>? {
        guard case .showSupplementary = event, state.layout == .regular, !state.stack(.detail).isEmpty else { return nil }
        var navigator = SplitNavigator(state: state)
        try navigator.send(event)
        let shown = navigator.state
        return try .regular(
            primary: shown.stack(.primary), supplementary: shown.stack(.supplementary), detail: state.stack(.detail),
            columns: shown.columns, width: shown.width, policy: shown.policy, visibility: shown.visibility,
            mediumWidthPolicy: shown.mediumWidthPolicy, focus: shown.focus, nextID: shown.nextID, modals: shown.modals)
    }
}

/// Going from regular to medium width drops the top of the detail column, as a front end
/// that rebuilds the columns that fit might.
struct MediumWidthDropsDetailTop: MutatedNavigator {
    var inner: SplitNavigator<String>

    static func mutation(_ event: NavigationEvent<String>, _ state: SplitState<String>) throws(NavigationError) -> SplitState<String>? {
        guard event == .setWidth(.medium), state.width == .regular, !state.stack(.detail).isEmpty else { return nil }
        return try .regular(
            primary: state.stack(.primary), supplementary: state.stack(.supplementary), detail: state.stack(.detail).dropLast(),
            columns: state.columns, width: .medium, policy: state.policy, visibility: state.visibility,
            mediumWidthPolicy: state.mediumWidthPolicy, focus: state.focus, nextID: state.nextID, modals: state.modals)
    }
}

/// The presentation shows every column of a regular-layout split, whatever the visibility.
struct PresentationIgnoresVisibility: WrappingNavigator {
    var inner: SplitNavigator<String>

    var presentation: Presentation<String> {
        let shown = inner.presentation
        guard shown.layout == .regular else { return shown }
        return .regular(
            primary: shown.stack(.primary), supplementary: shown.stack(.supplementary), detail: shown.stack(.detail),
            columns: shown.columns, supplementaryPlaceholder: shown.placeholder(for: .supplementary),
            detailPlaceholder: shown.placeholder(for: .detail), visibleColumns: shown.columns.all)
    }

    mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
        let old = presentation
        _ = try inner.send(event)
        return old.changes(to: presentation)
    }
}

extension NavigationEvent {
    /// Whether the event collapses `state`: a `setLayout(.compact)` or `setWidth(.compact)` of a
    /// regular-layout state.
    func collapses(_ state: SplitState<Route>) -> Bool {
        guard state.layout == .regular else { return false }
        return self == .setLayout(.compact) || self == .setWidth(.compact)
    }
}

// MARK: Accordion bugs

/// The accordion children of a state, with `transform` applied to each accordion.
private func transformingAccordions(
    _ state: SplitState<String>, _ transform: (inout Accordion<String>) -> Void
) throws(NavigationError) -> SplitState<String> {
    func map(_ children: [Child<String>]) -> [Child<String>] {
        children.map { child in
            guard var accordion = child.content.accordion else { return child }
            transform(&accordion)
            return Child(id: child.id, route: child.route, preferredColumn: child.preferredColumn, content: .accordion(accordion))
        }
    }
    switch state.layout {
    case .regular:
        return try .regular(
            primary: map(state.stack(.primary)), supplementary: map(state.stack(.supplementary)),
            detail: map(state.stack(.detail)), columns: state.columns, width: state.width, policy: state.policy,
            visibility: state.visibility, mediumWidthPolicy: state.mediumWidthPolicy, focus: state.focus, nextID: state.nextID, modals: state.modals)
    case .compact:
        return try .compact(
            stack: map(state.compactStack ?? []), keptAside: map(state.keptAside), columns: state.columns,
            policy: state.policy, visibility: state.visibility, mediumWidthPolicy: state.mediumWidthPolicy,
            focus: state.focus, nextID: state.nextID, modals: state.modals)
    }
}

/// Collapsing the layout also collapses every accordion's rows, as a front end that rebuilds
/// its lists on a size-class change might.
struct CollapseClosesAccordions: MutatedNavigator {
    var inner: SplitNavigator<String>

    static func mutation(_ event: NavigationEvent<String>, _ state: SplitState<String>) throws(NavigationError) -> SplitState<String>? {
        guard event == .setLayout(.compact), state.layout == .regular else { return nil }
        var navigator = SplitNavigator(state: state)
        try navigator.send(event)
        return try transformingAccordions(navigator.state) { $0.collapseAll() }
    }
}

/// Collapsing the layout dismisses the modals, as a front end that rebuilds its window on a
/// size-class change might (UIKit dismisses a popover when the size class changes).
struct CollapseDismissesModals: MutatedNavigator {
    var inner: SplitNavigator<String>

    static func mutation(_ event: NavigationEvent<String>, _ state: SplitState<String>) throws(NavigationError) -> SplitState<String>? {
        guard event == .setLayout(.compact), state.layout == .regular, !state.modals.isEmpty else { return nil }
        var navigator = SplitNavigator(state: state)
        try navigator.send(event)
        let collapsed = navigator.state
        return try .compact(
            stack: collapsed.compactStack ?? [], keptAside: collapsed.keptAside, columns: collapsed.columns,
            policy: collapsed.policy, visibility: collapsed.visibility, mediumWidthPolicy: collapsed.mediumWidthPolicy,
            focus: collapsed.focus, nextID: collapsed.nextID)
    }
}

/// Selecting another tab of a tab group in the primary column clears the detail column first,
/// so the tab it leaves stores no detail: as a tab bar controller that resets its secondary
/// navigation controller before switching might.
struct TabSelectForgetsDetail: WrappingNavigator {
    var inner: SplitNavigator<String>

    mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
        guard case .tabs(let id, .selectTab(let tab)) = event, let child = inner.state.child(id),
              child.preferredColumn == .primary, let group = child.content.tabs, group.selected != tab,
              group.tab(tab) != nil, !inner.state.stack(.detail).isEmpty else { return try inner.send(event) }
        return try inner.send(.batch([.showDetail([]), event]))
    }
}

/// Reports accordion updates with the new child but an empty change set for the rows.
struct UpdatesForgetRows: WrappingNavigator {
    var inner: SplitNavigator<String>

    mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
        try inner.send(event).map { change in
            guard case .updated(let child, let stack, let index, _) = change else { return change }
            return .updated(child, stack: stack, index: index, rows: .none)
        }
    }
}

/// In compact layout, selecting a row selects it (and says so) but opens no destination.
struct CompactSelectOpensNothing: WrappingNavigator {
    var inner: SplitNavigator<String>

    mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
        guard case .accordion(let id, .selectNode(let node)) = event, inner.state.layout == .compact else { return try inner.send(event) }
        guard let child = inner.state.child(id) else { throw NavigationError(.unknownChild, "no child has id \(id)") }
        guard let accordion = child.content.accordion else { throw NavigationError(.notAnAccordion, "child \(id) is plain") }
        var selected = accordion
        do throws(AccordionError) {
            try selected.select(node)
        } catch {
            throw NavigationError(error)
        }
        let state = try transformingAccordions(inner.state) { candidate in
            if candidate == accordion { candidate = selected }
        }
        let old = inner.presentation
        inner = SplitNavigator(state: state, placeholder: inner.placeholderProvider)
        return old.changes(to: inner.presentation)
    }
}

/// A list's selection over a detail column that already shows children shows them without the
/// row, so the list loses its highlight: as a split view that reuses its secondary controller
/// might.
struct SelectionOverChildrenForgetsRow: WrappingNavigator {
    var inner: SplitNavigator<String>

    mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
        guard case .selectRow(_, let list, let children) = event, !children.isEmpty, inner.state.columns == .two,
              inner.state.child(list)?.preferredColumn == .primary, !inner.state.stack(.detail).isEmpty,
              children.allSatisfy({ $0.preferredColumn == .detail }) else { return try inner.send(event) }
        return try inner.send(.showDetail(children))
    }
}
