/// A navigation to reach: the routes each column should show, bottom first, how those children
/// look (``ChildLook``: a list's selected row, an accordion's selection and expansion, a tab
/// group's selected tab), the modals over them, and optionally the visibility — what a deep
/// link, a notification or a restored session names.
///
/// A target says nothing about ids or layout: reaching it
/// (``SplitNavigating/reach(_:reveal:making:)``) keeps the children and modals already on the
/// way and creates the rest, their content made by the app's ``ChildMaker``. With no modals (the
/// default), reaching it dismisses every modal.
///
/// ```swift
/// let target = NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 42"])
/// let reply = NavigationTarget(primary: ["Mailboxes"], detail: ["Message 42"], modals: [ModalTarget(root: "Reply")])
/// ```
public struct NavigationTarget<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The primary column's routes, root first. Reaching a target needs at least the root.
    public var primary: [Route]
    /// The supplementary column's routes; must be empty for a two-column split.
    public var supplementary: [Route]
    /// The detail column's routes.
    public var detail: [Route]
    /// The visibility to choose, or `nil` to leave it to the state (and to `reveal`).
    public var visibility: ColumnVisibility?
    /// The modals presented over the columns, bottom first.
    public var modals: [ModalTarget<Route>]
    /// How the children at some positions look; a position without a look leaves its child as
    /// it is. An empty look is dropped when set, so a target equals what its link and its JSON
    /// read back. Reaching refuses a look at a position with no route.
    public var looks: [TargetPosition: ChildLook<Route>] {
        didSet {
            if looks.values.contains(where: { $0.isEmpty }) { looks = looks.filter { !$0.value.isEmpty } }
        }
    }

    /// A target with the given routes per column, modals, looks and, optionally, visibility.
    public init(
        primary: [Route], supplementary: [Route] = [], detail: [Route] = [], visibility: ColumnVisibility? = nil,
        modals: [ModalTarget<Route>] = [], looks: [TargetPosition: ChildLook<Route>] = [:]
    ) {
        self.primary = primary
        self.supplementary = supplementary
        self.detail = detail
        self.visibility = visibility
        self.modals = modals
        self.looks = looks.filter { !$0.value.isEmpty }
    }

    /// The look of the child at `index` of `column`, or `nil`.
    public func look(of column: Column, at index: Int) -> ChildLook<Route>? {
        looks[TargetPosition(column, index)]
    }

    /// Sets (or, with `nil` or an empty look, removes) the look of the child at `index` of
    /// `column`.
    public mutating func setLook(_ look: ChildLook<Route>?, of column: Column, at index: Int) {
        looks[TargetPosition(column, index)] = look?.isEmpty == false ? look : nil
    }

    /// The target of a state's own navigation (each column as the next split gives it), with
    /// every child's look: reaching it from that state changes nothing, and reaching it from any
    /// other state shows the same screens, with the selections and tabs this state has (a
    /// selection this state lacks is a `nil` look field, which leaves the other state's).
    public init(_ state: SplitState<Route>) {
        self.init(routesOf: state)
        looks = Self.looks(of: state)
    }

    /// The routes, visibility and modals of a state's navigation.
    private init(routesOf state: SplitState<Route>) {
        // Closures, not key paths: a key path literal in generic code is built on every call.
        switch state.storage {
        case .regular(let stacks):
            self.init(
                primary: stacks.primary.map { $0.route }, supplementary: stacks.supplementary.map { $0.route },
                detail: stacks.detail.map { $0.route }, visibility: state.visibility,
                modals: state.modals.map { ModalTarget($0) })
        case .compact(let stack, let keptAside, _):
            // Read off the one stack, without building split stacks.
            let counts = SplitState.splitCounts(of: stack)
            self.init(
                primary: Self.routes(of: .primary, in: stack, after: [], count: counts.primary),
                supplementary: Self.routes(of: .supplementary, in: stack, after: [], count: counts.supplementary),
                detail: Self.routes(of: .detail, in: stack, after: keptAside, count: keptAside.count + counts.detail),
                visibility: state.visibility, modals: state.modals.map { ModalTarget($0) })
        }
    }

    /// The routes of `first`, then of the children of `stack` preferring `column`: `count` in
    /// all, allocated once.
    @usableFromInline
    static func routes(of column: Column, in stack: [Child<Route>], after first: [Child<Route>], count: Int) -> [Route] {
        guard count > 0 else { return [] }
        var routes: [Route] = []
        routes.reserveCapacity(count)
        for child in first { routes.append(child.route) }
        for index in stack.indices where stack[index].preferredColumn == column { routes.append(stack[index].route) }
        return routes
    }

    /// The routes of a column.
    public subscript(column: Column) -> [Route] {
        get {
            switch column {
            case .primary: primary
            case .supplementary: supplementary
            case .detail: detail
            }
        }
        set {
            switch column {
            case .primary: primary = newValue
            case .supplementary: supplementary = newValue
            case .detail: detail = newValue
            }
        }
    }

    /// The trailing column with routes: whose top is the screen the target leads to.
    public var deepestColumn: Column {
        if !detail.isEmpty { return .detail }
        if !supplementary.isEmpty { return .supplementary }
        return .primary
    }
}

/// Encodes as `{"primary":[R, …],"supplementary":[R, …],"detail":[R, …],"visibility":"all","modals":[…],
/// "looks":[{"column":"primary","index":0,"node":7}, …]}` (each modal as ``ModalTarget`` encodes,
/// each look as ``ChildLook`` does beside its position, in position order); a missing column,
/// `modals` or `looks` decodes as empty and a missing visibility as `nil`.
extension NavigationTarget: Codable {
    enum CodingKeys: String, CodingKey {
        case primary, supplementary, detail, visibility, modals, looks
    }

    /// Reads a target; missing columns and modals are empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            primary: try container.decodeIfPresent([Route].self, forKey: .primary) ?? [],
            supplementary: try container.decodeIfPresent([Route].self, forKey: .supplementary) ?? [],
            detail: try container.decodeIfPresent([Route].self, forKey: .detail) ?? [],
            visibility: try container.decodeIfPresent(ColumnVisibility.self, forKey: .visibility),
            modals: try container.decodeIfPresent([ModalTarget<Route>].self, forKey: .modals) ?? [])
        for entry in try container.decodeIfPresent([PositionedLook<Route>].self, forKey: .looks) ?? [] {
            guard looks[entry.position] == nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: .looks, in: container,
                    debugDescription: "two looks for index \(entry.position.index) of the \(entry.position.column) column")
            }
            setLook(entry.look, of: entry.position.column, at: entry.position.index)
        }
    }

    /// Writes a target, leaving out empty non-primary columns, a `nil` visibility and empty
    /// modals.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(primary, forKey: .primary)
        if !supplementary.isEmpty { try container.encode(supplementary, forKey: .supplementary) }
        if !detail.isEmpty { try container.encode(detail, forKey: .detail) }
        try container.encodeIfPresent(visibility, forKey: .visibility)
        if !modals.isEmpty { try container.encode(modals, forKey: .modals) }
        if !looks.isEmpty {
            try container.encode(
                looks.sorted { $0.key < $1.key }.map { PositionedLook(position: $0.key, look: $0.value) }, forKey: .looks)
        }
    }
}
