/// The whole navigation state: layout, collapse policy, the stacks, and the id counter.
///
/// A state is a plain value that fully determines its future: the same events applied to equal
/// states give equal states, ids included. It cannot be built in an inconsistent shape — every
/// way to make one (``init(primary:detail:layout:policy:)``, ``regular(primary:detail:policy:showsDetailOnly:nextID:)``,
/// ``compact(stack:keptAside:policy:showsDetailOnly:nextID:)``, decoding) checks the invariants:
///
/// - the primary column has a root: the first primary child in regular layout, the bottom of
///   the one stack in compact layout, and it prefers the primary column;
/// - in regular layout every child is in the column it prefers;
/// - ids are unique and all below ``nextID``;
/// - a kept-aside detail stack exists only under ``CollapsePolicy/hideDetail``, in compact
///   layout, holds detail-preferring children only, and while it is non-empty the compact stack
///   holds no detail-preferring child (the first one added brings the kept-aside ones back).
///
/// Events are applied by ``SplitNavigator``, which pairs a state with a placeholder provider.
public struct SplitState<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// How the two stacks become one when the layout turns compact.
    public internal(set) var policy: CollapsePolicy
    /// Whether regular layout shows the detail column alone. Kept in compact layout too, where
    /// it changes nothing visible, so that the next split honours it.
    public var showsDetailOnly: Bool { _showsDetailOnly }
    /// The id the next created child gets.
    public var nextID: ChildID { _nextID }

    // The mutable parts are `@usableFromInline` so that the event path can be `@inlinable`:
    // apps then run it specialised for their route type instead of as generic code.
    @usableFromInline var _showsDetailOnly: Bool
    @usableFromInline var _nextID: ChildID
    @usableFromInline var storage: Storage

    /// The stacks, shaped by layout so that a compact state cannot have two visible stacks.
    @usableFromInline
    enum Storage: Hashable, Sendable {
        case regular(primary: [Child<Route>], detail: [Child<Route>])
        /// `keptAside` is the detail stack hidden by ``CollapsePolicy/hideDetail``.
        case compact(stack: [Child<Route>], keptAside: [Child<Route>])
    }

    init(policy: CollapsePolicy, showsDetailOnly: Bool, nextID: ChildID, storage: Storage) {
        self.policy = policy
        self._showsDetailOnly = showsDetailOnly
        self._nextID = nextID
        self.storage = storage
    }
}

// MARK: - Reading the state

extension SplitState {
    /// The current layout.
    @inlinable
    public var layout: Layout {
        switch storage {
        case .regular: .regular
        case .compact: .compact
        }
    }

    /// The primary root: the child at the bottom of the primary column (and of the compact
    /// stack).
    ///
    /// - Complexity: O(1).
    public var root: Child<Route> {
        switch storage {
        case .regular(let primary, _): primary[0]
        case .compact(let stack, _): stack[0]
        }
    }

    /// The children of a column, bottom first, whatever the layout: in compact layout, the
    /// children that the next split would put in that column.
    ///
    /// - Complexity: O(*n*) in compact layout, O(1) in regular layout.
    public func stack(_ column: Column) -> [Child<Route>] {
        switch storage {
        case .regular(let primary, let detail):
            return column == .primary ? primary : detail
        case .compact(let stack, let keptAside):
            let visible = stack.filter { $0.preferredColumn == column }
            return column == .primary ? visible : keptAside + visible
        }
    }

    /// The one stack shown in compact layout, bottom first; `nil` in regular layout.
    public var compactStack: [Child<Route>]? {
        if case .compact(let stack, _) = storage { stack } else { nil }
    }

    /// The detail children that ``CollapsePolicy/hideDetail`` keeps out of the compact stack;
    /// empty otherwise.
    public var keptAside: [Child<Route>] {
        if case .compact(_, let keptAside) = storage { keptAside } else { [] }
    }

    /// Every child in the state, in no particular order beyond being deterministic.
    public var children: [Child<Route>] {
        switch storage {
        case .regular(let primary, let detail): primary + detail
        case .compact(let stack, let keptAside): stack + keptAside
        }
    }

    /// The child with the given id, if the state has one.
    ///
    /// - Complexity: O(*n*).
    public func child(_ id: ChildID) -> Child<Route>? {
        switch storage {
        case .regular(let primary, let detail):
            primary.first { $0.id == id } ?? detail.first { $0.id == id }
        case .compact(let stack, let keptAside):
            stack.first { $0.id == id } ?? keptAside.first { $0.id == id }
        }
    }
}

// MARK: - Making states

extension SplitState {
    /// Starts a state from initial children, as a split controller's "initial primary
    /// controllers" and "initial detail controllers".
    ///
    /// Ids are assigned 1, 2, 3, … to the primary children first, then to the detail children.
    /// Initial primary children prefer the primary column and initial detail children the
    /// detail column, whatever their `preferredColumn` says. Starting in compact layout gives
    /// exactly the state that starting in regular layout and then collapsing gives.
    ///
    /// - Throws: ``NavigationError/Code/noPrimaryRoot`` when `primary` is empty.
    public init(
        primary: [NewChild<Route>],
        detail: [NewChild<Route>] = [],
        layout: Layout = .regular,
        policy: CollapsePolicy = .detailOnTop
    ) throws(NavigationError) {
        guard !primary.isEmpty else {
            throw NavigationError(.noPrimaryRoot, "a split state needs at least one initial primary child")
        }
        var counter = 1
        func make(_ new: NewChild<Route>, _ column: Column) -> Child<Route> {
            defer { counter += 1 }
            return Child(id: ChildID(counter), route: new.route, preferredColumn: column, content: new.content)
        }
        let primaryChildren = primary.map { make($0, .primary) }
        let detailChildren = detail.map { make($0, .detail) }
        self.init(
            policy: policy, showsDetailOnly: false, nextID: ChildID(counter),
            storage: .regular(primary: primaryChildren, detail: detailChildren))
        if layout == .compact {
            var ignored: [NavigationChange<Route>] = []
            collapse(recording: &ignored)
        }
        _checkInvariants()
    }

    /// Rebuilds a regular-layout state from its parts, checking every invariant.
    ///
    /// - Throws: ``NavigationError/Code/invalidState`` naming the broken invariant.
    public static func regular(
        primary: [Child<Route>], detail: [Child<Route>], policy: CollapsePolicy,
        showsDetailOnly: Bool = false, nextID: ChildID
    ) throws(NavigationError) -> SplitState {
        let state = SplitState(
            policy: policy, showsDetailOnly: showsDetailOnly, nextID: nextID,
            storage: .regular(primary: primary, detail: detail))
        try state.validate()
        return state
    }

    /// Rebuilds a compact-layout state from its parts, checking every invariant.
    ///
    /// - Throws: ``NavigationError/Code/invalidState`` naming the broken invariant.
    public static func compact(
        stack: [Child<Route>], keptAside: [Child<Route>] = [], policy: CollapsePolicy,
        showsDetailOnly: Bool = false, nextID: ChildID
    ) throws(NavigationError) -> SplitState {
        let state = SplitState(
            policy: policy, showsDetailOnly: showsDetailOnly, nextID: nextID,
            storage: .compact(stack: stack, keptAside: keptAside))
        try state.validate()
        return state
    }
}
