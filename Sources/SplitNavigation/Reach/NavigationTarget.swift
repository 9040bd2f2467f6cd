/// A navigation to reach: the routes each column should show, bottom first, the modals over
/// them, and optionally the visibility — what a deep link, a notification or a restored session
/// names.
///
/// A target says nothing about ids, content or layout: reaching it
/// (``SplitNavigating/reach(_:reveal:)``) keeps the children and modals already on the way and
/// creates the rest. With no modals (the default), reaching it dismisses every modal.
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

    /// A target with the given routes per column, modals and, optionally, visibility.
    public init(
        primary: [Route], supplementary: [Route] = [], detail: [Route] = [], visibility: ColumnVisibility? = nil,
        modals: [ModalTarget<Route>] = []
    ) {
        self.primary = primary
        self.supplementary = supplementary
        self.detail = detail
        self.visibility = visibility
        self.modals = modals
    }

    /// The target of a state's own navigation (each column as the next split gives it); reaching
    /// it from that state changes nothing.
    public init(_ state: SplitState<Route>) {
        // Closures, not key paths: a key path literal in generic code is built on every call.
        switch state.storage {
        case .regular(let stacks):
            self.init(
                primary: stacks.primary.map { $0.route }, supplementary: stacks.supplementary.map { $0.route },
                detail: stacks.detail.map { $0.route }, visibility: state.visibility,
                modals: state.modals.map { ModalTarget($0) })
        case .compact(let stack, let keptAside):
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

/// Encodes as `{"primary":[R, …],"supplementary":[R, …],"detail":[R, …],"visibility":"all","modals":[…]}`
/// (each modal as ``ModalTarget`` encodes); a missing column or `modals` decodes as empty and a
/// missing visibility as `nil`.
extension NavigationTarget: Codable {
    enum CodingKeys: String, CodingKey {
        case primary, supplementary, detail, visibility, modals
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
    }
}
