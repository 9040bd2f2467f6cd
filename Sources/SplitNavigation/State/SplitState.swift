/// The whole navigation state: the columns, width and layout, collapse policy, visibility, the
/// stacks, and the id counter.
///
/// A plain value that fully determines its future, ids included. Every way to make one checks
/// the invariants:
///
/// - the primary column has a root: the first primary child in regular layout, the bottom of
///   the one stack in compact layout, and it prefers the primary column;
/// - in regular layout every child is in the column it prefers;
/// - no child prefers a column the split does not have;
/// - ids are unique and below ``nextID``, children in modals and tab groups included, and
///   stored children fit where selecting their tab would put them back;
/// - the width is ``Width/compact`` exactly in compact layout;
/// - a kept-aside stack exists only under ``CollapsePolicy/hideDetail`` in compact layout and
///   holds detail-preferring children only, and while it does the compact stack holds none;
/// - every modal has a root.
///
/// Events are applied by ``SplitNavigator``.
public struct SplitState<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// How the stacks become one when the layout turns compact.
    public internal(set) var policy: CollapsePolicy
    /// How many columns the split has; fixed when it starts.
    public let columns: SplitColumns
    /// Which two columns a three-column split shows at medium width under automatic visibility.
    public let mediumWidthPolicy: MediumWidthPolicy
    /// Which columns regular layout shows, as chosen with ``NavigationEvent/setVisibility(_:)``;
    /// kept in compact layout for the next split.
    public var visibility: ColumnVisibility { _visibility }
    /// How many columns fit, as the front end last said.
    public var width: Width { _width }
    /// The column navigated in last (see ``NavigationEvent``), which
    /// ``MediumWidthPolicy/followNavigation`` shows.
    public var focus: Column { _focus }
    /// The id the next created child gets.
    public var nextID: ChildID { _nextID }
    /// The modals presented over the split, bottom first; layout changes never touch them.
    public var modals: [Modal<Route>] { _modals.modals }

    // `@usableFromInline` so the event path can be `@inlinable`, specialized for the app's route.
    @usableFromInline var _visibility: ColumnVisibility
    @usableFromInline var _width: Width
    @usableFromInline var _focus: Column
    @usableFromInline var _nextID: ChildID
    @usableFromInline var storage: Storage
    @usableFromInline var _modals: ModalStack<Route>

    /// The stacks, shaped by layout so that a compact state cannot have several visible stacks.
    @usableFromInline
    enum Storage: Hashable, Sendable {
        case regular(ColumnStacks<Route>)
        /// `keptAside` is the detail stack hidden by ``CollapsePolicy/hideDetail``. `spare` is
        /// always empty: it keeps a three-column split's supplementary buffer from the collapse
        /// to the next split, so that going back and forth allocates nothing (as `keptAside`
        /// keeps the detail buffer when nothing is kept aside).
        case compact(stack: [Child<Route>], keptAside: [Child<Route>], spare: [Child<Route>] = [])
    }

    init(
        policy: CollapsePolicy, columns: SplitColumns, mediumWidthPolicy: MediumWidthPolicy,
        visibility: ColumnVisibility, width: Width, focus: Column, nextID: ChildID, storage: Storage,
        modals: [Modal<Route>] = []
    ) {
        self.policy = policy
        self.columns = columns
        self.mediumWidthPolicy = mediumWidthPolicy
        self._visibility = visibility
        self._width = width
        self._focus = focus
        self._nextID = nextID
        self.storage = storage
        self._modals = ModalStack(modals)
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

    /// The primary root: the child at the bottom of the primary column.
    ///
    /// - Complexity: O(1).
    public var root: Child<Route> {
        switch storage {
        case .regular(let stacks): stacks.primary[0]
        case .compact(let stack, _, _): stack[0]
        }
    }

    /// The children of a column, bottom first; in compact layout, those the next split would
    /// put there.
    ///
    /// - Complexity: O(*n*) in compact layout, O(1) in regular layout.
    public func stack(_ column: Column) -> [Child<Route>] {
        switch storage {
        case .regular(let stacks):
            return stacks[column]
        case .compact(let stack, let keptAside, _):
            return Self.stack(column, compact: stack, keptAside: keptAside)
        }
    }

    /// A column's children in a compact state given by its stacks (see ``stack(_:)``).
    static func stack(_ column: Column, compact stack: [Child<Route>], keptAside: [Child<Route>]) -> [Child<Route>] {
        let visible = stack.filter { $0.preferredColumn == column }
        return column == .detail ? keptAside + visible : visible
    }

    /// Every column's ``stack(_:)`` at once.
    ///
    /// - Complexity: O(*n*) in compact layout, O(1) in regular layout.
    @inlinable
    package var splitStacks: ColumnStacks<Route> {
        switch storage {
        case .regular(let stacks):
            return stacks
        case .compact(let stack, let keptAside, _):
            // Counted first, so each stack is allocated once at its size.
            let counts = Self.splitCounts(of: stack)
            var stacks = ColumnStacks<Route>(primary: [], detail: keptAside)
            stacks.primary.reserveCapacity(counts.primary)
            if counts.supplementary > 0 { stacks.supplementary.reserveCapacity(counts.supplementary) }
            if counts.detail > 0 { stacks.detail.reserveCapacity(keptAside.count + counts.detail) }
            for index in stack.indices {
                stacks[stack[index].preferredColumn].append(stack[index])
            }
            return stacks
        }
    }

    /// How many children of a compact stack prefer each column (kept-aside ones not counted).
    @inlinable
    static func splitCounts(of stack: [Child<Route>]) -> (primary: Int, supplementary: Int, detail: Int) {
        var supplementary = 0
        var detail = 0
        for index in stack.indices {
            switch stack[index].preferredColumn {
            case .primary: break
            case .supplementary: supplementary += 1
            case .detail: detail += 1
            }
        }
        return (stack.count - supplementary - detail, supplementary, detail)
    }

    /// The last child of ``stack(_:)``, found without building the stack.
    ///
    /// - Complexity: O(1) in regular layout, O(*n*) in compact layout.
    package func top(of column: Column) -> Child<Route>? {
        switch storage {
        case .regular(let stacks):
            return stacks[column].last
        case .compact(let stack, let keptAside, _):
            if let top = stack.last(where: { $0.preferredColumn == column }) { return top }
            return column == .detail ? keptAside.last : nil
        }
    }

    /// The one stack shown in compact layout, bottom first; `nil` in regular layout.
    public var compactStack: [Child<Route>]? {
        if case .compact(let stack, _, _) = storage { stack } else { nil }
    }

    /// The detail children that ``CollapsePolicy/hideDetail`` keeps out of the compact stack;
    /// empty otherwise.
    public var keptAside: [Child<Route>] {
        if case .compact(_, let keptAside, _) = storage { keptAside } else { [] }
    }

    /// Whether ``keptAside`` has children.
    @inlinable
    var keepsChildrenAside: Bool {
        if case .compact(_, let keptAside, _) = storage { !keptAside.isEmpty } else { false }
    }

    /// The stacks as ``Presentation`` holds them: in compact layout the one stack as the
    /// primary column's.
    @inlinable
    var shownStacks: ColumnStacks<Route> {
        switch storage {
        case .regular(let stacks): stacks
        case .compact(let stack, _, _): ColumnStacks(primary: stack, detail: [])
        }
    }

    /// Every child in the state: in regular layout column by column, in compact layout the
    /// stack and then the kept-aside children.
    public var children: [Child<Route>] {
        switch storage {
        case .regular(let stacks): stacks.all
        case .compact(let stack, let keptAside, _): stack + keptAside
        }
    }

    /// The child with the given id, if the state has one.
    ///
    /// - Complexity: O(*d*) for a child *d* children below the top of its stack (the stacks are
    ///   searched from their tops down); O(*n*) for an id no child has.
    public func child(_ id: ChildID) -> Child<Route>? {
        locate(id).flatMap { child(at: $0.place, $0.index) }
    }
}
