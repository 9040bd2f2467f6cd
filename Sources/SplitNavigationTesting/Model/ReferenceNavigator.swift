import SplitNavigation

/// A deliberately simple second implementation of the navigator, for model-based testing.
///
/// It is written from the documented rules alone — the doc comments of `NavigationEvent`,
/// `CollapsePolicy` and `SplitState` and the law that column-addressed events commute with
/// the split — and never calls the library's transition code. It keeps plain arrays, looks
/// every child up by a linear search and recomputes the presentation from scratch, trading
/// speed for being easy to check by eye. A runner sends every event to both it and the real
/// navigator and reports the first step where they disagree (a different state, presentation
/// or error code).
///
/// ```swift
/// var model = ReferenceNavigator(state: navigator.state)
/// let code = model.outcome(of: .pop(.detail))   // nil when accepted
/// #expect(model.difference(from: navigator.state) == nil)
/// ```
///
/// It is not a replacement for `SplitNavigator`: it computes no change lists, its error
/// messages are terse, and it is slow on purpose (O(*n*) or worse for every event).
public struct ReferenceNavigator<Route: Hashable & Codable & Sendable>: Sendable {
    /// The layout.
    public internal(set) var layout: Layout
    /// How many columns fit.
    public internal(set) var width: Width
    /// The split's columns.
    public let columns: SplitColumns
    /// The collapse policy.
    public internal(set) var policy: CollapsePolicy
    /// Which columns regular layout shows, as chosen.
    public internal(set) var visibility: ColumnVisibility
    /// What a three-column split shows at medium width under automatic visibility.
    public internal(set) var mediumWidthPolicy: MediumWidthPolicy
    /// The column navigated in last.
    public internal(set) var focus: Column
    /// The id the next created child gets.
    public internal(set) var nextID: Int
    /// Regular layout: the primary column, bottom first. Empty in compact layout.
    public internal(set) var primary: [Child<Route>] = []
    /// Regular layout: the supplementary column, bottom first. Empty in compact layout.
    public internal(set) var supplementary: [Child<Route>] = []
    /// Regular layout: the detail column, bottom first. Empty in compact layout.
    public internal(set) var detail: [Child<Route>] = []
    /// Compact layout: the one stack, bottom first. Empty in regular layout.
    public internal(set) var stack: [Child<Route>] = []
    /// Compact layout under `hideDetail`: the detail children kept out of the stack.
    public internal(set) var keptAside: [Child<Route>] = []
    /// The modals over the split, bottom first: each one's style and stack (root first).
    public internal(set) var modals: [(style: ModalStyle, stack: [Child<Route>])] = []
    /// What an empty regular column shows.
    public let placeholderProvider: PlaceholderProvider<Route>

    /// A model holding the same content as `state`.
    public init(state: SplitState<Route>, placeholder: PlaceholderProvider<Route> = .none) {
        layout = state.layout
        width = state.width
        columns = state.columns
        policy = state.policy
        visibility = state.visibility
        mediumWidthPolicy = state.mediumWidthPolicy
        focus = state.focus
        nextID = state.nextID.rawValue
        placeholderProvider = placeholder
        load(state)
    }

    mutating func load(_ state: SplitState<Route>) {
        layout = state.layout
        width = state.width
        policy = state.policy
        visibility = state.visibility
        mediumWidthPolicy = state.mediumWidthPolicy
        focus = state.focus
        nextID = state.nextID.rawValue
        modals = state.modals.map { ($0.style, $0.stack) }
        if layout == .regular {
            (primary, supplementary, detail, stack, keptAside) =
                (state.stack(.primary), state.stack(.supplementary), state.stack(.detail), [], [])
        } else {
            (primary, supplementary, detail, stack, keptAside) = ([], [], [], state.compactStack ?? [], state.keptAside)
        }
    }

    /// The columns regular layout shows, from the table in ``ColumnVisibility``'s documentation.
    var visibleColumns: [Column] {
        if layout == .compact { return [.primary] }
        if visibility == .detailOnly { return [.detail] }
        if columns == .two { return [.primary, .detail] }
        let all: [Column] = [.primary, .supplementary, .detail]
        let trailing: [Column] = [.supplementary, .detail]
        switch visibility {
        case .doubleColumn: return trailing
        case .all: return width == .regular ? all : trailing
        default:
            if width == .regular { return all }
            if mediumWidthPolicy == .followNavigation { return focus == .detail ? trailing : [.primary, .supplementary] }
            return supplementary.isEmpty ? [.primary, .supplementary] : trailing
        }
    }

    /// The modals as the library's values.
    private func builtModals() throws(NavigationError) -> [Modal<Route>] {
        var built: [Modal<Route>] = []
        for modal in modals { built.append(try Modal(style: modal.style, stack: modal.stack)) }
        return built
    }

    /// The presentation, recomputed from the arrays.
    public var presentation: Presentation<Route> {
        // The model never leaves a modal without its root; an empty one would show as none.
        let modals = (try? builtModals()) ?? []
        switch layout {
        case .regular:
            let supplementaryPlaceholder = columns == .three && supplementary.isEmpty
                ? placeholderProvider.placeholder(for: PlaceholderRequest(column: .supplementary, primary: primary, supplementary: []))
                : nil
            let detailPlaceholder = detail.isEmpty
                ? placeholderProvider.placeholder(for: PlaceholderRequest(column: .detail, primary: primary, supplementary: supplementary))
                : nil
            return .regular(
                primary: primary, supplementary: supplementary, detail: detail, columns: columns,
                supplementaryPlaceholder: supplementaryPlaceholder, detailPlaceholder: detailPlaceholder,
                visibleColumns: visibleColumns, modals: modals)
        case .compact:
            return .compact(stack: stack, columns: columns, modals: modals)
        }
    }

    /// The model's content as a `SplitState`, checked like any rebuilt state.
    ///
    /// - Throws: `NavigationError.Code.invalidState` when the model holds an inconsistent
    ///   state (a bug in the model, or a model built by hand).
    public func makeState() throws(NavigationError) -> SplitState<Route> {
        switch layout {
        case .regular:
            try .regular(
                primary: primary, supplementary: supplementary, detail: detail, columns: columns, width: width,
                policy: policy, visibility: visibility, mediumWidthPolicy: mediumWidthPolicy, focus: focus,
                nextID: ChildID(nextID), modals: try builtModals())
        case .compact:
            try .compact(
                stack: stack, keptAside: keptAside, columns: columns, policy: policy, visibility: visibility,
                mediumWidthPolicy: mediumWidthPolicy, focus: focus, nextID: ChildID(nextID), modals: try builtModals())
        }
    }
}
