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
    /// The collapse policy.
    public internal(set) var policy: CollapsePolicy
    /// Whether regular layout shows the detail column alone.
    public internal(set) var showsDetailOnly: Bool
    /// The id the next created child gets.
    public internal(set) var nextID: Int
    /// Regular layout: the primary column, bottom first. Empty in compact layout.
    public internal(set) var primary: [Child<Route>] = []
    /// Regular layout: the detail column, bottom first. Empty in compact layout.
    public internal(set) var detail: [Child<Route>] = []
    /// Compact layout: the one stack, bottom first. Empty in regular layout.
    public internal(set) var stack: [Child<Route>] = []
    /// Compact layout under `hideDetail`: the detail children kept out of the stack.
    public internal(set) var keptAside: [Child<Route>] = []
    /// What an empty regular detail column shows.
    public let placeholderProvider: PlaceholderProvider<Route>

    /// A model holding the same content as `state`.
    public init(state: SplitState<Route>, placeholder: PlaceholderProvider<Route> = .none) {
        layout = state.layout
        policy = state.policy
        showsDetailOnly = state.showsDetailOnly
        nextID = state.nextID.rawValue
        placeholderProvider = placeholder
        load(state)
    }

    mutating func load(_ state: SplitState<Route>) {
        layout = state.layout
        policy = state.policy
        showsDetailOnly = state.showsDetailOnly
        nextID = state.nextID.rawValue
        if layout == .regular {
            (primary, detail, stack, keptAside) = (state.stack(.primary), state.stack(.detail), [], [])
        } else {
            (primary, detail, stack, keptAside) = ([], [], state.compactStack ?? [], state.keptAside)
        }
    }

    /// The presentation, recomputed from the arrays.
    public var presentation: Presentation<Route> {
        switch layout {
        case .regular:
            .regular(
                primary: primary, detail: detail,
                placeholder: detail.isEmpty ? placeholderProvider.placeholder(for: primary) : nil,
                showsDetailOnly: showsDetailOnly)
        case .compact:
            .compact(stack: stack)
        }
    }

    /// The model's content as a `SplitState`, checked like any rebuilt state.
    ///
    /// - Throws: `NavigationError.Code.invalidState` when the model holds an inconsistent
    ///   state (a bug in the model, or a model built by hand).
    public func makeState() throws(NavigationError) -> SplitState<Route> {
        switch layout {
        case .regular:
            try .regular(primary: primary, detail: detail, policy: policy, showsDetailOnly: showsDetailOnly, nextID: ChildID(nextID))
        case .compact:
            try .compact(stack: stack, keptAside: keptAside, policy: policy, showsDetailOnly: showsDetailOnly, nextID: ChildID(nextID))
        }
    }
}
